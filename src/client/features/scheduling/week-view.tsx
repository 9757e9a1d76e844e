import type { IsoDate } from '#shared/domain/company-time.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDay, formatShortDay, WEEKDAY_SHORT } from '../../lib/business-format.ts';
import { cn } from '../../lib/cn.ts';
import type { ChosenSlot } from './booking-form.ts';
import { dayKind } from './calendar-days.ts';
import { dayClosedText, daySummary } from './day-summary.ts';
import { FreeSlotButton } from './slot-button.tsx';
import { cellSlots } from './slot-view.ts';
import type { DaySlots } from './use-schedule.ts';

interface Props {
  days: readonly IsoDate[];
  today: IsoDate;
  selected: IsoDate;
  slotsOf: (day: IsoDate) => DaySlots | undefined;
  onSelectDay: (day: IsoDate) => void;
  onChoose: (slot: ChosenSlot) => void;
}

/**
 * Sunday to Saturday: seven columns at a desk, a row per day on phones. A day shows its first three
 * free times (each opens the booking form) and how many more it has; choosing the day lists them all.
 */
export function WeekView({ days, today, selected, slotsOf, onSelectDay, onChoose }: Props) {
  return (
    <ol
      aria-label="Days of the week"
      className="grid divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white md:grid-cols-7 md:divide-x md:divide-y-0"
    >
      {days.map((day, index) => {
        const chosen = day === selected;
        return (
          <li key={day} className={cn('flex min-w-0 gap-3 p-2 md:min-h-56 md:flex-col md:gap-2', chosen && 'bg-brand-50')}>
            <DayHeading
              day={day}
              weekday={WEEKDAY_SHORT[index] ?? ''}
              today={today}
              chosen={chosen}
              state={slotsOf(day)}
              onSelect={onSelectDay}
            />
            <div className="flex min-w-0 flex-1 flex-wrap content-start items-center gap-1.5 md:flex-col md:flex-nowrap md:items-stretch">
              <DayBody day={day} today={today} state={slotsOf(day)} onSelectDay={onSelectDay} onChoose={onChoose} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function DayHeading({
  day,
  weekday,
  today,
  chosen,
  state,
  onSelect,
}: {
  day: IsoDate;
  weekday: string;
  today: IsoDate;
  chosen: boolean;
  state: DaySlots | undefined;
  onSelect: (day: IsoDate) => void;
}) {
  const content = (
    <>
      <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">{weekday}</span>
      <span className="block text-lg leading-tight font-bold text-slate-900">{Number(day.slice(8))}</span>
      {day === today ? <span className="block text-xs font-semibold text-brand-700">Today</span> : null}
    </>
  );
  const frame = 'flex w-14 shrink-0 flex-col items-center justify-center rounded-md px-1 py-1 text-center md:w-full';
  if (dayKind(day, today) !== 'open') {
    return <div className={cn(frame, 'opacity-70')}>{content}</div>;
  }
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={`${formatDay(day)}${day === today ? ' (today)' : ''}: ${daySummary(day, today, state)}`}
      onClick={() => onSelect(day)}
      className={cn(frame, 'min-h-11 cursor-pointer transition-colors hover:bg-brand-100', chosen && 'ring-2 ring-brand-600')}
    >
      {content}
    </button>
  );
}

function DayBody({
  day,
  today,
  state,
  onSelectDay,
  onChoose,
}: {
  day: IsoDate;
  today: IsoDate;
  state: DaySlots | undefined;
  onSelectDay: (day: IsoDate) => void;
  onChoose: (slot: ChosenSlot) => void;
}) {
  const note = 'text-sm text-slate-500 md:text-center';
  const kind = dayKind(day, today);
  if (kind !== 'open') return <p className={note}>{dayClosedText[kind]}</p>;
  if (!state || state.status === 'loading') {
    return (
      <>
        <span className="sr-only">Loading free times</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-9 w-20 md:w-full" />
        ))}
      </>
    );
  }
  if (state.status === 'error') return <p className={note}>Not loaded</p>;
  const { shown, more } = cellSlots(state.slots);
  if (shown.length === 0) return <p className={note}>{day === today ? 'No more free times today' : 'Fully booked'}</p>;
  return (
    <>
      {shown.map((slot) => (
        <FreeSlotButton key={slot.time} slot={slot} onChoose={onChoose} className="min-w-20 md:w-full" />
      ))}
      {more > 0 ? (
        <button
          type="button"
          onClick={() => onSelectDay(day)}
          aria-label={`${more} more free time${more === 1 ? '' : 's'} on ${formatShortDay(day)}`}
          className="min-h-11 cursor-pointer rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-100 hover:underline"
        >
          +{more} more
        </button>
      ) : null}
    </>
  );
}
