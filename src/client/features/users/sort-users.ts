import { displayName, roles } from '#shared/domain/user.ts';

/** The columns the user list sorts by (those it shows that have an order worth having). */
export const userSortKeys = ['name', 'email', 'role', 'status', 'lastLogin'] as const;
export type UserSortKey = (typeof userSortKeys)[number];
/** aria-sort's own words, so the table header can pass them on unchanged. */
export type SortDirection = 'ascending' | 'descending';

export interface UserSort {
  key: UserSortKey;
  direction: SortDirection;
}

/** By name, A to Z: the order people look a colleague up in. */
export const defaultUserSort: UserSort = { key: 'name', direction: 'ascending' };

export interface SortableUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  isActive: boolean;
  lastLoginAt: string | null;
}

// Case and accents do not split the order ('émile' sits with 'Emile'); digits compare as numbers.
const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

function loginTime(value: string | null): number {
  // Never signed in counts as the oldest sign-in: first when oldest first, last when newest first.
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function roleRank(role: string): number {
  // Admins, employees, customers: the roles' own order (most access first); unknown roles last.
  const rank = (roles as readonly string[]).indexOf(role);
  return rank === -1 ? roles.length : rank;
}

function byName(a: SortableUser, b: SortableUser): number {
  // The name as the list shows it (first name first), so the order matches what is read.
  return collator.compare(displayName(a), displayName(b)) || collator.compare(a.username, b.username);
}

/** Ascending order of one column; ascending status means active first. */
const compareBy: Record<UserSortKey, (a: SortableUser, b: SortableUser) => number> = {
  name: byName,
  email: (a, b) => collator.compare(a.email, b.email),
  role: (a, b) => roleRank(a.role) - roleRank(b.role),
  status: (a, b) => Number(!a.isActive) - Number(!b.isActive),
  lastLogin: (a, b) => Math.sign(loginTime(a.lastLoginAt) - loginTime(b.lastLoginAt)) || 0,
};

/**
 * A sorted copy. Ties keep one fixed order (name A to Z, then id) in either direction, so turning a
 * column round does not shuffle the people within a role or status.
 */
export function sortUsers<T extends SortableUser>(users: readonly T[], sort: UserSort): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const primary = compareBy[sort.key];
  return [...users].sort((a, b) => sign * primary(a, b) || byName(a, b) || a.id - b.id);
}

/** The first click on a column: newest sign-in first for Last login (who is using it), else A to Z. */
export function defaultDirection(key: UserSortKey): SortDirection {
  return key === 'lastLogin' ? 'descending' : 'ascending';
}

/** A click on a column header: the same column turns round; another starts in its default direction. */
export function nextSort(current: UserSort, key: UserSortKey): UserSort {
  if (current.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: defaultDirection(key) };
}

export type UserSortOption = `${UserSortKey}:${SortDirection}`;

/** The phone's "Sort by" choices: each column both ways, in words rather than arrows. */
export const userSortOptions: readonly { value: UserSortOption; label: string }[] = [
  { value: 'name:ascending', label: 'Name, A to Z' },
  { value: 'name:descending', label: 'Name, Z to A' },
  { value: 'email:ascending', label: 'Email, A to Z' },
  { value: 'email:descending', label: 'Email, Z to A' },
  { value: 'role:ascending', label: 'Role, admins first' },
  { value: 'role:descending', label: 'Role, customers first' },
  { value: 'status:ascending', label: 'Status, active first' },
  { value: 'status:descending', label: 'Status, inactive first' },
  { value: 'lastLogin:descending', label: 'Last login, newest first' },
  { value: 'lastLogin:ascending', label: 'Last login, oldest first' },
];

export function sortOptionOf(sort: UserSort): UserSortOption {
  return `${sort.key}:${sort.direction}`;
}

/** The sort a "Sort by" value stands for, or null for a value that is not one of the options. */
export function sortFromOption(value: string): UserSort | null {
  if (!userSortOptions.some((option) => option.value === value)) return null;
  const [key, direction] = value.split(':') as [UserSortKey, SortDirection];
  return { key, direction };
}
