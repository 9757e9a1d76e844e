import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { within } from '@testing-library/react';
import { Router } from 'wouter';
import type { CitySummary } from '#shared/domain/city.ts';
import { testSite } from '#tests/support/component-render.tsx';
import { AreasDirectory } from '../features/areas/areas-directory.tsx';
import { SiteHeader } from '../app/layout/site-header.tsx';
import { SiteProvider } from '../lib/site-context.tsx';
import { clearSession, saveSession } from '../lib/auth-session.ts';
import { dismissToast, getToasts, toast } from '../components/ui/toast-store.ts';
import { installAreaFilter } from './area-filter.ts';
import { installMobileMenu } from './mobile-menu.ts';
import { installToaster } from './toasts.ts';

/** The enhancers work on the HTML the server renders for a static page: render it, then enhance it. */
function serve(ui: React.ReactNode) {
  document.body.innerHTML = renderToString(
    <SiteProvider value={testSite}>
      <Router ssrPath="/about">{ui}</Router>
    </SiteProvider>,
  );
  return within(document.body);
}

const city = (name: string, category: CitySummary['category']): CitySummary => ({
  name,
  slug: name.toLowerCase(),
  county: 'Hennepin',
  population: 1000,
  category,
});

afterEach(() => {
  document.body.innerHTML = '';
  clearSession();
  for (const item of getToasts()) dismissToast(item.id);
});

describe('area filter', () => {
  it('shows only the chosen category, presses its button and counts its cities', () => {
    const cities = [city('Edina', 'executive'), city('Wayzata', 'executive'), city('Minneapolis', 'metro'), city('Blaine', 'growing')];
    const screen = serve(<AreasDirectory cities={cities} />);
    installAreaFilter();
    screen.getByRole('button', { name: 'CEO Enclaves' }).click();
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 2 cities · CEO Enclaves');
    expect(screen.getByRole('button', { name: 'CEO Enclaves' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Areas' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('link', { name: /Minneapolis/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Edina|Wayzata/ })).toHaveLength(2);

    screen.getByRole('button', { name: 'All Areas' }).click();
    expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 4 cities · All Areas');
  });
});

describe('mobile menu', () => {
  it('opens the signed-out entries, and closes on a choice and when the page returns from the back-forward cache', () => {
    const screen = serve(<SiteHeader mode="static" />);
    installMobileMenu();
    screen.getByRole('button', { name: 'Open menu' }).click();
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', '/login-portal');
    expect(menu.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a signed-in visitor their dashboard and Log out instead of Client Portal', () => {
    saveSession('token', { role: 'customer', username: 'sam', firstName: 'Sam', lastName: 'Ortiz', email: null });
    const screen = serve(<SiteHeader mode="static" />);
    installMobileMenu();
    screen.getByRole('button', { name: 'Open menu' }).click();
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/customer-dashboard');
    expect(menu.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Client Portal' })).toBeNull();
  });
});

describe('toaster of the static pages', () => {
  it('shows a toast with its title and description, and removes it with its close button', () => {
    installToaster();
    toast({ title: 'Link copied!', description: 'Paste it anywhere.' });
    const status = within(document.body).getByRole('status');
    expect(status).toHaveTextContent('Link copied!');
    expect(status).toHaveTextContent('Paste it anywhere.');
    within(status).getByRole('button', { name: 'Close notification' }).click();
    expect(within(document.body).queryByRole('status')).toBeNull();
  });
});
