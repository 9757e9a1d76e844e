import { useContext, useSyncExternalStore } from 'react';
import { DocumentSessionContext } from './use-session.ts';

const noSubscription = () => () => {};

/**
 * The time to start a clock from: the instant a signed-in screen's document was rendered at (decision 0067)
 * on the server and while the browser hydrates that HTML, so a running clock or "so far" reads the same on
 * both sides; the real time in every later render.
 */
export function useStartingNow(): () => number {
  const documentInstant = useContext(DocumentSessionContext)?.renderedAt;
  // True on the server and during hydration, false in every later render (the same trick as useHydrated).
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return () => (hydrating && documentInstant !== undefined ? documentInstant : Date.now());
}
