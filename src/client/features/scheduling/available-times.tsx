import { useId, type Ref } from 'react';
import type { AvailabilitySlot } from '#shared/contracts/scheduling.ts';
import type { IsoDate } from '#shared/domain/company-time.ts';
import { SCHEDULING_HORIZON_DAYS } from '#shared/domain/scheduling.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDay, formatWallTime } from '../../lib/business-format.ts';
import type { ChosenSlot } from './booking-form.ts';
import { dayKind } from './calendar-days.ts';
import { Panel } from './panel.tsx';
import { RetryNote } from './retry-note.tsx';
import { FreeSlotButton } from './slot-button.tsx';
import { freeCount, takenReason } from './slot-view.ts';
import type { DaySlots } from './use-schedule.ts';

const unavailableWords = {
  past: 'This day has passed. Choose today or a later day.',
  closed: 'We are closed on Sundays. Choose a day from Monday to Saturday.',
  beyond: `Visits can be booked up to ${SCHEDULING_HORIZON_DAYS} days ahead.`,
} as const;

/** Every time of the selected day: the free ones open the booking form, the taken ones say why they cannot. */
export function AvailableTimes({
  day,
  today,
  state,
  onChoose,
  ref,
}: {
  day: IsoDate;
  today: IsoDate;
  state: DaySlots | undefined;
  onChoose: (slot: ChosenSlot) => void;
  ref?: Ref<HTMLElement> | undefined;
}) {
  const id = useId();
  const kind = dayKind(day, today);
  return (
    <Panel ref={ref} id={id} title="Available times" subtitle={`${formatDay(day)} · Minnesota time`}>
      {kind !== 'open' ? (
        <p className="text-sm text-slate-600">{unavailableWords[kind]}</p>
      ) : !state || state.status === 'loading' ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2" role="status">
          <span className="sr-only">Loading free times</span>
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} className="h-11" />
          ))}
        </div>
      ) : state.status === 'error' ? (
        <RetryNote message="The free times of this day could not be loaded." onRetry={state.retry} retrying={state.retrying} />
      ) : (
        <SlotList
          slots={state.slots}
          noneLeft={day === today ? 'No more free times today.' : 'No free times on this day.'}
          onChoose={onChoose}
        />
      )}
    </Panel>
  );
}

function SlotList({
  slots,
  noneLeft,
  onChoose,
}: {
  slots: readonly AvailabilitySlot[];
  noneLeft: string;
  onChoose: (slot: ChosenSlot) => void;
}) {
  const now = new Date();
  return (
    <>
      {freeCount(slots) === 0 ? <p className="mb-3 text-sm font-medium text-slate-700">{noneLeft} Choose another day.</p> : null}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
        {slots.map((slot) => (
          <li key={slot.time}>
            {slot.available ? (
              <FreeSlotButton slot={slot} onChoose={onChoose} className="w-full" />
            ) : (
              <TakenSlot slot={slot} reason={takenReason(slot, now)} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A time that cannot be booked: shown so the day reads whole, but not a control anyone can use. */
function TakenSlot({ slot, reason }: { slot: AvailabilitySlot; reason: 'Passed' | 'Booked' }) {
  const time = formatWallTime(slot.time);
  return (
    <button
      type="button"
      disabled
      aria-label={`${time}, ${reason === 'Passed' ? 'passed' : 'already booked'}: not available`}
      className="flex min-h-11 w-full cursor-not-allowed flex-col items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 px-2 text-sm text-slate-500"
    >
      <span className="line-through">{time}</span>
      <span className="text-[11px] leading-tight">{reason}</span>
    </button>
  );
}
