import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OwnSession } from '#shared/contracts/auth.ts';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';

const session = (id: number, overrides: Partial<OwnSession> = {}): OwnSession => ({
  id,
  via: 'portal',
  createdAt: '2026-11-20T15:00:00Z',
  lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  expiresAt: '2026-11-27T15:00:00Z',
  ipAddress: '198.51.100.7',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  current: false,
  ...overrides,
});

const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('SignedInDevices', () => {
  it('lists devices with browser, address, last activity and "This device" (which has no Revoke)', async () => {
    answerFetch(json([session(3, { current: true }), session(7, { userAgent: phone, ipAddress: '203.0.113.5' })]));
    renderScreen(<SignedInDevices />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const [mine, other] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Chrome on WindowsThis device');
    expect(mine).toHaveTextContent('198.51.100.7 · Last active 5 minutes ago');
    expect(mine).toHaveTextContent('Signed in Nov 20, 2026, 9:00:00 AM CST');
    expect(within(mine!).queryByRole('button')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Safari on iPhone');
    expect(within(other!).getByRole('button', { name: 'Revoke Safari on iPhone (203.0.113.5)' })).toBeInTheDocument();
  });

  it('revokes another device and reloads the list', async () => {
    let revoked = false;
    const seen = answerFetch((request) => {
      if (request.method === 'DELETE') {
        revoked = true;
        return new Response(null, { status: 204 });
      }
      return json(revoked ? [session(3, { current: true })] : [session(3, { current: true }), session(7, { userAgent: phone })]);
    });
    const app = renderScreen(<SignedInDevices />);
    await app.user.click(await screen.findByRole('button', { name: /Revoke Safari on iPhone/ }));

    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/auth/sessions',
      'DELETE /api/auth/sessions/7',
      'GET /api/auth/sessions',
    ]);
    expect(await screen.findByText('Device signed out')).toBeInTheDocument();
  });

  it('says when a revoke is refused, and when the list cannot be loaded (with retry)', async () => {
    answerFetch(problem(500, 'Server trouble.'), json([session(3, { current: true })]));
    const app = renderScreen(<SignedInDevices />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your devices could not be loaded. Server trouble.');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });

  it('tells the user when the device could not be signed out', async () => {
    answerFetch((request) =>
      request.method === 'DELETE'
        ? problem(404, 'Session not found')
        : json([session(3, { current: true }), session(7, { userAgent: phone })]),
    );
    const app = renderScreen(<SignedInDevices />);
    await app.user.click(await screen.findByRole('button', { name: /Revoke Safari on iPhone/ }));
    expect(await screen.findByText('Not signed out')).toBeInTheDocument();
    expect(screen.getByText('Session not found')).toBeInTheDocument();
  });
});
