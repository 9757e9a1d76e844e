import { Link } from 'wouter';
import { Users } from 'lucide-react';
import { getDashboardStats } from '#shared/contracts/admin-dashboard.endpoints.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { formatCount } from './dashboard-format.ts';
import { PanelState, StaleNote } from './polled-state.tsx';
import { POLL } from './polling.ts';

/** Users (spec §2): totals of users, active customers and employees, and the way to manage them. */
export function UsersTab() {
  const stats = usePolledQuery(apiQuery(getDashboardStats), POLL.stats);
  const s = stats.data;
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby="users-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="users-heading" className="text-lg font-semibold text-slate-900">
            Users
          </h2>
          <p className="text-sm text-slate-600">Active accounts by role.</p>
          <StaleNote query={stats} />
        </div>
        <Link href="/user-management" className={buttonClasses()}>
          <Users aria-hidden="true" />
          Manage All Users
        </Link>
      </div>
      <PanelState query={stats} title="The user totals could not be loaded" />
      {s ? (
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {[
            { label: 'Total users', value: s.totalUsers },
            { label: 'Active customers', value: s.activeCustomers },
            { label: 'Employees', value: s.employees },
          ].map((item) => (
            <div key={item.label} className="rounded-lg bg-slate-50 p-4">
              <dt className="text-sm text-slate-600">{item.label}</dt>
              <dd className="text-3xl font-bold text-slate-900 tabular-nums">{formatCount(item.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Card>
  );
}
