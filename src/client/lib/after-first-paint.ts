/**
 * Runs `work` once the page has painted for the first time (paint timing's first contentful paint), or
 * after a frame and a task where paint timing is not reported: for what must not delay that paint, such
 * as parsing a whole stylesheet the page did not need to show its first screen (decision 0067). The same
 * rule as the public pages' boot script (site-boot.ts).
 */
export function afterFirstPaint(work: () => void): void {
  const Observer = typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(work, 0));
    return;
  }
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    work();
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    work();
  });
  observer.observe({ type: 'paint', buffered: true });
}
