import type { ComponentType, ReactNode } from 'react';
import { createModuleCache } from '../../lib/module-cache.ts';

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

const layouts = createModuleCache<LayoutName, LayoutModule>((name) => loaders[name]);

/** Loads a layout module once; the server and the browser call this before rendering. */
export const preloadLayout = layouts.preload;
/** Synchronous when preloaded (hydration, server); suspends otherwise. */
export const useLayoutModule = layouts.useModule;
/** Whether the layout's module failed to load and is being fetched again. */
export const useLayoutModuleRetrying = layouts.useRetrying;
