import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween, weekdayOf, weekStart } from './company-time.ts';
import { planFrequencies, type PlanFrequency } from './operations.ts';
import { planOccurrences, planScheduleProblems, type PlanSchedule } from './plan-schedule.ts';

const plan = (frequency: PlanFrequency, serviceDays: number[], startsOn: string, endsOn: string | null = null): PlanSchedule => ({
  frequency,
  serviceDays,
  startsOn,
  endsOn,
});

// Calendars used below (weeks from Sunday): 2026-12-06 and 2027-01-03 are Sundays; 2027-01-01 is a
// Friday, 2027-02-01 and 2027-03-01 Mondays, 2027-04-01 a Thursday, 2027-07-01 a Thursday and
// 2027-10-01 a Friday.
describe('planOccurrences, by hand', () => {
  it('Weekly: each service day of each week, from the start date on', () => {
    expect(planOccurrences(plan('Weekly', [1], '2026-12-07'), '2026-12-01', '2026-12-31')).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
    // Tuesdays and Thursdays from Thursday 3 December to Tuesday 15 December.
    expect(planOccurrences(plan('Weekly', [4, 2], '2026-12-03', '2026-12-15'), '2026-11-01', '2027-01-31')).toEqual([
      '2026-12-03',
      '2026-12-08',
      '2026-12-10',
      '2026-12-15',
    ]);
  });

  it('2 and 3 times a week: each of their weekdays every week (decision 0039)', () => {
    // Mondays and Thursdays from Thursday 3 December (Sunday 6 December starts the next week).
    expect(planOccurrences(plan('2x-Weekly', [1, 4], '2026-12-03'), '2026-11-01', '2026-12-20')).toEqual([
      '2026-12-03',
      '2026-12-07',
      '2026-12-10',
      '2026-12-14',
      '2026-12-17',
    ]);
    // Monday, Wednesday and Friday of the weeks of 7 and 14 December.
    expect(planOccurrences(plan('3x-Weekly', [5, 1, 3], '2026-12-07'), '2026-12-01', '2026-12-20')).toEqual([
      '2026-12-07',
      '2026-12-09',
      '2026-12-11',
      '2026-12-14',
      '2026-12-16',
      '2026-12-18',
    ]);
  });

  it('Bi-weekly: every other week counted from the week of the start date', () => {
    // Starts on Saturday 5 December: its week (29 Nov - 5 Dec) is the first, so its Wednesday (2 Dec,
    // before the start) is skipped and the next visit is two weeks on, Wednesday 16 December.
    expect(planOccurrences(plan('Bi-weekly', [3], '2026-12-05'), '2026-11-01', '2027-01-31')).toEqual([
      '2026-12-16',
      '2026-12-30',
      '2027-01-13',
      '2027-01-27',
    ]);
    expect(planOccurrences(plan('Bi-weekly', [1, 5], '2026-12-07'), '2026-12-01', '2027-01-10')).toEqual([
      '2026-12-07',
      '2026-12-11',
      '2026-12-21',
      '2026-12-25',
      '2027-01-04',
      '2027-01-08',
    ]);
    // Asking from a later day does not shift the weeks.
    expect(planOccurrences(plan('Bi-weekly', [1, 5], '2026-12-07'), '2026-12-26', '2027-01-10')).toEqual(['2027-01-04', '2027-01-08']);
  });

  it('Monthly: the first service day of each month', () => {
    expect(planOccurrences(plan('Monthly', [1], '2026-12-01'), '2026-12-01', '2027-04-30')).toEqual([
      '2026-12-07',
      '2027-01-04',
      '2027-02-01',
      '2027-03-01',
      '2027-04-05',
    ]);
    // Tuesday or Thursday, whichever comes first in the month.
    expect(planOccurrences(plan('Monthly', [2, 4], '2027-01-01'), '2027-01-01', '2027-04-30')).toEqual([
      '2027-01-05',
      '2027-02-02',
      '2027-03-02',
      '2027-04-01',
    ]);
    // A plan that starts after its month's first Monday waits for the next month.
    expect(planOccurrences(plan('Monthly', [1], '2026-12-08'), '2026-12-01', '2027-01-31')).toEqual(['2027-01-04']);
  });

  it('Quarterly: the first service day of January, April, July and October', () => {
    expect(planOccurrences(plan('Quarterly', [1], '2026-12-01'), '2026-12-01', '2027-12-31')).toEqual([
      '2027-01-04',
      '2027-04-05',
      '2027-07-05',
      '2027-10-04',
    ]);
    expect(planOccurrences(plan('Quarterly', [1], '2026-12-01', '2027-07-04'), '2026-12-01', '2027-12-31')).toEqual([
      '2027-01-04',
      '2027-04-05',
    ]);
  });

  it('Daily-5 and Daily-7: every one of their days, across the new year and the spring-forward Sunday', () => {
    expect(planOccurrences(plan('Daily-5', [1, 2, 3, 4, 5], '2026-12-31'), '2026-12-28', '2027-01-08')).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
    ]);
    expect(planOccurrences(plan('Daily-7', [0, 1, 2, 3, 4, 5, 6], '2027-03-01'), '2027-03-13', '2027-03-15')).toEqual([
      '2027-03-13',
      '2027-03-14',
      '2027-03-15',
    ]);
  });

  it('answers nothing for an empty or reversed range, a range outside the plan, or no usable day', () => {
    expect(planOccurrences(plan('Weekly', [1], '2026-12-07'), '2026-12-31', '2026-12-01')).toEqual([]);
    expect(planOccurrences(plan('Weekly', [1], '2026-12-07'), '2026-11-01', '2026-12-06')).toEqual([]);
    expect(planOccurrences(plan('Weekly', [1], '2026-12-07', '2026-12-20'), '2026-12-22', '2027-01-31')).toEqual([]);
    expect(planOccurrences(plan('Weekly', [], '2026-12-07'), '2026-12-01', '2026-12-31')).toEqual([]);
    expect(planOccurrences(plan('Weekly', [7, -1], '2026-12-07'), '2026-12-01', '2026-12-31')).toEqual([]);
  });
});

