import { useMemo, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listUsers } from '#shared/contracts/users.endpoints.ts';
import { apiQuery } from '../../lib/api-client.ts';
import type { User } from '#shared/contracts/users.ts';
import { Card } from '../../components/ui/card.tsx';
import { ListPager } from '../../components/ui/pager.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useSession } from '../../lib/use-session.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { CreateUserDialog } from '../../features/users/create-user-dialog.tsx';
import { DeactivateUserDialog } from '../../features/users/deactivate-user-dialog.tsx';
import { EditUserDialog } from '../../features/users/edit-user-dialog.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { ResetPasswordLinkDialog } from '../../features/users/reset-password-link-dialog.tsx';
import { ResetTwoFactorDialog } from '../../features/users/reset-two-factor-dialog.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useClearSignInLock } from '../../features/users/use-user-mutations.ts';
import { showUsers, useUserListView } from '../../features/users/use-user-list-view.ts';
import { useUserStatusChange } from '../../features/users/use-user-status-change.ts';
import { UserCardList } from '../../features/users/user-card-list.tsx';
import { UserCountCards } from '../../features/users/user-count-cards.tsx';
import { countUsers } from '../../features/users/user-counts.ts';
import { UserFilterBar } from '../../features/users/user-filter-bar.tsx';
import type { UserActionHandlers } from '../../features/users/user-row-actions.tsx';
import { UserSortSelect } from '../../features/users/user-sort-select.tsx';
import { UsersLoadError, UsersListSkeleton, UsersNoMatch, UsersNone } from '../../features/users/users-list-states.tsx';
import { UsersTable } from '../../features/users/users-table.tsx';

const SEARCH_DEBOUNCE_MS = 250;

/** /user-management: counts, search, role filter and order, the user list a page at a time, and the actions on users. */
export function Page() {
  const session = useSession();
  const [editing, setEditing] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [resettingTwoFactor, setResettingTwoFactor] = useState<User | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  const view = useUserListView();
  const debouncedSearch = useDebouncedValue(view.search.trim(), SEARCH_DEBOUNCE_MS);

  // Counts always come from the whole list; the table from the server's filtered answer.
  const everyone = useQuery(apiQuery(listUsers));
  const listed = useQuery({
    ...apiQuery(listUsers, { query: { search: debouncedSearch, role: view.role === 'all' ? undefined : view.role } }),
    // Keep showing the last answer while the next search runs; the client filter narrows it at once.
    placeholderData: keepPreviousData,
  });
  // Filtered again here so typing narrows the list at once, then sorted and cut into pages.
  const { search, role, sort, page } = view;
  const shown = useMemo(() => showUsers(listed.data ?? [], { search, role, sort, page }), [listed.data, search, role, sort, page]);

  const counts = useMemo(() => (everyone.data ? countUsers(everyone.data) : undefined), [everyone.data]);
  const status = useUserStatusChange();
  const clearLock = useClearSignInLock();
  const pendingLockId = clearLock.isPending ? (clearLock.variables ?? null) : null;
  const me = session?.user.username.toLowerCase();

  const actions: UserActionHandlers = {
    isSelf: (user) => me !== undefined && user.username.toLowerCase() === me,
    pendingStatusId: status.pendingId,
    pendingLockId,
    onEdit: setEditing,
    onResetLink: setResetting,
    onToggleStatus: status.request,
    onClearLock: (user) => {
      if (clearLock.isPending) return;
      clearLock.mutate(user.id, {
        onSuccess: () =>
          toast({ title: 'Sign-in Lock Cleared', description: `${user.username} can sign in again from any address right away.` }),
        onError: (error) => toast({ title: 'Lock Not Cleared', description: callErrorMessage(error), variant: 'destructive' }),
      });
    },
    onResetTwoFactor: setResettingTwoFactor,
  };

  let list;
  if (listed.isPending) list = <UsersListSkeleton />;
  else if (listed.isError && !listed.data)
    list = <UsersLoadError message={callErrorMessage(listed.error)} onRetry={() => void listed.refetch()} retrying={listed.isFetching} />;
  else if (shown.total === 0) list = view.filtering ? <UsersNoMatch onClear={view.clearFilters} /> : <UsersNone />;
  else
    list = (
      <>
        <UsersTable users={shown.items} sort={view.sort} onSort={view.sortBy} {...actions} />
        <UserCardList users={shown.items} {...actions} />
        <ListPager
          label="User list pages"
          shown={shown}
          onPageChange={(next) => {
            view.setPage(next);
            // The pager sits under the list: bring the new page's first row into view.
            listTop.current?.scrollIntoView({ block: 'start' });
          }}
        />
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
                ? view.filtering
                  ? `${shown.total} of ${total} users match`
                  : `${total} ${total === 1 ? 'user' : 'users'}`
                : null}
            </p>
          </div>
          <UserFilterBar search={view.search} onSearchChange={view.setSearch} role={view.role} onRoleChange={view.setRole} />
          {/* Phones get cards, which have no headers to click. */}
          <UserSortSelect sort={view.sort} onSortChange={view.setSort} className="lg:hidden" />
          {listed.isError && listed.data ? (
            <p role="alert" className="text-sm text-red-700">
              The list could not be refreshed: {callErrorMessage(listed.error)}
            </p>
          ) : null}
        </div>
        <div ref={listTop} className="scroll-mt-4" aria-busy={listed.isFetching || undefined}>
          {list}
        </div>
      </Card>

      <EditUserDialog user={editing} isSelf={editing ? actions.isSelf(editing) : false} onClose={() => setEditing(null)} />
      <ResetPasswordLinkDialog user={resetting} onClose={() => setResetting(null)} />
      <ResetTwoFactorDialog user={resettingTwoFactor} onClose={() => setResettingTwoFactor(null)} />
      <DeactivateUserDialog
        user={status.confirming}
        pending={status.pending}
        error={status.error}
        onConfirm={status.confirm}
        onCancel={status.cancel}
      />
    </PortalPage>
  );
}
