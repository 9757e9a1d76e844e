import { describe, expect, it } from 'vitest';
import {
  addDays,
  companyDate,
  daysBetween,
  isIsoDate,
  monthStart,
  nextMonthStart,
  shiftMonth,
  weekdayOf,
  weekStart,
  zonedInstant,
} from './company-time.ts';

describe('company time (America/Chicago)', () => {
  it('names the Minnesota day of an instant, not the UTC one', () => {
    expect(companyDate(new Date('2026-11-29T05:30:00Z'))).toBe('2026-11-28'); // Saturday 11:30 PM in St. Paul
    expect(companyDate(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31'); // New Year's Eve, 8 PM
    expect(companyDate(new Date('2027-01-01T06:00:00Z'))).toBe('2027-01-01');
  });

  it('finds the instant of a wall-clock time on both sides of the DST changes', () => {
    expect(zonedInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T14:00:00.000Z'); // CDT, UTC-5
    expect(zonedInstant('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T15:00:00.000Z'); // CST, UTC-6
    expect(zonedInstant('2026-03-08', '00:00').toISOString()).toBe('2026-03-08T06:00:00.000Z'); // before the jump
    expect(zonedInstant('2026-03-08', '09:00').toISOString()).toBe('2026-03-08T14:00:00.000Z'); // after it
    expect(zonedInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T08:30:00.000Z'); // a time that does not exist: 3:30 CDT
    expect(zonedInstant('2026-11-01', '00:00').toISOString()).toBe('2026-11-01T05:00:00.000Z'); // still CDT
    expect(zonedInstant('2026-11-01', '18:00').toISOString()).toBe('2026-11-02T00:00:00.000Z'); // CST again
    expect(zonedInstant('2026-11-24').toISOString()).toBe('2026-11-24T06:00:00.000Z');
  });

  it('counts days, weeks from Sunday and months on the calendar', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekStart('2026-11-28')).toBe('2026-11-22'); // Saturday -> the Sunday before
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekStart('2027-01-01')).toBe('2026-12-27');
    expect(monthStart('2026-11-24')).toBe('2026-11-01');
    expect(nextMonthStart('2026-12-15')).toBe('2027-01-01');
    expect(shiftMonth('2026-03-15', -11)).toBe('2025-04-01');
    expect(shiftMonth('2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftMonth('2025-11-01', 2)).toBe('2026-01-01');
    expect(daysBetween('2026-11-24', '2026-12-24')).toBe(30);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2); // across the DST change
  });

  it('accepts only real dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });
});

describe('the fall-back night', () => {
  it('takes the first 1:30 AM of the two', () => {
    expect(zonedInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T06:30:00.000Z'); // 1:30 CDT
  });
});

describe('formatters kept per time zone', () => {
  it('answers each zone in its own calendar, in any order of first use', () => {
    const at = new Date('2026-11-29T05:30:00Z');
    expect(companyDate(at, 'Asia/Tokyo')).toBe('2026-11-29');
    expect(companyDate(at)).toBe('2026-11-28');
    expect(companyDate(at, 'UTC')).toBe('2026-11-29');
    expect(zonedInstant('2026-07-01', '09:00', 'Asia/Tokyo').toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(zonedInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T14:00:00.000Z');
  });
});