describe('planScheduleProblems', () => {
  it('names the field that contradicts another', () => {
    expect(planScheduleProblems(plan('Weekly', [1], '2026-12-07', '2026-12-01'))).toEqual({
      endsOn: 'Use an end date on or after the start date',
    });
    expect(planScheduleProblems(plan('Daily-5', [1, 2, 3], '2026-12-07'))).toEqual({
      serviceDays: 'Daily (5 days a week) needs five service days: choose five weekdays',
    });
    expect(planScheduleProblems(plan('Daily-7', [1, 2, 3, 4, 5, 6], '2026-12-07'))).toEqual({
      serviceDays: 'Daily-7 visits every day: choose all seven weekdays',
    });
    expect(planScheduleProblems(plan('Daily-5', [1, 2, 3, 4, 5], '2026-12-07', '2026-12-07'))).toEqual({});
    expect(planScheduleProblems(plan('2x-Weekly', [1], '2026-12-07'))).toEqual({
      serviceDays: '2 times a week needs two service days: choose two weekdays',
    });
    expect(planScheduleProblems(plan('2x-Weekly', [1, 3, 5], '2026-12-07'))).toEqual({
      serviceDays: '2 times a week needs two service days: choose two weekdays',
    });
    expect(planScheduleProblems(plan('3x-Weekly', [1, 4], '2026-12-07'))).toEqual({
      serviceDays: '3 times a week needs three service days: choose three weekdays',
    });
    expect(planScheduleProblems(plan('2x-Weekly', [2, 4], '2026-12-07'))).toEqual({});
    expect(planScheduleProblems(plan('3x-Weekly', [1, 3, 5], '2026-12-07'))).toEqual({});
    // Weekly keeps taking any number of days, as plans saved before 2 and 3 times a week existed do.
    expect(planScheduleProblems(plan('Weekly', [1, 4], '2026-12-07'))).toEqual({});
  });
});

