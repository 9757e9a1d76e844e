import { describe, expect, it } from 'vitest';
import { activeDaysIn, billedMonth, dayLabel, displayStatus, dollars, monthLabel, prorate } from './invoice-periods.ts';

describe('billed months', () => {
  it('know their days, leap years and December included', () => {
    expect(billedMonth('2026-02')).toEqual({ month: '2026-02', first: '2026-02-01', last: '2026-02-28', days: 28 });
    expect(billedMonth('2028-02').days).toBe(29);
    expect(billedMonth('2026-12')).toEqual({ month: '2026-12', first: '2026-12-01', last: '2026-12-31', days: 31 });
    // The DST months have their calendar days, not 30.96 of them.
    expect(billedMonth('2026-03').days).toBe(31);
    expect(billedMonth('2026-11').days).toBe(30);
  });

  it("count a plan's active days, both ends included", () => {
    const december = billedMonth('2026-12');
    expect(activeDaysIn(december, '2026-12-07', null)).toBe(25);
    expect(activeDaysIn(december, '2026-01-01', null)).toBe(31);
    expect(activeDaysIn(december, '2026-12-07', '2026-12-20')).toBe(14);
    expect(activeDaysIn(december, '2026-11-01', '2026-12-01')).toBe(1);
    expect(activeDaysIn(december, '2026-12-31', null)).toBe(1);
    expect(activeDaysIn(december, '2027-01-01', null)).toBe(0);
    expect(activeDaysIn(december, '2026-01-01', '2026-11-30')).toBe(0);
  });
});

describe('prorate', () => {
  it('bills whole months in full and parts to the cent, half up', () => {
    expect(prorate(64_700, 31, 31)).toBe(64_700);
    expect(prorate(64_700, 25, 31)).toBe(52_177); // 52,177.42
    expect(prorate(100_000, 14, 28)).toBe(50_000);
    expect(prorate(1, 1, 2)).toBe(1); // half a cent rounds up
    expect(prorate(99_999, 1, 30)).toBe(3_333); // 3,333.3
    expect(prorate(10_000, 0, 30)).toBe(0);
  });
});

describe('display status', () => {
  it('is overdue only for a pending invoice past its due day', () => {
    expect(displayStatus('pending', '2026-11-23', '2026-11-24')).toBe('overdue');
    expect(displayStatus('pending', '2026-11-24', '2026-11-24')).toBe('pending');
    expect(displayStatus('paid', '2026-01-01', '2026-11-24')).toBe('paid');
    expect(displayStatus('void', '2026-01-01', '2026-11-24')).toBe('void');
  });
});

describe('labels', () => {
  it('name months and days as the calendar does', () => {
    expect(monthLabel('2026-12')).toBe('December 2026');
    expect(dayLabel('2027-01-23')).toBe('January 23, 2027');
    expect(dollars(52_177)).toBe(521.77);
  });
});
