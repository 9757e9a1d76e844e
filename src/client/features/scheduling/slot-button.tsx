import type { AvailabilitySlot } from '#shared/contracts/scheduling.ts';
import { formatWallTime } from '../../lib/business-format.ts';
import { cn } from '../../lib/cn.ts';
import type { ChosenSlot } from './booking-form.ts';
import { slotLabel } from './slot-view.ts';

/** A free time: choosing it opens the booking form. Its name says the day too, since a list of times repeats across days. */
export function FreeSlotButton({
  slot,
  onChoose,
  className,
}: {
  slot: AvailabilitySlot;
  onChoose: (slot: ChosenSlot) => void;
  className?: string | undefined;
}) {
  return (
    <button
      type="button"
      onClick={() => onChoose({ date: slot.date, time: slot.time })}
      aria-label={`Book ${slotLabel(slot.date, slot.time)}`}
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-brand-600 bg-white px-2 text-sm font-semibold whitespace-nowrap text-brand-800',
        'transition-colors hover:bg-brand-700 hover:text-white active:bg-brand-800',
        className,
      )}
    >
      {formatWallTime(slot.time)}
    </button>
  );
}
