import { describe, expect, it } from 'vitest';
import { instantFromMinnesotaInput, minnesotaInputValue } from './schedule-time.ts';

describe('schedule times in Minnesota', () => {
  it('reads a datetime-local value as Minnesota wall-clock time, summer and winter', () => {
    // CDT is UTC-5, CST is UTC-6.
    expect(instantFromMinnesotaInput('2026-07-01T09:30')?.toISOString()).toBe('2026-07-01T14:30:00.000Z');
    expect(instantFromMinnesotaInput('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T15:30:00.000Z');
    expect(instantFromMinnesotaInput('')).toBeUndefined();
    expect(instantFromMinnesotaInput('tomorrow')).toBeUndefined();
  });

  it('writes an instant as Minnesota wall-clock time', () => {
    expect(minnesotaInputValue(new Date('2026-12-01T15:30:00Z'))).toBe('2026-12-01T09:30');
    expect(minnesotaInputValue(new Date('2026-07-02T04:05:00Z'))).toBe('2026-07-01T23:05');
  });
});
