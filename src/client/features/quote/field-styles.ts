/** The quote forms' inputs: 44px tall, 16px text (no zoom on iOS), red border when invalid. */
export const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'scroll-mt-28 placeholder:text-slate-500 transition-colors hover:border-slate-400 focus-visible:border-brand-500 ' +
  'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:opacity-60';

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

export const hintClass = 'mt-1.5 text-sm text-slate-600';

export const errorClass = 'mt-1.5 text-sm font-medium text-red-700';
