import type { IconKey } from '#shared/content/home.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { cn } from '../../lib/cn.ts';

export interface CheckmarkListProps {
  items: readonly string[];
  icon?: IconKey | undefined;
  className?: string | undefined;
}

/** A readable bullet list with a brand-coloured check icon per item. */
export function CheckmarkList({ items, icon = 'check', className }: CheckmarkListProps) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-relaxed text-slate-700 sm:text-base">
          <Icon name={icon} className="mt-0.5 size-5 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
