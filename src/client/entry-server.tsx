import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { dehydrate } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { matchRoute, rendersStatic } from './app/routes.ts';
import { StaticPage, StaticPageContext } from './app/static-page.tsx';
import { createIslandCollector, renderIslandsInto } from './islands/render-islands.server.tsx';
import { pageSourcePath, preloadPage } from './app/page-modules.ts';
import { layoutFor, layoutSourcePath, preloadLayout } from './app/layout/layout-modules.ts';
import { createQueryClient } from './lib/query-client.ts';
import { jsonForScript, renderHeadHtml, type SiteContext } from './lib/page-meta.ts';
import type { AppState } from './app/app-state.ts';
import { readsForDocument } from './app/document-reads.ts';
import { areaAllows } from './app/access-guard.tsx';
import type { DocumentSession } from '#shared/domain/document-session.ts';

export interface RenderRequest {
  /** Path and query string of the request. */
  url: string;
  site: SiteContext;
  /** Reads an API URL in process (the same handlers the browser would call). */
  loadJson: (url: string) => Promise<{ status: number; body: unknown }>;
  /**
   * Data placed in the query cache before rendering, and sent with the page for hydration: what a
   * form posted without JavaScript led to (decision 0032). Only for pages that are never cached.
   */
  seed?: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }> | undefined;
  /**
   * The browser's live session from its document cookie (decision 0067), and how to read an API URL as it.
   * A signed-in screen named in document-reads.ts that its role may see renders with its first data then.
   */
  signedIn?: (() => Promise<SignedIn | undefined>) | undefined;
}

/** A live session of the document cookie, and how to read an API URL as it. */
interface SignedIn {
  session: DocumentSession;
  loadJson: (url: string) => Promise<{ status: number; body: unknown }>;
}

interface RenderedPage {
  kind: 'page';
  status: number;
  head: string;
  body: string;
  /** Public content pages only: login and signed-in screens (and their query strings) are never cached. */
  cacheable: boolean;
}

/** A public page: static HTML whose islands wake on interaction; no page data travels as script. */
export interface StaticPageOutcome extends RenderedPage {
  mode: 'static';
  /** JSON of the company profile the islands render with; undefined when the page has none. */
  islandSite: string | undefined;
}

/** A sign-in or signed-in screen: hydrated as a whole by the browser app. */
export interface AppPageOutcome extends RenderedPage {
  mode: 'app';
  /** JSON for the state script: the data the page was rendered with, for hydration. */
  state: string;
  /** Source path of the page module, to preload its chunk. */
  pageSource: string;
  /** Source path of the frame's module (layout-modules.ts), to preload its chunk too. */
  layoutSource: string;
  /** Rendered with a session's data: private to that browser, never stored by anyone (decision 0067). */
  personal: boolean;
}

export type RenderOutcome = { kind: 'redirect'; location: string } | StaticPageOutcome | AppPageOutcome;

/**
 * Server rendering of one public page: load the route's data, render the React
 * tree into the root element, and describe the head separately (React 19 only
 * hoists head tags when it renders the whole document).
 */
