import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DashboardStats, DashboardTrends } from '#shared/contracts/admin-dashboard.ts';
import type { QualityTrend } from '#shared/contracts/customer-quality.ts';
import type { SiteMargins } from '#shared/contracts/sites.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { AnalyticsTab } from './analytics-tab.tsx';

const stats: DashboardStats = {
  totalUsers: 1,
  monthlyGrowthRate: null,
  monthlyRevenue: 0,
  revenueGrowthRate: null,
  activeJobs: 0,
  todayScheduledJobs: 0,
  leadScore: null,
  activeCustomers: 0,
  employees: 0,
  conversionRate: null,
  completedJobs: 0,
  averageRating: null,
  onTimeRate: null,
};

/** Twelve Sunday weeks from Sep 6, 2026 and twelve months to Nov 2026, as a new company's server answers them. */
function trends(fill: (i: number) => number): DashboardTrends {
  const weeks = Array.from({ length: 12 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 8, 6 + i * 7)).toISOString().slice(0, 10);
    return { weekStart: day, leads: fill(i), won: 0, jobsCompleted: fill(i) };
  });
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 7),
    revenue: fill(i) * 100,
  }));
  return { weeks, months };
}

/** Twelve months to Nov 2026 with the mean inspection score `score(i)` (null: no inspection that month). */
function quality(score: (i: number) => number | null): QualityTrend {
  return {
    months: Array.from({ length: 12 }, (_, i) => ({
      month: new Date(Date.UTC(2025, 11 + i, 1)).toISOString().slice(0, 7),
      averagePercent: score(i),
      inspections: score(i) === null ? 0 : 2,
    })),
  };
}

function api(answer: DashboardTrends, scores: QualityTrend = quality(() => null), margins?: SiteMargins) {
  return (request: SeenRequest) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const replies: Record<string, Response> = {
      '/api/admin/dashboard-stats': json(stats),
      '/api/admin/dashboard-trends': json(answer),
      '/api/admin/quality-trend': json(scores),
      ...(margins ? { '/api/admin/site-margins': json(margins) } : {}),
    };
    return (replies[path] ?? problem(404, 'none')).clone();
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const figures = async () => {
  await screen.findByRole('figure', { name: /Revenue per month/ });
  await screen.findByRole('figure', { name: /Quality: average inspection score per month/ });
  return screen.getAllByRole('figure');
};

describe('admin dashboard: Analytics', () => {
  it('says in words that a chart has nothing yet, instead of an empty plot', async () => {
    answerFetch(api(trends(() => 0)));
    const { container } = renderScreen(<AnalyticsTab />, { path: '/admin/dashboard' });
    const charts = await figures();
    expect(charts.map((chart) => chart.querySelector('figcaption')?.firstChild?.textContent)).toEqual([
      'Leads per week',
      'Jobs completed per week',
      'Revenue per month',
      'Quality: average inspection score per month',
    ]);
    expect(within(charts[3]!).getByText('No inspections in these 12 months yet.')).toBeInTheDocument();
    expect(within(charts[0]!).getByText('No leads in these 12 weeks yet.')).toBeInTheDocument();
    expect(within(charts[1]!).getByText('No jobs completed in these 12 weeks yet.')).toBeInTheDocument();
    expect(within(charts[2]!).getByText('No paid invoices in these 12 months yet.')).toBeInTheDocument();
    // No drawing is left on screen with nothing in it.
    expect(container.querySelectorAll('svg[role="presentation"]')).toHaveLength(0);
  });

  it('draws every chart that has something, and keeps each data table inside a clipping box', async () => {
    answerFetch(
      api(
        trends((i) => i + 1),
        quality((i) => 80 + i),
      ),
    );
    const { container } = renderScreen(<AnalyticsTab />, { path: '/admin/dashboard' });
    const charts = await figures();
    for (const chart of charts) {
      expect(chart.querySelector('svg[role="presentation"]')).not.toBeNull();
      expect(within(chart).queryByText(/yet\.$/)).toBeNull();
    }
    // A table ignores the 1 px sr-only size: hidden as it was, it stretched the page below the charts.
    const tables = container.querySelectorAll('table');
    expect(tables).toHaveLength(4);
    for (const table of tables) {
      expect(table.classList.contains('sr-only')).toBe(false);
      expect(table.parentElement?.classList.contains('sr-only')).toBe(true);
    }
  });

  it('shows the gross margin of each month and the five best and worst sites, linked to their pages', async () => {
    const month = (m: string, revenueCents: number, laborCostActualCents: number, grossMarginPercent: number | null) => ({
      month: m,
      visitsDone: 0,
      hoursBid: 0,
      hoursWorked: 0,
      variancePercent: null,
      laborCostPricedCents: 0,
      laborCostActualCents,
      revenueCents,
      grossMarginPercent,
    });
    const site = (id: number, name: string, grossMarginPercent: number, flagged = false) => ({
      id,
      name,
      customerName: `${name} Inc.`,
      grossMarginPercent,
      revenueCents: 100_000,
      laborCostActualCents: 50_000,
      flagged,
    });
    answerFetch(
      api(
        trends(() => 0),
        quality(() => null),
        {
          targetMarginPercent: 29,
          window: { from: '2026-08-01', to: '2026-11-01' },
          months: [month('2026-10', 79_700, 93_625, -17.5), month('2026-11', 64_700, 36_000, 44.4)],
          best: [site(1, 'Clinic', 46.5)],
          worst: [site(2, 'Birch Law office', -12, true), site(1, 'Clinic', 46.5)],
        },
      ),
    );
    renderScreen(<AnalyticsTab />, { path: '/admin/dashboard' });
    const table = await screen.findByRole('table', { name: 'Revenue, labour cost and gross margin per month' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children).map((cell) => cell.textContent)),
    ).toEqual([
      ['Oct 2026', '$797', '$936', '-17.5%'],
      ['Nov 2026', '$647', '$360', '44.4%'],
    ]);
    const worst = screen.getByRole('list', { name: 'Five worst sites' });
    expect(
      within(worst)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Birch Law office', '/admin/sites/2'],
      ['Clinic', '/admin/sites/1'],
    ]);
    expect(within(worst).getByText('Over bid hours')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Five best sites' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('charts the quality trend over the months that had an inspection', async () => {
    answerFetch(
      api(
        trends(() => 0),
        quality((i) => (i === 9 ? 88.4 : i === 11 ? 91 : null)),
      ),
    );
    renderScreen(<AnalyticsTab />, { path: '/admin/dashboard' });
    const chart = await screen.findByRole('figure', { name: /Quality: average inspection score per month/ });
    expect(
      within(chart)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Sep 202688.4%', 'Nov 202691%']);
  });
});
