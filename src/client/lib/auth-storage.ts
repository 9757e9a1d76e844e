/**
 * Client-side sign-in state lives in localStorage under the spec's keys.
 * Reads are guarded so the same modules render on the server.
 */
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_ROLE_KEY = 'userRole';
export const USER_INFO_KEY = 'userInfo';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readAuthToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}
