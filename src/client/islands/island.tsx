import { createContext, use, useId, type ReactNode } from 'react';
import type { IslandDef } from './define-island.ts';
import { IslandSlotsContext } from './static-slot.tsx';

/** Server rendering of a static page: collects the islands, to render each on its own afterwards. */
export interface IslandCollector {
  /** Registers an island under a page-unique id; answers the placeholder its HTML replaces. */
  add(id: string, island: IslandDef<object>, props: object, slots: Readonly<Record<string, ReactNode>>): string;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Island props travel in an HTML attribute: small settings only, never page data (city text, articles). */
export const MAX_ISLAND_PROPS_BYTES = 2048;

interface Props<P extends object> {
  island: IslandDef<P>;
  props: P;
  /** Server HTML the island shows through StaticSlot (rendered by the page, not by the island). */
  slots?: Readonly<Record<string, ReactNode>> | undefined;
  /** Classes of the wrapper element; by default it takes no box of its own (display: contents). */
  className?: string | undefined;
}

/**
 * Marks an interactive part of a static page. On the server it renders a wrapper
 * with the island's name and props and a placeholder that the island's own render
 * replaces (a nested renderToString is not possible inside a render). Outside a
 * static render (component tests) it renders the component itself.
 */
export function Island<P extends object>({ island, props, slots = {}, className = 'contents' }: Props<P>) {
  const collector = use(IslandCollectorContext);
  const reactId = useId();
  if (!collector) {
    return (
      <IslandSlotsContext value={slots}>
        <island.Component {...props} />
      </IslandSlotsContext>
    );
  }
  const id = `i${reactId.replace(/[^a-zA-Z0-9]/g, '')}`;
  const json = JSON.stringify(props);
  if (json.length > MAX_ISLAND_PROPS_BYTES) {
    throw new Error(`Island ${island.name} got ${json.length} bytes of props; page data belongs in the server HTML`);
  }
  const placeholder = collector.add(id, island as IslandDef<object>, props, slots);
  return (
    <div
      data-island={island.name}
      data-island-id={id}
      data-props={json}
      data-island-wake={island.wake === 'visible' ? 'visible' : undefined}
      className={className}
      dangerouslySetInnerHTML={{ __html: placeholder }}
    />
  );
}
