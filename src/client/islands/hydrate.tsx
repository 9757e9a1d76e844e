import { hydrateRoot } from 'react-dom/client';
import type { SiteContext } from '../lib/page-meta.ts';
import { islandIdPrefix, type IslandDef } from './define-island.ts';
import { IslandRoot } from './island-root.tsx';
import { captureSlots } from './static-slot.tsx';

/** The React half of the island runtime: loaded with the first island a visitor uses. */
export function hydrateIsland(
  element: HTMLElement,
  island: IslandDef<object>,
  props: object,
  site: SiteContext,
  onHydrated: () => void,
): void {
  const { Component } = island;
  const slots = captureSlots(element);
  let done = false;
  hydrateRoot(
    element,
    <IslandRoot
      site={site}
      slots={slots}
      onHydrated={() => {
        if (done) return;
        done = true;
        onHydrated();
      }}
    >
      <Component {...props} />
    </IslandRoot>,
    {
      identifierPrefix: islandIdPrefix(element.dataset['islandId'] ?? ''),
      onRecoverableError(error) {
        console.error('Hydration problem:', error);
      },
    },
  );
}
