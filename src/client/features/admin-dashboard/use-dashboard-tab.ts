import { useLocation, useSearch } from 'wouter';
import { dashboardTabSearch, parseDashboardTab, type DashboardTab } from './dashboard-tabs.ts';

/**
 * The open tab, kept in the URL (`?tab=`): a reload or a shared link opens the same tab, and each
 * switch is a history entry, so Back returns to the tab before. The path stays the one in use.
 */
export function useDashboardTab(): [DashboardTab, (tab: string) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const tab = parseDashboardTab(search);
  const choose = (next: string) => {
    const wanted = parseDashboardTab(`tab=${encodeURIComponent(next)}`);
    if (wanted !== tab) navigate(`${path}${dashboardTabSearch(wanted)}`);
  };
  return [tab, choose];
}
