import { describe, expect, it } from 'vitest';
import { periodRange } from './period-range.ts';

describe('periodRange (America/Chicago, weeks from Sunday)', () => {
  // Sunday 2026-11-22, 3:30 am UTC = Saturday 2026-11-21, 9:30 pm in Minneapolis.
  const now = new Date('2026-11-22T03:30:00Z');

  it('starts today at local midnight', () => {
    expect(periodRange('today', now).from.toISOString()).toBe('2026-11-21T06:00:00.000Z');
  });

  it('starts the week on the local Sunday', () => {
    expect(periodRange('week', now).from.toISOString()).toBe('2026-11-15T06:00:00.000Z');
  });

  it('starts the month and the year at local midnight, across daylight saving', () => {
    expect(periodRange('month', now).from.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(periodRange('year', now).from.toISOString()).toBe('2026-01-01T06:00:00.000Z');
  });

  it('covers a whole past year when one is chosen', () => {
    const r = periodRange('year', now, 2024);
    expect(r.from.toISOString()).toBe('2024-01-01T06:00:00.000Z');
    expect(r.to.toISOString()).toBe('2025-01-01T06:00:00.000Z');
  });
});
