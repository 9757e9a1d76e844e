import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from './company-time.ts';
import { planFrequencies } from './operations.ts';
import { planOccurrences } from './plan-schedule.ts';
import { conversionStartsOn, crewSizeFromQuote, defaultServiceDays, visitMinutesFromHours } from './plan-start.ts';

describe('the schedule of a converted quote (decision 0017)', () => {
  it('visits Monday, Monday to Friday, or every day', () => {
    expect(defaultServiceDays('Weekly')).toEqual([1]);
    expect(defaultServiceDays('Bi-weekly')).toEqual([1]);
    expect(defaultServiceDays('Monthly')).toEqual([1]);
    expect(defaultServiceDays('Quarterly')).toEqual([1]);
    expect(defaultServiceDays('Daily-5')).toEqual([1, 2, 3, 4, 5]);
    expect(defaultServiceDays('Daily-7')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Spread over the week (decision 0039).
    expect(defaultServiceDays('2x-Weekly')).toEqual([1, 4]);
    expect(defaultServiceDays('3x-Weekly')).toEqual([1, 3, 5]);
  });

  it('starts on the first visit day a week or more ahead', () => {
    // Tuesday 24 November 2026.
    expect(conversionStartsOn('Weekly', [1], '2026-11-24')).toBe('2026-12-07');
    expect(conversionStartsOn('Bi-weekly', [1], '2026-11-24')).toBe('2026-12-07');
    expect(conversionStartsOn('Daily-5', [1, 2, 3, 4, 5], '2026-11-24')).toBe('2026-12-01');
    expect(conversionStartsOn('Daily-7', [0, 1, 2, 3, 4, 5, 6], '2026-11-24')).toBe('2026-12-01');
    // A week on is Tuesday 1 December: Thursday 3 December is the first Monday or Thursday, Wednesday 2
    // December the first Monday, Wednesday or Friday.
    expect(conversionStartsOn('2x-Weekly', [1, 4], '2026-11-24')).toBe('2026-12-03');
    expect(conversionStartsOn('3x-Weekly', [1, 3, 5], '2026-11-24')).toBe('2026-12-02');
    // Monthly: the first Monday of a month (7 December); a week after 1 December is past it, so January's.
    expect(conversionStartsOn('Monthly', [1], '2026-11-24')).toBe('2026-12-07');
    expect(conversionStartsOn('Monthly', [1], '2026-12-01')).toBe('2027-01-04');
    // Quarterly: the first Monday of January, April, July or October.
    expect(conversionStartsOn('Quarterly', [1], '2026-11-24')).toBe('2027-01-04');
    expect(conversionStartsOn('Quarterly', [1], '2027-01-01')).toBe('2027-04-05');
  });

  it('is always a visit of the plan it starts, at least 7 days ahead, and no visit of the plan comes before it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...planFrequencies), fc.integer({ min: 0, max: 3650 }), (frequency, offset) => {
        const today = addDays('2025-01-01', offset);
        const days = defaultServiceDays(frequency);
        const starts = conversionStartsOn(frequency, days, today);
        expect(daysBetween(today, starts)).toBeGreaterThanOrEqual(7);
        expect(days).toContain(weekdayOf(starts));
        const plan = { frequency, serviceDays: days, startsOn: starts };
        expect(planOccurrences(plan, today, starts)).toEqual([starts]);
      }),
    );
  });

  it('takes visit length and crew from the quote', () => {
    expect(visitMinutesFromHours(3.71)).toBe(225);
    expect(visitMinutesFromHours(0.05)).toBe(15);
    expect(visitMinutesFromHours(40)).toBe(960);
    expect(crewSizeFromQuote(3)).toBe(3);
    expect(crewSizeFromQuote(0)).toBe(1);
    expect(crewSizeFromQuote(80)).toBe(50);
  });
});
