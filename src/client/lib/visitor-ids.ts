/**
 * The tracker's ids (spec §3 client-side storage): a visitor id that persists
 * across visits (localStorage) and a session id for the browser session
 * (sessionStorage). When storage is blocked, ids live for the page's lifetime.
 */
export const VISITOR_ID_KEY = 'visitorId';
export const SESSION_ID_KEY = 'sessionId';

/** What the tracking API accepts as an opaque id. */
const VALID_ID = /^[A-Za-z0-9_.:-]{8,100}$/;

export interface IdStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

/** A random UUID; crypto.randomUUID needs a secure context, so fall back to getRandomValues. */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stored id under `key`, or a new one stored there (kept in memory when storage fails). */
export function readOrCreateId(storage: IdStorage | undefined, key: string, create: () => string = newId): string {
  try {
    const existing = storage?.getItem(key);
    if (existing && VALID_ID.test(existing)) return existing;
  } catch {
    // Storage blocked (privacy settings): a fresh id is the best we can do.
  }
  const id = create();
  try {
    storage?.setItem(key, id);
  } catch {
    // Full or blocked storage: the id still works for this page.
  }
  return id;
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): IdStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

// The stored id when there is one; kept in memory too, so the page keeps the same ids when storage does
// not keep them.
let visitorId: string | undefined;
let sessionId: string | undefined;

export function getVisitorId(): string {
  visitorId = readOrCreateId(browserStorage('localStorage'), VISITOR_ID_KEY, () => visitorId ?? newId());
  return visitorId;
}

/** Also the blog view counter's session (one view per post per browser session). */
export function getSessionId(): string {
  sessionId = readOrCreateId(browserStorage('sessionStorage'), SESSION_ID_KEY, () => sessionId ?? newId());
  return sessionId;
}
