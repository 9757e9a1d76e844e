/** Shared look of the text inputs on the window page's forms (44px tall, visible focus), without horizontal padding. */
export const inputBase =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 text-base text-slate-900 ' +
  'scroll-mt-28 placeholder:text-slate-500 transition-colors hover:border-slate-400 focus-visible:border-brand-500 aria-invalid:border-red-600';

export const inputClass = `${inputBase} px-3`;

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

export const errorClass = 'mt-1.5 text-sm font-medium text-red-700';

/** The red asterisk after a required field's label (the input itself carries aria-required). */
export const requiredMarkClass = 'ml-0.5 text-red-700';
