import type { IsoDate } from '#shared/domain/company-time.ts';
import { formatDay, formatMonth, WEEKDAY_NAMES, WEEKDAY_SHORT } from '../../lib/business-format.ts';
import { cn } from '../../lib/cn.ts';
import { dayKind, monthWeeks } from './calendar-days.ts';
import { dayClosedText, daySummary } from './day-summary.ts';
import { freeCount } from './slot-view.ts';
import type { DaySlots } from './use-schedule.ts';

interface Props {
  /** Any day of the month shown. */
  month: IsoDate;
  today: IsoDate;
  selected: IsoDate;
  slotsOf: (day: IsoDate) => DaySlots | undefined;
  onSelectDay: (day: IsoDate) => void;
}

/**
 * The month as a calendar, weeks from Sunday: each bookable day says how many times are free and
 * choosing it lists them; past days, Sundays and days past the booking horizon say why they cannot be.
 */
export function MonthView({ month, today, selected, slotsOf, onSelectDay }: Props) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">{formatMonth(month.slice(0, 7))}: free times by day</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50">
            {WEEKDAY_SHORT.map((short, index) => (
              <th
                key={short}
                scope="col"
                abbr={WEEKDAY_NAMES[index]}
                className="py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((day) => day !== null) ?? ''} className="border-b border-slate-100 last:border-b-0">
              {week.map((day, index) =>
                day ? (
                  <td key={day} className="p-0.5 align-top sm:p-1">
                    <MonthDay day={day} today={today} chosen={day === selected} state={slotsOf(day)} onSelect={onSelectDay} />
                  </td>
                ) : (
                  <td key={`blank-${index}`} aria-hidden="true" className="bg-slate-50/60" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MonthDay({
  day,
  today,
  chosen,
  state,
  onSelect,
}: {
  day: IsoDate;
  today: IsoDate;
  chosen: boolean;
  state: DaySlots | undefined;
  onSelect: (day: IsoDate) => void;
}) {
  const frame = 'flex h-16 w-full flex-col items-center justify-start gap-0.5 rounded-md px-0.5 pt-1.5 text-center sm:h-20';
  const number = (
    <span
      className={cn('text-sm font-bold sm:text-base', day === today ? 'text-brand-700 underline underline-offset-4' : 'text-slate-900')}
    >
      {Number(day.slice(8))}
    </span>
  );
  const kind = dayKind(day, today);
  if (kind !== 'open') {
    return (
      <div className={cn(frame, 'text-slate-400')}>
        {number}
        <span className="text-[11px] leading-tight sm:text-xs">{dayClosedText[kind]}</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={`${formatDay(day)}${day === today ? ' (today)' : ''}: ${daySummary(day, today, state)}`}
      onClick={() => onSelect(day)}
      className={cn(
        frame,
        'cursor-pointer border transition-colors hover:border-brand-500 hover:bg-brand-50',
        chosen ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-transparent',
      )}
    >
      {number}
      <MonthDayCount state={state} />
    </button>
  );
}

function MonthDayCount({ state }: { state: DaySlots | undefined }) {
  const text = 'text-[11px] leading-tight font-semibold sm:text-xs';
  if (!state || state.status === 'loading')
    return <span aria-hidden="true" className="h-3 w-8 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />;
  if (state.status === 'error') return <span className={cn(text, 'text-red-700')}>Not loaded</span>;
  const count = freeCount(state.slots);
  if (count === 0) return <span className={cn(text, 'text-slate-500')}>Full</span>;
  return <span className={cn(text, 'text-emerald-800')}>{count} free</span>;
}
