import { describe, expect, it } from 'vitest';
import { formatMinnesotaDate, formatMinnesotaTime, formatRelativeTime } from './time-format.ts';

describe('formatMinnesotaTime', () => {
  it('shows Minnesota time with its zone, standard and daylight', () => {
    expect(formatMinnesotaTime('2026-11-24T15:05:03Z')).toBe('Nov 24, 2026, 9:05:03 AM CST');
    expect(formatMinnesotaTime('2026-07-04T03:30:00Z')).toBe('Jul 3, 2026, 10:30:00 PM CDT');
    expect(formatMinnesotaTime('not a time')).toBe('not a time');
  });
});

describe('formatMinnesotaDate', () => {
  it('gives the day it was in Minnesota, not in UTC', () => {
    expect(formatMinnesotaDate('2026-11-25T03:30:00Z')).toBe('Nov 24, 2026');
    expect(formatMinnesotaDate('2026-11-25T07:00:00Z')).toBe('Nov 25, 2026');
    expect(formatMinnesotaDate('garbled')).toBe('garbled');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-24T15:00:00Z');
  it('reads like speech', () => {
    expect(formatRelativeTime('2026-11-24T14:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-24T14:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-24T12:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-23T15:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-10T15:00:00Z', now)).toBe('2 weeks ago');
    expect(formatRelativeTime('2026-11-24T17:00:00Z', now)).toBe('in 2 hours');
  });
});
