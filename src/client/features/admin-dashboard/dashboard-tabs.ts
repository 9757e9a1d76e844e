/**
 * The admin dashboard's eight tabs (spec §2), in order. The open tab is `?tab=` on the page's path
 * (/admin/dashboard or /admin-dashboard); Overview is the page without it.
 */
export const dashboardTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'users', label: 'Users' },
  { value: 'customer-forms', label: 'Customer Forms' },
  { value: 'auto-blog', label: 'Auto Blog' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'visitor-analytics', label: 'Visitor Analytics' },
  { value: 'system', label: 'System' },
  { value: 'reports', label: 'Reports' },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number]['value'];

/** The tab a query string names; Overview when it names none or one that does not exist. */
export function parseDashboardTab(search: string): DashboardTab {
  const wanted = new URLSearchParams(search).get('tab');
  return dashboardTabs.find((tab) => tab.value === wanted)?.value ?? 'overview';
}

/** '?tab=reports' for a tab, '' for Overview: appended to whichever of the two paths is open. */
export function dashboardTabSearch(tab: DashboardTab): string {
  return tab === 'overview' ? '' : `?tab=${tab}`;
}
