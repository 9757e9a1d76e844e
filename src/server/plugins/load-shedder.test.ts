import { describe, expect, it } from 'vitest';
import { LoadShedder } from './load-shedder.ts';

/** Under the threshold but more than half of it: busy, keeping up. */
const keepingUp = { delayMs: 30, utilization: 0.9 };
/** Under half the threshold: idle. */
const calm = { delayMs: 2, utilization: 0.5 };
/** Twice the 50 ms threshold below. */
const late = { delayMs: 100, utilization: 1 };

function shedder() {
  return new LoadShedder({ maxDelayMs: 50, maxUtilization: 0 });
}
/** How many of `n` new requests are refused. */
function refusedOf(s: LoadShedder, n: number): number {
  let refused = 0;
  for (let i = 0; i < n; i++) if (s.refuseNext()) refused++;
  return refused;
}

describe('LoadShedder (decision 0031)', () => {
  it('refuses nothing while the loop keeps up, however busy it is', () => {
    const s = shedder();
    for (let i = 0; i < 20; i++) s.read({ delayMs: 49, utilization: 1 });
    expect(refusedOf(s, 1000)).toBe(0);
  });

  it('takes a stall (one late reading, however late) for what it is: nothing refused', () => {
    const s = shedder();
    s.read({ delayMs: 1200, utilization: 1 });
    s.read(keepingUp);
    s.read({ delayMs: 5000, utilization: 1 });
    s.read(calm);
    expect(s.share).toBe(0);
    expect(refusedOf(s, 1000)).toBe(0);
  });

  it('starts refusing on the second late reading in a row, a share of requests spread evenly', () => {
    const s = shedder();
    s.read(late);
    expect(s.share).toBe(0);
    s.read(late);
    // Twice over the threshold: 2 x 0.2.
    expect(s.share).toBeCloseTo(0.4);
    expect(refusedOf(s, 1000)).toBe(400);
    // Evenly: two of every five requests in a row, not a run of refusals and then a run of admissions.
    for (let block = 0; block < 20; block++) expect(refusedOf(s, 5)).toBe(2);
  });

  it('steps by how far over the threshold the loop is, at most 4x', () => {
    const s = shedder();
    for (let i = 0; i < 2; i++) s.read({ delayMs: 60, utilization: 1 });
    // 1.2x over: 0.24.
    expect(s.share).toBeCloseTo(0.24);
    const t = shedder();
    for (let i = 0; i < 2; i++) t.read({ delayMs: 1000, utilization: 1 });
    // 20x over counts as 4x: 0.8.
    expect(t.share).toBeCloseTo(0.8);
  });

  it('doubles its step for each further late reading in a row, up to 95%: a flood is met within a second', () => {
    const s = new LoadShedder({ maxDelayMs: 0, maxUtilization: 0.9 });
    const flooded = { delayMs: 40, utilization: 0.99 };
    // 1.1x over: 0.22, then +0.44, then capped.
    s.read(flooded);
    s.read(flooded);
    expect(s.share).toBeCloseTo(0.22);
    s.read(flooded);
    expect(s.share).toBeCloseTo(0.66);
    s.read(flooded);
    expect(s.share).toBe(0.95);
    s.read(flooded);
    expect(s.share).toBe(0.95);
    expect(refusedOf(s, 1000)).toBe(950);
  });

  it('once shedding, answers every late reading, and eases off 5 points per reading that keeps up', () => {
    const s = shedder();
    for (let i = 0; i < 2; i++) s.read(late);
    s.read(keepingUp);
    expect(s.share).toBeCloseTo(0.35);
    // A single late reading lifts it again at once (one step, not doubled): the run was already proven.
    s.read(late);
    expect(s.share).toBeCloseTo(0.75);
    for (let i = 0; i < 14; i++) s.read(keepingUp);
    expect(s.share).toBeCloseTo(0.05);
    s.read(keepingUp);
    expect(s.share).toBe(0);
    expect(refusedOf(s, 1000)).toBe(0);
    // Back at rest, a stall is a stall again.
    s.read(late);
    expect(s.share).toBe(0);
  });

  it('lets a flood go at once when the loop goes idle: the share halves per idle reading', () => {
    const s = shedder();
    for (let i = 0; i < 4; i++) s.read(late);
    expect(s.share).toBe(0.95);
    // 950 -> 475 - 50 = 425 -> 212 - 50 = 162 -> 81 - 50 = 31 -> 0.
    s.read(calm);
    expect(s.share).toBeCloseTo(0.425);
    s.read(calm);
    s.read(calm);
    expect(s.share).toBeCloseTo(0.031);
    s.read(calm);
    expect(s.share).toBe(0);
  });

  it('counts a busy loop only while its timers run late: short tasks back to back are keeping up', () => {
    const s = new LoadShedder({ maxDelayMs: 50, maxUtilization: 0.9 });
    for (let i = 0; i < 4; i++) s.read({ delayMs: 9, utilization: 0.99 });
    expect(s.share).toBe(0);
    for (let i = 0; i < 2; i++) s.read({ delayMs: 10, utilization: 0.99 });
    expect(s.share).toBeCloseTo(0.22);
    // Busy with timers on time again: keeping up (5 points off), not idle (no halving).
    s.read({ delayMs: 2, utilization: 0.99 });
    expect(s.share).toBeCloseTo(0.17);
  });

  it('reads the busy share only when a limit for it is set', () => {
    const s = new LoadShedder({ maxDelayMs: 0, maxUtilization: 0.9 });
    for (let i = 0; i < 3; i++) s.read({ delayMs: 500, utilization: 0.85 });
    expect(s.share).toBe(0);
    const t = shedder();
    for (let i = 0; i < 3; i++) t.read({ delayMs: 10, utilization: 1 });
    expect(t.share).toBe(0);
  });
});
