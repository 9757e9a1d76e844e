import { Link } from 'wouter';
import type { User } from '#shared/contracts/users.ts';
import { dashboardPathFor, displayName } from '#shared/domain/user.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { RoleBadge } from './role-badge.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** Who is signed in: name, username, e-mail and role. */
export function AccountProfileCard({ user }: { user: User }) {
  const rows = [
    { term: 'Username', value: user.username },
    { term: 'Email', value: user.email || 'Not set' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your profile</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-center gap-4">
          <UserAvatar user={user} className="size-14 text-lg" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-slate-900">{displayName(user)}</p>
            <RoleBadge role={user.role} />
          </div>
        </div>
        <dl className="mt-6 space-y-3 text-sm">
          {rows.map((row) => (
            <div key={row.term}>
              <dt className="font-medium text-slate-500">{row.term}</dt>
              <dd className="break-all text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        <Link href={dashboardPathFor(user.role)} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-6' })}>
          Go to your dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
