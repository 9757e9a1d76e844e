import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen, type Screen } from '#tests/support/component-render.tsx';
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

async function signIn(app: Screen, username: string, password: string) {
  if (username) await app.user.type(screen.getByRole('textbox', { name: /^Username/ }), username);
  if (password) await app.user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Client Portal login', () => {
  it('asks for both fields in its own words, without calling', async () => {
    const seen = answerFetch(json({ token: 't', user }));
    const app = renderScreen(<PortalLoginPage />, { path: '/login-portal' });
    await signIn(app, 'demo.employee', '');
    expect(await screen.findByText('Please fill in all fields')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
    expect(seen).toEqual([]);
  });

  it('sends the trimmed username, says a refused password in the spec words, then signs in and moves on', async () => {
    const seen = answerFetch(problem(401, 'Invalid credentials'), json({ token: 't0ken', user }));
    const app = renderScreen(<PortalLoginPage />, { path: '/login-portal' });
    await signIn(app, '  demo.employee ', 'wrong password');
    expect(await screen.findByText('Invalid username or password. Please try again.')).toBeVisible();
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { username: 'demo.employee', password: 'wrong password' },
    });

    await app.user.clear(screen.getByLabelText('Password', { selector: 'input' }));
    await app.user.type(screen.getByLabelText('Password', { selector: 'input' }), ' demo pass ');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back! Redirecting to your dashboard...')).toBeVisible();
    expect(seen[1]?.body).toEqual({ username: 'demo.employee', password: ' demo pass ' });
    await waitFor(() => expect(app.path()).toBe('/employee-dashboard'), { timeout: 2000 });
  });
});

describe('Client Portal login, over-long entries', () => {
  it('lets the server answer an entry that is filled in but too long, instead of asking to fill in both', async () => {
    const seen = answerFetch(problem(400, 'Invalid body: username'));
    const app = renderScreen(<PortalLoginPage />, { path: '/login-portal' });
    const long = 'u'.repeat(255);
    await app.user.click(screen.getByRole('textbox', { name: 'Username' }));
    await app.user.paste(long);
    await signIn(app, '', 'secret password');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toEqual({ username: long, password: 'secret password' });
    expect(screen.queryByText('Please fill in all fields')).toBeNull();
  });
});

describe('Sign-in page', () => {
  it('shows the Missing Information toast, and the show/hide toggle works', async () => {
    answerFetch(json({ token: 't', user }));
    const app = renderScreen(<LoginPage />, { path: '/login' });
    await app.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret');
    await app.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Missing Information')).toBeVisible();
    expect(screen.getByText('Please enter both username and password')).toBeVisible();
  });
});

describe('Admin login', () => {
  it('says what is missing and a connection failure inline', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    const app = renderScreen(<AdminLoginPage />, { path: '/admin/login' });
    await signIn(app, '', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter both username and password');

    await signIn(app, 'admin', 'admin password');
    await waitFor(() => expect(screen.getAllByText('Connection error. Please try again.').length).toBeGreaterThan(0));
  });
});

const codeRequired = (message: string) =>
  json({ code: 'TWO_FACTOR_REQUIRED', message, fields: { code: message }, requestId: 'req-2' }, 401);

describe('two-factor sign-in', () => {
  it('asks for the code after a right password, without a failure toast, and sends it with the password', async () => {
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
    expect(seen[0]?.body).toEqual({ username: 'demo.employee', password: 'demo pass' });

    await app.user.type(code, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('That code did not work. Check the code in your authenticator app and try again.')).toBeVisible();
    expect(seen[1]?.body).toEqual({ username: 'demo.employee', password: 'demo pass', code: '123456' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Authentication code' })).toHaveValue(''));

    await app.user.type(screen.getByRole('textbox', { name: 'Authentication code' }), ' 654 321 ');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.path()).toBe('/employee-dashboard'), { timeout: 2000 });
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
