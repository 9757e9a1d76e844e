import { useQuery } from '@tanstack/react-query';
import { getCustomerProfile } from '#shared/contracts/auth.endpoints.ts';
import { displayName } from '#shared/domain/user.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { PortalPage } from '../../features/portal/portal-page-header.tsx';
import { ProfileCard } from '../../features/users/profile-card.tsx';
import { formatDate } from '../../features/users/user-format.ts';

/** /customer-dashboard: for now the customer's own profile (bookings and invoices come later). */
export function Page() {
  const profile = useQuery(apiQuery(getCustomerProfile));
  const p = profile.data;

  return (
    <PortalPage title="Customer Portal" description="Your account details as we have them on file.">
      <ProfileCard
        status={profile.status}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
        person={p ? { ...p, name: displayName(p) || p.email, subtitle: p.companyName } : undefined}
        items={
          p
            ? [
                { label: 'Name', value: displayName(p) },
                { label: 'Email', value: p.email },
                { label: 'Phone', value: p.phone },
                { label: 'Company', value: p.companyName },
                { label: 'Member since', value: formatDate(p.createdAt) },
              ]
            : undefined
        }
      />
    </PortalPage>
  );
}
