import { isAutomatedAgent } from '../../lib/automated-agent.ts';
import { createTracker, referrerOf, type Tracker } from './tracker.ts';
import { sendExit, sendVisit } from './tracking-transport.ts';
import { getSessionId, getVisitorId } from '../../lib/visitor-ids.ts';

let installed: Tracker | undefined;

/** Calls the original history method, then tells the tracker the location may have changed. */
function patchHistory(method: 'pushState' | 'replaceState', onChange: () => void): void {
  const original = history[method];
  history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
    const result = original.apply(this, args);
    onChange();
    return result;
  };
}

/**
 * Starts visitor tracking for this browser tab (call once, after hydration):
 * records the current page, then every path or hash change, and the time spent
 * on each page when it changes, is hidden or is left. See tracker.ts for the rules.
 */
export function installTracker(): void {
  if (installed || typeof window === 'undefined' || isAutomatedAgent(navigator.userAgent)) return;
  try {
    const tracker = createTracker({ visitorId: getVisitorId(), sessionId: getSessionId(), now: () => Date.now(), sendVisit, sendExit });
    installed = tracker;
    const here = () => ({ pathname: window.location.pathname, hash: window.location.hash });
    const onChange = () => tracker.navigate(here());

    tracker.load(here(), referrerOf(document.referrer, window.location.origin));
    patchHistory('pushState', onChange);
    patchHistory('replaceState', onChange);
    window.addEventListener('popstate', onChange);
    window.addEventListener('hashchange', onChange);
    window.addEventListener('pagehide', () => tracker.exit());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') tracker.exit();
    });
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) tracker.resume();
    });
  } catch (error) {
    console.warn('Visitor tracking is off.', error);
  }
}
