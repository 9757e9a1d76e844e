import { useQuery } from '@tanstack/react-query';
import { getEmployeeProfile } from '#shared/contracts/auth.endpoints.ts';
import { displayName } from '#shared/domain/user.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { PortalPage } from '../../features/portal/portal-page-header.tsx';
import { ProfileCard } from '../../features/users/profile-card.tsx';
import { formatDate, formatHourlyRate } from '../../features/users/user-format.ts';
import { UserStatus } from '../../features/users/user-status.tsx';

/** /employee-dashboard: for now the employee's own profile (assignments and time entries come later). */
export function Page() {
  const profile = useQuery(apiQuery(getEmployeeProfile));
  const p = profile.data;

  return (
    <PortalPage title="Employee Portal" description="Your employee details as the office has them on file.">
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
    </PortalPage>
  );
}
