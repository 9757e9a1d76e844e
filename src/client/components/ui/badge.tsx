import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'info' | 'success' | 'warning';

const variants: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-brand-700 text-white',
  secondary: 'border-transparent bg-slate-100 text-slate-800',
  destructive: 'border-transparent bg-red-600 text-white',
  outline: 'border-slate-300 text-slate-700',
  // Calm indigo: stands out from brand teal and greys without reading as an alarm (issue 12: the Admin role).
  info: 'border-indigo-200 bg-indigo-50 text-indigo-800',
  // Done, settled (a paid invoice).
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  // Needs attention soon, not an alarm (an overdue invoice): amber, with a word that says why.
  warning: 'border-amber-300 bg-amber-100 text-amber-950',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant | undefined;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
