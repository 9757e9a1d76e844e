import { describe, expect, it } from 'vitest';
import type { AvailabilitySlot } from '#shared/contracts/scheduling.ts';
import { slotTimes } from '#shared/domain/scheduling.ts';
import { cellSlots, eventTimeLabel, freeHoursFrom, freeTimesText, slotLabel, takenReason } from './slot-view.ts';

const day = '2026-11-24'; // a Tuesday: 6 AM to 8 PM
const slots = (taken: readonly string[]): AvailabilitySlot[] =>
  slotTimes(day).map((time) => ({ date: day, time, duration: 60, available: !taken.includes(time) }));

describe('slots as the calendar shows them', () => {
  it('shows at most three free times in a day cell and counts the rest', () => {
    const { shown, more } = cellSlots(slots(['06:00', '08:00']));
    expect(shown.map((s) => s.time)).toEqual(['07:00', '09:00', '10:00']);
    expect(more).toBe(9);
    expect(cellSlots(slots(slotTimes(day).slice(2)))).toMatchObject({ more: 0 });
    expect(cellSlots(slots(slotTimes(day)))).toEqual({ shown: [], more: 0 });
  });

  it('counts the free hours from a start, up to the next taken one or closing', () => {
    const day1 = slots(['12:00']);
    expect(freeHoursFrom(day1, '09:00')).toBe(3);
    expect(freeHoursFrom(day1, '12:00')).toBe(0);
    expect(freeHoursFrom(day1, '18:00')).toBe(2); // 7 PM is the last slot: closing at 8
    expect(freeHoursFrom(slots([]), '06:00')).toBe(14);
  });

  it('says a taken time has passed once its hour has come, else that it is booked', () => {
    const slot = { date: day, time: '09:00', duration: 60, available: false };
    expect(takenReason(slot, new Date('2026-11-24T15:00:00Z'))).toBe('Passed'); // 9:00 AM in St. Paul
    expect(takenReason(slot, new Date('2026-11-24T14:59:00Z'))).toBe('Booked');
  });

  it('writes times the way people read them', () => {
    expect(slotLabel(day, '13:00')).toBe('Tue, Nov 24 at 1:00 PM');
    expect(freeTimesText(1)).toBe('1 free time');
    expect(freeTimesText(11)).toBe('11 free times');
  });

  it("clips an event to the day's schedule", () => {
    // 9 to 10 AM Minnesota time (UTC-6 in November).
    expect(eventTimeLabel({ start: '2026-11-24T15:00:00.000Z', end: '2026-11-24T16:00:00.000Z' }, day)).toBe('9:00 AM – 10:00 AM');
    expect(eventTimeLabel({ start: '2026-11-23T20:00:00.000Z', end: '2026-11-24T16:00:00.000Z' }, day)).toBe('Until 10:00 AM');
    expect(eventTimeLabel({ start: '2026-11-25T02:00:00.000Z', end: '2026-11-25T08:00:00.000Z' }, day)).toBe('From 8:00 PM');
    // An all-day busy event: Minnesota midnight to midnight, and longer.
    expect(eventTimeLabel({ start: '2026-11-24T06:00:00.000Z', end: '2026-11-25T06:00:00.000Z' }, day)).toBe('12:00 AM – 12:00 AM');
    expect(eventTimeLabel({ start: '2026-11-23T06:00:00.000Z', end: '2026-11-26T06:00:00.000Z' }, day)).toBe('All day');
  });
});
