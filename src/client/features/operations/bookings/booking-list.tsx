import { Link } from 'wouter';
import type { AdminBooking, BookingSortKey } from '#shared/contracts/operations.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { formatShortDay } from '../../../lib/business-format.ts';
import { isWalkThrough } from '#shared/domain/scheduling.ts';
import {
  bookingClient,
  bookingPath,
  bookingTimes,
  crewOrEstimator,
  crewCountNote,
  crewShortNote,
  crewWarns,
  serviceText,
  statusBadge,
  statusLabels,
} from './booking-format.ts';
import { HolidayBadge } from './holiday-badge.tsx';
import type { BookingSort } from './booking-view.ts';
import { TableScroller } from '../../../components/ui/table-scroller.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2.5 align-top';

export interface BookingListProps {
  bookings: readonly AdminBooking[];
  sort: BookingSort;
  onSort: (key: BookingSortKey) => void;
}

function StatusBadge({ booking }: { booking: AdminBooking }) {
  return <Badge variant={statusBadge[booking.status]}>{statusLabels[booking.status]}</Badge>;
}

/** The bookings as a dense table at a desk (sortable headers) and as cards on phones; each opens its visit. */
export function BookingList({ bookings, sort, onSort }: BookingListProps) {
  const header = (key: BookingSortKey, label: string, className?: string) => (
    <SortHeader
      label={label}
      active={sort.key === key}
      direction={sort.direction}
      onSort={() => onSort(key)}
      className={`${th} ${className ?? ''}`}
    />
  );
  return (
    <>
      <TableScroller label="Bookings table" className="hidden lg:block">
        <table className="w-full min-w-[56rem] border-collapse text-sm">
          <caption className="sr-only">Bookings</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {header('when', 'When', 'pl-4')}
              {header('client', 'Customer')}
              {header('service', 'Service')}
              <th scope="col" className={th}>
                Crew
              </th>
              {header('status', 'Status', 'pr-4')}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bookings.map((booking) => (
              <tr key={booking.id} className="hover:bg-slate-50/70">
                <td className={`${td} pl-4 whitespace-nowrap`}>
                  <Link
                    href={bookingPath(booking.id)}
                    className="inline-flex min-h-11 flex-col justify-center font-semibold text-brand-800 hover:underline"
                  >
                    <span>{formatShortDay(booking.date)}</span>
                    <span className="font-normal text-slate-600">{bookingTimes(booking)}</span>
                  </Link>
                  {booking.holiday ? (
                    <div className="mt-1">
                      <HolidayBadge name={booking.holiday} />
                    </div>
                  ) : null}
                </td>
                <td className={`${td} min-w-48`}>
                  <p className="font-medium text-slate-900">{bookingClient(booking)}</p>
                  <p className="text-slate-600 [overflow-wrap:anywhere]">{booking.location}</p>
                </td>
                <td className={td}>
                  <p className="text-slate-900">{serviceText(booking)}</p>
                  <p className="text-slate-600">
                    {booking.servicePlanId
                      ? `Plan #${booking.servicePlanId}`
                      : isWalkThrough(booking)
                        ? 'Sales appointment, free'
                        : 'One-off'}
                  </p>
                </td>
                <td className={`${td} ${crewWarns(booking) && !isWalkThrough(booking) ? 'text-amber-800' : 'text-slate-800'}`}>
                  {crewOrEstimator(booking)}
                  {crewShortNote(booking) ? (
                    <span className="block font-medium" title={crewShortNote(booking) ?? undefined}>
                      {crewCountNote(booking)}
                    </span>
                  ) : null}
                </td>
                <td className={`${td} pr-4`}>
                  <StatusBadge booking={booking} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <ul className="divide-y divide-slate-200 lg:hidden" aria-label="Bookings">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <Link href={bookingPath(booking.id)} className="grid gap-1 px-4 py-3 hover:bg-slate-50">
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {formatShortDay(booking.date)}, {bookingTimes(booking)}
                </span>
                <StatusBadge booking={booking} />
              </span>
              <span className="text-sm text-slate-800">{bookingClient(booking)}</span>
              <span className="text-sm text-slate-600">
                {serviceText(booking)} ·{' '}
                <span className={crewWarns(booking) && !isWalkThrough(booking) ? 'text-amber-800' : undefined}>
                  {crewOrEstimator(booking)}
                </span>
              </span>
              {crewShortNote(booking) ? <span className="text-sm font-medium text-amber-800">{crewShortNote(booking)}</span> : null}
              {booking.holiday ? <HolidayBadge name={booking.holiday} className="justify-self-start" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
