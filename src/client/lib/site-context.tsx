import { createContext, useContext, type ReactNode } from 'react';
import type { SiteContext } from './page-meta.ts';

const Context = createContext<SiteContext | null>(null);

/** Company profile and site origin: configuration the server hands to every page. */
export function SiteProvider({ value, children }: { value: SiteContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useSite(): SiteContext {
  const site = useContext(Context);
  if (!site) throw new Error('useSite() outside <SiteProvider>');
  return site;
}
