import { describe, expect, it } from 'vitest';
import { defaultDirection, nextSort, sortFromOption, sortOptionOf, sortUsers, userSortOptions, type SortableUser } from './sort-users.ts';

function person(id: number, username: string, fields: Partial<SortableUser> = {}): SortableUser {
  return {
    id,
    username,
    email: `${username}@example.test`,
    firstName: null,
    lastName: null,
    role: 'customer',
    isActive: true,
    lastLoginAt: null,
    ...fields,
  };
}

const ada = person(1, 'aberg', {
  firstName: 'Ada',
  lastName: 'Berg',
  role: 'employee',
  lastLoginAt: '2026-03-02T08:00:00Z',
  email: 'zed@example.test',
});
const emile = person(2, 'emile', { firstName: 'émile', lastName: 'Zola', role: 'admin', lastLoginAt: '2026-03-05T08:00:00Z' });
const bo = person(3, 'bo', { firstName: 'Bo', lastName: 'Andersen', isActive: false, email: 'Alpha@example.test' });
const noName = person(4, 'carl9', { role: 'employee', lastLoginAt: '2026-01-10T08:00:00Z' });
const carl10 = person(5, 'carl10', { role: 'admin', isActive: false, lastLoginAt: '2026-03-05T08:00:00Z' });
const everyone = [ada, emile, bo, noName, carl10];
const ids = (users: readonly SortableUser[]) => users.map((user) => user.id);

describe('sortUsers', () => {
  it('sorts by the name as shown (first name first), ignoring case and accents, with numbers in order', () => {
    // Ada Berg, Bo Andersen, carl9, carl10, émile Zola
    expect(ids(sortUsers(everyone, { key: 'name', direction: 'ascending' }))).toEqual([1, 3, 4, 5, 2]);
    expect(ids(sortUsers(everyone, { key: 'name', direction: 'descending' }))).toEqual([2, 5, 4, 3, 1]);
  });

  it('sorts by e-mail without regard to case', () => {
    // Alpha@, carl10@, carl9@ (numeric: 9 < 10 -> carl9 first), emile@, zed@
    expect(ids(sortUsers(everyone, { key: 'email', direction: 'ascending' }))).toEqual([3, 4, 5, 2, 1]);
  });

  it('puts admins, then employees, then customers first; ties by name in either direction', () => {
    expect(ids(sortUsers(everyone, { key: 'role', direction: 'ascending' }))).toEqual([5, 2, 1, 4, 3]);
    expect(ids(sortUsers(everyone, { key: 'role', direction: 'descending' }))).toEqual([3, 1, 4, 5, 2]);
  });

  it('puts active users first, or inactive first when turned round', () => {
    expect(ids(sortUsers(everyone, { key: 'status', direction: 'ascending' }))).toEqual([1, 4, 2, 3, 5]);
    expect(ids(sortUsers(everyone, { key: 'status', direction: 'descending' }))).toEqual([3, 5, 1, 4, 2]);
  });

  it('counts "never signed in" as the oldest sign-in', () => {
    // Newest first: Mar 5 (carl10, émile: by name), Mar 2 (Ada), Jan 10 (carl9), never (Bo).
    expect(ids(sortUsers(everyone, { key: 'lastLogin', direction: 'descending' }))).toEqual([5, 2, 1, 4, 3]);
    expect(ids(sortUsers(everyone, { key: 'lastLogin', direction: 'ascending' }))).toEqual([3, 4, 1, 5, 2]);
  });

  it('returns a copy and leaves the list it was given alone', () => {
    const list = [emile, ada];
    expect(ids(sortUsers(list, { key: 'name', direction: 'ascending' }))).toEqual([1, 2]);
    expect(ids(list)).toEqual([2, 1]);
  });

  it('keeps people with the same name in id order', () => {
    const twin = person(9, 'aberg', { firstName: 'Ada', lastName: 'Berg' });
    expect(ids(sortUsers([twin, ada], { key: 'name', direction: 'descending' }))).toEqual([1, 9]);
  });
});

describe('nextSort', () => {
  it('turns the sorting column round', () => {
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('starts another column A to Z, and Last login newest first', () => {
    expect(nextSort({ key: 'name', direction: 'descending' }, 'role')).toEqual({ key: 'role', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'lastLogin')).toEqual({ key: 'lastLogin', direction: 'descending' });
    expect(defaultDirection('email')).toBe('ascending');
  });
});

describe('the "Sort by" options', () => {
  it('offers every column both ways, once each', () => {
    expect(userSortOptions.map((option) => option.value)).toEqual([
      'name:ascending',
      'name:descending',
      'email:ascending',
      'email:descending',
      'role:ascending',
      'role:descending',
      'status:ascending',
      'status:descending',
      'lastLogin:descending',
      'lastLogin:ascending',
    ]);
  });

  it('reads an option back into a sort, and refuses anything else', () => {
    expect(sortFromOption('lastLogin:ascending')).toEqual({ key: 'lastLogin', direction: 'ascending' });
    expect(sortOptionOf({ key: 'status', direction: 'descending' })).toBe('status:descending');
    expect(sortFromOption('password:ascending')).toBeNull();
    expect(sortFromOption('name')).toBeNull();
  });
});
