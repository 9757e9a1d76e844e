import type { ComponentType } from 'react';

/**
 * An interactive part of a server-rendered public page. Its module is
 * `src/client/islands/<name>.island.tsx` with the definition as default export,
 * so the browser can load it by name when the visitor first reaches for it.
 */
export interface IslandDef<P extends object> {
  name: string;
  Component: ComponentType<P>;
  /**
   * When the browser wakes it: on the visitor's first interaction (the default: a form needs no
   * script until someone reaches for it), or once it is on screen, for an island whose content is
   * live data the server does not render (the scheduling calendar's free times).
   */
  wake?: IslandWake | undefined;
}

export type IslandWake = 'interaction' | 'visible';

export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  options: { wake?: IslandWake } = {},
): IslandDef<P> {
  return { name, Component, wake: options.wake };
}

/** useId prefix of an island: the same on both sides, distinct between the islands of a page. */
export function islandIdPrefix(id: string): string {
  return `${id}-`;
}
