import { ApiError } from './api-fetch.ts';
import { clearSession, readSession } from './auth-session.ts';

/** The login page for the area a path belongs to (spec §4 of the signed-in areas). */
export function loginPathFor(pathname: string, sessionKind?: 'general' | 'admin'): string {
  const adminArea = pathname.startsWith('/admin') || sessionKind === 'admin';
  return adminArea ? '/admin/login' : '/login-portal';
}

/**
 * A 401 from any call made with a stored session means the session is over
 * (expired, revoked, user deactivated): clear the stored values and go to the
 * login of the area. Calls made while signed out (the login forms) are left
 * to show their own message.
 */
export function handleUnauthorized(error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  const session = readSession();
  if (!session) return;
  clearSession();
  window.location.assign(loginPathFor(window.location.pathname, session.kind));
}
