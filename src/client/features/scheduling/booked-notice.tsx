import { CalendarCheck, X } from 'lucide-react';
import type { Ref } from 'react';
import { formatDay, formatWallTime } from '../../lib/business-format.ts';
import { formatMinnesotaClock } from '../../lib/time-format.ts';
import type { Booked } from './booking-dialog.tsx';
import { hoursLabel } from './booking-form.ts';

/** The visit just booked, kept on the page after the toast has gone: it still has to be confirmed from the e-mail. */
export function BookedNotice({ booked, onDismiss, ref }: { booked: Booked; onDismiss: () => void; ref?: Ref<HTMLDivElement> | undefined }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="relative flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 pr-14 text-sm text-emerald-950"
    >
      <CalendarCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">
          You are booked for {formatDay(booked.slot.date)} at {formatWallTime(booked.slot.time)} ({hoursLabel(booked.hours)}).
        </p>
        <p className="mt-1">
          A confirmation link was e-mailed to {booked.email}. Open it by <strong>{formatMinnesotaClock(booked.heldUntil)}</strong> to keep
          this time; unconfirmed, it is released. Once confirmed, you get your reference and a calendar file.
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss confirmation"
        className="absolute top-1 right-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-emerald-800 hover:bg-emerald-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
