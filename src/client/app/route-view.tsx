import { Suspense, useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'wouter';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiRead } from '../lib/api-client.ts';
import { applyHeadToDocument } from '../lib/page-meta.ts';
import { matchRoute, rendersStatic } from './routes.ts';
import { usePageModule, usePageModuleRetrying } from './page-modules.ts';
import { useSite } from '../lib/site-context.tsx';
import { ModuleLoadBoundary, PageBusy, PageError, PageSkeleton } from './page-states.tsx';
import { useBusyRetry } from './use-busy-retry.ts';
import { AccessGuard } from './access-guard.tsx';
import type { RouteParams } from './route-match.ts';

/**
 * Renders the page for the current location once its data is loaded. On the
 * server and at hydration the data is already in the cache, so the first render
 * is the full page; after client navigation it shows a skeleton meanwhile.
 */
export function RouteView() {
  const [location, navigate] = useLocation();
  const { route, params } = matchRoute(location);
  const leaveApp = rendersStatic(route);
  const site = useSite();
  const queryClient = useQueryClient();
  const reads = leaveApp ? [] : (route.queries?.(params, new URLSearchParams()) ?? []);
  const results = useQueries({ queries: reads.map((read) => ({ queryKey: read.queryKey })) });
  const failed = results.find((r) => r.isError)?.error;
  const ready = results.every((r) => r.isSuccess);
  const goHome = route.onMissingData === 'redirect-home' && failed instanceof ApiError && failed.status < 500;
  // Pages that show their own not-found state get rendered with the 404 in their query.
  const ownNotFound = route.onMissingData === 'not-found' && failed instanceof ApiError && failed.status === 404;
  // A busy server's 503 (decision 0031): the page says so and reads again after its Retry-After.
  const busy = useBusyRetry(results);

  useEffect(() => {
    if (goHome) navigate('/', { replace: true });
  }, [goHome, navigate]);

  // A link from the app to a public page loads that page in full: it is static HTML, not part of the app.
  useEffect(() => {
    if (leaveApp) window.location.assign(window.location.href);
  }, [leaveApp, location]);

  // The served HTML already carries the first page's head; later pages set their own.
  // Runs when the page is ready or the location changes, reading the route as rendered then.
  const applyPageHead = useEffectEvent(() => {
    const data = <T,>(read: ApiRead<T>) => queryClient.getQueryData(read.queryKey) as T;
    applyHeadToDocument(route.meta({ params, site, data }), site);
    if (!window.location.hash) window.scrollTo(0, 0);
  });
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!ready && !ownNotFound) return;
    applyPageHead();
  }, [ready, ownNotFound, location]);

  if (goHome) return null;
  if (leaveApp) return <PageSkeleton />;
  if (busy) return <PageBusy />;
  if (failed && !ownNotFound) return <PageError />;
  if (!ready && !ownNotFound) return <PageSkeleton />;
  const page = (
    <ModuleLoadBoundary key={route.page}>
      <Suspense fallback={<PageLoading page={route.page} />}>
        <PageRenderer page={route.page} params={params} />
      </Suspense>
    </ModuleLoadBoundary>
  );
  return route.access ? (
    <AccessGuard access={route.access} missingSession={route.missingSession}>
      {page}
    </AccessGuard>
  ) : (
    page
  );
}

function PageRenderer({ page, params }: { page: string; params: RouteParams }) {
  const { Page } = usePageModule(page);
  return <Page params={params} />;
}

/** While a page's code loads: the skeleton, or the busy state once a load failed and is being retried. */
function PageLoading({ page }: { page: string }) {
  return usePageModuleRetrying(page) ? <PageBusy /> : <PageSkeleton />;
}
