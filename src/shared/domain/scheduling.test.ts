import { describe, expect, it } from 'vitest';
import { firstDayWithHoursLeft, hoursOn, slotTimes, visitTimeProblems } from './scheduling.ts';

// 2026-12-01 is a Tuesday, 2026-12-05 a Saturday, 2026-12-06 a Sunday.
const now = new Date('2026-11-30T15:00:00Z'); // Monday 9 AM in St. Paul
const today = '2026-11-30';
const problems = (date: string, time: string, hours = 1) => visitTimeProblems({ date, time, durationMinutes: hours * 60 }, now, today);

describe('the scheduling calendar', () => {
  it('opens 6 AM to 8 PM on weekdays, 8 AM to 6 PM on Saturdays, never on Sundays', () => {
    expect(hoursOn('2026-12-01')).toEqual({ open: '06:00', close: '20:00' });
    expect(hoursOn('2026-12-05')).toEqual({ open: '08:00', close: '18:00' });
    expect(hoursOn('2026-12-06')).toBeNull();
  });

  it('offers an hour-long slot at every hour that ends by closing', () => {
    expect(slotTimes('2026-12-01')).toEqual(Array.from({ length: 14 }, (_, i) => `${String(6 + i).padStart(2, '0')}:00`));
    expect(slotTimes('2026-12-05')).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(slotTimes('2026-12-06')).toEqual([]);
  });

  it('accepts a visit that starts on the hour, in the future, and ends by closing', () => {
    expect(problems('2026-12-01', '06:00')).toEqual({});
    expect(problems('2026-12-01', '12:00', 8)).toEqual({}); // ends at 20:00 sharp
    expect(problems('2026-12-05', '10:00', 8)).toEqual({}); // ends at 18:00 sharp
    expect(problems(today, '10:00')).toEqual({});
  });

  it('names the day for past, Sunday and too-distant dates', () => {
    expect(problems('2026-11-29', '10:00')).toEqual({ preferredDate: 'Choose today or a later date' });
    expect(problems('2026-12-06', '10:00')).toEqual({ preferredDate: 'We are closed on Sundays: choose a day from Monday to Saturday' });
    expect(problems('2027-02-27', '10:00')).toEqual({}); // the last Saturday of the horizon (today + 90 is a Sunday)
    expect(problems('2027-03-01', '10:00')).toEqual({ preferredDate: 'Choose a date within the next 90 days (up to 2027-02-28)' });
  });

  it('names the time for a start off the hour, outside the hours, or already past', () => {
    expect(problems('2026-12-01', '09:30')).toEqual({ preferredTime: 'Choose a start time on the hour, like 09:00' });
    expect(problems('2026-12-01', '05:00')).toEqual({
      preferredTime: 'On Tuesdays a visit of 1 hour can start from 06:00 to 19:00, so that it ends by 20:00',
    });
    expect(problems('2026-12-01', '13:00', 8)).toEqual({
      preferredTime: 'On Tuesdays a visit of 8 hours can start from 06:00 to 12:00, so that it ends by 20:00',
    });
    expect(problems('2026-12-05', '17:00', 2)).toEqual({
      preferredTime: 'On Saturdays a visit of 2 hours can start from 08:00 to 16:00, so that it ends by 18:00',
    });
    expect(problems(today, '09:00')).toEqual({ preferredTime: 'That time has passed: choose a later time' });
    expect(problems(today, '08:00')).toEqual({ preferredTime: 'That time has passed: choose a later time' });
  });

  it('opens on the first day with an hour still to start, whatever the day and hour', () => {
    // Monday 9 AM: today. Monday 7:01 PM (the 7 PM hour has begun): Tuesday.
    expect(firstDayWithHoursLeft(new Date('2026-11-30T15:00:00Z'))).toBe('2026-11-30');
    expect(firstDayWithHoursLeft(new Date('2026-12-01T01:01:00Z'))).toBe('2026-12-01');
    // Saturday 4:59 PM: the 5 PM hour is still ahead. Saturday 8:46 PM: Sunday is closed, so Monday.
    expect(firstDayWithHoursLeft(new Date('2026-11-28T22:59:00Z'))).toBe('2026-11-28');
    expect(firstDayWithHoursLeft(new Date('2026-11-29T02:46:00Z'))).toBe('2026-11-30');
    // Sunday noon: Monday.
    expect(firstDayWithHoursLeft(new Date('2026-11-29T18:00:00Z'))).toBe('2026-11-30');
  });
});
