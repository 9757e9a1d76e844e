import { addDays } from '#shared/domain/company-time.ts';
import type { AdminBooking, BookingListQuery, BookingPageQuery, BookingSortKey, SortDirection } from '#shared/contracts/operations.ts';
import type { BookingStatus } from '#shared/domain/operations.ts';

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

/** The range the filters ask for: the list's dates, or the week's seven days. */
function rangeOf(filters: BookingFilterValues) {
  const range = filters.view === 'week' ? { from: filters.week, to: addDays(filters.week, 6) } : { from: filters.from, to: filters.to };
  return {
    from: range.from || undefined,
    // An end before the start is the person still typing: ask for the start day alone meanwhile.
    to: range.to && (!range.from || range.to >= range.from) ? range.to : range.from || undefined,
  };
}

function narrowing(filters: BookingFilterValues) {
  return {
    status: filters.status === 'all' ? undefined : filters.status,
    customerId: filters.customerId === 'all' ? undefined : Number(filters.customerId),
    employeeId: filters.employeeId === 'all' ? undefined : Number(filters.employeeId),
  };
}

/** The week calendar's query: every visit of the week's seven days (the calendar lays out all of them). */
export function bookingQuery(filters: BookingFilterValues): BookingListQuery {
  return { ...rangeOf(filters), ...narrowing(filters), limit: 1000 };
}

export interface BookingSort {
  key: BookingSortKey;
  direction: SortDirection;
}

/** The list opens earliest first. */
export const initialSort: BookingSort = { key: 'when', direction: 'ascending' };

/**
 * The list's query: one page of the range in the order chosen, sorted and counted by the server
 * (decision 0068). What the list opens on is left out, so its first page has one query key wherever it is read.
 */
export function bookingPageQuery(filters: BookingFilterValues, sort: BookingSort, page: number): BookingPageQuery {
  return {
    ...rangeOf(filters),
    ...narrowing(filters),
    sort: sort.key === initialSort.key ? undefined : sort.key,
    direction: sort.direction === initialSort.direction ? undefined : sort.direction,
    page: page > 1 ? page : undefined,
  };
}

export function narrowed(filters: BookingFilterValues): boolean {
  return filters.status !== 'all' || filters.customerId !== 'all' || filters.employeeId !== 'all';
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
