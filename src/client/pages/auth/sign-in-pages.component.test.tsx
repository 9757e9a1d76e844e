import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getToasts } from '#client/components/ui/toast-store.ts';
import { answerFetch, json, problem, renderScreen, useFakeTime, type Screen } from '#tests/support/component-render.tsx';
import { Page as AdminLoginPage } from './admin-login-page.tsx';
import { Page as LoginPage } from './login-page.tsx';
import { Page as PortalLoginPage } from './login-portal-page.tsx';

const user = {
  id: 3,
  username: 'demo.employee',
  email: 'e@example.test',
  firstName: 'Lee',
  lastName: 'Ray',
  role: 'employee',
  canAccessAdminPortal: false,
  canAccessEmployeePortal: true,
};

beforeEach(() => localStorage.clear());

const usernameField = () => screen.getByRole('textbox', { name: 'Username or email' });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

async function signIn(app: Screen, username: string, password: string) {
  if (username) await app.user.type(usernameField(), username);
  if (password) await app.user.type(passwordField(), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** The card's one message: a single alert, its text nowhere else on the screen, and no toast besides. */
async function expectOneInlineMessage(...texts: string[]) {
  const alert = await screen.findByRole('alert');
  for (const text of texts) {
    expect(alert).toHaveTextContent(text);
    expect(screen.getAllByText(text)).toHaveLength(1);
  }
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(getToasts()).toEqual([]);
  await waitFor(() => expect(alert).toHaveFocus());
}

interface PageCase {
  name: string;
  page: () => ReactNode;
  path: string;
  call: string;
  heading: string;
  footerLink?: string;
  missing: string[];
  /** The 401 answer's message is the server's 'Invalid username or password'. */
  refused: string[];
}

const pages: PageCase[] = [
  {
    name: 'Client Portal login',
    page: () => <PortalLoginPage />,
    path: '/login-portal',
    call: '/api/auth/login',
    heading: 'Client Portal',
    missing: ['Please fill in all fields'],
    refused: ['Login Failed', 'Invalid username or password. Please try again.'],
  },
  {
    name: 'Sign-in page',
    page: () => <LoginPage />,
    path: '/login',
    call: '/api/login',
    heading: 'Sign in to your account',
    footerLink: 'Return to Home',
    missing: ['Missing Information', 'Please enter both username and password'],
    refused: ['Login Failed', 'Invalid username or password'],
  },
  {
    name: 'Admin login',
    page: () => <AdminLoginPage />,
    path: '/admin/login',
    call: '/api/admin/login',
    heading: 'Admin Login',
    footerLink: 'Back to Main Site',
    missing: ['Please enter both username and password'],
    refused: ['Invalid username or password'],
  },
];

describe.each(pages)('$name', ({ page, path, call, heading, footerLink, missing, refused }) => {
  it('is the one sign-in card: its heading, username or email, password, Sign In and Forgot password', () => {
    renderScreen(page(), { path });
    const card = screen.getByRole('region', { name: heading });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(usernameField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(card).toContainElement(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    if (footerLink) expect(screen.getByRole('link', { name: footerLink })).toHaveAttribute('href', '/');
  });

  it('says an empty field once, inline, in its own words, without calling', async () => {
    const seen = answerFetch(json({}));
    const app = renderScreen(page(), { path });
    await signIn(app, 'someone', '');
    await expectOneInlineMessage(...missing);
    expect(usernameField()).not.toHaveAttribute('aria-invalid');
    expect(seen).toEqual([]);
  });

  it('says a refused password once, inline, and again once after a second try', async () => {
    // A fresh answer each time: a Response body can be read only once.
    const seen = answerFetch(() => problem(401, 'Invalid username or password'));
    const app = renderScreen(page(), { path });
    await signIn(app, 'someone@example.test', 'wrong password');
    await expectOneInlineMessage(...refused);
    expect(seen[0]).toMatchObject({ method: 'POST', url: call, body: { username: 'someone@example.test', password: 'wrong password' } });

    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    await expectOneInlineMessage(...refused);
  });
});

describe('Client Portal login', () => {
  it('sends the trimmed username, then signs in, clears the message and moves on after the success toast', async () => {
    // The second's pause before moving on runs on a fake clock.
    useFakeTime();
    const seen = answerFetch(problem(401, 'Invalid credentials'), json({ token: 't0ken', user }));
    const app = renderScreen(<PortalLoginPage />, { path: '/login-portal' });
    await signIn(app, '  demo.employee ', 'wrong password');
    await expectOneInlineMessage('Invalid username or password. Please try again.');
    expect(seen[0]?.body).toEqual({ username: 'demo.employee', password: 'wrong password' });

    await app.user.clear(passwordField());
    await app.user.type(passwordField(), ' demo pass ');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back! Redirecting to your dashboard...')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen[1]?.body).toEqual({ username: 'demo.employee', password: ' demo pass ' });
    await waitFor(() => expect(app.path()).toBe('/employee-dashboard'));
  });

  it('lets the server answer an entry that is filled in but too long, instead of asking to fill in both', async () => {
    const seen = answerFetch(problem(400, 'Invalid body: username'));
    const app = renderScreen(<PortalLoginPage />, { path: '/login-portal' });
    const long = 'u'.repeat(255);
    await app.user.click(usernameField());
    await app.user.paste(long);
    await signIn(app, '', 'secret password');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toEqual({ username: long, password: 'secret password' });
    expect(screen.queryByText('Please fill in all fields')).toBeNull();
  });

  it('after a password is chosen, says so and fills in the username', () => {
    renderScreen(<PortalLoginPage />, { path: '/login-portal?password-set=1&username=olga.p' });
    expect(screen.getByRole('status')).toHaveTextContent('Your password is set. Sign in as olga.p');
    expect(usernameField()).toHaveValue('olga.p');
  });

  it('has the contact line under the card and no header of its own (the site header frames it)', () => {
    renderScreen(<PortalLoginPage />, { path: '/login-portal' });
    expect(screen.getByText('Contact administrator for account access.')).toBeVisible();
    expect(screen.getByRole('link', { name: '(612) 555-0142' })).toHaveAttribute('href', 'tel:+16125550142');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('Sign-in page', () => {
  it('the show/hide toggle works', async () => {
    const app = renderScreen(<LoginPage />, { path: '/login' });
    await app.user.type(passwordField(), 'secret');
    await app.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
  });

  it('says a lost connection once, inline', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    const app = renderScreen(<LoginPage />, { path: '/login' });
    await signIn(app, 'demo.employee', 'demo pass');
    await expectOneInlineMessage('Login Failed', 'Connection error. Please try again.');
  });
});

describe('Admin login', () => {
  it('says a lost connection, and a refusal with no message, once, inline', async () => {
    answerFetch(new TypeError('Failed to fetch'), json({}, 500));
    const app = renderScreen(<AdminLoginPage />, { path: '/admin/login' });
    await signIn(app, 'admin', 'admin password');
    await expectOneInlineMessage('Connection error. Please try again.');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
    await expectOneInlineMessage('Login failed');
  });

  it('keeps the admin token apart and goes to the admin dashboard', async () => {
    useFakeTime();
    answerFetch(json({ token: 'admin-t0ken', admin: { ...user, role: 'admin' } }));
    const app = renderScreen(<AdminLoginPage />, { path: '/admin/login' });
    await signIn(app, 'boss', 'boss pass');
    await waitFor(() => expect(app.path()).toBe('/admin/dashboard'));
    expect(localStorage.getItem('adminToken')).toBe('admin-t0ken');
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

const codeRequired = (message: string) =>
  json({ code: 'TWO_FACTOR_REQUIRED', message, fields: { code: message }, requestId: 'req-2' }, 401);

describe('two-factor sign-in', () => {
  it('asks for the code after a right password, without a failure message, and sends it with the password', async () => {
    useFakeTime();
    const seen = answerFetch(
      codeRequired('Enter the 6-digit code from your authenticator app, or one of your recovery codes.'),
      codeRequired('That code did not work. Check the code in your authenticator app and try again.'),
      json({ token: 't0ken', user }),
    );
    const app = renderScreen(<LoginPage />, { path: '/login' });
    await signIn(app, 'demo.employee', 'demo pass');

    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByText('Login Failed')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen[0]?.body).toEqual({ username: 'demo.employee', password: 'demo pass' });

    await app.user.type(code, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('That code did not work. Check the code in your authenticator app and try again.')).toBeVisible();
    expect(screen.getAllByText('That code did not work. Check the code in your authenticator app and try again.')).toHaveLength(1);
    expect(getToasts()).toEqual([]);
    expect(seen[1]?.body).toEqual({ username: 'demo.employee', password: 'demo pass', code: '123456' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Authentication code' })).toHaveValue(''));

    await app.user.type(screen.getByRole('textbox', { name: 'Authentication code' }), ' 654 321 ');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.path()).toBe('/employee-dashboard'));
    expect(seen[2]?.body).toEqual({ username: 'demo.employee', password: 'demo pass', code: '654 321' });
  });

  it('works the same on the admin login', async () => {
    const seen = answerFetch(codeRequired('Enter the 6-digit code.'), json({ token: 't0ken', admin: { ...user, role: 'admin' } }));
    const app = renderScreen(<AdminLoginPage />, { path: '/admin/login' });
    await signIn(app, 'boss', 'boss pass');
    await app.user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), 'abcde-fghjk');
    expect(screen.queryByRole('alert')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.body).toEqual({ username: 'boss', password: 'boss pass', code: 'abcde-fghjk' });
  });
});
