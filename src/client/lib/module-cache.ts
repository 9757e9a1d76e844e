import { use, useSyncExternalStore } from 'react';
import { loadWithRetries, MODULE_RETRY_DELAYS_MS } from './load-with-retries.ts';

/**
 * Lazily loaded modules by name (the pages' chunks, the frames' chunks): each loaded once, fetched
 * again after a failure (MODULE_RETRY_DELAYS_MS in the browser; the server does not wait), and known
 * to be retrying so a screen can say so. `loaderFor` may throw for a name it does not know.
 */
export function createModuleCache<Name, Module>(loaderFor: (name: Name) => () => Promise<Module>) {
  const loaded = new Map<Name, Module>();
  const pending = new Map<Name, Promise<Module>>();
  const retrying = new Set<Name>();
  const retryListeners = new Set<() => void>();

  function markRetrying(name: Name, on: boolean) {
    if (on === retrying.has(name)) return;
    if (on) retrying.add(name);
    else retrying.delete(name);
    for (const listener of retryListeners) listener();
  }

  /** Loads a module once; the server and the browser call this before rendering. */
  function preload(name: Name): Promise<Module> {
    const done = loaded.get(name);
    if (done) return Promise.resolve(done);
    let promise = pending.get(name);
    if (!promise) {
      promise = loadWithRetries(loaderFor(name), import.meta.env.SSR ? [] : MODULE_RETRY_DELAYS_MS, (on) => markRetrying(name, on)).then(
        (mod) => {
          loaded.set(name, mod);
          return mod;
        },
        (error: unknown) => {
          // Forget the failure (a network blip, or a chunk replaced by a deploy) so the next visit retries.
          pending.delete(name);
          throw error;
        },
      );
      pending.set(name, promise);
    }
    return promise;
  }

  return {
    preload,
    /** Synchronous when preloaded (hydration, server); suspends otherwise. */
    useModule(name: Name): Module {
      return loaded.get(name) ?? use(preload(name));
    },
    /** Whether the module failed to load and is being fetched again (the screen then says so). */
    useRetrying(name: Name): boolean {
      return useSyncExternalStore(
        (listener) => {
          retryListeners.add(listener);
          return () => retryListeners.delete(listener);
        },
        () => retrying.has(name),
        () => false,
      );
    },
  };
}
