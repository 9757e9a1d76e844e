import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getCustomerProfile } from '#shared/contracts/auth.endpoints.ts';
import { displayName } from '#shared/domain/user.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { customerTabs } from '../../features/customer-portal/customer-tabs.ts';
import { DashboardTab } from '../../features/customer-portal/dashboard-tab.tsx';
import { ListSkeleton } from '../../components/layout/portal-section.tsx';
import { useCustomerTab } from '../../features/customer-portal/use-customer-tab.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { ProfileCard } from '../../features/users/profile-card.tsx';
import { formatMinnesotaDate } from '../../lib/time-format.ts';

/** A tab's module, loaded when the tab is first opened. */
function tab<K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The Dashboard tab comes with the page; each other tab is its own chunk (issue 36: the charts, the
// dialogs and their forms load with the tab that shows them).
const AnalyticsTab = tab(() => import('../../features/customer-portal/analytics-tab.tsx'), 'AnalyticsTab');
const ServicesTab = tab(() => import('../../features/customer-portal/services-tab.tsx'), 'ServicesTab');
const BillingTab = tab(() => import('../../features/customer-portal/billing-tab.tsx'), 'BillingTab');
const ReportsTab = tab(() => import('../../features/customer-portal/reports-tab.tsx'), 'ReportsTab');
const AccountTab = tab(() => import('../../features/customer-portal/account-tab.tsx'), 'AccountTab');

const tabLoading = <ListSkeleton label="Loading" />;

/** The customer's profile card (spec §3 Customer profile), with the spec's message when it fails to load. */
function CustomerProfile() {
  const profile = useQuery(apiQuery(getCustomerProfile));
  const p = profile.data;
  return (
    <ProfileCard
      status={profile.status}
      onRetry={() => void profile.refetch()}
      retrying={profile.isFetching}
      person={p ? { ...p, name: displayName(p) || p.email, subtitle: p.companyName } : undefined}
      items={
        p
          ? [
              { label: 'First name', value: p.firstName },
              { label: 'Last name', value: p.lastName },
              { label: 'Email', value: p.email },
              { label: 'Phone', value: p.phone },
              { label: 'Company', value: p.companyName },
              // In company time, as the server renders it (decision 0067): the same day whatever the phone's zone.
              { label: 'Customer since', value: formatMinnesotaDate(p.createdAt) },
            ]
          : undefined
      }
    />
  );
}

/**
 * /customer-dashboard (spec §2): Dashboard, Analytics, Services, Billing, Reports and Account, the tab
 * in `?tab=` so a reload, a shared link and Back keep it. Every list is the customer's own. The tabs
 * are a tab bar below 1024 px and the shell's sidebar from there (the same list, customer-tabs.ts).
 */
export function Page() {
  const [tab, setTab] = useCustomerTab();
  // "Upcoming" is measured from when the page opened; the lists are read once too (the spec's no refetch).
  const [now] = useState(() => new Date());
  const profile = useQuery(apiQuery(getCustomerProfile));
  const company = profile.data?.companyName;

  return (
    <PortalPage
      title="Customer Portal"
      description={company ? `${company}: your services, schedule and invoices.` : 'Your services, schedule and invoices.'}
    >
      {/* Manual activation: arrow keys move between tabs and Enter or Space opens one, so stepping through them
          neither loads every tab nor leaves a history entry for each. */}
      {/* min-w-0: a grid item may shrink below its tab row, which then scrolls instead of widening the page. */}
      <Tabs value={tab} onValueChange={setTab} activationMode="manual" className="min-w-0">
        {/* Phones: the six tabs in two rows of three, all in view (variants win over the list's own inline-flex).
            From 1024 px the shell's sidebar lists the same six, so the tab row steps aside: one navigation per width. */}
        <TabsList aria-label="Customer portal" className="max-sm:grid max-sm:w-full max-sm:grid-cols-3 lg:hidden">
          {customerTabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="max-sm:px-2">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard">
          <DashboardTab profile={<CustomerProfile />} now={now} />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense fallback={tabLoading}>
            <AnalyticsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="services">
          <Suspense fallback={tabLoading}>
            <ServicesTab now={now} />
          </Suspense>
        </TabsContent>
        <TabsContent value="billing">
          <Suspense fallback={tabLoading}>
            <BillingTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="reports">
          <Suspense fallback={tabLoading}>
            <ReportsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="account">
          <Suspense fallback={tabLoading}>
            <AccountTab profile={<CustomerProfile />} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </PortalPage>
  );
}
