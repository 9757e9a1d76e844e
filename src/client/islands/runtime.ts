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
 * Finds the islands in the server HTML and wakes each on first interaction (an island of live
 * data, once it is on screen). Nothing of React is downloaded before that, so reading a page
 * costs no script.
 */
export function startIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.dataset['islandState']) continue;
    element.dataset['islandState'] = 'waiting';
    const queue = holdInteractions(element);
    let stopWatching = () => {};
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      for (const type of TRIGGERS) element.removeEventListener(type, wake, true);
      stopWatching();
      void activate(element, queue);
    };
    for (const type of TRIGGERS) element.addEventListener(type, wake, true);
    if (element.dataset['islandWake'] === 'visible') stopWatching = whenOnScreen(element, wake);
  }
}

/** Starts a little before the island scrolls in, so its data is usually there when it does. */
const VISIBLE_MARGIN = { rootMargin: '200px 0px' };

/**
 * Calls `wake` once the island comes near the screen (an island of live data: nothing to show
 * until it has loaded). The wrapper takes no box of its own (display: contents), so its children
 * are watched. Answers how to stop watching.
 */
function whenOnScreen(element: HTMLElement, wake: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    queueMicrotask(wake);
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) wake();
  }, VISIBLE_MARGIN);
  for (const target of [element, ...element.children]) observer.observe(target);
  return () => observer.disconnect();
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
    // 'hydrated' once what the visitor did before is entered again: the island is then as they left it.
    hydrateIsland(element, module.default, props, readSiteContext(), () => {
      void replay().then(() => {
        element.dataset['islandState'] = 'hydrated';
      });
    });
  } catch (error) {
    element.dataset['islandState'] = 'failed';
    reloadOnceAfterStartFailure(error);
  }
}
