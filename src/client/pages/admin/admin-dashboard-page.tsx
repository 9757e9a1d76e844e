import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ChartColumn, FileCode, ShieldAlert, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { getMe } from '#shared/contracts/auth.endpoints.ts';
import { displayName } from '#shared/domain/user.ts';
import { Card } from '../../components/ui/card.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { PortalPage } from '../../features/portal/portal-page-header.tsx';
import { ProfileCard } from '../../features/users/profile-card.tsx';
import { formatLastLogin } from '../../features/users/user-format.ts';
import { UserRoleBadge } from '../../features/users/user-role-badge.tsx';

const quickLinks: readonly { href: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    href: '/user-management',
    title: 'User Management',
    text: 'Create accounts, send set-password links, activate or deactivate users.',
    icon: Users,
  },
  {
    href: '/crm-dashboard',
    title: 'CRM Dashboard',
    text: 'Follow up on leads from quote requests.',
    icon: ChartColumn,
  },
  {
    href: '/admin/security-log',
    title: 'Security Log',
    text: 'Sign-ins, refused requests and account changes, with filters.',
    icon: ShieldAlert,
  },
  {
    href: '/admin/api-docs',
    title: 'API Reference',
    text: 'Every API call, who may make it, and its schemas (OpenAPI).',
    icon: FileCode,
  },
];

/** /admin-dashboard and /admin/dashboard: for now the admin's own profile and shortcuts to the admin tools. */
export function Page() {
  const me = useQuery(apiQuery(getMe));
  const user = me.data;

  return (
    <PortalPage title="Admin Dashboard" description="Your account and shortcuts to the admin tools.">
      <Card aria-labelledby="quick-links-heading" role="region">
        <div className="border-b border-slate-200 px-5 py-4">
          <h2 id="quick-links-heading" className="text-lg font-semibold text-slate-900">
            Quick links
          </h2>
        </div>
        <ul className="grid gap-3 p-5 sm:grid-cols-2">
          {quickLinks.map(({ href, title, text, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="group flex min-h-20 items-center gap-4 rounded-lg border border-slate-200 p-4 transition-colors hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900 group-hover:text-brand-800">{title}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
                <ArrowRight className="size-5 shrink-0 text-slate-400 group-hover:text-brand-700" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <ProfileCard
        status={me.status}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
        person={user ? { ...user, name: displayName(user), subtitle: user.email } : undefined}
        items={
          user
            ? [
                { label: 'Username', value: user.username },
                { label: 'Email', value: user.email },
                { label: 'Phone', value: user.phone },
                { label: 'Role', value: <UserRoleBadge role={user.role} /> },
                { label: 'Position', value: user.position },
                { label: 'Last login', value: formatLastLogin(user.lastLoginAt) },
              ]
            : undefined
        }
      />
    </PortalPage>
  );
}
