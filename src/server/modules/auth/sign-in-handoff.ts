import { SIGN_IN_HANDOFF_PENDING_COOKIE } from '#shared/contracts/page-forms.ts';

/**
 * How a sign-in made without JavaScript hands its session to the app (decision 0032). The app keeps
 * its bearer token in localStorage, which only its script can write, so the form post's answer (a
 * 303 to the dashboard) carries the new session in a cookie that:
 * - only `POST /api/auth/handoff` receives (Path), which no other page, asset or call is sent;
 * - no script can read (HttpOnly) and no other site's page can make the browser send (SameSite=Strict);
 * - lives two minutes and is cleared by the call that takes it over.
 * A second cookie, readable by the script and holding nothing secret, says that one is waiting, so
 * the app asks only then. The cookies never act as a session: the server authenticates bearer tokens
 * only, so the change adds no CSRF surface to the API.
 */
export const HANDOFF_COOKIE = 'tp_signin_handoff';
export const HANDOFF_PATH = '/api/auth/handoff';
const HANDOFF_SECONDS = 120;

export type HandoffKind = 'general' | 'admin';

function cookie(name: string, value: string, path: string, maxAge: number, httpOnly: boolean, secure: boolean): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    'SameSite=Strict',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie values of a new handoff (session tokens are URL-safe base64: no escaping needed). */
export function handoffCookies(token: string, kind: HandoffKind, secure: boolean): string[] {
  return [
    cookie(HANDOFF_COOKIE, `${kind}.${token}`, HANDOFF_PATH, HANDOFF_SECONDS, true, secure),
    cookie(SIGN_IN_HANDOFF_PENDING_COOKIE, '1', '/', HANDOFF_SECONDS, false, secure),
  ];
}

/** The Set-Cookie values that end a handoff (taken over, or nothing to take). */
export function clearedHandoffCookies(secure: boolean): string[] {
  return [cookie(HANDOFF_COOKIE, '', HANDOFF_PATH, 0, true, secure), cookie(SIGN_IN_HANDOFF_PENDING_COOKIE, '', '/', 0, false, secure)];
}

/** The handoff a request's Cookie header carries, if any. */
export function readHandoff(cookieHeader: string | undefined): { kind: HandoffKind; token: string } | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== HANDOFF_COOKIE) continue;
    const value = rest.join('=');
    const dot = value.indexOf('.');
    const kind = value.slice(0, dot);
    const token = value.slice(dot + 1);
    if (dot > 0 && (kind === 'general' || kind === 'admin') && token) return { kind, token };
  }
  return undefined;
}
