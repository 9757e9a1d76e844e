import { describe, expect, it } from 'vitest';
import { booking } from '#tests/fixtures/operations.ts';
import { bookingQuery, initialFilters, sortBookings, weekDays } from './booking-view.ts';

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

  it('sorts by status with ties by start', () => {
    const a = booking({ id: 1, status: 'completed', scheduledDate: '2026-11-01T00:00:00Z' });
    const b = booking({ id: 2, status: 'confirmed', scheduledDate: '2026-11-03T00:00:00Z' });
    const c = booking({ id: 3, status: 'confirmed', scheduledDate: '2026-11-02T00:00:00Z' });
    expect(sortBookings([a, b, c], { key: 'status', direction: 'ascending' }).map((x) => x.id)).toEqual([3, 2, 1]);
  });
});
