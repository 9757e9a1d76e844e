import { describe, expect, it } from 'vitest';
import { pairDelayMs, waitMessage } from './login-throttle.ts';

describe('pairDelayMs', () => {
  it('lets 4 failures of an account and address pass, then waits 1, 2, 4, 8 and at most 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 30].map(pairDelayMs)).toEqual([0, 0, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
  });
});

describe('waitMessage', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(waitMessage(1_000)).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
    expect(waitMessage(61_000, 'password change')).toBe('Too many failed password change attempts. Please wait 2 minutes and try again.');
  });
});
