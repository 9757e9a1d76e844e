import { useLocation, useSearch } from 'wouter';

/** The content automation screen's three tabs (spec §2), in order; RSS Automation is the page without `?tab=`. */
export const contentTabs = [
  { value: 'rss', label: 'RSS Automation' },
  { value: 'seo', label: 'SEO Optimization' },
  { value: 'analytics', label: 'Content Analytics' },
] as const;

export type ContentTab = (typeof contentTabs)[number]['value'];

export function parseContentTab(search: string): ContentTab {
  const wanted = new URLSearchParams(search).get('tab');
  return contentTabs.find((tab) => tab.value === wanted)?.value ?? 'rss';
}

/** The open tab, kept in the URL (`?tab=`) as the dashboard does: a reload or a shared link opens it again. */
export function useContentTab(): [ContentTab, (tab: string) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const tab = parseContentTab(search);
  const choose = (next: string) => {
    const wanted = parseContentTab(`tab=${encodeURIComponent(next)}`);
    if (wanted !== tab) navigate(wanted === 'rss' ? path : `${path}?tab=${wanted}`);
  };
  return [tab, choose];
}
