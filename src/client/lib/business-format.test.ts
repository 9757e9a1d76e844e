import { describe, expect, it } from 'vitest';
import {
  centsToInput,
  formatCents,
  formatDay,
  formatMinutes,
  formatMonth,
  formatServiceDays,
  formatWallTime,
  formatWeekRange,
  inputToCents,
  minnesotaToday,
  recentMonths,
} from './business-format.ts';

describe('business formats', () => {
  it('writes money from cents and reads dollars typed', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(centsToInput(18000)).toBe('180');
    expect(centsToInput(18050)).toBe('180.50');
    expect(inputToCents('1,250.5')).toBe(125050);
    expect(inputToCents('$90')).toBe(9000);
    expect(inputToCents('12.345')).toBeNull();
    expect(inputToCents('')).toBeNull();
  });

  it('writes Minnesota days as the day they name, times on a 12-hour clock', () => {
    expect(formatDay('2026-11-22')).toBe('Sun, Nov 22, 2026');
    expect(formatWallTime('18:00')).toBe('6:00 PM');
    expect(formatWallTime('00:30')).toBe('12:30 AM');
    expect(formatWallTime('12:05')).toBe('12:05 PM');
  });

  it('labels weeks within a month, across months and across years', () => {
    expect(formatWeekRange('2026-11-22')).toBe('Nov 22 – 28, 2026');
    expect(formatWeekRange('2026-11-29')).toBe('Nov 29 – Dec 5, 2026');
    expect(formatWeekRange('2026-12-27')).toBe('Dec 27, 2026 – Jan 2, 2027');
  });

  it('labels months, durations and service days', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(recentMonths('2026-02-14', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(formatMinutes(150)).toBe('2 h 30 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatServiceDays([5, 1, 3])).toBe('Mon, Wed, Fri');
    expect(formatServiceDays([1, 2, 3, 4, 5])).toBe('Mon – Fri');
    expect(formatServiceDays([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
  });

  it('knows the Minnesota day late on a Saturday evening (already Sunday in UTC)', () => {
    expect(minnesotaToday(new Date('2026-11-29T04:30:00Z'))).toBe('2026-11-28');
  });
});

describe('Minnesota date-time inputs', () => {
  it('reads and writes a datetime-local value as Minnesota time, across daylight saving', async () => {
    const { instantFromMinnesotaInput, minnesotaDateTimeInput, minnesotaClock } = await import('./business-format.ts');
    expect(instantFromMinnesotaInput('2026-11-24T18:05')).toBe('2026-11-25T00:05:00.000Z');
    expect(instantFromMinnesotaInput('2026-07-01T09:00')).toBe('2026-07-01T14:00:00.000Z');
    expect(instantFromMinnesotaInput('')).toBe('');
    expect(minnesotaDateTimeInput('2026-11-25T00:05:00.000Z')).toBe('2026-11-24T18:05');
    expect(minnesotaClock('2026-11-25T06:00:00Z')).toBe('00:00');
  });
});
