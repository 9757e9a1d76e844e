import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getEmployeeProfile } from '#shared/contracts/auth.endpoints.ts';
import { displayName } from '#shared/domain/user.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { OverviewTab, ScheduleTab } from '../../features/employee-portal/portal-tabs.tsx';
import { ListSkeleton } from '../../components/layout/portal-section.tsx';
import { portalTabs, usePortalTab } from '../../features/employee-portal/use-portal-tab.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { ProfileCard } from '../../features/users/profile-card.tsx';
import { formatDate, formatHourlyRate } from '../../features/users/user-format.ts';
import { UserStatus } from '../../features/users/user-status.tsx';
import { lazyNamed } from '../../lib/lazy-named.ts';

// The week's entries, trips and the manual entry form are their own chunk, loaded with their tab (issue 36).
const TimesheetTab = lazyNamed(() => import('../../features/employee-portal/timesheet-tab.tsx'), 'TimesheetTab');
// The corrective actions close with a form and a photo: their chunk (the form layer among it) is fetched
// when the Overview renders, beside its reads, and shows once both are in.
const CrewActions = lazyNamed(() => import('../../features/inspections/crew-actions.tsx'), 'CrewActions');
const InspectLink = lazyNamed(() => import('../../features/inspections/crew-actions.tsx'), 'InspectLink');

/**
 * /employee-dashboard (spec §2): Overview, Schedule, Timesheet and Profile, the tab in `?tab=`.
 * Built for a phone held in one hand: status at a glance, the time clock's button at the bottom.
 */
export function Page() {
  const [tab, setTab] = usePortalTab();
  const profile = useQuery(apiQuery(getEmployeeProfile));
  const p = profile.data;
  const who = p ? [displayName(p) || p.email, p.position].filter(Boolean).join(' · ') : undefined;

  return (
    <PortalPage title="Employee Portal" description={who ?? 'Your visits, hours and trips.'}>
      <Tabs value={tab} onValueChange={setTab}>
        {/* On a phone the four tabs share the width in equal columns that may shrink, each a 44 px target:
            the row never runs past the list's own padding, so "Profile" keeps its margin from the screen edge (issue 30). */}
        <TabsList aria-label="Employee portal" className="max-sm:grid max-sm:w-full max-sm:grid-cols-4">
          {portalTabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="max-sm:min-w-0 max-sm:shrink max-sm:px-1">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <div className="grid gap-6">
            <OverviewTab onShowSchedule={() => setTab('schedule')} />
            {/* Issue 33: what inspections found at the employee's sites (today's visit first); supervisors also inspect. */}
            <Suspense fallback={<ListSkeleton label="Loading corrective actions" rows={1} />}>
              <CrewActions />
              <InspectLink />
            </Suspense>
          </div>
        </TabsContent>
        <TabsContent value="schedule">
          <ScheduleTab />
        </TabsContent>
        <TabsContent value="timesheet">
          <Suspense fallback={<ListSkeleton label="Loading" />}>
            <TimesheetTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="profile">
          <ProfileCard
            status={profile.status}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
            person={p ? { ...p, name: displayName(p) || p.email, subtitle: p.position } : undefined}
            items={
              p
                ? [
                    { label: 'First name', value: p.firstName },
                    { label: 'Last name', value: p.lastName },
                    { label: 'Email', value: p.email },
                    { label: 'Phone', value: p.phone },
                    { label: 'Position', value: p.position },
                    { label: 'Hourly rate', value: formatHourlyRate(p.hourlyRate) },
                    { label: 'Hire date', value: p.hireDate ? formatDate(p.hireDate) : null },
                    { label: 'Account status', value: <UserStatus isActive={p.isActive} /> },
                  ]
                : undefined
            }
          />
        </TabsContent>
      </Tabs>
    </PortalPage>
  );
}
