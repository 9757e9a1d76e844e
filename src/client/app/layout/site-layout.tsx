import type { ReactNode } from 'react';
import { PublicLayout } from './public-layout.tsx';

/** The sign-in screens' frame, the site's header and footer live in the app, as its own chunk (layout-modules.ts). */
export function Layout({ children }: { children: ReactNode }) {
  return <PublicLayout mode="app">{children}</PublicLayout>;
}
