import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'accent' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap ' +
  'transition-colors duration-150 cursor-pointer select-none ' +
  'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-brand-100 text-brand-900 hover:bg-brand-200',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50 hover:text-brand-800',
  accent: 'bg-accent-400 text-slate-900 shadow-sm hover:bg-accent-500',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
};

// md and lg keep the 44px minimum tap target (WCAG 2.5.5); sm is for dense UI only.
// Icons are sized to the text unless the icon brings its own size-* class.
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm [&_svg:not([class*='size-'])]:size-4",
  md: "min-h-11 px-5 text-base [&_svg:not([class*='size-'])]:size-4",
  lg: "min-h-12 px-7 text-lg [&_svg:not([class*='size-'])]:size-5",
};

export interface ButtonStyleOptions {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  className?: string | undefined;
}

/** Button look for other elements, e.g. `<a className={buttonClasses({ variant: 'accent' })}>`. */
export function buttonClasses({ variant = 'primary', size = 'md', className }: ButtonStyleOptions = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
}

/**
 * React 19 passes `ref` as a plain prop, so spreading props forwards it without forwardRef.
 * `type` defaults to "button" so a button inside a form never submits it by accident.
 */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
