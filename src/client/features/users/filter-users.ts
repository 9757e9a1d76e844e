import type { Role } from '#shared/domain/user.ts';

export type RoleFilter = 'all' | Role;

export const roleFilterOptions: readonly { value: RoleFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'admin', label: 'Admin' },
  { value: 'employee', label: 'Employee' },
  { value: 'customer', label: 'Customer' },
];

export function isRoleFilter(value: string): value is RoleFilter {
  return roleFilterOptions.some((option) => option.value === value);
}

export interface SearchableUser {
  firstName: string | null;
  lastName: string | null;
  email: string;
  username: string;
  role: string;
}

/** True when the search is blank or is part of the first name, last name, e-mail or username (any case). */
export function matchesSearch(user: SearchableUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.firstName, user.lastName, user.email, user.username].some(
    (field) => typeof field === 'string' && field.toLowerCase().includes(needle),
  );
}

export function matchesRole(user: SearchableUser, role: RoleFilter): boolean {
  return role === 'all' || user.role === role;
}

/** The client side of the search: the same rules the server applies, so typing narrows the list at once. */
export function filterUsers<T extends SearchableUser>(users: readonly T[], filter: { search: string; role: RoleFilter }): T[] {
  return users.filter((user) => matchesRole(user, filter.role) && matchesSearch(user, filter.search));
}

export function hasActiveFilter(filter: { search: string; role: RoleFilter }): boolean {
  return filter.search.trim() !== '' || filter.role !== 'all';
}
