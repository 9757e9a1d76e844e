import { cn } from '../../lib/cn.ts';

/** Active or Inactive, as text with a coloured dot (the colour is never the only cue). */
export function UserStatus({ isActive, className }: { isActive: boolean; className?: string | undefined }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-sm font-medium', isActive ? 'text-emerald-800' : 'text-slate-600', className)}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', isActive ? 'bg-emerald-500' : 'bg-slate-400')} />
      {isActive ? 'Active' : 'Inactive'}
    </span>
  );
}
