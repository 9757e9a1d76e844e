import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { matchRoute } from './app/routes.ts';
import { pageSourcePath, preloadPage } from './app/page-modules.ts';
import { createQueryClient } from './lib/query-client.ts';
import { jsonForScript, renderHeadHtml, type SiteContext } from './lib/page-meta.ts';
import type { AppState } from './app/app-state.ts';

export interface RenderRequest {
  /** Path and query string of the request. */
  url: string;
  site: SiteContext;
  /** Reads an API URL in process (the same handlers the browser would call). */
  loadJson: (url: string) => Promise<{ status: number; body: unknown }>;
}

export type RenderOutcome =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      body: string;
      /** JSON for the state script: the data the page was rendered with, for hydration. */
      state: string;
      /** Source path of the page module, to preload its chunk. */
      pageSource: string;
      /** Public content pages only: login and signed-in screens (and their query strings) are never cached. */
      cacheable: boolean;
    };

/**
 * Server rendering of one public page: load the route's data, render the React
 * tree into the root element, and describe the head separately (React 19 only
 * hoists head tags when it renders the whole document).
 */
export async function renderPage(request: RenderRequest): Promise<RenderOutcome> {
  const url = new URL(request.url, 'http://localhost');
  const { route, params } = matchRoute(url.pathname);
  const queryClient = createQueryClient();
  let status = route.status ?? 200;

  for (const read of route.queries?.(params) ?? []) {
    const apiUrl = read.queryKey[0];
    const result = await request.loadJson(apiUrl);
    if (result.status === 200) {
      queryClient.setQueryData(read.queryKey, result.body);
    } else if (result.status < 500 && route.onMissingData === 'redirect-home') {
      return { kind: 'redirect', location: '/' };
    } else if (result.status === 404 && route.onMissingData === 'not-found') {
      queryClient.setQueryData(read.queryKey, null);
      status = 404;
    } else {
      throw new Error(`Page data ${apiUrl} answered ${result.status}`);
    }
  }

  await preloadPage(route.page);
  const body = renderToString(
    <App queryClient={queryClient} site={request.site} ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, '')} />,
  );
  const meta = route.meta({ params, site: request.site, data: (read) => queryClient.getQueryData(read.queryKey) as never });
  const state: AppState = { site: request.site, queries: dehydrate(queryClient) };
  return {
    kind: 'page',
    status,
    head: renderHeadHtml(meta, request.site),
    body,
    state: jsonForScript(state),
    pageSource: pageSourcePath(route.page),
    cacheable: route.indexable,
  };
}

/**
 * The URL a public page is rendered and cached under: its path and only the query
 * parameters its route reads, in a fixed order. Undefined for pages that are never
 * cached (login and signed-in screens), which render with the URL as requested.
 */
export function pageKey(requestUrl: string): string | undefined {
  const url = new URL(requestUrl, 'http://localhost');
  const { route } = matchRoute(url.pathname);
  if (!route.indexable) return undefined;
  const kept = [...(route.searchParams ?? [])].sort().flatMap((name) => {
    const value = url.searchParams.get(name);
    return value === null ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  });
  return kept.length > 0 ? `${url.pathname}?${kept.join('&')}` : url.pathname;
}

/** The server's SSR plugin is typed with this, so it needs nothing else from the client. */
export type { SiteContext } from './lib/page-meta.ts';
