import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False on the server and during hydration, true after: for content that depends on the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
