import { describe, expect, it } from 'vitest';
import { monthsEnding } from './analytics-months.ts';

describe('monthsEnding', () => {
  it('counts back whole calendar months from the month of today, oldest first', () => {
    expect(monthsEnding('2026-03-31', 3)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthsEnding('2026-03-01', 1)).toEqual(['2026-03']);
  });

  it('crosses the new year and keeps short months whole', () => {
    expect(monthsEnding('2027-02-28', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    const year = monthsEnding('2026-11-24', 12);
    expect(year).toHaveLength(12);
    expect(year[0]).toBe('2025-12');
    expect(year.at(-1)).toBe('2026-11');
    expect(new Set(year).size).toBe(12);
  });
});
