/**
 * Client-side sign-in state lives in localStorage under the spec's keys:
 * authToken, the user role and the serialised user info. The admin login keeps
 * its own token beside them (spec: the admin token is separate). Reads are
 * guarded so the same modules render on the server.
 */
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_ROLE_KEY = 'userRole';
export const USER_INFO_KEY = 'userInfo';
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_INFO_KEY = 'adminInfo';

export function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The bearer token for API calls: the general login's, else the admin login's. */
export function readAuthToken(): string | null {
  const s = storage();
  return s?.getItem(AUTH_TOKEN_KEY) ?? s?.getItem(ADMIN_TOKEN_KEY) ?? null;
}
