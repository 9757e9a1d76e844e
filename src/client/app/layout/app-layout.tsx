import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { matchRoute } from '../routes.ts';
import { ModuleLoadBoundary, PageBusy, PageSkeleton } from '../page-states.tsx';
import { layoutFor, useLayoutModule, useLayoutModuleRetrying, type LayoutName } from './layout-modules.ts';

/**
 * Signed-in screens sit in the back-office shell; the sign-in screens keep the site's header and
 * footer. Each frame is its own chunk (layout-modules.ts): loaded before hydrating, and fetched on
 * the move to a screen of the other kind (a skeleton meanwhile, an error if it cannot be had).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const name = layoutFor(matchRoute(location).route);
  return (
    <ModuleLoadBoundary key={name}>
      <Suspense fallback={<LayoutLoading name={name} />}>
        <LayoutRenderer name={name}>{children}</LayoutRenderer>
      </Suspense>
    </ModuleLoadBoundary>
  );
}

function LayoutRenderer({ name, children }: { name: LayoutName; children: ReactNode }) {
  const { Layout } = useLayoutModule(name);
  return <Layout>{children}</Layout>;
}

function LayoutLoading({ name }: { name: LayoutName }) {
  return useLayoutModuleRetrying(name) ? <PageBusy /> : <PageSkeleton />;
}
