import { describe, expect, it } from 'vitest';
import { relativeAge, scoreClass } from './crm-format.ts';

const now = new Date('2026-11-24T18:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeAge (spec: minutes under 60, hours under a day, then days)', () => {
  it('counts minutes below an hour', () => {
    expect(relativeAge(ago(0), now)).toBe('0 minutes ago');
    expect(relativeAge(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeAge(ago(59 * 60_000 + 59_000), now)).toBe('59 minutes ago');
  });
  it('switches to hours at 60 minutes and to days at 24 hours', () => {
    expect(relativeAge(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(relativeAge(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23 hours ago');
    expect(relativeAge(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeAge(ago(45 * 24 * 3_600_000), now)).toBe('45 days ago');
  });
  it('reads a time slightly ahead of the clock as now, and shows an unreadable one as it came', () => {
    expect(relativeAge(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('0 minutes ago');
    expect(relativeAge('yesterday', now)).toBe('yesterday');
  });
});

describe('scoreClass (spec: green >= 80, yellow >= 60, else red)', () => {
  it('colours by the thresholds', () => {
    expect(scoreClass(100)).toContain('emerald');
    expect(scoreClass(80)).toContain('emerald');
    expect(scoreClass(79)).toContain('amber');
    expect(scoreClass(60)).toContain('amber');
    expect(scoreClass(59)).toContain('red');
    expect(scoreClass(0)).toContain('red');
  });
});
