import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { DocumentSession } from '#shared/domain/document-session.ts';
import { readSession, subscribeToSession, type ClientSession } from './auth-session.ts';

/**
 * Whom and when the server rendered the document for (decision 0067): a signed-in screen rendered with its
 * data names its session and its render instant (ms), so the server's HTML and the first client render
 * agree; null for every other page.
 */
export const DocumentSessionContext = createContext<{ session: DocumentSession; renderedAt: number } | null>(null);

/**
 * The current session, re-rendering on sign-in and sign-out (in this tab and others). On the server and
 * during hydration it is the document's session (null unless the server rendered the screen for one), so
 * the served HTML and the first client render agree; the stored value follows right after.
 */
export function useSession(): ClientSession | null {
  const documentSession = useContext(DocumentSessionContext)?.session;
  // The same object on every call, as useSyncExternalStore asks of a snapshot; the token stays in the browser.
  const rendered = useMemo<ClientSession | null>(() => (documentSession ? { ...documentSession, token: '' } : null), [documentSession]);
  return useSyncExternalStore(subscribeToSession, readSession, () => rendered);
}
