import { CalendarCheck, X } from 'lucide-react';
import type { Ref } from 'react';
import { CalendarFileLink } from '../../components/site/calendar-file-link.tsx';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { formatDay, formatWallTime } from '../../lib/business-format.ts';
import { formatMinnesotaClock } from '../../lib/time-format.ts';
import type { Booked } from './booking-dialog.tsx';
import { hoursLabel } from './booking-form.ts';

/**
 * The walk-through just booked, kept on the page after the toast has gone: it still has to be
 * confirmed. Each way says only what happens (decision 0041): with e-mail, the link to open and by
 * when; without it, that the office will call and no e-mail follows, and the calendar file here.
 */
export function BookedNotice({ booked, onDismiss, ref }: { booked: Booked; onDismiss: () => void; ref?: Ref<HTMLDivElement> | undefined }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="relative flex min-w-0 gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 pr-14 text-sm text-emerald-950"
    >
      <CalendarCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">
          You are booked for {formatDay(booked.slot.date)} at {formatWallTime(booked.slot.time)} ({hoursLabel(booked.hours)}).
        </p>
        {booked.confirmBy === 'email' ? (
          <p className="mt-1">
            A confirmation link was e-mailed to {booked.email}. Open it by <strong>{formatMinnesotaClock(booked.heldUntil)}</strong> to keep
            this time; unconfirmed, it is released. Once confirmed, you get your reference and a calendar file.
          </p>
        ) : (
          <>
            <p className="mt-1">
              We hold this time for you and will call you at <strong className="[overflow-wrap:anywhere]">{booked.phone}</strong> to confirm
              it. No e-mail will follow: save the visit to your calendar now. Questions? <PhoneLink className="font-semibold underline" />
            </p>
            {booked.calendarFile ? <CalendarFileLink file={booked.calendarFile} className="mt-3 bg-white" /> : null}
          </>
        )}
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
