import { use, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { loadWithRetries } from '../../lib/load-with-retries.ts';
import { MODULE_RETRY_DELAYS_MS } from '../../lib/load-with-retries.ts';

/**
 * The frame around a client-app screen, each its own chunk (issue 36): a signed-in screen loads the
 * back-office shell and not the site's header and footer; a sign-in screen the reverse. Like a page
 * chunk, the current one is loaded before hydrating (and preloaded by the HTML), and a move to the
 * other frame fetches it then.
 */
export type LayoutName = 'back-office' | 'site';

export interface LayoutModule {
  Layout: ComponentType<{ children: ReactNode }>;
}

/** Signed-in screens sit in the back-office shell; the sign-in screens keep the site's header and footer. */
export function layoutFor(route: { access?: unknown }): LayoutName {
  return route.access ? 'back-office' : 'site';
}

const sources: Record<LayoutName, string> = {
  'back-office': 'src/client/app/layout/back-office-layout.tsx',
  site: 'src/client/app/layout/site-layout.tsx',
};

const loaders: Record<LayoutName, () => Promise<LayoutModule>> = {
  'back-office': () => import('./back-office-layout.tsx'),
  site: () => import('./site-layout.tsx'),
};

/** Source path of a layout module, as the build manifest names it (the server preloads its chunk). */
export function layoutSourcePath(name: LayoutName): string {
  return sources[name];
}

const loaded = new Map<LayoutName, LayoutModule>();
const pending = new Map<LayoutName, Promise<LayoutModule>>();
const retrying = new Set<LayoutName>();
const retryListeners = new Set<() => void>();
function markRetrying(name: LayoutName, on: boolean) {
  if (on === retrying.has(name)) return;
  if (on) retrying.add(name);
  else retrying.delete(name);
  for (const listener of retryListeners) listener();
}

/** Loads a layout module once; the server and the browser call this before rendering. */
export function preloadLayout(name: LayoutName): Promise<LayoutModule> {
  const done = loaded.get(name);
  if (done) return Promise.resolve(done);
  let promise = pending.get(name);
  if (!promise) {
    promise = loadWithRetries(loaders[name], import.meta.env.SSR ? [] : MODULE_RETRY_DELAYS_MS, (on) => markRetrying(name, on)).then(
      (mod) => {
        loaded.set(name, mod);
        return mod;
      },
      (error: unknown) => {
        pending.delete(name);
        throw error;
      },
    );
    pending.set(name, promise);
  }
  return promise;
}

/** Whether the layout's module failed to load and is being fetched again. */
export function useLayoutModuleRetrying(name: LayoutName): boolean {
  return useSyncExternalStore(
    (listener) => {
      retryListeners.add(listener);
      return () => retryListeners.delete(listener);
    },
    () => retrying.has(name),
    () => false,
  );
}

/** Synchronous when preloaded (hydration, server); suspends otherwise. */
export function useLayoutModule(name: LayoutName): LayoutModule {
  return loaded.get(name) ?? use(preloadLayout(name));
}
