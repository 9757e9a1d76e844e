/** Limits of the loop-lag rule (decision 0031, revised again 2026-11-29). */
export interface LoopLagLimits {
  /** A timer that fires more than this late (ms) is a late reading: ready work waited that long for the loop. */
  targetMs: number;
  /** Lag stands when no reading has been on time for this long (ms); capping ends after as long without a crowd. */
  intervalMs: number;
  /** While capped, requests admitted per turn of the loop (between two readings). */
  perTurn: number;
}

/** How often the loop is read (ms). A reading is a timer's lateness past this step. */
export const LOOP_READING_STEP_MS = 10;

/**
 * The event loop's own delay as an admission rule (decision 0031): controlled delay (CoDel) applied to
 * the loop rather than to the gate's queue. Under a flood, requests wait where the gate cannot see them
 * (in the sockets, and for the HTTP parser behind work already admitted), and the one thing that tells
 * how long is how late a timer fires.
 *
 * - **Standing lag**: not one reading on time for `intervalMs`, as CoDel looks at the shortest wait of
 *   an interval. A single stall (a backup's dump, a long query, one heavy request) makes one late
 *   reading and the next one is on time again; a loop that cannot keep up runs every timer late. A loop
 *   blocked right now for longer than the interval stands too.
 * - **Capped**: from the moment lag stands, at most `perTurn` requests are admitted per turn of the loop
 *   (between two readings) and the rest of a crowd is refused, so each turn stays short and every
 *   request waiting in the sockets gets its answer, most of them a quick 503. A turn's admissions pace
 *   themselves: the more work admitted, the later the next reading, the fewer admitted per second.
 *   Capping ends once no turn has had more than it admits for `intervalMs` and the loop is on time.
 * - A request that is **alone** (nothing else being handled, no other connection asking) is always
 *   admitted: one client's own heavy requests are never refused (it is counted in its turn).
 *
 * The clock and the timer are injected, so the rule is tested without waiting.
 */
export class LoopLag {
  private lastOnTimeAt: number;
  private dueAt: number;
  private cancel: (() => void) | undefined;
  private capped = false;
  private admittedThisTurn = 0;
  /** The last time a turn had more requests than it admits. */
  private crowdedAt = -Infinity;

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

  /** Whether the loop has been late for a whole interval: a standing queue of work, not a stall. */
  standing(): boolean {
    return this.now() - this.lastOnTimeAt > this.limits.intervalMs;
  }

  /** Whether requests are being capped per turn now. */
  get capping(): boolean {
    return this.capped;
  }

  /** Whether a request may be handled now; `alone`: nothing else is being handled or asking. */
  admit(alone: boolean): boolean {
    const t = this.now();
    if (!this.capped) {
      if (!this.standing()) return true;
      this.capped = true;
      this.crowdedAt = t;
    }
    if (alone || this.admittedThisTurn < this.limits.perTurn) {
      this.admittedThisTurn++;
      return true;
    }
    this.crowdedAt = t;
    return false;
  }

  /** One reading: the timer fired `now - dueAt` late. A new turn of admissions begins. */
  read(): void {
    const t = this.now();
    if (t - this.dueAt <= this.limits.targetMs) this.lastOnTimeAt = t;
    this.dueAt = t + LOOP_READING_STEP_MS;
    this.admittedThisTurn = 0;
    if (this.capped && t - this.crowdedAt > this.limits.intervalMs && !this.standing()) this.capped = false;
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
