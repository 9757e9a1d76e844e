import { addDays } from '#shared/domain/company-time.ts';
import type { AdminBooking } from '#shared/contracts/operations.ts';
import type { BookingStatus } from '#shared/domain/operations.ts';
import { bookingClient } from './booking-format.ts';

/** What the bookings screen shows: a list over a date range, or one Sunday-to-Saturday week. */
export type BookingView = 'list' | 'week';

export interface BookingFilterValues {
  view: BookingView;
  /** List view: Minnesota days, both included. */
  from: string;
  to: string;
  /** Week view: the week's Sunday. */
  week: string;
  status: BookingStatus | 'all';
  customerId: string;
  employeeId: string;
}

/** The list's first range: today and the next four weeks. */
export function initialFilters(today: string, week: string): BookingFilterValues {
  return { view: 'list', from: today, to: addDays(today, 27), week, status: 'all', customerId: 'all', employeeId: 'all' };
}

/** The API query for the filters: the list's range or the week's seven days. */
export function bookingQuery(filters: BookingFilterValues) {
  const range = filters.view === 'week' ? { from: filters.week, to: addDays(filters.week, 6) } : { from: filters.from, to: filters.to };
  return {
    from: range.from || undefined,
    // An end before the start is the person still typing: ask for the start day alone meanwhile.
    to: range.to && (!range.from || range.to >= range.from) ? range.to : range.from || undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    customerId: filters.customerId === 'all' ? undefined : Number(filters.customerId),
    employeeId: filters.employeeId === 'all' ? undefined : Number(filters.employeeId),
    limit: 1000,
  };
}

export function narrowed(filters: BookingFilterValues): boolean {
  return filters.status !== 'all' || filters.customerId !== 'all' || filters.employeeId !== 'all';
}

export type BookingSortKey = 'when' | 'client' | 'service' | 'status';
export interface BookingSort {
  key: BookingSortKey;
  direction: 'ascending' | 'descending';
}

const statusOrder: Record<BookingStatus, number> = { pending: 0, confirmed: 1, completed: 2, cancelled: 3 };

/** The bookings in the chosen order; ties fall back to the start time. */
export function sortBookings(bookings: readonly AdminBooking[], sort: BookingSort): AdminBooking[] {
  const when = (b: AdminBooking) => b.scheduledDate;
  const compare: Record<BookingSortKey, (a: AdminBooking, b: AdminBooking) => number> = {
    when: (a, b) => when(a).localeCompare(when(b)),
    client: (a, b) => bookingClient(a).localeCompare(bookingClient(b), 'en-US', { sensitivity: 'base' }),
    service: (a, b) => a.serviceType.localeCompare(b.serviceType, 'en-US', { sensitivity: 'base' }),
    status: (a, b) => statusOrder[a.status] - statusOrder[b.status],
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...bookings].sort((a, b) => sign * compare[sort.key](a, b) || when(a).localeCompare(when(b)) || a.id - b.id);
}

export interface CalendarDay {
  date: string;
  bookings: AdminBooking[];
}

/** The seven days from `sunday`, each with its visits by start time (days without visits too). */
export function weekDays(sunday: string, bookings: readonly AdminBooking[]): CalendarDay[] {
  const days: CalendarDay[] = Array.from({ length: 7 }, (_, i) => ({ date: addDays(sunday, i), bookings: [] }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const booking of bookings) byDate.get(booking.date)?.bookings.push(booking);
  for (const day of days) day.bookings.sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.id - b.id);
  return days;
}
