import { describe, expect, it } from 'vitest';
import { shortDay, wallClock } from './company-dates.ts';

describe('company dates in messages', () => {
  it('writes a day and a wall time as the back office shows them', () => {
    expect(shortDay('2026-11-28')).toBe('Nov 28, 2026');
    expect(shortDay('2027-01-01')).toBe('Jan 1, 2027');
    expect(shortDay('not a day')).toBe('not a day');
    expect(wallClock('19:15')).toBe('7:15 PM');
    expect(wallClock('00:05:00')).toBe('12:05 AM');
    expect(wallClock('12:00')).toBe('12:00 PM');
  });
});
