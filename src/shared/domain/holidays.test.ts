import { describe, expect, it } from 'vitest';
import { holidayOn, holidaysAmong, holidaysOfYear } from './holidays.ts';

// Dates read off a printed calendar of each year, not computed: the rules must land on them.
describe('the company holidays (decision 0043)', () => {
  it('are these days in 2026', () => {
    expect(holidaysOfYear(2026)).toEqual([
      { date: '2026-01-01', name: 'New Year’s Day' },
      // The last Monday of May.
      { date: '2026-05-25', name: 'Memorial Day' },
      // July 4 is a Saturday: offices close on Friday the 3rd.
      { date: '2026-07-03', name: 'Independence Day (observed)' },
      { date: '2026-07-04', name: 'Independence Day' },
      // The first Monday of September.
      { date: '2026-09-07', name: 'Labor Day' },
      // The fourth Thursday of November, and the Friday after.
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-11-27', name: 'Day after Thanksgiving' },
      { date: '2026-12-24', name: 'Christmas Eve' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('are these days in 2027', () => {
    expect(holidaysOfYear(2027)).toEqual([
      { date: '2027-01-01', name: 'New Year’s Day' },
      // May 31 is itself a Monday.
      { date: '2027-05-31', name: 'Memorial Day' },
      // July 4 is a Sunday: observed on Monday the 5th.
      { date: '2027-07-04', name: 'Independence Day' },
      { date: '2027-07-05', name: 'Independence Day (observed)' },
      { date: '2027-09-06', name: 'Labor Day' },
      // November 1 is a Monday: the Thursdays are the 4th, 11th, 18th and 25th.
      { date: '2027-11-25', name: 'Thanksgiving Day' },
      { date: '2027-11-26', name: 'Day after Thanksgiving' },
      // December 25 is a Saturday: Christmas is observed on Christmas Eve, Friday the 24th.
      { date: '2027-12-24', name: 'Christmas Eve and Christmas Day (observed)' },
      { date: '2027-12-25', name: 'Christmas Day' },
      // January 1, 2028 is a Saturday: New Year's Day is observed on Friday, December 31, 2027.
      { date: '2027-12-31', name: 'New Year’s Day (observed)' },
    ]);
    // ...and not again in 2028.
    expect(holidaysOfYear(2028).map((h) => h.date)).not.toContain('2027-12-31');
    expect(holidaysOfYear(2028)[0]).toEqual({ date: '2028-01-01', name: 'New Year’s Day' });
  });

  it('names the holiday of a day, and none on an ordinary day', () => {
    expect(holidayOn('2026-12-24')).toBe('Christmas Eve');
    expect(holidayOn('2026-12-25')).toBe('Christmas Day');
    expect(holidayOn('2026-11-26')).toBe('Thanksgiving Day');
    expect(holidayOn('2026-12-23')).toBeNull();
    expect(holidayOn('2026-12-26')).toBeNull();
    // Not on the company's list by default, but a rule it can choose.
    expect(holidayOn('2027-06-18')).toBeNull();
    expect(holidayOn('2027-06-18', ['juneteenth'])).toBe('Juneteenth (observed)');
    expect(holidayOn('2027-01-18', ['martin-luther-king-day'])).toBe('Martin Luther King Jr. Day');
  });

  it('picks the holidays among a list of visit days, in order', () => {
    expect(holidaysAmong(['2026-12-21', '2026-12-24', '2026-12-25', '2026-12-28', '2027-01-01'])).toEqual([
      { date: '2026-12-24', name: 'Christmas Eve' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-01-01', name: 'New Year’s Day' },
    ]);
  });
});
