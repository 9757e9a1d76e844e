import { describe, expect, it } from 'vitest';
import { booking } from '#tests/fixtures/operations.ts';
import { bookingPageQuery, bookingQuery, initialFilters, initialSort, weekDays } from './booking-view.ts';

describe('booking view', () => {
  it('asks for the list’s range, or the week’s seven days, with the filters set', () => {
    const filters = initialFilters('2026-11-25', '2026-11-22');
    expect(bookingQuery(filters)).toEqual({ from: '2026-11-25', to: '2026-12-22', limit: 1000 });
    expect(bookingQuery({ ...filters, view: 'week', status: 'completed', customerId: '21', employeeId: '11' })).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
      status: 'completed',
      customerId: 21,
      employeeId: 11,
      limit: 1000,
    });
    // An end before the start (still being typed) asks for the start day alone.
    expect(bookingQuery({ ...filters, to: '2026-11-01' })).toMatchObject({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('lays a week out Sunday to Saturday with each visit on its Minnesota day, by start time', () => {
    const late = booking({ id: 1, date: '2026-11-28', scheduledDate: '2026-11-29T05:30:00.000Z', startTime: '23:30' });
    const early = booking({ id: 2, date: '2026-11-28', scheduledDate: '2026-11-28T14:00:00.000Z', startTime: '08:00' });
    const outside = booking({ id: 3, date: '2026-11-29' });
    const days = weekDays('2026-11-22', [late, outside, early]);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(days[6]!.bookings.map((b) => b.id)).toEqual([2, 1]);
    expect(days.flatMap((d) => d.bookings)).toHaveLength(2);
  });

  it('asks for a page of the list: its range and filters, and only what differs from how the list opens', () => {
    const filters = initialFilters('2026-11-25', '2026-11-22');
    // The list as it opens: the same query (and key) the server's document reads with.
    expect(bookingPageQuery(filters, initialSort, 1)).toEqual({ from: '2026-11-25', to: '2026-12-22' });
    expect(bookingPageQuery({ ...filters, status: 'pending', customerId: '21' }, { key: 'client', direction: 'descending' }, 3)).toEqual({
      from: '2026-11-25',
      to: '2026-12-22',
      status: 'pending',
      customerId: 21,
      sort: 'client',
      direction: 'descending',
      page: 3,
    });
    expect(bookingPageQuery(filters, { key: 'when', direction: 'descending' }, 1)).toEqual({
      from: '2026-11-25',
      to: '2026-12-22',
      direction: 'descending',
    });
    // A list view asks for its dates even when a week is chosen too; an end before the start asks for the start day.
    expect(bookingPageQuery({ ...filters, to: '2026-11-01' }, initialSort, 1)).toMatchObject({ from: '2026-11-25', to: '2026-11-25' });
  });
});
