import type { ComponentType } from 'react';

/**
 * An interactive part of a server-rendered public page. Its module is
 * `src/client/islands/<name>.island.tsx` with the definition as default export,
 * so the browser can load it by name when the visitor first reaches for it.
 */
export interface IslandDef<P extends object> {
  name: string;
  Component: ComponentType<P>;
}

export function defineIsland<P extends object>(name: string, Component: ComponentType<P>): IslandDef<P> {
  return { name, Component };
}

/** useId prefix of an island: the same on both sides, distinct between the islands of a page. */
export function islandIdPrefix(id: string): string {
  return `${id}-`;
}
