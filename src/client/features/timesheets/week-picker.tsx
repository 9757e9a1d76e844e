import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, isIsoDate, weekStart } from '#shared/domain/company-time.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { labelClass } from '../../components/ui/field.tsx';
import { formatWeekRange } from '../../lib/business-format.ts';

/** A timesheet week (its Sunday): previous, next, or any day picked (which stands for its week). */
export function WeekPicker({ week, onChange, label = 'Week' }: { week: string; onChange: (sunday: string) => void; label?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={label}>
        <div className="flex items-center gap-2">
          <Button variant="outline" onClick={() => onChange(addDays(week, -7))} aria-label="Previous week">
            <ChevronLeft aria-hidden="true" />
          </Button>
          <div className="w-44 shrink-0">
            <Input
              id={id}
              type="date"
              value={week}
              onChange={(event) => {
                if (isIsoDate(event.target.value)) onChange(weekStart(event.target.value));
              }}
              aria-describedby={`${id}-range`}
            />
          </div>
          <Button variant="outline" onClick={() => onChange(addDays(week, 7))} aria-label="Next week">
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <p id={`${id}-range`} className="text-sm font-semibold text-slate-900" aria-live="polite">
          {formatWeekRange(week)}
        </p>
      </div>
    </div>
  );
}

/** The week a `?week=` value names: its Sunday when it is a date, else `fallback`. */
export function weekFrom(value: string | null, fallback: string): string {
  return value && isIsoDate(value) ? weekStart(value) : fallback;
}
