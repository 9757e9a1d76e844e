import { randomBytes } from 'node:crypto';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteContext } from '../lib/page-meta.ts';
import { islandIdPrefix, type IslandDef } from './define-island.ts';
import type { IslandCollector } from './island.tsx';
import { IslandRoot } from './island-root.tsx';

interface Collected {
  id: string;
  island: IslandDef<object>;
  props: object;
  slots: Readonly<Record<string, ReactNode>>;
  placeholder: string;
}

export interface ServerIslandCollector extends IslandCollector {
  readonly islands: ReadonlyMap<string, Collected>;
  readonly nonce: string;
}

export function createIslandCollector(): ServerIslandCollector {
  // A fresh nonce per page, so no text of the page can look like a placeholder.
  const nonce = randomBytes(6).toString('hex');
  const islands = new Map<string, Collected>();
  return {
    islands,
    nonce,
    add(id, island, props, slots) {
      const placeholder = `<!--island:${nonce}:${id}-->`;
      islands.set(id, { id, island, props, slots, placeholder });
      return placeholder;
    },
  };
}

/**
 * Second pass of a static page: each island rendered on its own, exactly as the
 * browser will hydrate it (same root element, same useId prefix), spliced into
 * the page's HTML in place of its placeholder.
 */
export function renderIslandsInto(
  html: string,
  collector: ServerIslandCollector,
  site: SiteContext,
  /** The page's providers, for slot content (it is rendered as part of the page, only later). */
  withPageContext: (node: ReactNode) => ReactElement,
): string {
  let out = html;
  for (const { id, island, props, slots, placeholder } of collector.islands.values()) {
    const { Component } = island;
    const slotPlaceholders = Object.fromEntries(
      Object.keys(slots).map((name) => [name, { html: `<!--slot:${collector.nonce}:${id}:${name}-->` }]),
    );
    let islandHtml = renderToString(
      <IslandRoot site={site} slots={slotPlaceholders}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(id) },
    );
    for (const [name, { html: slotPlaceholder }] of Object.entries(slotPlaceholders)) {
      islandHtml = islandHtml.split(slotPlaceholder).join(renderToString(withPageContext(slots[name])));
    }
    out = out.split(placeholder).join(islandHtml);
  }
  return out;
}
