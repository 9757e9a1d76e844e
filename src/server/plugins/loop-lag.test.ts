import { describe, expect, it } from 'vitest';
import { LOOP_READING_STEP_MS, LoopLag } from './loop-lag.ts';

/** A loop-lag rule on a hand-driven clock: `fire(late)` runs the reading timer `late` ms after it was due. */
function lagOnClock(targetMs = 50, intervalMs = 500, perTurn = 3) {
  let t = 0;
  let pending: (() => void) | undefined;
  const lag = new LoopLag(
    { targetMs, intervalMs, perTurn },
    () => t,
    (_ms, fn) => {
      pending = fn;
      return () => (pending = undefined);
    },
  );
  lag.start();
  return {
    lag,
    /** The timer fires `late` ms after it was due (10 ms after the previous reading). */
    fire(late: number) {
      t += LOOP_READING_STEP_MS + late;
      pending!();
    },
    advance(ms: number) {
      t += ms;
    },
  };
}

describe('LoopLag: the event loop delay as a controlled delay', () => {
  it('does not stand while timers fire on time or within the target', () => {
    const clock = lagOnClock(50, 500);
    for (let i = 0; i < 100; i++) clock.fire(i % 2 ? 50 : 0);
    expect(clock.lag.standing()).toBe(false);
  });

  it('ignores one long stall followed by readings on time: it is one late reading, not a queue', () => {
    const clock = lagOnClock(50, 500);
    clock.fire(0);
    clock.fire(400); // 410 ms since the last on-time reading: under the 500 ms interval
    expect(clock.lag.standing()).toBe(false);
    clock.fire(0);
    expect(clock.lag.standing()).toBe(false);
  });

  it('stands once no reading has been on time for a whole interval, and stops at the first on-time reading', () => {
    const clock = lagOnClock(50, 500);
    clock.fire(0); // on time at t = 10
    // Every reading 60 ms late (70 ms apart): at t = 430 the last on-time one is 420 ms old, at t = 570, 560 ms.
    for (let i = 0; i < 6; i++) clock.fire(60);
    expect(clock.lag.standing()).toBe(false);
    clock.fire(60);
    clock.fire(60);
    expect(clock.lag.standing()).toBe(true);
    clock.fire(0);
    expect(clock.lag.standing()).toBe(false);
  });

  it('stands while the loop is blocked past the interval with no reading at all', () => {
    const clock = lagOnClock(50, 500);
    clock.fire(0);
    clock.advance(499);
    expect(clock.lag.standing()).toBe(false);
    clock.advance(2);
    expect(clock.lag.standing()).toBe(true);
  });

  it('stops reading when stopped', () => {
    const clock = lagOnClock();
    clock.lag.stop();
    expect(() => clock.fire(0)).toThrow();
  });

  it('admits everyone while the lag does not stand', () => {
    const clock = lagOnClock(50, 500, 3);
    clock.fire(0);
    expect(Array.from({ length: 10 }, () => clock.lag.admit(false))).toEqual(Array.from({ length: 10 }, () => true));
    expect(clock.lag.capping).toBe(false);
  });

  it('once the lag stands, admits 3 of a crowd per turn of the loop and refuses the rest, but always one that is alone', () => {
    const clock = lagOnClock(50, 500, 3);
    clock.fire(0);
    clock.advance(501);
    const turn = () => Array.from({ length: 5 }, () => clock.lag.admit(false));
    expect(turn()).toEqual([true, true, true, false, false]);
    expect(clock.lag.capping).toBe(true);
    expect(clock.lag.admit(true)).toBe(true);
    // The next turn (a reading, late or not) admits three more.
    clock.fire(80);
    expect(turn()).toEqual([true, true, true, false, false]);
    // On time again, but still crowded: still capped.
    clock.fire(0);
    expect(turn()).toEqual([true, true, true, false, false]);
  });

  it('stops capping once no turn has been crowded for a whole interval and the loop is on time', () => {
    const clock = lagOnClock(50, 500, 3);
    clock.fire(0);
    clock.advance(501);
    for (let i = 0; i < 4; i++) clock.lag.admit(false); // crowded at t = 511
    // Turns on time with at most 3 asking each: 49 readings 10 ms apart reach t = 1001 (490 ms after the crowd).
    for (let i = 0; i < 49; i++) {
      clock.fire(0);
      clock.lag.admit(false);
    }
    expect(clock.lag.capping).toBe(true);
    clock.fire(0);
    clock.fire(0);
    expect(clock.lag.capping).toBe(false);
    expect(Array.from({ length: 5 }, () => clock.lag.admit(false))).toEqual(Array.from({ length: 5 }, () => true));
  });
});
