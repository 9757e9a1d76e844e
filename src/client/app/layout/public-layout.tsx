import type { ReactNode } from 'react';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';

/** The frame of every page: the static public pages and the signed-in app alike (see SiteHeader's mode). */
export function PublicLayout({ mode, children }: { mode: 'static' | 'app'; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <SiteHeader mode={mode} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
