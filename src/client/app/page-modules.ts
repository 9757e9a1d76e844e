import { use, useSyncExternalStore, type ComponentType } from 'react';
import type { RouteParams } from './route-match.ts';
import { loadWithRetries, MODULE_RETRY_DELAYS_MS } from '../lib/load-with-retries.ts';

export interface PageProps {
  params: RouteParams;
}
export interface PageModule {
  Page: ComponentType<PageProps>;
}

// Each page is its own chunk, so a visitor downloads only the page they open. The server
// renders every page; the browser app only the sign-in and signed-in ones (public pages
// are static HTML with islands, see routes.ts rendersStatic).
const loaders = import.meta.env.SSR
  ? import.meta.glob<PageModule>('../pages/**/*-page.tsx')
  : import.meta.glob<PageModule>('../pages/{auth,admin,portal,quote}/**/*-page.tsx');

const loaded = new Map<string, PageModule>();
const pending = new Map<string, Promise<PageModule>>();

function loaderFor(page: string) {
  const loader = loaders[`../pages/${page}.tsx`];
  if (!loader) throw new Error(`No page module "${page}"`);
  return loader;
}

const retrying = new Set<string>();
const retryListeners = new Set<() => void>();
function markRetrying(page: string, on: boolean) {
  if (on === retrying.has(page)) return;
  if (on) retrying.add(page);
  else retrying.delete(page);
  for (const listener of retryListeners) listener();
}

/** Loads a page module once; the server and the browser call this before rendering. */
export function preloadPage(page: string): Promise<PageModule> {
  const done = loaded.get(page);
  if (done) return Promise.resolve(done);
  let promise = pending.get(page);
  if (!promise) {
    promise = loadWithRetries(loaderFor(page), import.meta.env.SSR ? [] : MODULE_RETRY_DELAYS_MS, (on) => markRetrying(page, on)).then(
      (mod) => {
        loaded.set(page, mod);
        return mod;
      },
      (error: unknown) => {
        // Forget the failure (a network blip, or a chunk replaced by a deploy) so the next visit retries.
        pending.delete(page);
        throw error;
      },
    );
    pending.set(page, promise);
  }
  return promise;
}

/** Whether the page's module failed to load and is being fetched again (the page then says so). */
export function usePageModuleRetrying(page: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      retryListeners.add(listener);
      return () => retryListeners.delete(listener);
    },
    () => retrying.has(page),
    () => false,
  );
}

/** Synchronous when preloaded (hydration, server); suspends otherwise. */
export function usePageModule(page: string): PageModule {
  return loaded.get(page) ?? use(preloadPage(page));
}

/** Source path of a page module, as the build manifest names it. */
export function pageSourcePath(page: string): string {
  return `src/client/pages/${page}.tsx`;
}
