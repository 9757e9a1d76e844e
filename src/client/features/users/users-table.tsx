import type { User } from '#shared/contracts/users.ts';
import { affiliationOf, formatLastLogin } from './user-format.ts';
import { UserIdentity } from './user-identity.tsx';
import { UserRoleBadge } from './user-role-badge.tsx';
import { UserRowActions, type UserActionHandlers } from './user-row-actions.tsx';
import { UserStatus } from './user-status.tsx';
import { EmailText } from '../../components/ui/email-text.tsx';

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-middle';

/** The desk view of the user list (from the lg breakpoint; phones get cards). */
export function UsersTable({ users, ...actions }: { users: readonly User[] } & UserActionHandlers) {
  return (
    // Scrolls sideways when the screen is narrow: focusable, so keyboards can scroll it too.
    <div className="hidden overflow-x-auto lg:block" tabIndex={0} role="region" aria-label="Users table">
      <table className="w-full min-w-[60rem] border-collapse text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={`${th} pl-4`}>
              Name
            </th>
            <th scope="col" className={th}>
              Email
            </th>
            <th scope="col" className={th}>
              Role
            </th>
            <th scope="col" className={th}>
              Company / Position
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Last login
            </th>
            <th scope="col" className={`${th} pr-4 text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => {
            const affiliation = affiliationOf(user);
            return (
              <tr key={user.id} className="hover:bg-slate-50/70">
                <td className={`${td} min-w-36 pl-4`}>
                  <UserIdentity user={user} isSelf={actions.isSelf(user)} />
                </td>
                <td className={`${td} min-w-52 text-slate-700`}>
                  <EmailText address={user.email} />
                </td>
                <td className={td}>
                  <UserRoleBadge role={user.role} />
                </td>
                <td className={`${td} min-w-32 text-slate-700`}>
                  {affiliation ?? (
                    <>
                      <span className="text-slate-500" aria-hidden="true">
                        —
                      </span>
                      <span className="sr-only">None</span>
                    </>
                  )}
                </td>
                <td className={td}>
                  <UserStatus isActive={user.isActive} />
                  {!user.hasPassword ? <p className="mt-0.5 text-xs whitespace-nowrap text-amber-800">No password yet</p> : null}
                </td>
                <td className={`${td} min-w-32 text-slate-700`}>{formatLastLogin(user.lastLoginAt)}</td>
                <td className={`${td} pr-4`}>
                  <UserRowActions user={user} layout="compact" {...actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