export async function renderPage(request: RenderRequest): Promise<RenderOutcome> {
  const url = new URL(request.url, 'http://localhost');
  const { route, params } = matchRoute(url.pathname);
  const queryClient = createQueryClient();
  for (const { queryKey, data } of request.seed ?? []) queryClient.setQueryData(queryKey, data);
  let status = route.status ?? 200;

  // Only the route's own query parameters reach the render (pageKey caches on them too).
  const search = new URLSearchParams();
  for (const name of route.searchParams ?? []) {
    const value = url.searchParams.get(name);
    if (value !== null) search.set(name, value);
  }
  const data = <T,>(read: { queryKey: readonly [string] }) => queryClient.getQueryData(read.queryKey) as T;

  const load = async (reads: Array<{ queryKey: readonly [string] }>): Promise<RenderOutcome | undefined> => {
    for (const read of reads) {
      const apiUrl = read.queryKey[0];
      const result = await request.loadJson(apiUrl);
      if (result.status === 200) {
        queryClient.setQueryData(read.queryKey, result.body);
      } else if (result.status < 500 && route.onMissingData === 'redirect-home') {
        return { kind: 'redirect', location: '/' };
      } else if (result.status === 404 && route.onMissingData === 'not-found') {
        queryClient.setQueryData(read.queryKey, null);
        status = 404;
      } else if (result.status < 500 && search.size > 0) {
        // A filter the API refuses (say, a control character in ?search=): the page without filters.
        return { kind: 'redirect', location: url.pathname };
      } else {
        throw new Error(`Page data ${apiUrl} answered ${result.status}`);
      }
    }
    return undefined;
  };
  const stopped = (await load(route.queries?.(params, search) ?? [])) ?? (await load(route.followUp?.({ params, data }) ?? []));
  if (stopped) return stopped;

  await preloadPage(route.page);
  const meta = route.meta({ params, site: request.site, data });
  const rendered = { kind: 'page', status, head: renderHeadHtml(meta, request.site), cacheable: route.indexable } as const;
  // Cached pages render from their route's own parameters; the rest (sign-in links with a token or a
  // username) render with the query string as requested, as the browser will see it.
  const ssrSearch = route.indexable ? search.toString() : url.search.replace(/^\?/, '');

  if (rendersStatic(route)) {
    const collector = createIslandCollector();
    const context = { queryClient, site: request.site, ssrPath: url.pathname, ssrSearch };
    const html = renderToString(<StaticPage {...context} collector={collector} page={route.page} params={params} />);
    const hasIslands = collector.islands.size > 0;
    return {
      ...rendered,
      mode: 'static',
      body: renderIslandsInto(html, collector, request.site, (node) => <StaticPageContext {...context}>{node}</StaticPageContext>),
      islandSite: hasIslands ? jsonForScript(request.site) : undefined,
    };
  }

  const layout = layoutFor(route);
  const [documentSession] = await Promise.all([
    route.access && request.signedIn ? sessionData(route.page, route.access, url.searchParams, request.signedIn, queryClient) : undefined,
    preloadLayout(layout),
  ]);
  // Rendered to the end of every Suspense boundary: a part in lazy code (the employee portal's corrective
  // actions) comes whole, where renderToString would leave its fallback for the browser to replace.
  const renderedAt = documentSession ? Date.now() : undefined;
  const body = await renderWhole(
    <App
      queryClient={queryClient}
      site={request.site}
      ssrPath={url.pathname}
      ssrSearch={ssrSearch}
      documentSession={documentSession}
      renderedAt={renderedAt}
    />,
  );
  const state: AppState = { site: request.site, queries: dehydrate(queryClient), session: documentSession, renderedAt };
  return {
    ...rendered,
    mode: 'app',
    body,
    state: jsonForScript(state),
    pageSource: pageSourcePath(route.page),
    layoutSource: layoutSourcePath(layout),
    personal: documentSession !== undefined,
  };
}

/** The HTML of a tree once every lazy part of it has loaded (React's static prerender). */
async function renderWhole(tree: ReactNode): Promise<string> {
  // No boundary outlined to a later chunk: that would need React's inline scripts, which the CSP refuses.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A signed-in screen's first data for the document cookie's session (decision 0067): if the screen is the
 * session's role's and document-reads.ts names its reads, those reads, made as that session, into the query
 * cache. Answers whom the document is rendered for, or undefined (a screen without reads, another role's
 * screen): the skeleton as before. A read that fails is left to the browser, which makes it as it always has.
 */
async function sessionData(
  page: string,
  access: NonNullable<ReturnType<typeof matchRoute>['route']['access']>,
  search: URLSearchParams,
  lookUp: NonNullable<RenderRequest['signedIn']>,
  queryClient: ReturnType<typeof createQueryClient>,
): Promise<DocumentSession | undefined> {
  const reads = readsForDocument(page, search);
  const signedIn = reads ? await lookUp() : undefined;
  if (!reads || !signedIn || !areaAllows(access, signedIn.session.role)) return undefined;
  const results = await Promise.all(reads.map((read) => signedIn.loadJson(read.queryKey[0])));
  results.forEach((result, i) => {
    if (result.status === 200) queryClient.setQueryData(reads[i]!.queryKey, result.body);
  });
  return signedIn.session;
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
