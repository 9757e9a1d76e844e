import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getEmployeeProfile } from '#shared/contracts/auth.endpoints.ts';
import { displayName } from '#shared/domain/user.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { OverviewTab, ScheduleTab } from '../../features/employee-portal/portal-tabs.tsx';
import { ListSkeleton } from '../../features/employee-portal/portal-section.tsx';
import { portalTabs, usePortalTab } from '../../features/employee-portal/use-portal-tab.ts';
import { CrewActions, InspectLink } from '../../features/inspections/crew-actions.tsx';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { ProfileCard } from '../../features/users/profile-card.tsx';
import { formatDate, formatHourlyRate } from '../../features/users/user-format.ts';
import { UserStatus } from '../../features/users/user-status.tsx';

// The week's entries, trips and the manual entry form are their own chunk, loaded with their tab (issue 36).
const TimesheetTab = lazy(async () => ({ default: (await import('../../features/employee-portal/timesheet-tab.tsx')).TimesheetTab }));

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
        {/* On a phone the four tabs share the width, each a 44 px target. */}
        <TabsList aria-label="Employee portal" className="max-sm:w-full">
          {portalTabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="max-sm:flex-1 max-sm:px-2">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <div className="grid gap-6">
            <OverviewTab onShowSchedule={() => setTab('schedule')} />
            {/* Issue 33: what inspections found at the employee's sites (today's visit first); supervisors also inspect. */}
            <CrewActions />
            <InspectLink />
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
