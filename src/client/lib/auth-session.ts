import type { Role } from '#shared/domain/user.ts';
import { SESSION_COOKIE } from '#shared/domain/document-session.ts';
import { ADMIN_INFO_KEY, ADMIN_TOKEN_KEY, AUTH_TOKEN_KEY, storage, USER_INFO_KEY, USER_ROLE_KEY } from './auth-storage.ts';

/** What the client keeps about the signed-in user (spec: firstName, lastName, username, email). */
export interface StoredUserInfo {
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string | null;
}

export interface ClientSession {
  token: string;
  role: Role | string;
  user: StoredUserInfo;
  /** Which login made it: the general logins, or the separate admin login. */
  kind: 'general' | 'admin';
}

export const SESSION_CHANGE_EVENT = 'auth-session-change';
let cached: { raw: string; session: ClientSession | null } | undefined;

function rawState(): string {
  const s = storage();
  if (!s) return '';
  return [AUTH_TOKEN_KEY, USER_ROLE_KEY, USER_INFO_KEY, ADMIN_TOKEN_KEY, ADMIN_INFO_KEY].map((k) => s.getItem(k) ?? '').join('\u0000');
}

function parseInfo(text: string | null): StoredUserInfo | null | 'corrupt' {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<StoredUserInfo> & { role?: string };
    if (!v || typeof v.username !== 'string') return 'corrupt';
    return { firstName: v.firstName ?? null, lastName: v.lastName ?? null, username: v.username, email: v.email ?? null };
  } catch {
    return 'corrupt';
  }
}

/**
 * Signed in means token, role and user info are all present. Corrupt stored
 * info is cleared silently, as the spec says.
 */
export function readSession(): ClientSession | null {
  const s = storage();
  if (!s) return null;
  const raw = rawState();
  if (cached?.raw === raw) return cached.session;

  let session: ClientSession | null = null;
  const token = s.getItem(AUTH_TOKEN_KEY);
  const role = s.getItem(USER_ROLE_KEY);
  const info = parseInfo(s.getItem(USER_INFO_KEY));
  if (info === 'corrupt') {
    clearGeneral(s);
  } else if (token && role && info) {
    session = { token, role, user: info, kind: 'general' };
  }
  if (!session) {
    const adminToken = s.getItem(ADMIN_TOKEN_KEY);
    const adminInfo = parseInfo(s.getItem(ADMIN_INFO_KEY));
    if (adminInfo === 'corrupt') {
      s.removeItem(ADMIN_TOKEN_KEY);
      s.removeItem(ADMIN_INFO_KEY);
    } else if (adminToken && adminInfo) {
      session = { token: adminToken, role: 'admin', user: adminInfo, kind: 'admin' };
    }
  }
  cached = { raw: rawState(), session };
  return session;
}

function clearGeneral(s: Storage) {
  s.removeItem(AUTH_TOKEN_KEY);
  s.removeItem(USER_ROLE_KEY);
  s.removeItem(USER_INFO_KEY);
}

function notify() {
  mirrorSessionCookie();
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** A month: the server checks the session itself; the cookie only has to outlive a browser restart. */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/**
 * Mirrors the stored session into the document cookie (decision 0067): the server renders a signed-in
 * screen's document with this session's first data. `g.` or `a.` says which login made it. Not HttpOnly:
 * it holds what storage already holds; SameSite=Strict keeps it off cross-site requests, and the API reads
 * only the bearer header. Written at start-up too (a session stored before this cookie existed).
 */
export function mirrorSessionCookie(): void {
  if (typeof document === 'undefined') return;
  const session = readSession();
  const value = session ? `${session.kind === 'admin' ? 'a' : 'g'}.${session.token}` : '';
  const lifetime = session ? `Max-Age=${COOKIE_MAX_AGE_S}` : 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `${SESSION_COOKIE}=${value}; Path=/; SameSite=Strict; ${lifetime}${window.location.protocol === 'https:' ? '; Secure' : ''}`;
}

function toInfo(user: StoredUserInfo): string {
  const { firstName, lastName, username, email } = user;
  return JSON.stringify({ firstName, lastName, username, email });
}

/** After /api/auth/login or /api/login. */
export function saveSession(token: string, user: StoredUserInfo & { role: string }): void {
  const s = storage();
  if (!s) return;
  s.setItem(AUTH_TOKEN_KEY, token);
  s.setItem(USER_ROLE_KEY, user.role);
  s.setItem(USER_INFO_KEY, toInfo(user));
  notify();
}

/** After /api/admin/login: kept apart from the general token. */
export function saveAdminSession(token: string, admin: StoredUserInfo): void {
  const s = storage();
  if (!s) return;
  s.setItem(ADMIN_TOKEN_KEY, token);
  s.setItem(ADMIN_INFO_KEY, toInfo(admin));
  notify();
}

/** Log out or a 401: forget every stored sign-in value. */
export function clearSession(): void {
  const s = storage();
  if (!s) return;
  clearGeneral(s);
  s.removeItem(ADMIN_TOKEN_KEY);
  s.removeItem(ADMIN_INFO_KEY);
  notify();
}

/** Calls back on sign-in and sign-out, in this tab and others. */
export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
