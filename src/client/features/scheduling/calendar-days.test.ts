import { describe, expect, it } from 'vitest';
import {
  canStep,
  dayKind,
  daysToRead,
  dayToSelect,
  initialDay,
  monthWeeks,
  stepSelection,
  visibleRange,
  weekDays,
} from './calendar-days.ts';

// 2026-11-24 is a Tuesday; 2026-11-22 a Sunday. 90 days after it is 2027-02-22, a Monday.
const today = '2026-11-24';

describe('the scheduling calendar days', () => {
  it('starts every week on Sunday', () => {
    expect(weekDays('2026-11-24')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(weekDays('2026-11-22')[0]).toBe('2026-11-22');
    expect(weekDays('2026-11-28')[0]).toBe('2026-11-22');
    // Across a month and a year.
    expect(weekDays('2027-01-01')).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('lays a month out in weeks from Sunday, with blanks for the months around it', () => {
    const weeks = monthWeeks('2026-11-24');
    // November 2026 starts on a Sunday and ends on a Monday: five weeks.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // February 2027 starts on a Monday.
    const february = monthWeeks('2027-02-10');
    expect(february[0]).toEqual([null, '2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06']);
    expect(february.flat().filter(Boolean)).toHaveLength(28);
    expect(february.every((week) => week.length === 7)).toBe(true);
  });

  it('tells open days from past ones, Sundays and days past the 90-day horizon', () => {
    expect(dayKind('2026-11-23', today)).toBe('past');
    expect(dayKind(today, today)).toBe('open');
    expect(dayKind('2026-11-29', today)).toBe('closed');
    expect(dayKind('2027-02-22', today)).toBe('open');
    expect(dayKind('2027-02-23', today)).toBe('beyond');
  });

  it('reads only the days that can be booked', () => {
    expect(daysToRead('week', today, today)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    const month = daysToRead('month', today, today);
    expect(month[0]).toBe('2026-11-24');
    expect(month).not.toContain('2026-11-29');
    expect(month.at(-1)).toBe('2026-11-30');
    expect(daysToRead('week', '2027-02-22', today)).toEqual(['2027-02-22']);
  });

  it('shows the week or the month of the selected day', () => {
    expect(visibleRange('week', today)).toEqual({ first: '2026-11-22', last: '2026-11-28' });
    expect(visibleRange('month', today)).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(visibleRange('month', '2028-02-03')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('selects the first bookable day of a range, skipping Sundays and days gone', () => {
    expect(initialDay(today)).toBe(today);
    expect(initialDay('2026-11-29')).toBe('2026-11-30'); // a Sunday: Monday
    expect(dayToSelect('2026-11-29', '2026-12-05', today)).toBe('2026-11-30');
    expect(dayToSelect('2026-11-01', '2026-11-30', today)).toBe(today);
  });

  it('steps a week or a month at a time, never before this week or month nor past the horizon', () => {
    expect(canStep('week', today, -1, today)).toBe(false);
    expect(canStep('week', today, 1, today)).toBe(true);
    expect(stepSelection('week', today, 1, today)).toBe('2026-11-30');
    expect(stepSelection('week', '2026-12-02', -1, today)).toBe(today);
    // The horizon's week (Feb 21 to 27) still has its Monday; the one after it has nothing.
    expect(canStep('week', '2027-02-16', 1, today)).toBe(true);
    expect(stepSelection('week', '2027-02-16', 1, today)).toBe('2027-02-22');
    expect(canStep('week', '2027-02-22', 1, today)).toBe(false);

    expect(canStep('month', today, -1, today)).toBe(false);
    expect(stepSelection('month', today, 1, today)).toBe('2026-12-01');
    expect(stepSelection('month', '2026-12-01', -1, today)).toBe(today);
    expect(stepSelection('month', '2027-01-04', 1, today)).toBe('2027-02-01');
    expect(canStep('month', '2027-02-01', 1, today)).toBe(false);
  });
});
