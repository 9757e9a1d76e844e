import { Link } from 'wouter';
import type { AdminBooking } from '#shared/contracts/operations.ts';
import { holidayOn } from '#shared/domain/holidays.ts';
import { isWalkThrough } from '#shared/domain/scheduling.ts';
import { cn } from '../../../lib/cn.ts';
import { formatShortDay, formatWallTime, WEEKDAY_SHORT } from '../../../lib/business-format.ts';
import {
  bookingClient,
  bookingClientShort,
  bookingPath,
  bookingTimes,
  crewOrEstimator,
  crewShortNote,
  crewText,
  crewWarns,
  serviceText,
  statusLabels,
} from './booking-format.ts';
import { HolidayBadge } from './holiday-badge.tsx';
import { weekDays } from './booking-view.ts';

const chipTone: Record<AdminBooking['status'], string> = {
  pending: 'border-l-amber-500 border-dashed bg-amber-50 hover:bg-amber-100',
  confirmed: 'border-l-brand-600 bg-brand-50 hover:bg-brand-100',
  completed: 'border-l-slate-400 bg-slate-100 hover:bg-slate-200',
  cancelled: 'border-l-slate-300 bg-white text-slate-500 line-through hover:bg-slate-50',
};

/**
 * One week, Sunday to Saturday on Minnesota's calendar: seven columns at a desk, a list of days on
 * phones (each day with its visits, or "No visits"). Every visit opens its page.
 */
export function WeekCalendar({ week, bookings, today }: { week: string; bookings: readonly AdminBooking[]; today: string }) {
  const days = weekDays(week, bookings);
  return (
    <>
      <div
        className="hidden grid-cols-7 divide-x divide-slate-200 border-t border-slate-200 md:grid"
        role="list"
        aria-label="Week calendar"
      >
        {days.map((day, index) => (
          <section key={day.date} role="listitem" aria-label={formatShortDay(day.date)} className="min-h-64 min-w-0">
            <h3
              className={cn(
                'border-b border-slate-200 px-2 py-2 text-center text-xs font-semibold tracking-wide text-slate-600 uppercase',
                day.date === today && 'bg-brand-50 text-brand-900',
              )}
            >
              {WEEKDAY_SHORT[index]}{' '}
              <span className="block text-lg font-bold tracking-normal text-slate-900">{Number(day.date.slice(8))}</span>
              {holidayOn(day.date) ? (
                <span className="block text-[11px] leading-4 font-semibold tracking-normal text-amber-900 normal-case">
                  {holidayOn(day.date)}
                </span>
              ) : null}
            </h3>
            <ul className="grid gap-1.5 p-1.5">
              {day.bookings.map((booking) => (
                <li key={booking.id}>
                  <Link
                    href={bookingPath(booking.id)}
                    className={cn('block min-h-11 rounded-md border-l-4 px-2 py-1.5 text-xs text-slate-800', chipTone[booking.status])}
                    aria-label={[
                      bookingTimes(booking),
                      bookingClient(booking),
                      serviceText(booking),
                      statusLabels[booking.status],
                      isWalkThrough(booking) ? 'met by the estimator' : `crew: ${crewText(booking)}`,
                      crewShortNote(booking),
                      booking.holiday ? `holiday: ${booking.holiday}` : null,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  >
                    <span className="block font-semibold">{formatWallTime(booking.startTime)}</span>
                    <span className="block truncate">{bookingClientShort(booking)}</span>
                    <span
                      className={cn('block truncate', crewWarns(booking) && !isWalkThrough(booking) ? 'text-amber-800' : 'text-slate-600')}
                    >
                      {isWalkThrough(booking)
                        ? 'Walk-through'
                        : booking.crew.length === 0
                          ? 'Unassigned'
                          : booking.crewNeeded !== null && booking.crewShortBy > 0
                            ? `Crew ${booking.crew.length} of ${booking.crewNeeded}`
                            : `Crew of ${booking.crew.length}`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ol className="divide-y divide-slate-200 border-t border-slate-200 md:hidden" aria-label="Days of the week">
        {days.map((day) => (
          <li key={day.date} className="px-4 py-3">
            <h3 className={cn('text-sm font-semibold text-slate-900', day.date === today && 'text-brand-800')}>
              {formatShortDay(day.date)}
              {day.date === today ? ' (today)' : ''}
              {holidayOn(day.date) ? <span className="font-semibold text-amber-900"> · {holidayOn(day.date)}</span> : null}
            </h3>
            {day.bookings.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">No visits</p>
            ) : (
              <ul className="mt-2 grid gap-2">
                {day.bookings.map((booking) => (
                  <li key={booking.id}>
                    <Link
                      href={bookingPath(booking.id)}
                      className={cn('block min-h-11 rounded-md border-l-4 px-3 py-2 text-sm text-slate-800', chipTone[booking.status])}
                    >
                      <span className="block font-semibold">
                        {bookingTimes(booking)} · {statusLabels[booking.status]}
                      </span>
                      <span className="block">{bookingClient(booking)}</span>
                      <span className={cn('block', crewWarns(booking) && !isWalkThrough(booking) ? 'text-amber-800' : 'text-slate-600')}>
                        {serviceText(booking)} · {crewOrEstimator(booking)}
                      </span>
                      {crewShortNote(booking) ? <span className="block font-medium text-amber-800">{crewShortNote(booking)}</span> : null}
                      {booking.holiday ? <HolidayBadge name={booking.holiday} className="mt-1" /> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
