/** Limits of the admission queue (decision 0031, revised 2026-11-29). */
export interface AdmissionLimits {
  /** Requests handled at once; more wait in the queue. */
  maxActive: number;
  /** A standing queue lets a newcomer wait this long (ms) before it is refused. */
  targetMs: number;
  /** A queue that has not been empty for this long (ms) is standing; until then a newcomer may wait this long. */
  intervalMs: number;
}

/** One waiting request: how to let it in, how to refuse it. */
export interface Waiter {
  admit(): void;
  refuse(): void;
}

interface Waiting extends Waiter {
  deadline: number;
}

/** The waiting list holds at most this many times `maxActive`: past it a newcomer is refused at once. */
export const MAX_WAITING_PER_SLOT = 4;

/**
 * Decides whether a request is handled now, waits its turn, or is refused (decision 0031, revised).
 * The signal is the time requests wait behind others, not how busy the CPU is: a request that finds a
 * free slot and nobody waiting is admitted at once, whatever the event loop is doing, so a client whose
 * own requests are the only work (one in flight at a time) is never refused however heavy they are.
 *
 * The rule is the controlled delay of Facebook's servers ("Fail at Scale", ACM Queue 2015), CoDel
 * applied to a request queue: a queue that empties now and then absorbs a burst, and its requests may
 * wait up to `intervalMs`; a queue that has not been empty for a whole `intervalMs` is standing (more
 * arrives than is served), and then a newcomer may wait only `targetMs` before it is told to retry.
 * Deadlines are checked whenever a slot frees and on the timer `schedule` sets for the next one.
 * The clock and the timer are injected, so the rule is tested without waiting.
 */
export class AdmissionQueue {
  private active = 0;
  private waiting: Waiting[] = [];
  /** The last moment the waiting list was seen empty. */
  private lastEmptyAt: number;
  private cancelTimer: (() => void) | undefined;
  private timerAt = Infinity;

  constructor(
    private readonly limits: AdmissionLimits,
    private readonly now: () => number = () => performance.now(),
    /** Runs `fn` after `ms`; returns a cancel function. */
    private readonly schedule: (ms: number, fn: () => void) => () => void = realTimer,
  ) {
    this.lastEmptyAt = now();
  }

  /** Requests being handled. */
  get handling(): number {
    return this.active;
  }

  /** Requests waiting their turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Whether the queue is standing now: new requests would be held only briefly, or refused. */
  standing(): boolean {
    const t = this.now();
    if (this.waiting.length === 0) this.lastEmptyAt = t;
    return t - this.lastEmptyAt > this.limits.intervalMs || this.waiting.length >= this.limits.maxActive * MAX_WAITING_PER_SLOT;
  }

  /**
   * A slot now for a new request, when one is free and nobody waits: what `offer` does first, without
   * a waiter to make (most requests of a server at ease take this way). False: `offer` it.
   */
  tryAdmit(): boolean {
    if (this.waiting.length > 0 || this.active >= this.limits.maxActive) return false;
    this.lastEmptyAt = this.now();
    this.active++;
    return true;
  }

  /** A new request: admitted now (`admit` called), queued, or refused now (`refuse` called). */
  offer(waiter: Waiter): 'admitted' | 'queued' | 'refused' {
    const t = this.now();
    this.expire(t);
    if (this.waiting.length === 0) {
      this.lastEmptyAt = t;
      if (this.active < this.limits.maxActive) {
        this.active++;
        waiter.admit();
        return 'admitted';
      }
    }
    if (this.waiting.length >= this.limits.maxActive * MAX_WAITING_PER_SLOT) {
      waiter.refuse();
      return 'refused';
    }
    const standing = t - this.lastEmptyAt > this.limits.intervalMs;
    this.waiting.push({ ...waiter, deadline: t + (standing ? this.limits.targetMs : this.limits.intervalMs) });
    this.arm();
    return 'queued';
  }

  /** A handled request is done (answered, or its client gone): its slot goes to the next in line. */
  release(): void {
    this.active = Math.max(0, this.active - 1);
    this.drain();
  }

  /** Refuses those that waited past their deadline, then admits the next in line while slots are free. */
  drain(): void {
    const t = this.now();
    this.expire(t);
    while (this.active < this.limits.maxActive && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      this.active++;
      next.admit();
    }
    if (this.waiting.length === 0) this.lastEmptyAt = t;
    this.arm();
  }

  private expire(t: number) {
    if (this.waiting.length === 0 || this.waiting.every((w) => w.deadline > t)) return;
    const overdue = this.waiting.filter((w) => w.deadline <= t);
    this.waiting = this.waiting.filter((w) => w.deadline > t);
    for (const w of overdue) w.refuse();
    if (this.waiting.length === 0) this.lastEmptyAt = t;
  }

  /** One timer, for the earliest deadline, so an overdue request is refused even while no slot frees. */
  private arm() {
    const next = this.waiting.reduce((min, w) => Math.min(min, w.deadline), Infinity);
    if (next === this.timerAt) return;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.timerAt = next;
    if (next === Infinity) return;
    this.cancelTimer = this.schedule(Math.max(0, next - this.now()), () => {
      this.cancelTimer = undefined;
      this.timerAt = Infinity;
      this.drain();
    });
  }
}

function realTimer(ms: number, fn: () => void): () => void {
  // +1: a timer may fire a fraction of a millisecond early by the performance clock.
  const timer = setTimeout(fn, Math.ceil(ms) + 1).unref();
  return () => clearTimeout(timer);
}
