import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { SiteContext } from '../lib/page-meta.ts';
import { SiteProvider } from '../lib/site-context.tsx';
import { IslandCollectorContext, type IslandCollector } from '../islands/island.tsx';
import { StickyCallBar } from '../components/site/sticky-call-bar.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { stickyQuoteHref } from './sticky-bar-targets.ts';
import { usePageModule } from './page-modules.ts';
import type { RouteParams } from './route-match.ts';

interface ContextProps {
  queryClient: QueryClient;
  site: SiteContext;
  ssrPath: string;
  ssrSearch: string;
  children: ReactNode;
}

/** What a public page renders within: its data, the company profile, its URL. */
export function StaticPageContext({ queryClient, site, ssrPath, ssrSearch, children }: ContextProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProvider value={site}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          {children}
        </Router>
      </SiteProvider>
    </QueryClientProvider>
  );
}

interface Props extends Omit<ContextProps, 'children'> {
  collector: IslandCollector;
  page: string;
  params: RouteParams;
}

/**
 * A public page rendered once, on the server, to static HTML: the route's data is
 * already in the (server-only) query cache, and the islands it marks are collected
 * to be rendered on their own. Nothing of this tree runs in the browser.
 */
export function StaticPage({ collector, page, params, ...context }: Props) {
  const { Page } = usePageModule(page);
  const quoteHref = stickyQuoteHref(page);
  return (
    <StaticPageContext {...context}>
      <IslandCollectorContext value={collector}>
        <PublicLayout mode="static">
          <Page params={params} />
        </PublicLayout>
        {quoteHref ? <StickyCallBar quoteHref={quoteHref} /> : null}
      </IslandCollectorContext>
    </StaticPageContext>
  );
}
