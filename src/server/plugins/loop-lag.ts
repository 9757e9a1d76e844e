/** Limits of the loop-lag rule (decision 0031, revised again 2026-11-29). */
export interface LoopLagLimits {
  /** A timer that fires more than this late (ms) is a late reading: ready work waited that long for the loop. */
  targetMs: number;
  /** Lag stands when no reading has been on time for this long (ms). */
  intervalMs: number;
}

/** How often the loop is read (ms). A reading is a timer's lateness past this step. */
export const LOOP_READING_STEP_MS = 10;

/**
 * Whether the event loop's own delay stands over a target: controlled delay (CoDel) applied to the loop
 * rather than to the gate's queue. Under a flood, requests wait where the gate cannot see them (in the
 * sockets, and for the HTTP parser behind work already admitted), and the one thing that tells how long
 * is how late a timer fires. The rule looks at the best reading of an interval, as CoDel looks at the
 * shortest wait: a single stall (a backup's dump, a long query, one heavy request) makes one late
 * reading and the next ones are on time again, while a loop that cannot keep up runs every timer late.
 * Lag stands when not one reading has been on time for `intervalMs`.
 *
 * The clock and the timer are injected, so the rule is tested without waiting.
 */
export class LoopLag {
  private lastOnTimeAt: number;
  private dueAt: number;
  private cancel: (() => void) | undefined;

  constructor(
    private readonly limits: LoopLagLimits,
    private readonly now: () => number = () => performance.now(),
    /** Runs `fn` after `ms`; returns a cancel function. */
    private readonly schedule: (ms: number, fn: () => void) => () => void = realTimer,
  ) {
    this.lastOnTimeAt = now();
    this.dueAt = this.lastOnTimeAt + LOOP_READING_STEP_MS;
  }

  /** Starts reading the loop. */
  start(): void {
    if (this.cancel) return;
    this.next();
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  /**
   * Whether the loop has been late for a whole interval: a standing queue of work, not a stall. A loop
   * blocked right now reads no timer at all, so it stands too once the block outlasts the interval.
   */
  standing(): boolean {
    return this.now() - this.lastOnTimeAt > this.limits.intervalMs;
  }

  /** One reading: the timer fired `now - dueAt` late. */
  read(): void {
    const t = this.now();
    if (t - this.dueAt <= this.limits.targetMs) this.lastOnTimeAt = t;
    this.dueAt = t + LOOP_READING_STEP_MS;
  }

  private next() {
    this.cancel = this.schedule(LOOP_READING_STEP_MS, () => {
      this.read();
      this.next();
    });
  }
}

function realTimer(ms: number, fn: () => void): () => void {
  const timer = setTimeout(fn, ms).unref();
  return () => clearTimeout(timer);
}
