import { CalendarOff } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/**
 * A visit on a company holiday (decision 0043): flagged, for the admin to ask the customer and move or
 * cancel it. The warning badge's colours; the words may wrap on a phone ("Christmas Eve and ...").
 */
export function HolidayBadge({ name, className }: { name: string; className?: string | undefined }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border border-amber-300 bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950',
        className,
      )}
    >
      <CalendarOff className="size-3.5 shrink-0" aria-hidden="true" />
      <span>Holiday: {name}</span>
    </span>
  );
}
