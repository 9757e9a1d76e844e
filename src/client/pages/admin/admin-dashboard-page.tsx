import { lazy, Suspense, type ComponentType } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { dashboardTabs, type DashboardTab } from '../../features/admin-dashboard/dashboard-tabs.ts';
import { HeadlineCards } from '../../features/admin-dashboard/headline-cards.tsx';
import { LiveLoading } from '../../features/admin-dashboard/polled-state.tsx';
import { useDashboardTab } from '../../features/admin-dashboard/use-dashboard-tab.ts';

/** A tab's module, loaded when the tab is first opened. */
function tab<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// Each tab is its own chunk and mounts only while open, so only the cards and the open tab poll.
const tabPanels: Record<DashboardTab, ComponentType> = {
  overview: tab(() => import('../../features/admin-dashboard/overview-tab.tsx'), 'OverviewTab'),
  users: tab(() => import('../../features/admin-dashboard/users-tab.tsx'), 'UsersTab'),
  'customer-forms': tab(() => import('../../features/contact/customer-forms-tab.tsx'), 'CustomerFormsTab'),
  'auto-blog': tab(() => import('../../features/admin-dashboard/auto-blog-tab.tsx'), 'AutoBlogTab'),
  analytics: tab(() => import('../../features/admin-dashboard/analytics-tab.tsx'), 'AnalyticsTab'),
  'visitor-analytics': tab(() => import('../../features/admin-dashboard/visitor-analytics-tab.tsx'), 'VisitorAnalyticsTab'),
  system: tab(() => import('../../features/admin-dashboard/system-tab.tsx'), 'SystemTab'),
  reports: tab(() => import('../../features/admin-dashboard/reports-tab.tsx'), 'ReportsTab'),
};

/**
 * /admin/dashboard and /admin-dashboard (spec §2): the four headline cards and eight tabs, live. The
 * open tab is `?tab=`; the cards and the open tab poll at the spec's intervals while the page is shown.
 * Without a session the route's guard shows 'Session expired' with Go to Login (routes.ts).
 */
export function Page() {
  const [open, setOpen] = useDashboardTab();
  return (
    <PortalPage
      title="Admin Dashboard"
      description="The business at a glance, live: accounts, revenue, jobs, leads, visitors and the server."
    >
      <HeadlineCards />
      {/* Manual activation: arrow keys move between tabs and Enter or Space opens one, so stepping through them
          neither loads every tab nor leaves a history entry for each. min-w-0: the tab row may scroll, never the page. */}
      <Tabs value={open} onValueChange={setOpen} activationMode="manual" className="min-w-0">
        {/* Phones: the eight tabs in four rows of two, all in view. */}
        <TabsList aria-label="Admin dashboard" className="max-sm:grid max-sm:w-full max-sm:grid-cols-2">
          {dashboardTabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="max-sm:px-2">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {dashboardTabs.map((item) => {
          const Panel = tabPanels[item.value];
          return (
            <TabsContent key={item.value} value={item.value} className="min-w-0">
              <Suspense fallback={<LiveLoading />}>
                <Panel />
              </Suspense>
            </TabsContent>
          );
        })}
      </Tabs>
    </PortalPage>
  );
}
