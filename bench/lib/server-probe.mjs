// Loaded into the soak's server process (`node --import`): answers the orchestrator's questions over
// the IPC channel with the process's memory and its event loop since the last question. Nothing of
// the server is changed; without an IPC channel it does nothing.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let since = performance.eventLoopUtilization();
  process.on('message', (message) => {
    if (message?.type !== 'soak-probe') return;
    const memory = process.memoryUsage();
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, since).utilization;
    since = now;
    process.send?.({
      type: 'soak-probe',
      id: message.id,
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      // The mean beyond the 10 ms sampling step (reported only: the overload gate reads the wait of requests, not the loop).
      loopDelayMeanMs: Math.max(0, delay.mean / 1e6 - 10),
      loopDelayMaxMs: delay.max / 1e6,
      loopUtilization: busy,
    });
    delay.reset();
  });
  // The channel must not keep a stopping server alive.
  process.channel?.unref();
}
