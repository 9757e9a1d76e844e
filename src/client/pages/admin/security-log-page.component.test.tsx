import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SecurityEvent } from '#shared/contracts/security.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { Page } from './security-log-page.tsx';

const event = (id: number, overrides: Partial<SecurityEvent> = {}): SecurityEvent => ({
  id,
  occurredAt: '2026-11-24T15:05:03Z',
  type: 'access.denied',
  user: { id: 7, username: 'wendy.o' },
  actor: null,
  identifier: null,
  ip: '198.51.100.7',
  userAgent: 'Mozilla/5.0 (iPhone)',
  requestId: `req-${id}`,
  detail: { method: 'GET', route: '/api/users', role: 'customer', rule: 'admin' },
  ...overrides,
});

const page = (events: SecurityEvent[], nextBefore: number | null = null) => json({ events, nextBefore });
const urls = (seen: SeenRequest[]) => seen.map((r) => r.url);
const table = () => within(screen.getByRole('table'));
const cards = () => within(screen.getByRole('list', { name: 'Security events' }));

describe('/admin/security-log', () => {
  it('lists events with readable names, Minnesota times and details, as a table and as cards', async () => {
    const seen = answerFetch(
      page([
        event(12),
        event(11, {
          type: 'user.role-changed',
          user: { id: 8, username: 'joe.l' },
          actor: { id: 1, username: 'ada' },
          detail: { from: 'customer', to: 'employee' },
        }),
        event(10, { type: 'sign-in.failed', user: null, identifier: 'mallory', detail: { via: 'admin', reason: 'unknown-name' } }),
      ]),
    );
    renderScreen(<Page />);

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(urls(seen)).toEqual(['/api/admin/security-events']);
    const rows = table().getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        expect.stringContaining('Nov 24, 2026, 9:05:03 AM CST'),
        'Access denied',
        'wendy.o',
        '—',
        'GET /api/users as Customer',
        '198.51.100.7Mozilla/5.0 (iPhone)',
      ],
      [
        expect.stringContaining('Nov 24, 2026, 9:05:03 AM CST'),
        'Role changed',
        'joe.l',
        'ada',
        'Customer → Employee',
        '198.51.100.7Mozilla/5.0 (iPhone)',
      ],
      [
        expect.stringContaining('Nov 24, 2026, 9:05:03 AM CST'),
        'Sign-in failed',
        'typed “mallory”',
        '—',
        'via admin login, unknown username or e-mail',
        '198.51.100.7Mozilla/5.0 (iPhone)',
      ],
    ]);
    expect(cards().getAllByRole('listitem')).toHaveLength(3);
    expect(cards().getAllByText('Role changed')).toHaveLength(1);
    expect(screen.getByText('That is the oldest matching event.')).toBeInTheDocument();
  });

  it('asks the server with the chosen type, user text and dates', async () => {
    const seen = answerFetch(() => page([event(3)]));
    const app = renderScreen(<Page />);
    await screen.findByRole('table');

    await app.user.click(screen.getByRole('combobox', { name: 'Event type' }));
    await app.user.click(await screen.findByRole('option', { name: 'Access denied' }));
    await waitFor(() => expect(urls(seen).at(-1)).toBe('/api/admin/security-events?type=access.denied'));

    await app.user.type(screen.getByRole('searchbox', { name: /User or name typed/ }), 'wendy');
    await waitFor(() => expect(urls(seen).at(-1)).toBe('/api/admin/security-events?type=access.denied&user=wendy'));

    const from = screen.getByLabelText('From date');
    await app.user.type(from, '2026-11-01');
    await waitFor(() => expect(urls(seen).at(-1)).toBe('/api/admin/security-events?from=2026-11-01&type=access.denied&user=wendy'));
    // Debounced: one request for the word, not one per letter.
    expect(urls(seen).filter((u) => u.includes('user=w') && !u.includes('user=wendy'))).toEqual([]);
  });

  it('says when nothing was recorded yet, and when nothing matches the filters (with a way back)', async () => {
    const seen = answerFetch(() => page([]));
    const app = renderScreen(<Page />);
    expect(await screen.findByRole('heading', { name: 'No security events yet' })).toBeInTheDocument();

    await app.user.type(screen.getByRole('searchbox', { name: /User or name typed/ }), 'nobody');
    expect(await screen.findByRole('heading', { name: 'No events match these filters' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'No security events yet' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /User or name typed/ })).toHaveValue('');
    expect(urls(seen)).toContain('/api/admin/security-events?user=nobody');
  });

  it('shows a failed load with the server’s words and tries again', async () => {
    answerFetch(problem(500, 'Something went wrong. Reference req-9.'), page([event(1)]));
    const app = renderScreen(<Page />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The security log could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong. Reference req-9.');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads older events with "Load more" (keyset: before the last id shown)', async () => {
    const seen = answerFetch((request) =>
      request.url.includes('before=11') ? page([event(10, { user: { id: 9, username: 'older.one' } })]) : page([event(12), event(11)], 11),
    );
    const app = renderScreen(<Page />);
    await screen.findByRole('table');
    expect(table().getAllByRole('row')).toHaveLength(3);

    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await table().findByText('older.one')).toBeInTheDocument();
    expect(table().getAllByRole('row')).toHaveLength(4);
    expect(urls(seen)).toEqual(['/api/admin/security-events', '/api/admin/security-events?before=11']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is the oldest matching event.')).toBeInTheDocument();
  });
});
