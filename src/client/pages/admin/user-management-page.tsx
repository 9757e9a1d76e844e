import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers } from '#shared/contracts/users.endpoints.ts';
import { apiQuery } from '../../lib/api-client.ts';
import type { User } from '#shared/contracts/users.ts';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useSession } from '../../lib/use-session.ts';
import { PortalPage } from '../../features/portal/portal-page-header.tsx';
import { CreateUserDialog } from '../../features/users/create-user-dialog.tsx';
import { EditUserDialog } from '../../features/users/edit-user-dialog.tsx';
import { filterUsers, hasActiveFilter, type RoleFilter } from '../../features/users/filter-users.ts';
import { errorMessageFrom } from '../../features/users/form-rejection.ts';
import { ResetPasswordLinkDialog } from '../../features/users/reset-password-link-dialog.tsx';
import { ResetTwoFactorDialog } from '../../features/users/reset-two-factor-dialog.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useClearSignInLock, useSetUserStatus } from '../../features/users/use-user-mutations.ts';
import { UserCardList } from '../../features/users/user-card-list.tsx';
import { UserCountCards } from '../../features/users/user-count-cards.tsx';
import { countUsers } from '../../features/users/user-counts.ts';
import { UserFilterBar } from '../../features/users/user-filter-bar.tsx';
import type { UserActionHandlers } from '../../features/users/user-row-actions.tsx';
import { UsersLoadError, UsersListSkeleton, UsersNoMatch, UsersNone } from '../../features/users/users-list-states.tsx';
import { UsersTable } from '../../features/users/users-table.tsx';

const SEARCH_DEBOUNCE_MS = 250;

/** /user-management: counts, search and role filter, the user list, and create/edit/status/password-link actions. */
export function Page() {
  const session = useSession();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [editing, setEditing] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // Counts always come from the whole list; the table from the server's filtered answer.
  const everyone = useQuery(apiQuery(listUsers));
  const listed = useQuery({
    ...apiQuery(listUsers, { query: { search: debouncedSearch, role: role === 'all' ? undefined : role } }),
    // Keep showing the last answer while the next search runs; the client filter below narrows it at once.
    placeholderData: keepPreviousData,
  });

  const counts = useMemo(() => (everyone.data ? countUsers(everyone.data) : undefined), [everyone.data]);
  const visible = useMemo(() => (listed.data ? filterUsers(listed.data, { search, role }) : []), [listed.data, search, role]);
  const filtering = hasActiveFilter({ search, role });

  const setStatus = useSetUserStatus();
  const pendingStatusId = setStatus.isPending ? (setStatus.variables?.id ?? null) : null;
  const clearLock = useClearSignInLock();
  const pendingLockId = clearLock.isPending ? (clearLock.variables ?? null) : null;
  const [resettingTwoFactor, setResettingTwoFactor] = useState<User | null>(null);
  const me = session?.user.username.toLowerCase();

  const actions: UserActionHandlers = {
    isSelf: (user) => me !== undefined && user.username.toLowerCase() === me,
    pendingStatusId,
    pendingLockId,
    onEdit: setEditing,
    onResetLink: setResetting,
    onToggleStatus: (user) => {
      if (setStatus.isPending) return;
      setStatus.mutate(
        { id: user.id, isActive: !user.isActive },
        {
          onSuccess: () => toast({ title: 'User Status Updated', description: 'User status has been changed successfully.' }),
          onError: (error) => toast({ title: 'Status Not Changed', description: errorMessageFrom(error), variant: 'destructive' }),
        },
      );
    },
    onClearLock: (user) => {
      if (clearLock.isPending) return;
      clearLock.mutate(user.id, {
        onSuccess: () =>
          toast({ title: 'Sign-in Lock Cleared', description: `${user.username} can sign in again from any address right away.` }),
        onError: (error) => toast({ title: 'Lock Not Cleared', description: errorMessageFrom(error), variant: 'destructive' }),
      });
    },
    onResetTwoFactor: setResettingTwoFactor,
  };

  function clearFilters() {
    setSearch('');
    setRole('all');
  }

  let list;
  if (listed.isPending) list = <UsersListSkeleton />;
  else if (listed.isError && !listed.data)
    list = <UsersLoadError message={errorMessageFrom(listed.error)} onRetry={() => void listed.refetch()} retrying={listed.isFetching} />;
  else if (visible.length === 0) list = filtering ? <UsersNoMatch onClear={clearFilters} /> : <UsersNone />;
  else
    list = (
      <>
        <UsersTable users={visible} {...actions} />
        <UserCardList users={visible} {...actions} />
      </>
    );

  const total = everyone.data?.length;
  return (
    <PortalPage
      title="User Management"
      description="Create accounts for staff and customers, send set-password links, and activate or deactivate users."
      actions={<CreateUserDialog />}
    >
      <section aria-label="User counts">
        <UserCountCards counts={counts} loading={everyone.isPending} />
      </section>

      <Card className="overflow-hidden" aria-labelledby="users-heading" role="region">
        <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="users-heading" className="text-lg font-semibold text-slate-900">
              Users
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {listed.data && total !== undefined
                ? filtering
                  ? `Showing ${visible.length} of ${total} users`
                  : `${total} ${total === 1 ? 'user' : 'users'}`
                : null}
            </p>
          </div>
          <UserFilterBar search={search} onSearchChange={setSearch} role={role} onRoleChange={setRole} />
          {listed.isError && listed.data ? (
            <p role="alert" className="text-sm text-red-700">
              The list could not be refreshed: {errorMessageFrom(listed.error)}
            </p>
          ) : null}
        </div>
        <div aria-busy={listed.isFetching || undefined}>{list}</div>
      </Card>

      <EditUserDialog user={editing} isSelf={editing ? actions.isSelf(editing) : false} onClose={() => setEditing(null)} />
      <ResetPasswordLinkDialog user={resetting} onClose={() => setResetting(null)} />
      <ResetTwoFactorDialog user={resettingTwoFactor} onClose={() => setResettingTwoFactor(null)} />
    </PortalPage>
  );
}
