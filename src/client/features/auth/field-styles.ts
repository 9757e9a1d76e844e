/** The look of the sign-in and password forms: 44px-tall inputs, 16px text (no zoom on iOS), visible focus. */
export const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-500 transition-colors hover:border-slate-400 focus-visible:border-brand-500 ' +
  'aria-invalid:border-red-600';

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

export const hintClass = 'mt-1.5 text-sm text-slate-600';

export const fieldErrorClass = 'mt-1.5 text-sm font-medium text-red-700';
