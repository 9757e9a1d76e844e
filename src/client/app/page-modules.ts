import { use, type ComponentType } from 'react';
import type { RouteParams } from './route-match.ts';

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

/** Loads a page module once; the server and the browser call this before rendering. */
export function preloadPage(page: string): Promise<PageModule> {
  const done = loaded.get(page);
  if (done) return Promise.resolve(done);
  let promise = pending.get(page);
  if (!promise) {
    promise = loaderFor(page)().then(
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

/** Synchronous when preloaded (hydration, server); suspends otherwise. */
export function usePageModule(page: string): PageModule {
  return loaded.get(page) ?? use(preloadPage(page));
}

/** Source path of a page module, as the build manifest names it. */
export function pageSourcePath(page: string): string {
  return `src/client/pages/${page}.tsx`;
}
