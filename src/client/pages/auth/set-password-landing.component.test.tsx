import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { byPath } from '#tests/fixtures/customer-portal.ts';
import { Page as AdminLoginPage } from './admin-login-page.tsx';
import { Page as PortalLoginPage } from './login-portal-page.tsx';
import { Page as SetPasswordPage } from './set-password-page.tsx';

/**
 * Issue 30: after choosing a password with the link, each role lands on its own sign-in, in its own
 * words (decision 0042). An employee used to land on "Client Portal: your services, schedule and invoices".
 */

const TOKEN = 'tok_0123456789abcdefghij';
const PASSWORD = 'a long passphrase of mine';

interface Case {
  role: 'admin' | 'employee' | 'customer';
  username: string;
  /** The set-password page's words for the account. */
  welcome: string;
  /** Where the person lands, written out. */
  landing: string;
  heading: string;
  /** Words of another role's sign-in that must not be on this one. */
  notThere: readonly string[];
}

const cases: readonly Case[] = [
  {
    role: 'employee',
    username: 'olga.p',
    welcome: 'Welcome! Set a password to finish setting up your Employee Portal account.',
    landing: '/login-portal?password-set=1&username=olga.p&portal=employee',
    heading: 'Employee Portal',
    notThere: ['Client Portal', 'Sign in to see your services, schedule and invoices.', 'Admin Login'],
  },
  {
    role: 'customer',
    username: 'mara.h',
    welcome: 'Welcome! Set a password to finish setting up your Client Portal account.',
    landing: '/login-portal?password-set=1&username=mara.h',
    heading: 'Client Portal',
    notThere: ['Employee Portal', 'Admin Login'],
  },
  {
    role: 'admin',
    username: 'boss',
    welcome: 'Welcome! Set a password to finish setting up your admin account.',
    landing: '/admin/login?password-set=1&username=boss',
    heading: 'Admin Login',
    notThere: ['Client Portal', 'Employee Portal', 'Sign in to see your services, schedule and invoices.'],
  },
];

/** The three screens of the journey, routed as the app routes them. */
function Journey() {
  return (
    <Switch>
      <Route path="/set-password" component={SetPasswordPage} />
      <Route path="/login-portal" component={PortalLoginPage} />
      <Route path="/admin/login" component={AdminLoginPage} />
    </Switch>
  );
}

describe('the set-password link lands each role on its own sign-in', () => {
  it.each(cases)('$role: the link page and the sign-in after it speak to the $role', async (c) => {
    const seen = answerFetch(
      byPath({
        [`GET /api/auth/password-links/${TOKEN}`]: json({
          username: c.username,
          role: c.role,
          purpose: 'invite',
          expiresAt: '2099-01-01T12:00:00Z',
        }),
        [`POST /api/auth/password-links/${TOKEN}`]: new Response(null, { status: 204 }),
      }),
    );
    const app = renderScreen(<Journey />, { path: `/set-password?token=${TOKEN}` });
    expect(await screen.findByText(c.welcome, { exact: false })).toBeVisible();

    await app.user.type(screen.getByLabelText('New password', { selector: 'input' }), PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Set Password' }));

    await waitFor(() => expect(app.path()).toBe(c.landing));
    expect(await screen.findByRole('heading', { name: c.heading })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(`Your password is set. Sign in as ${c.username}`);
    expect(screen.getByRole('textbox', { name: 'Username or email' })).toHaveValue(c.username);
    for (const words of c.notThere) expect(screen.queryByText(words, { exact: false })).toBeNull();
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
