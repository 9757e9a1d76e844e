import type { ComponentType } from 'react';
import type { RouteParams } from './route-match.ts';
import { createModuleCache } from '../lib/module-cache.ts';

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

function loaderFor(page: string) {
  const loader = loaders[`../pages/${page}.tsx`];
  if (!loader) throw new Error(`No page module "${page}"`);
  return loader;
}

const pages = createModuleCache<string, PageModule>(loaderFor);

/** Loads a page module once; the server and the browser call this before rendering. */
export const preloadPage = pages.preload;
/** Synchronous when preloaded (hydration, server); suspends otherwise. */
export const usePageModule = pages.useModule;
/** Whether the page's module failed to load and is being fetched again (the page then says so). */
export const usePageModuleRetrying = pages.useRetrying;

/** Source path of a page module, as the build manifest names it. */
export function pageSourcePath(page: string): string {
  return `src/client/pages/${page}.tsx`;
}
