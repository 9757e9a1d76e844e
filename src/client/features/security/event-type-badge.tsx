import { cn } from '../../lib/cn.ts';
import { eventLabel, eventTone, type EventTone } from './event-labels.ts';

const tones: Record<EventTone, string> = {
  danger: 'bg-red-50 text-red-800 ring-red-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
};

/** The event's readable name, coloured by what it means (failure, warning, success, neutral). */
export function EventTypeBadge({ type }: { type: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[eventTone(type)],
      )}
    >
      {eventLabel(type)}
    </span>
  );
}
