import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { matchRoute } from '../routes.ts';
import { BackOfficeShell } from './back-office-shell.tsx';
import { PublicLayout } from './public-layout.tsx';

/** Signed-in screens sit in the back-office shell; the sign-in screens keep the site's header and footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { route } = matchRoute(location);
  return route.access ? <BackOfficeShell>{children}</BackOfficeShell> : <PublicLayout mode="app">{children}</PublicLayout>;
}
