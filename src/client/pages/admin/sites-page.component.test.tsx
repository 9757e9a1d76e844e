import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import type { SiteList, SiteSummary, SiteWindow } from '#shared/contracts/sites.ts';
import { Page as SitesPage } from './sites-page.tsx';

const window = (overrides: Partial<SiteWindow> = {}): SiteWindow => ({
  visitsDone: 4,
  hoursBid: 16,
  hoursWorked: 20,
  bidHoursPerVisit: 4,
  workedHoursPerVisit: 5,
  variancePercent: 25,
  laborCostPricedCents: 38_000,
  laborCostActualCents: 62_500,
  revenueCents: 64_700,
  grossMarginPercent: 3.4,
  ...overrides,
});

const site = (overrides: Partial<SiteSummary> = {}): SiteSummary => ({
  id: 7,
  name: 'Birch Law office',
  address: '50 S 6th St, Minneapolis, MN 55402',
  isActive: true,
  customer: { id: 3, name: 'Birch Law' },
  plan: { id: 9, status: 'active', frequency: 'Weekly', monthlyPriceCents: 64_700, squareFootage: 10_000 },
  crew: [{ id: 5, name: 'Cara Chen' }],
  lastFourWeeks: window(),
  lastThreeMonths: window(),
  overHoursWeeks: 4,
  flagged: true,
  qualityScorePercent: null,
  openProblems: 2,
  ...overrides,
});

const answer = (sites: SiteSummary[]): SiteList => ({
  windows: { lastFourWeeks: { from: '2026-10-18', to: '2026-11-15' }, lastThreeMonths: { from: '2026-08-01', to: '2026-11-01' } },
  settings: { overHoursPercent: 15, overHoursWeeks: 4, targetMarginPercent: 29 },
  sites,
});

const lists = (seen: SeenRequest[]) => seen.filter((r) => r.url.startsWith('/api/admin/sites?'));

describe('Sites', () => {
  it('lists each site with its hours against the bid, margin and flag, and asks the server to sort and filter', async () => {
    const clinic = site({
      id: 8,
      name: 'Lakeside Clinic',
      customer: { id: 4, name: 'Lakeside Clinic' },
      flagged: false,
      overHoursWeeks: 0,
      openProblems: 0,
      lastThreeMonths: window({ grossMarginPercent: 46.5 }),
    });
    const seen = answerFetch(
      byRoute([
        {
          path: '/api/admin/sites',
          reply: (request) => json(answer(queryOf(request)['filter'] === 'flagged' ? [site()] : [site(), clinic])),
        },
      ]),
    );
    const app = renderScreen(<SitesPage />);
    const table = within(await screen.findByRole('table'));
    expect(table.getByRole('link', { name: 'Birch Law office' })).toHaveAttribute('href', '/admin/sites/7');
    expect(table.getByText('Over hours 4 weeks')).toBeInTheDocument();
    expect(table.getAllByText('Under target')).toHaveLength(1);
    expect(table.getByText('On target')).toBeInTheDocument();
    // Nobody inspected yet: no quality column.
    expect(table.queryByRole('columnheader', { name: /Quality/ })).toBeNull();
    expect(queryOf(lists(seen)[0]!)).toEqual({ filter: 'all', sort: 'name', dir: 'asc' });

    await app.user.click(table.getByRole('button', { name: /Margin/ }));
    await waitFor(() => expect(queryOf(lists(seen).at(-1)!)).toEqual({ filter: 'all', sort: 'margin', dir: 'desc' }));

    await app.user.click(screen.getByRole('button', { name: 'Flagged' }));
    await waitFor(() => expect(queryOf(lists(seen).at(-1)!)).toMatchObject({ filter: 'flagged' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Lakeside Clinic')).toBeNull());
  });

  it('says when no site is flagged', async () => {
    answerFetch(byRoute([{ path: '/api/admin/sites', reply: json(answer([])) }]));
    renderScreen(<SitesPage />);
    expect(await screen.findByText('No sites to show')).toBeInTheDocument();
  });
});
