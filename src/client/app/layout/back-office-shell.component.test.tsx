import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { clearSession, saveSession } from '#client/lib/auth-session.ts';
import { renderScreen } from '#tests/support/component-render.tsx';
import { BackOfficeShell } from './back-office-shell.tsx';

/**
 * Issue 30: the signed-in shell speaks to the person's role (a customer is never told they are in
 * the "Back office"), and the customer portal shows its six entries once per width: the sidebar
 * from 1024 px (the page hides its tab row there), the page's tab row below (so the phone menu
 * leaves them out).
 */

const person = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@acme.example' };
const signInAs = (role: string, username: string) => saveSession('t0ken', { ...person, username, role });

afterEach(() => clearSession());

describe('the signed-in shell', () => {
  it.each([
    ['customer', 'Client Portal'],
    ['employee', 'Employee Portal'],
    ['admin', 'Back office'],
  ])('names the area for a %s: %s', (role, area) => {
    signInAs(role, `${role}.one`);
    renderScreen(
      <BackOfficeShell>
        <h1>Screen</h1>
      </BackOfficeShell>,
      { path: role === 'customer' ? '/customer-dashboard' : '/account' },
    );
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByText(area)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: area })).toBeInTheDocument();
    if (role !== 'admin') expect(screen.queryByText('Back office')).toBeNull();
  });

  it("keeps the customer portal's tabs out of the phone menu on the portal, where its own tab row shows them", async () => {
    signInAs('customer', 'dana');
    const app = renderScreen(
      <BackOfficeShell>
        <h1>Customer Portal</h1>
      </BackOfficeShell>,
      { path: '/customer-dashboard?tab=billing' },
    );
    await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('back-office-menu')!;
    expect(within(menu).queryAllByRole('link')).toEqual([]);
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('lists the portal entries in the phone menu away from the portal (on the account page)', async () => {
    signInAs('customer', 'dana');
    const app = renderScreen(
      <BackOfficeShell>
        <h1>My Account</h1>
      </BackOfficeShell>,
      { path: '/account' },
    );
    await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('back-office-menu')!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Analytics', 'Services', 'Billing', 'Reports', 'Account']);
  });
});
