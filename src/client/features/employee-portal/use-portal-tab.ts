import { useLocation, useSearch } from 'wouter';

/** The employee portal's tabs (spec §2), in order; the chosen one is `?tab=` in the URL. */
export const portalTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'schedule', label: 'Schedule' },
  { value: 'timesheet', label: 'Timesheet' },
  { value: 'profile', label: 'Profile' },
] as const;

export type PortalTab = (typeof portalTabs)[number]['value'];

/** The tab a query string names; Overview when it names none or one that does not exist. */
export function parsePortalTab(search: string): PortalTab {
  const wanted = new URLSearchParams(search).get('tab');
  return portalTabs.find((tab) => tab.value === wanted)?.value ?? 'overview';
}

/**
 * The open tab, kept in the URL so a reload or a shared link opens the same one. Switching
 * replaces the history entry: Back leaves the portal rather than stepping through tabs.
 */
export function usePortalTab(): [PortalTab, (tab: string) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const choose = (tab: string) => {
    const params = new URLSearchParams(search);
    params.set('tab', tab);
    navigate(`${path}?${params.toString()}`, { replace: true });
  };
  return [parsePortalTab(search), choose];
}
