/** One reading of the event loop over the last sampling interval. */
export interface LoopReading {
  /** Median lateness of a timer beyond the sampling step, in ms: how long ready work waited for the loop. */
  delayMs: number;
  /** Share of the interval the loop was busy, 0 to 1. */
  utilization: number;
}

export interface SheddingLimits {
  /** A reading above this median delay is high; 0 ignores the delay. */
  maxDelayMs: number;
  /** A reading above this busy share is high; 0 ignores it. */
  maxUtilization: number;
}

/**
 * Consecutive high readings before the first refusal. A stall (a long query of the embedded database,
 * the host pausing the process) lifts one reading, however long it is, because no timer fires during
 * it; a queue of work lifts every reading. Two readings (half a second) was the soak's best: three let
 * the first second of a 10x flood queue for over a second.
 */
export const READINGS_BEFORE_SHEDDING = 2;
/** The most of new requests ever refused: a few always get through, so the server is seen to recover. */
export const MAX_SHARE = 0.95;
/**
 * Added to the refused share by a high reading, times how far over the threshold it is (capped at 4x),
 * doubled for each further high reading in a row: a flood is met within a second, a slight excess gently.
 */
export const SHARE_STEP_UP = 0.2;
/** Taken off per reading at or under the thresholds: recovery is slower than shedding, or it would flap. */
export const SHARE_STEP_DOWN = 0.05;
/**
 * The busy share counts only while timers also run at least this late (one sampling step): a loop busy
 * with short tasks back to back still answers promptly (a cold start compiling its first queries reads
 * over 90% busy with answers in 25 ms), while a saturated one runs its timers tens of ms late.
 */
export const BUSY_COUNTS_FROM_DELAY_MS = 10;
/** Under this fraction of the thresholds the loop is idle: the share halves (then loses a step), so a flood's end is let go at once. */
export const IDLE_BELOW = 0.5;

/**
 * Decides which new requests an overloaded server refuses (decision 0031). Rather than all or nothing,
 * it refuses a share of them that grows while the loop stays late and shrinks once it keeps up: refusing
 * costs the loop a little too, so refusing everything for a while and then nothing lets the queue in the
 * sockets build again each time, while a share settles where the admitted work fits the loop.
 * Deterministic: the refused share is spread evenly (an accumulator, not a random draw), which tests and
 * the figures can rely on.
 */
export class LoadShedder {
  private highRun = 0;
  /** In thousandths, so the steps and the spreading below are exact integer sums. */
  private refusedPermille = 0;
  private debt = 0;

  constructor(private readonly limits: SheddingLimits) {}

  /** The share of new requests now refused, 0 to MAX_SHARE. */
  get share(): number {
    return this.refusedPermille / 1000;
  }

  /** Takes one reading of the loop and adjusts the share. */
  read(reading: LoopReading): void {
    const { over, idle } = this.assess(reading);
    if (over <= 1) {
      this.highRun = 0;
      const kept = idle ? Math.floor(this.refusedPermille / 2) : this.refusedPermille;
      this.refusedPermille = Math.max(0, kept - permille(SHARE_STEP_DOWN));
      if (this.refusedPermille === 0) this.debt = 0;
      return;
    }
    this.highRun++;
    // Once shedding, every high reading counts; from rest, only a run of them (a stall is one or two).
    if (this.refusedPermille === 0 && this.highRun < READINGS_BEFORE_SHEDDING) return;
    const doubled = 2 ** Math.max(0, this.highRun - READINGS_BEFORE_SHEDDING);
    this.refusedPermille = Math.min(permille(MAX_SHARE), this.refusedPermille + permille(SHARE_STEP_UP * Math.min(4, over) * doubled));
  }

  /** Whether the next new request is refused. */
  refuseNext(): boolean {
    if (this.refusedPermille === 0) return false;
    this.debt += this.refusedPermille;
    if (this.debt < 1000) return false;
    this.debt -= 1000;
    return true;
  }

  /**
   * `over`: how far the reading is over its thresholds, the larger of the two ratios (above 1 is high);
   * `idle`: both well under them.
   */
  private assess(r: LoopReading): { over: number; idle: boolean } {
    const byDelay = this.limits.maxDelayMs > 0 ? r.delayMs / this.limits.maxDelayMs : 0;
    const byUtilization = this.limits.maxUtilization > 0 ? r.utilization / this.limits.maxUtilization : 0;
    const waiting = r.delayMs >= BUSY_COUNTS_FROM_DELAY_MS;
    return { over: Math.max(byDelay, waiting ? byUtilization : 0), idle: Math.max(byDelay, byUtilization) < IDLE_BELOW };
  }
}

const permille = (share: number) => Math.round(share * 1000);
