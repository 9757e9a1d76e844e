import { describe, expect, it } from 'vitest';
import { filterUsers, hasActiveFilter, isRoleFilter, matchesSearch, type SearchableUser } from './filter-users.ts';

const users: SearchableUser[] = [
  { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', username: 'ada.admin', role: 'admin' },
  { firstName: 'Brian', lastName: 'Olson', email: 'brian@crew.example', username: 'bolson', role: 'employee' },
  { firstName: null, lastName: null, email: 'facilities@acme.example', username: 'acme-fm', role: 'customer' },
  { firstName: 'Carla', lastName: 'Nguyen', email: 'CARLA@Clinic.example', username: 'carla_n', role: 'customer' },
];

const names = (list: SearchableUser[]) => list.map((u) => u.username);

describe('matchesSearch', () => {
  it('matches first name, last name, e-mail and username, ignoring case', () => {
    expect(matchesSearch(users[0]!, 'ADA')).toBe(true);
    expect(matchesSearch(users[1]!, 'olson')).toBe(true);
    expect(matchesSearch(users[3]!, 'clinic.EXAMPLE')).toBe(true);
    expect(matchesSearch(users[3]!, 'carla_')).toBe(true);
  });

  it('ignores surrounding spaces and treats a blank search as a match', () => {
    expect(matchesSearch(users[1]!, '  brian ')).toBe(true);
    expect(matchesSearch(users[1]!, '   ')).toBe(true);
  });

  it('copes with missing names', () => {
    expect(matchesSearch(users[2]!, 'acme')).toBe(true);
    expect(matchesSearch(users[2]!, 'lovelace')).toBe(false);
  });

  it('does not match other fields such as the role', () => {
    expect(matchesSearch(users[1]!, 'employee')).toBe(false);
  });
});

describe('filterUsers', () => {
  it('returns everyone for all roles and no search', () => {
    expect(filterUsers(users, { search: '', role: 'all' })).toHaveLength(4);
  });

  it('filters by role', () => {
    expect(names(filterUsers(users, { search: '', role: 'customer' }))).toEqual(['acme-fm', 'carla_n']);
    expect(names(filterUsers(users, { search: '', role: 'admin' }))).toEqual(['ada.admin']);
  });

  it('combines role and search', () => {
    expect(names(filterUsers(users, { search: 'example', role: 'customer' }))).toEqual(['acme-fm', 'carla_n']);
    expect(names(filterUsers(users, { search: 'carla', role: 'employee' }))).toEqual([]);
  });

  it('keeps the original order and does not change the input', () => {
    const copy = [...users];
    filterUsers(users, { search: 'a', role: 'all' });
    expect(users).toEqual(copy);
  });
});

describe('isRoleFilter / hasActiveFilter', () => {
  it('accepts only the four filter values', () => {
    expect(['all', 'admin', 'employee', 'customer'].every(isRoleFilter)).toBe(true);
    expect(isRoleFilter('manager')).toBe(false);
  });

  it('knows when a search or role narrows the list', () => {
    expect(hasActiveFilter({ search: ' ', role: 'all' })).toBe(false);
    expect(hasActiveFilter({ search: 'x', role: 'all' })).toBe(true);
    expect(hasActiveFilter({ search: '', role: 'employee' })).toBe(true);
  });
});