describe('planOccurrences, properties', () => {
  const BASE = '2025-01-01';
  const day = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays(BASE, n));
  const schedule = fc
    .record({
      frequency: fc.constantFrom(...planFrequencies),
      serviceDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      startsOn: day,
      length: fc.option(fc.integer({ min: 0, max: 400 })),
    })
    .map(({ length, ...p }): PlanSchedule => ({ ...p, endsOn: length === null ? null : addDays(p.startsOn, length) }));
  const range = fc
    .record({ from: day, length: fc.integer({ min: 0, max: 150 }) })
    .map(({ from, length }) => ({ from, to: addDays(from, length) }));

  /** Every day from `from` to `to`, both included. */
  const daysFrom = (from: string, to: string) => Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));
  const effective = (p: PlanSchedule, from: string, to: string) =>
    daysFrom(from > p.startsOn ? from : p.startsOn, p.endsOn && p.endsOn < to ? p.endsOn : to);

  it('visits only on service days, inside both the plan and the range, in order, each day once', () => {
    fc.assert(
      fc.property(schedule, range, (p, { from, to }) => {
        const found = planOccurrences(p, from, to);
        for (const [i, date] of found.entries()) {
          expect(p.serviceDays).toContain(weekdayOf(date));
          expect(date >= p.startsOn && date >= from).toBe(true);
          expect(date <= to && (!p.endsOn || date <= p.endsOn)).toBe(true);
          if (i > 0) expect(date > found[i - 1]!).toBe(true);
        }
      }),
    );
  });

  it('does not depend on the range asked for: two adjoining ranges give the whole', () => {
    fc.assert(
      fc.property(schedule, range, fc.integer({ min: 0, max: 150 }), (p, { from, to }, cut) => {
        const mid = addDays(from, Math.min(cut, daysBetween(from, to)));
        expect([...planOccurrences(p, from, mid), ...planOccurrences(p, addDays(mid, 1), to)]).toEqual(planOccurrences(p, from, to));
      }),
    );
  });

  it('Weekly, Daily-5 and Daily-7 miss no service day', () => {
    fc.assert(
      fc.property(schedule, range, fc.constantFrom('Weekly', 'Daily-5', 'Daily-7' as const), (p, { from, to }, frequency) => {
        const weekly = { ...p, frequency };
        const expected = effective(weekly, from, to).filter((d) => weekly.serviceDays.includes(weekdayOf(d)));
        expect(planOccurrences(weekly, from, to)).toEqual(expected);
      }),
    );
  });

  it('Bi-weekly keeps the parity of the start week: exactly the Weekly visits of the even weeks', () => {
    fc.assert(
      fc.property(schedule, range, (p, { from, to }) => {
        const biweekly = planOccurrences({ ...p, frequency: 'Bi-weekly' }, from, to);
        for (const date of biweekly) expect(daysBetween(weekStart(p.startsOn), weekStart(date)) % 14).toBe(0);
        const evenWeeks = planOccurrences({ ...p, frequency: 'Weekly' }, from, to).filter(
          (d) => daysBetween(weekStart(p.startsOn), weekStart(d)) % 14 === 0,
        );
        expect(biweekly).toEqual(evenWeeks);
      }),
    );
  });

  it('Monthly visits on the first service day of a month, once a month; Quarterly on those of Jan, Apr, Jul, Oct', () => {
    fc.assert(
      fc.property(schedule, range, (p, { from, to }) => {
        const isFirstOfItsMonth = (date: string) =>
          p.serviceDays.includes(weekdayOf(date)) &&
          daysFrom(`${date.slice(0, 8)}01`, addDays(date, -1)).every((d) => !p.serviceDays.includes(weekdayOf(d)));
        const monthly = planOccurrences({ ...p, frequency: 'Monthly' }, from, to);
        expect(monthly).toEqual(effective(p, from, to).filter(isFirstOfItsMonth));
        expect(new Set(monthly.map((d) => d.slice(0, 7))).size).toBe(monthly.length);
        for (const date of monthly) expect(Number(date.slice(8))).toBeLessThanOrEqual(7);
        const quarterly = planOccurrences({ ...p, frequency: 'Quarterly' }, from, to);
        expect(quarterly).toEqual(monthly.filter((d) => ['01', '04', '07', '10'].includes(d.slice(5, 7))));
      }),
    );
  });
});
