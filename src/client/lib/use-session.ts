import { useSyncExternalStore } from 'react';
import { readSession, subscribeToSession, type ClientSession } from './auth-session.ts';

/**
 * The current session, re-rendering on sign-in and sign-out (in this tab and
 * others). Always null on the server and during hydration, so the served HTML
 * and the first client render agree; the real value follows right after.
 */
export function useSession(): ClientSession | null {
  return useSyncExternalStore(subscribeToSession, readSession, () => null);
}
