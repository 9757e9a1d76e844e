import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import type { IsoDate } from '#shared/domain/company-time.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatMonth, formatWeekRange } from '../../lib/business-format.ts';
import { cn } from '../../lib/cn.ts';
import { visibleRange, type CalendarView } from './calendar-days.ts';

const viewOptions = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const;

interface Props {
  view: CalendarView;
  selected: IsoDate;
  onView: (view: CalendarView) => void;
  canGoBack: boolean;
  canGoForward: boolean;
  onStep: (step: -1 | 1) => void;
  syncing: boolean;
  /** Sync Calendars, for a signed-in admin only (decision 0041); absent: no button. */
  onSync?: (() => void) | undefined;
}

/** What the calendar shows (week or month, which one) and, for an admin, the Sync Calendars action. */
export function CalendarToolbar({ view, selected, onView, canGoBack, canGoForward, onStep, syncing, onSync }: Props) {
  const title = view === 'week' ? formatWeekRange(visibleRange('week', selected).first) : formatMonth(selected.slice(0, 7));
  const unit = view === 'week' ? 'week' : 'month';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="md"
          className="px-3"
          onClick={() => onStep(-1)}
          disabled={!canGoBack}
          aria-label={`Previous ${unit}`}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 className="min-w-44 px-2 text-center text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </h2>
        <Button variant="outline" size="md" className="px-3" onClick={() => onStep(1)} disabled={!canGoForward} aria-label={`Next ${unit}`}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Calendar view" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
          {viewOptions.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={view === option.value}
              onClick={() => onView(option.value)}
              className={cn(
                'min-h-10 cursor-pointer rounded-md px-4 text-sm font-semibold transition-colors',
                view === option.value ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        {onSync ? (
          <Button variant="secondary" onClick={onSync} aria-disabled={syncing || undefined} aria-busy={syncing || undefined}>
            <RefreshCw aria-hidden="true" className={syncing ? 'animate-spin motion-reduce:animate-none' : undefined} />
            {syncing ? 'Syncing…' : 'Sync Calendars'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
