/**
 * Visitor tracking (spec §3, §4, §7): a visit for each page (path plus hash)
 * at load and on every path change, and an exit with the time spent on it.
 *
 * Referrer: the visit recorded when a document loads sends `document.referrer`
 * (shortened to a path when it is this site, 'direct' when empty); a visit after
 * an in-site navigation sends the previous page's path.
 *
 * Exit: sent once per page visit, at the first of: the next path change, the
 * page being hidden (tab switch, app switch, closing) or left (pagehide). A page
 * restored from the back/forward cache starts a new visit. Signed-in areas are
 * never tracked, nor are headless browsers and crawlers (the server would drop
 * them anyway). Device, browser and location are derived by the server.
 */

import { recordVisit } from '#shared/contracts/tracking.endpoints.ts';
export const TRACKING_URL = recordVisit.path;

/** Signed-in areas: no visits, no exits. */
export const UNTRACKED_PREFIXES = [
  '/admin',
  '/user-management',
  '/crm-dashboard',
  '/employee-dashboard',
  '/customer-dashboard',
  '/account',
  // A quote's own page names its lead's id (decision 0038): one page per lead would fill the page lists.
  '/quote/',
] as const;

/** Limits of the tracking API (src/shared/contracts/tracking.ts). */
const MAX_PAGE_LENGTH = 500;
const MAX_REFERRER_LENGTH = 1000;
const MAX_DURATION_SECONDS = 24 * 3600;

export interface VisitPayload {
  visitor_id: string;
  session_id: string;
  page: string;
  referrer?: string;
}

export interface ExitPayload {
  visitor_id: string;
  session_id: string;
  page: string;
  /** Whole seconds on the page. */
  duration: number;
}

export interface PageLocation {
  pathname: string;
  hash: string;
}

export function isTrackedPath(pathname: string): boolean {
  return !UNTRACKED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The page as recorded: path plus hash. */
export function pageOf(location: PageLocation): string {
  return (location.pathname + location.hash).slice(0, MAX_PAGE_LENGTH);
}

/** 'direct' when there is none; a path for this site's own pages; otherwise the full address. */
export function referrerOf(documentReferrer: string, origin: string): string {
  const value = documentReferrer.trim();
  if (!value) return 'direct';
  try {
    const url = new URL(value);
    if (url.origin === origin) return (url.pathname + url.hash).slice(0, MAX_REFERRER_LENGTH);
  } catch {
    // Not a URL: send it as it is.
  }
  return value.slice(0, MAX_REFERRER_LENGTH);
}

/** Whole seconds between two millisecond timestamps, within what the API accepts. */
export function durationSeconds(startedAt: number, now: number): number {
  return Math.min(MAX_DURATION_SECONDS, Math.max(0, Math.round((now - startedAt) / 1000)));
}

export interface TrackerDeps {
  visitorId: string;
  sessionId: string;
  /** Milliseconds (Date.now in the browser). */
  now: () => number;
  sendVisit: (payload: VisitPayload) => void;
  sendExit: (payload: ExitPayload) => void;
}

interface CurrentVisit {
  page: string;
  tracked: boolean;
  startedAt: number;
  exited: boolean;
}

export interface Tracker {
  /** The document loaded on `location`, arriving from `referrer`. */
  load: (location: PageLocation, referrer: string) => void;
  /** The location may have changed (history push/replace, back/forward, hash change). */
  navigate: (location: PageLocation) => void;
  /** The page is hidden or left: close the current visit. */
  exit: () => void;
  /** The page came back from the back/forward cache: a new visit of the same page. */
  resume: () => void;
  /** The page currently counted, if any. */
  currentPage: () => string | undefined;
}

export function createTracker(deps: TrackerDeps): Tracker {
  let current: CurrentVisit | undefined;
  const ids = () => ({ visitor_id: deps.visitorId, session_id: deps.sessionId });

  function start(page: string, tracked: boolean, referrer: string | undefined): void {
    current = { page, tracked, startedAt: deps.now(), exited: false };
    if (!tracked) return;
    deps.sendVisit(referrer ? { ...ids(), page, referrer } : { ...ids(), page });
  }

  function exit(): void {
    if (!current || current.exited) return;
    current.exited = true;
    if (!current.tracked) return;
    deps.sendExit({ ...ids(), page: current.page, duration: durationSeconds(current.startedAt, deps.now()) });
  }

  return {
    load(location, referrer) {
      exit();
      start(pageOf(location), isTrackedPath(location.pathname), referrer);
    },
    navigate(location) {
      const page = pageOf(location);
      const previous = current?.page;
      if (previous === page) return;
      exit();
      start(page, isTrackedPath(location.pathname), previous);
    },
    exit,
    resume() {
      if (!current?.exited) return;
      start(current.page, current.tracked, undefined);
    },
    currentPage: () => current?.page,
  };
}
