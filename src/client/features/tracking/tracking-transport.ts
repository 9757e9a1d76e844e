import { apiRequest } from '../../lib/api-fetch.ts';
import { TRACKING_URL, type ExitPayload, type VisitPayload } from './tracker.ts';

/** Tracking never bothers the visitor: a failure is a console warning, nothing more (spec §8). */
function warn(what: string, error: unknown): void {
  console.warn(`Visitor tracking: ${what} not recorded.`, error instanceof Error ? error.message : error);
}

/** A page visit: a normal API call (keepalive, so leaving the page does not cancel it). */
export function sendVisit(payload: VisitPayload): void {
  apiRequest('POST', TRACKING_URL, payload, { keepalive: true }).catch((error: unknown) => warn('visit', error));
}

export interface BeaconDeps {
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  post: (payload: ExitPayload) => Promise<unknown>;
}

/**
 * An exit, sent while the page is going away: a beacon when the browser queues
 * it, else a keepalive request. The beacon's answer is never seen, so only the
 * fallback can report a failure.
 */
export function sendExitWith(payload: ExitPayload, deps: BeaconDeps): void {
  try {
    const body = new Blob([JSON.stringify(payload)], { type: 'application/json' });
    if (deps.sendBeacon?.(TRACKING_URL, body)) return;
  } catch (error) {
    warn('exit beacon', error);
  }
  deps.post(payload).catch((error: unknown) => warn('exit', error));
}

export function sendExit(payload: ExitPayload): void {
  const beacon = typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined;
  sendExitWith(payload, { sendBeacon: beacon, post: (p) => apiRequest('POST', TRACKING_URL, p, { keepalive: true }) });
}
