import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { SiteContext } from '../lib/page-meta.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { SiteProvider } from '../lib/site-context.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { RouteView } from './route-view.tsx';

interface Props {
  queryClient: QueryClient;
  site: SiteContext;
  /** Server only: the requested path and query string. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ queryClient, site, ssrPath, ssrSearch }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProvider value={site}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <PublicLayout>
            <RouteView />
          </PublicLayout>
          <Toaster />
        </Router>
      </SiteProvider>
    </QueryClientProvider>
  );
}
