import { describe, expect, it } from 'vitest';
import { AdmissionQueue, type AdmissionLimits } from './admission-queue.ts';

/** A queue on a hand-moved clock; its one timer is fired by hand too. */
function setUp(limits: AdmissionLimits) {
  let now = 0;
  let timer: { at: number; fn: () => void } | undefined;
  const queue = new AdmissionQueue(
    limits,
    () => now,
    (ms, fn) => {
      const armed = { at: now + ms, fn };
      timer = armed;
      return () => {
        if (timer === armed) timer = undefined;
      };
    },
  );
  const log: string[] = [];
  const offer = (name: string) => queue.offer({ admit: () => log.push(`${name} in`), refuse: () => log.push(`${name} refused`) });
  /** Moves the clock, firing the timer if it falls due on the way. */
  const advance = (ms: number) => {
    now += ms;
    if (timer && timer.at <= now) {
      const { fn } = timer;
      timer = undefined;
      fn();
    }
  };
  return { queue, log, offer, advance, timerAt: () => timer?.at };
}

const LIMITS = { maxActive: 2, targetMs: 20, intervalMs: 100 };

describe('AdmissionQueue (decision 0031, revised)', () => {
  it('admits a lone client every time, however long each of its requests takes', () => {
    const { queue, log, offer, advance } = setUp(LIMITS);
    for (let i = 0; i < 50; i++) {
      expect(offer(`r${i}`)).toBe('admitted');
      advance(5_000); // a very heavy request: the loop is busy the whole time, nobody waits behind it
      queue.release();
    }
    expect(log.filter((line) => line.endsWith('refused'))).toEqual([]);
    expect(queue.handling).toBe(0);
  });

  it('lets a burst wait its turn while the queue empties now and then', () => {
    const { queue, log, offer, advance } = setUp(LIMITS);
    expect(['a', 'b', 'c', 'd'].map(offer)).toEqual(['admitted', 'admitted', 'queued', 'queued']);
    advance(30);
    queue.release(); // a done: c in
    advance(30);
    queue.release(); // b done: d in, the queue is empty again
    expect(log).toEqual(['a in', 'b in', 'c in', 'd in']);
    expect(queue.standing()).toBe(false);
  });

  it('refuses a request that waited the whole interval, on its timer, while no slot freed', () => {
    const { log, offer, advance, timerAt } = setUp(LIMITS);
    offer('a');
    offer('b');
    expect(offer('c')).toBe('queued');
    expect(timerAt()).toBe(100);
    advance(99);
    expect(log).toEqual(['a in', 'b in']);
    advance(1);
    expect(log).toEqual(['a in', 'b in', 'c refused']);
  });

  it('once the queue has not been empty for an interval, a newcomer waits at most the target', () => {
    const { queue, log, offer, advance } = setUp(LIMITS);
    offer('a');
    offer('b');
    offer('c'); // queued at 0, may wait until 100
    advance(60);
    offer('d'); // queued at 60: not standing yet (non-empty for 60 ms), may wait until 160
    advance(40); // 100: c refused on its timer; d still waits, so the queue has been non-empty since 0
    expect(log).toEqual(['a in', 'b in', 'c refused']);
    advance(5);
    expect(queue.standing()).toBe(true);
    expect(offer('e')).toBe('queued'); // at 105, standing: may wait until 125
    advance(20); // 125
    expect(log).toEqual(['a in', 'b in', 'c refused', 'e refused']);
    queue.release(); // a slot frees at 125: d (deadline 160) goes in
    expect(log.at(-1)).toBe('d in');
    expect(queue.standing()).toBe(false);
  });

  it('refuses at once past four waiting per slot', () => {
    const { offer } = setUp({ maxActive: 1, targetMs: 20, intervalMs: 100 });
    expect(offer('a')).toBe('admitted');
    for (let i = 0; i < 4; i++) expect(offer(`q${i}`)).toBe('queued');
    expect(offer('x')).toBe('refused');
  });

  it('a slot given back twice never goes below zero', () => {
    const { queue, offer } = setUp(LIMITS);
    offer('a');
    queue.release();
    queue.release();
    expect(queue.handling).toBe(0);
    expect(offer('b')).toBe('admitted');
    expect(offer('c')).toBe('admitted');
    expect(offer('d')).toBe('queued');
  });

  it('tryAdmit takes a free slot only while nobody waits, and never queues', () => {
    const { queue, log, offer } = setUp(LIMITS);
    expect([queue.tryAdmit(), queue.tryAdmit()]).toEqual([true, true]);
    expect(queue.handling).toBe(2);
    expect(queue.tryAdmit()).toBe(false);
    expect(queue.queued).toBe(0);
    expect(offer('c')).toBe('queued');
    queue.release();
    expect(log).toEqual(['c in']);
    queue.release();
    // A slot is free, but it is taken only by asking the queue in turn: nobody waits now, so it is given.
    expect(queue.tryAdmit()).toBe(true);
    expect(queue.handling).toBe(2);
  });
});
