import { useState } from 'react';
import { filterUsers, hasActiveFilter, type RoleFilter, type SearchableUser } from './filter-users.ts';
import { pageOf, type ListPage } from '../../lib/list-page.ts';
import { defaultUserSort, nextSort, sortUsers, type SortableUser, type UserSort, type UserSortKey } from './sort-users.ts';

export interface UserListView {
  search: string;
  role: RoleFilter;
  sort: UserSort;
  page: number;
}

/** The page of users the list shows: those matching the search and role, in order, 25 at a time. */
export function showUsers<T extends SearchableUser & SortableUser>(users: readonly T[], view: UserListView): ListPage<T> {
  return pageOf(sortUsers(filterUsers(users, view), view.sort), view.page);
}

/**
 * The user list's search, role filter, order and page. All of it works in the browser over the list
 * GET /api/users answers (every user; issue 12). A new search, filter or order goes back to page 1:
 * page 3 of the old list says nothing about the new one.
 */
export function useUserListView() {
  const [view, setView] = useState<UserListView>({ search: '', role: 'all', sort: defaultUserSort, page: 1 });
  return {
    ...view,
    filtering: hasActiveFilter(view),
    setSearch: (search: string) => setView((current) => ({ ...current, search, page: 1 })),
    setRole: (role: RoleFilter) => setView((current) => ({ ...current, role, page: 1 })),
    setSort: (sort: UserSort) => setView((current) => ({ ...current, sort, page: 1 })),
    /** A column header: sort by it, or turn it round. */
    sortBy: (key: UserSortKey) => setView((current) => ({ ...current, sort: nextSort(current.sort, key), page: 1 })),
    setPage: (page: number) => setView((current) => ({ ...current, page })),
    clearFilters: () => setView((current) => ({ ...current, search: '', role: 'all', page: 1 })),
  };
}
