import { useEffect, type ReactNode } from 'react';
import type { SiteContext } from '../lib/page-meta.ts';
import { SiteProvider } from '../lib/site-context.tsx';
import { IslandSlotsContext } from './static-slot.tsx';

interface Props {
  site: SiteContext;
  /** Browser only: called once the island is hydrated (effects run after the children's). */
  onHydrated?: (() => void) | undefined;
  /** The HTML of the island's static slots: placeholders on the server, what the server sent in the browser. */
  slots: Readonly<Record<string, { html: string }>>;
  children: ReactNode;
}

/**
 * The same root element for an island on the server and in the browser, so the
 * tree (and every useId inside it) matches. It holds no page data: islands get
 * the company profile here and their own small props.
 */
export function IslandRoot({ site, onHydrated, slots, children }: Props) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return (
    <SiteProvider value={site}>
      <IslandSlotsContext value={slots}>{children}</IslandSlotsContext>
    </SiteProvider>
  );
}
