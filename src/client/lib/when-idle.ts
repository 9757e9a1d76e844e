/**
 * Runs `work` once the page is idle (after its first paint and start-up work), or after `timeoutMs`
 * at the latest: for what a visitor never waits on, such as the tracker's first beacon, so start-up
 * runs no long task for it (issue 36, total blocking time).
 */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 1);
}
