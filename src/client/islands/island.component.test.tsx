import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { waitFor, within } from '@testing-library/react';
import { slotTimes } from '#shared/domain/scheduling.ts';
import { answerFetch, json, testSite } from '#tests/support/component-render.tsx';
import { jsonForScript } from '../lib/page-meta.ts';
import type { IslandDef } from './define-island.ts';
import { Island, IslandCollectorContext, MAX_ISLAND_PROPS_BYTES } from './island.tsx';
import { createIslandCollector, renderIslandsInto } from './render-islands.server.tsx';
import { startIslands } from './runtime.ts';
import { SITE_CONTEXT_ELEMENT_ID } from './site-context-script.ts';
import blogListing from './blog-listing.island.tsx';
import quoteCalculator from './quote-calculator.island.tsx';
import scheduling from './scheduling.island.tsx';
import windowCleaning from './window-cleaning.island.tsx';

/** Renders islands as the server does for a static page, and puts the page in the document. */
function serveStaticPage(islands: Array<{ island: IslandDef<object>; props: object; slot?: string }>): HTMLElement {
  const collector = createIslandCollector();
  const html = renderToString(
    <IslandCollectorContext value={collector}>
      <main>
        {islands.map(({ island, props, slot }) => (
          <Island key={island.name} island={island} props={props} slots={slot ? { results: <p>{slot}</p> } : {}} />
        ))}
      </main>
    </IslandCollectorContext>,
  );
  const body = renderIslandsInto(html, collector, testSite, (node) => <>{node}</>);
  document.body.innerHTML = `${body}<script id="${SITE_CONTEXT_ELEMENT_ID}" type="application/json">${jsonForScript(testSite)}</script>`;
  return document.body;
}

const stateOf = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)?.dataset['islandState'];

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('islands', () => {
  // Every island: the server's HTML is exactly what the browser hydrates (a mismatch logs an error, and any console.error fails a component test).
  it.each([
    {
      island: quoteCalculator as IslandDef<object>,
      props: { headingId: 'quote-heading', prefill: 'service=medical-facilities&sqft=5000' },
    },
    { island: windowCleaning as IslandDef<object>, props: {} },
    {
      island: blogListing as IslandDef<object>,
      props: { categories: [{ slug: 'winter', name: 'Winter Care', count: 2 }], filters: { search: '', category: 'all' } },
      slot: 'The list the server rendered',
    },
  ])('$island.name hydrates from its server HTML on first focus, without a mismatch', async ({ island, props, slot }) => {
    const page = serveStaticPage([{ island, props, slot }]);
    const element = page.querySelector<HTMLElement>(`[data-island="${island.name}"]`)!;
    startIslands(page);
    expect(stateOf(island.name)).toBe('waiting');

    element.querySelector<HTMLElement>('input, select, textarea, button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(stateOf(island.name)).toBe('hydrated'));
    if (slot) expect(element.querySelector('[data-slot="results"]')).toHaveTextContent(slot);
  });

  it('wakes an island of live data once it is on screen, without a touch, and hydrates it cleanly', async () => {
    answerFetch((request) => {
      const date = new URL(request.url, 'http://localhost').searchParams.get('date') ?? '';
      if (request.url.startsWith('/api/scheduling/availability'))
        return json(slotTimes(date).map((time) => ({ date, time, duration: 60, available: date > '2026-11-24' })));
      return json(request.url.startsWith('/api/scheduling/integrations') ? { google: false, outlook: false } : []);
    });
    const watched: Element[] = [];
    let reportVisible: () => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          reportVisible = () => callback([{ isIntersecting: true }]);
        }
        observe(target: Element) {
          watched.push(target);
        }
        disconnect() {}
      },
    );
    const page = serveStaticPage([{ island: scheduling as IslandDef<object>, props: { today: '2026-11-24', firstDay: '2026-11-24' } }]);
    const element = page.querySelector<HTMLElement>('[data-island="scheduling"]')!;
    expect(element.dataset['islandWake']).toBe('visible');
    startIslands(page);
    expect(stateOf('scheduling')).toBe('waiting');
    // The wrapper takes no box (display: contents): its content is what comes into view.
    expect(watched).toContain(element.firstElementChild);

    reportVisible();
    await waitFor(() => expect(stateOf('scheduling')).toBe('hydrated'));
    expect(await within(element).findByRole('button', { name: 'Wed, Nov 25, 2026: 14 free times' })).toBeInTheDocument();
  });

  it('presets the calculator from the page address, on the server', () => {
    serveStaticPage([
      {
        island: quoteCalculator as IslandDef<object>,
        props: { headingId: 'h', prefill: 'service=medical-facilities&city=edina&sqft=5000' },
      },
    ]);
    const form = within(document.body).getByRole('form', { name: 'Professional quote request' });
    expect(within(form).getByRole('textbox', { name: 'Square footage' })).toHaveValue('5000');
    expect(within(form).getByRole('textbox', { name: 'Address (optional)' })).toHaveValue('Edina');
  });

  it('refuses props over 2 KB on the server: page data belongs in the HTML, not in an attribute', () => {
    const collector = createIslandCollector();
    const big = { headingId: 'h', prefill: 'x'.repeat(MAX_ISLAND_PROPS_BYTES) };
    expect(() =>
      renderToString(
        <IslandCollectorContext value={collector}>
          <Island island={quoteCalculator as IslandDef<object>} props={big} />
        </IslandCollectorContext>,
      ),
    ).toThrow(/props; page data belongs in the server HTML/);
  });
});
