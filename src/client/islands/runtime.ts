import type { IslandDef } from './define-island.ts';
import { holdInteractions, type ReplayQueue } from './replay.ts';
import { readSiteContext } from './site-context-script.ts';
import { reloadOnceAfterStartFailure } from '../lib/start-failure.ts';

type IslandModule = { default: IslandDef<object> };

// Each island is its own chunk, fetched with React when first needed.
const islandModules = import.meta.glob<IslandModule>('./*.island.tsx');

/** The first of these inside an island loads it: the visitor is about to use it. */
const TRIGGERS = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'submit'] as const;

/**
 * Finds the islands in the server HTML and wakes each on first interaction.
 * Nothing of React is downloaded before that, so reading a page costs no script.
 */
export function startIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.dataset['islandState']) continue;
    element.dataset['islandState'] = 'waiting';
    const queue = holdInteractions(element);
    const wake = () => {
      for (const type of TRIGGERS) element.removeEventListener(type, wake, true);
      void activate(element, queue);
    };
    for (const type of TRIGGERS) element.addEventListener(type, wake, true);
  }
}

/** Wakes an island at once (a page that needs it right away, or a test). */
export function activateIsland(element: HTMLElement): void {
  element.dispatchEvent(new Event('focusin'));
}

async function activate(element: HTMLElement, queue: ReplayQueue): Promise<void> {
  element.dataset['islandState'] = 'loading';
  const name = element.dataset['island'] ?? '';
  try {
    const load = islandModules[`./${name}.island.tsx`];
    if (!load) throw new Error(`No island named "${name}"`);
    const [{ hydrateIsland }, module] = await Promise.all([import('./hydrate.tsx'), load()]);
    const props = JSON.parse(element.dataset['props'] ?? '{}') as object;
    const replay = queue.takeOver();
    hydrateIsland(element, module.default, props, readSiteContext(), () => {
      element.dataset['islandState'] = 'hydrated';
      replay();
    });
  } catch (error) {
    element.dataset['islandState'] = 'failed';
    reloadOnceAfterStartFailure(error);
  }
}
