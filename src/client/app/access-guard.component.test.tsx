import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '#tests/support/component-render.tsx';
import { clearSession, saveAdminSession } from '../lib/auth-session.ts';
import { AccessGuard } from './access-guard.tsx';

afterEach(() => {
  clearSession();
});

describe('AccessGuard', () => {
  it('on the admin dashboard without a token: Session expired with Go to Login, and no redirect', async () => {
    const app = renderScreen(
      <AccessGuard access="admin" missingSession="notice">
        <p>live figures</p>
      </AccessGuard>,
      { path: '/admin/dashboard' },
    );
    expect(await screen.findByRole('heading', { name: 'Session expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/admin/login');
    expect(screen.queryByText('live figures')).not.toBeInTheDocument();
    expect(app.path()).toBe('/admin/dashboard');

    await app.user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(app.path()).toBe('/admin/login');
  });

  it('elsewhere without a token: straight to the login, as before', async () => {
    const app = renderScreen(
      <AccessGuard access="admin">
        <p>users</p>
      </AccessGuard>,
      { path: '/user-management' },
    );
    await screen.findByLabelText('Loading');
    expect(app.path()).toBe('/admin/login');
    expect(screen.queryByRole('heading', { name: 'Session expired' })).not.toBeInTheDocument();
  });

  it('with an admin session: the page', async () => {
    saveAdminSession('token-1', { username: 'admin', firstName: 'Ada', lastName: 'Admin', email: 'admin@example.test' });
    renderScreen(
      <AccessGuard access="admin" missingSession="notice">
        <p>live figures</p>
      </AccessGuard>,
      { path: '/admin/dashboard' },
    );
    expect(await screen.findByText('live figures')).toBeInTheDocument();
  });
});
