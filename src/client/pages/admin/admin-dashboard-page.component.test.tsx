import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { Page } from './admin-dashboard-page.tsx';

const stats = {
  totalUsers: 12,
  monthlyGrowthRate: 20,
  monthlyRevenue: 3000,
  revenueGrowthRate: 25,
  activeJobs: 2,
  todayScheduledJobs: 5,
  leadScore: 72.5,
  activeCustomers: 7,
  employees: 4,
  conversionRate: null,
  completedJobs: 0,
  averageRating: null,
  onTimeRate: null,
};

function api(request: SeenRequest): Response {
  const path = new URL(request.url, 'http://localhost').pathname;
  if (path === '/api/admin/dashboard-stats') return json(stats);
  if (path === '/api/admin/dashboard-trends') return json({ weeks: [], months: [] });
  return problem(404, `No answer for ${path}`);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin dashboard page', () => {
  it('has the eight tabs in the spec’s order; ?tab= opens one, and only the cards and that tab are read', async () => {
    const seen = answerFetch(api);
    renderScreen(<Page />, { path: '/admin/dashboard?tab=analytics' });
    const tabs = screen.getByRole('tablist', { name: 'Admin dashboard' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Users', 'Customer Forms', 'Auto Blog', 'Analytics', 'Visitor Analytics', 'System', 'Reports']);
    expect(within(tabs).getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');

    // Analytics: null rates show "-".
    const conversion = (await screen.findByText('Lead conversion')).parentElement!;
    expect(conversion).toHaveTextContent('Lead conversion-Won of all leads');
    // The Analytics tab's own reads: trends, the quality trend (issue 33) and site margins (issue 34).
    const paths = () => [...new Set(seen.map((r) => new URL(r.url, 'http://localhost').pathname))].sort();
    await waitFor(() =>
      expect(paths()).toEqual([
        '/api/admin/dashboard-stats',
        '/api/admin/dashboard-trends',
        '/api/admin/quality-trend',
        '/api/admin/site-margins',
      ]),
    );
  });

  it('switching tabs puts the tab in the URL', async () => {
    answerFetch(api);
    const app = renderScreen(<Page />, { path: '/admin-dashboard' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await app.user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(app.path()).toBe('/admin-dashboard?tab=users');
    expect(await screen.findByRole('link', { name: 'Manage All Users' })).toHaveAttribute('href', '/user-management');
  });
});
