import type { User } from '#shared/contracts/users.ts';
import { affiliationOf, formatLastLogin } from './user-format.ts';
import { UserIdentity } from './user-identity.tsx';
import { UserRoleBadge } from './user-role-badge.tsx';
import { UserRowActions, type UserActionHandlers } from './user-row-actions.tsx';
import { UserStatus } from './user-status.tsx';
import { EmailText } from '../../components/ui/email-text.tsx';

const dt = 'text-xs font-medium text-slate-500';
const dd = 'text-sm text-slate-800';

/** The phone and tablet view of the user list: one card per user with big buttons. */
export function UserCardList({ users, ...actions }: { users: readonly User[] } & UserActionHandlers) {
  return (
    <ul className="grid gap-3 p-3 sm:grid-cols-2 lg:hidden" aria-label="Users">
      {users.map((user) => {
        const affiliation = affiliationOf(user);
        return (
          <li key={user.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <UserIdentity user={user} isSelf={actions.isSelf(user)} />
              <UserRoleBadge role={user.role} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
              <div className="col-span-2">
                <dt className={dt}>Email</dt>
                <dd className={dd}>
                  <EmailText address={user.email} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className={dt}>Company / Position</dt>
                <dd className={dd}>{affiliation ?? '—'}</dd>
              </div>
              <div>
                <dt className={dt}>Status</dt>
                <dd className={dd}>
                  <UserStatus isActive={user.isActive} />
                  {!user.hasPassword ? <span className="block text-xs text-amber-800">No password yet</span> : null}
                </dd>
              </div>
              <div>
                <dt className={dt}>Last login</dt>
                <dd className={dd}>{formatLastLogin(user.lastLoginAt)}</dd>
              </div>
            </dl>
            <UserRowActions user={user} layout="touch" {...actions} />
          </li>
        );
      })}
    </ul>
  );
}
