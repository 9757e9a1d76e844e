import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { LoopReading } from './load-shedder.ts';

/** The delay histogram's sampling step: every sample includes it, so it is taken off. */
const RESOLUTION_MS = 10;

/**
 * Reads the event loop every `intervalMs` and hands each reading (median delay, busy share over that
 * interval) to `onReading`. Node's own meters (perf_hooks): the delay histogram and the loop's
 * utilisation, both reset per reading so each covers exactly one interval. Returns a stop function.
 */
export function sampleEventLoop(intervalMs: number, onReading: (reading: LoopReading) => void): () => void {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let since: EventLoopUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const utilization = performance.eventLoopUtilization(now, since).utilization;
    since = now;
    // The median, not the mean: one long block (a backup's dump, a cold start compiling) is one late
    // sample among many on time, while a saturated loop makes every sample late. 0 when none was taken.
    const medianMs = histogram.count > 0 ? histogram.percentile(50) / 1e6 : 0;
    histogram.reset();
    onReading({ delayMs: Math.max(0, medianMs - RESOLUTION_MS), utilization });
  }, intervalMs).unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
