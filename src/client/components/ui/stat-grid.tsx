import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export interface StatGridItem {
  value: string;
  label: string;
}

export interface StatGridProps extends Omit<ComponentProps<'dl'>, 'children'> {
  items: readonly StatGridItem[];
  /** 'light' for white/muted bands, 'dark' for the brand band. */
  tone?: 'light' | 'dark' | undefined;
}

// Literal class names so Tailwind's scanner sees them; two columns on phones, one row from lg.
const columns: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-2 sm:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
};

/** Trust statistics (e.g. "500+ Clients Served"): the big numbers are the visual anchors. */
export function StatGrid({ items, tone = 'light', className, ...props }: StatGridProps) {
  const dark = tone === 'dark';
  return (
    <dl className={cn('grid gap-x-6 gap-y-10 text-center', columns[items.length] ?? 'grid-cols-2 lg:grid-cols-4', className)} {...props}>
      {items.map((item, index) => (
        // dt must precede dd in the markup; flex-col-reverse shows the number first.
        <div key={`${index}-${item.label}`} className="flex flex-col-reverse gap-2">
          <dt className={cn('text-sm font-medium sm:text-base', dark ? 'text-brand-100' : 'text-slate-600')}>{item.label}</dt>
          <dd
            className={cn('text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl', dark ? 'text-accent-300' : 'text-brand-700')}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
