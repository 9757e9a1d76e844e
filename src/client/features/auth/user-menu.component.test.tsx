import { describe, it, expect } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { createQueryClient } from '../../lib/query-client.ts';
import type { ClientSession } from '../../lib/auth-session.ts';
import { PasswordInput } from './password-input.tsx';
import { UserMenu } from './user-menu.tsx';

function render(node: ReactNode): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <Router ssrPath="/">{node}</Router>
    </QueryClientProvider>,
  );
}

const session = (role: string, user: Partial<ClientSession['user']> = {}): ClientSession => ({
  token: 't',
  role,
  kind: 'general',
  user: { firstName: 'Ann', lastName: 'Lee', username: 'alee', email: 'ann@example.test', ...user },
});

describe('UserMenu', () => {
  it('starts closed, with the initials on a button that controls the panel', () => {
    const html = render(<UserMenu session={session('admin')} />);
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="([^"]+)" aria-label="Account menu for Ann Lee"/);
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${controls}" hidden=""`);
    expect(html).toContain('>AL</span>');
  });

  it('shows name, e-mail, a calm (not alarm-red) Admin badge and the admin entries for an admin', () => {
    const html = render(<UserMenu session={session('admin')} />);
    expect(html).toContain('Ann Lee');
    expect(html).toContain('ann@example.test');
    // Issue 12: the Admin badge is not in alarm red (the spec's "destructive"), but soft indigo.
    expect(html).toMatch(/bg-indigo-50[^"]*">Admin</);
    expect(html).not.toContain('bg-red-600');
    for (const href of ['/admin-dashboard', '/user-management', '/crm-dashboard', '/account']) expect(html).toContain(`href="${href}"`);
    expect(html).toContain('Log out');
  });

  it('shows the username without a name, no e-mail line without e-mail, and no admin entries for a customer', () => {
    const html = render(<UserMenu session={session('customer', { firstName: null, lastName: null, email: null })} />);
    expect(html).toContain('Account menu for alee');
    expect(html).toContain('>AL</span>');
    expect(html).not.toContain('@example.test');
    expect(html).toMatch(/bg-slate-100[^"]*">Customer</);
    expect(html).toContain('href="/customer-dashboard"');
    expect(html).not.toContain('/user-management');
    expect(html).not.toContain('/crm-dashboard');
  });
});

describe('PasswordInput', () => {
  it('renders a hidden password with a labelled, unpressed Show password toggle', () => {
    const html = render(<PasswordInput id="pw" name="password" autoComplete="current-password" />);
    expect(html).toContain('type="password"');
    expect(html).toContain('aria-label="Show password" aria-pressed="false" aria-controls="pw"');
  });
});
