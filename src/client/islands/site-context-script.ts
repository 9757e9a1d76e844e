import type { SiteContext } from '../lib/page-meta.ts';

/** The company profile islands render with, written once per page by the server (JSON, not script). */
export const SITE_CONTEXT_ELEMENT_ID = 'site-context';

export function readSiteContext(): SiteContext {
  const element = document.getElementById(SITE_CONTEXT_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has islands but no site context');
  return JSON.parse(element.textContent) as SiteContext;
}
