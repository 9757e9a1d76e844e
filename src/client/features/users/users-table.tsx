import type { User } from '#shared/contracts/users.ts';
import { affiliationOf, formatLastLogin } from './user-format.ts';
import { UserIdentity } from './user-identity.tsx';
import { UserRoleBadge } from './user-role-badge.tsx';
import { UserRowActions, type UserActionHandlers } from './user-row-actions.tsx';
import { UserStatus } from './user-status.tsx';
import type { UserSort, UserSortKey } from './sort-users.ts';
import { EmailText } from '../../components/ui/email-text.tsx';
import { SortHeader } from '../../components/ui/sort-header.tsx';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

// py-0: the sort buttons inside are 44 px tall and give the header its height.
const th = 'px-3 py-0 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-middle';

export interface UsersTableProps extends UserActionHandlers {
  users: readonly User[];
  sort: UserSort;
  /** A column header was clicked: sort by it, or turn it round. */
  onSort: (key: UserSortKey) => void;
}

/** The desk view of the user list (from the lg breakpoint; phones get cards): headers that sort, one row per user. */
export function UsersTable({ users, sort, onSort, ...actions }: UsersTableProps) {
  const sortable = (key: UserSortKey, label: string) => ({
    label,
    active: sort.key === key,
    direction: sort.direction,
    onSort: () => onSort(key),
  });
  return (
    // Scrolls sideways when the screen is narrow: focusable, so keyboards can scroll it too.
    <TableScroller label="Users table" className="hidden lg:block">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <SortHeader {...sortable('name', 'Name')} className={`${th} pl-4`} />
            <SortHeader {...sortable('email', 'Email')} className={th} />
            <SortHeader {...sortable('role', 'Role')} className={th} />
            <SortHeader {...sortable('status', 'Status')} className={th} />
            <SortHeader {...sortable('lastLogin', 'Last login')} className={th} />
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
                  {/* Company or position under the name, not a column of its own: the actions fit beside it at 1280 px. */}
                  {affiliation ? <p className="mt-0.5 text-xs text-slate-600">{affiliation}</p> : null}
                </td>
                <td className={`${td} min-w-36 text-slate-700`}>
                  <EmailText address={user.email} />
                </td>
                <td className={td}>
                  <UserRoleBadge role={user.role} />
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
    </TableScroller>
  );
}
