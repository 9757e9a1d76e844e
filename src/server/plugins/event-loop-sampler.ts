import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { LoopReading } from './load-shedder.ts';

/** The delay histogram's sampling step: its mean includes it, so it is taken off. */
const RESOLUTION_MS = 10;

/**
 * Reads the event loop every `intervalMs` and hands each reading (mean delay, busy share over that
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
    // NaN when no delay was recorded in the interval (the loop never got to its timer): read as zero.
    const meanMs = Number.isNaN(histogram.mean) ? 0 : histogram.mean / 1e6;
    histogram.reset();
    onReading({ delayMs: Math.max(0, meanMs - RESOLUTION_MS), utilization });
  }, intervalMs).unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
