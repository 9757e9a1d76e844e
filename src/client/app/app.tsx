import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router, useLocation } from 'wouter';
import { dismissAllToasts } from '../components/ui/toast-store.ts';
import type { SiteContext } from '../lib/page-meta.ts';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { SiteProvider } from '../lib/site-context.tsx';
import { DocumentSessionContext } from '../lib/use-session.ts';
import type { DocumentSession } from '#shared/domain/document-session.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteView } from './route-view.tsx';

interface Props {
  queryClient: QueryClient;
  site: SiteContext;
  /** Server only: the requested path and query string. */
  ssrPath?: string;
  ssrSearch?: string;
  /** Browser only: once hydrated (marks the document ready for tests and shows a waiting toast). */
  onReady?: () => void;
  /** The session the server rendered the document for (decision 0067), if it did. */
  documentSession?: DocumentSession | undefined;
  /** When the server rendered it (ms since the epoch): "now" until hydration is done. */
  renderedAt?: number | undefined;
}

/** The client app of the sign-in and signed-in screens. */
export function App({ queryClient, site, ssrPath, ssrSearch, onReady, documentSession, renderedAt }: Props) {
  useEffect(() => {
    document.documentElement.dataset['ready'] = 'true';
    onReady?.();
  }, [onReady]);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProvider value={site}>
        <DocumentSessionContext value={documentSession ? { session: documentSession, renderedAt: renderedAt ?? 0 } : null}>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <DismissToastsOnNavigation />
            <AppLayout>
              <RouteView />
            </AppLayout>
            <LazyToaster />
          </Router>
        </DocumentSessionContext>
      </SiteProvider>
    </QueryClientProvider>
  );
}

/** A toast belongs to the screen that raised it: moving to another screen clears it (issue 12). */
function DismissToastsOnNavigation() {
  const [location] = useLocation();
  const shownOn = useRef(location);
  useEffect(() => {
    if (shownOn.current === location) return;
    shownOn.current = location;
    dismissAllToasts();
  }, [location]);
  return null;
}
