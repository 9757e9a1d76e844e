import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface SortHeaderProps {
  label: string;
  /** This column orders the table now. */
  active: boolean;
  direction: 'ascending' | 'descending';
  /** Sort by this column, or turn the order round when it already sorts. */
  onSort: () => void;
  className?: string | undefined;
}

/**
 * A table column header that sorts: a button in the th, which carries aria-sort only while it is the
 * sorting column (ARIA asks for one sorted header at a time). The arrow shows the order at a glance.
 */
export function SortHeader({ label, active, direction, onSort, className }: SortHeaderProps) {
  const Icon = !active ? ArrowUpDown : direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? direction : undefined} className={className}>
      <button
        type="button"
        onClick={onSort}
        className={cn(
          '-mx-2 inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-md px-2 uppercase',
          'transition-colors hover:bg-slate-100 hover:text-slate-900',
          active && 'text-slate-900',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'text-slate-400')} />
      </button>
    </th>
  );
}
