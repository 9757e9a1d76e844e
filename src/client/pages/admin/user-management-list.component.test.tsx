import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { User } from '#shared/contracts/users.ts';
import { sampleEmployee } from '#tests/fixtures/sample-user.ts';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { Page as UserManagementPage } from '#client/pages/admin/user-management-page.tsx';

function user(id: number, firstName: string, lastName: string, fields: Partial<User> = {}): User {
  const username = `${firstName}.${lastName}`.toLowerCase();
  return { ...sampleEmployee, id, username, firstName, lastName, email: `${username}@example.test`, ...fields };
}

const cara = user(1, 'Cara', 'Lind', { role: 'customer', lastLoginAt: '2026-02-01T10:00:00Z' });
const abel = user(2, 'Abel', 'Moe', { role: 'admin', email: 'zz.abel@example.test', lastLoginAt: '2026-03-01T10:00:00Z' });
const bea = user(3, 'Bea', 'Nash', { isActive: false, email: 'aa.bea@example.test' });

/** The names in the desk table, top to bottom (the first line of each row's Name cell). */
function tableNames(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent!);
}

/** The names on the phone cards, top to bottom. */
function cardNames(): string[] {
  const cards = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
  return cards.map((card) => card.querySelector('p')!.textContent!);
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('Sorting the user list', () => {
  it('starts by name A to Z; a header sorts by its column and turns it round, with aria-sort on that header only', async () => {
    answerFetch(json([cara, abel, bea]));
    const app = renderScreen(<UserManagementPage />);
    await screen.findByRole('table');
    expect(tableNames()).toEqual(['Abel Moe', 'Bea Nash', 'Cara Lind']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    await app.user.click(within(header('Email')).getByRole('button', { name: 'Email' }));
    expect(tableNames()).toEqual(['Bea Nash', 'Cara Lind', 'Abel Moe']);
    expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');

    await app.user.click(within(header('Email')).getByRole('button', { name: 'Email' }));
    expect(tableNames()).toEqual(['Abel Moe', 'Cara Lind', 'Bea Nash']);
    expect(header('Email')).toHaveAttribute('aria-sort', 'descending');

    // Last login starts newest first; Bea never signed in.
    await app.user.click(within(header('Last login')).getByRole('button', { name: 'Last login' }));
    expect(tableNames()).toEqual(['Abel Moe', 'Cara Lind', 'Bea Nash']);
    expect(header('Last login')).toHaveAttribute('aria-sort', 'descending');

    await app.user.click(within(header('Role')).getByRole('button', { name: 'Role' }));
    expect(tableNames()).toEqual(['Abel Moe', 'Bea Nash', 'Cara Lind']);
    await app.user.click(within(header('Status')).getByRole('button', { name: 'Status' }));
    expect(tableNames()).toEqual(['Abel Moe', 'Cara Lind', 'Bea Nash']);
  });

  it('gives the phone cards a "Sort by" select that orders them the same way', async () => {
    answerFetch(json([cara, abel, bea]));
    const app = renderScreen(<UserManagementPage />);
    await screen.findByRole('table');
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('name:ascending');

    await app.user.selectOptions(sortBy, 'Status, inactive first');
    expect(cardNames()).toEqual(['Bea Nash', 'Abel Moe', 'Cara Lind']);
    // One order for both layouts: the table's header says so too.
    expect(header('Status')).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('Paging the user list', () => {
  // 60 people named Person 01 .. Person 60, listed backwards to show the list is sorted, not as sent.
  const many = Array.from({ length: 60 }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    return user(100 + index, 'Person', n);
  }).reverse();

  it('shows 25 at a time with Previous and Next, and a new search or order goes back to page 1', async () => {
    answerFetch(json(many));
    const app = renderScreen(<UserManagementPage />);
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'User list pages' });
    expect(pages).toHaveTextContent('Showing 1–25 of 60');
    expect(tableNames()).toHaveLength(25);
    expect(tableNames()[0]).toBe('Person 01');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(pages).toHaveTextContent('Showing 26–50 of 60');
    expect(tableNames()[0]).toBe('Person 26');
    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(pages).toHaveTextContent('Showing 51–60 of 60');
    expect(tableNames()).toEqual([
      'Person 51',
      'Person 52',
      'Person 53',
      'Person 54',
      'Person 55',
      'Person 56',
      'Person 57',
      'Person 58',
      'Person 59',
      'Person 60',
    ]);
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    // A new order starts again at the top of the list.
    await app.user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('navigation', { name: 'User list pages' })).toHaveTextContent('Showing 1–25 of 60');
    expect(tableNames()[0]).toBe('Person 60');

    await app.user.click(within(screen.getByRole('navigation', { name: 'User list pages' })).getByRole('button', { name: 'Next' }));
    expect(tableNames()[0]).toBe('Person 35');
    // So does a search, even one that matches everyone.
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await app.user.type(search, 'person');
    expect(screen.getByRole('navigation', { name: 'User list pages' })).toHaveTextContent('Showing 1–25 of 60');
    expect(tableNames()[0]).toBe('Person 60');

    // "6" matches 06, 16, 26, 36, 46, 56 and 60: one page, so no pager.
    await app.user.clear(search);
    await app.user.type(search, '6');
    expect(tableNames()).toEqual(['Person 60', 'Person 56', 'Person 46', 'Person 36', 'Person 26', 'Person 16', 'Person 06']);
    expect(screen.queryByRole('navigation', { name: 'User list pages' })).toBeNull();
    expect(screen.getByText('7 of 60 users match')).toBeInTheDocument();
  });
});
