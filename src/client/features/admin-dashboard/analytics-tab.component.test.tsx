import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DashboardStats, DashboardTrends } from '#shared/contracts/admin-dashboard.ts';
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

function api(answer: DashboardTrends) {
  return (request: SeenRequest) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const replies: Record<string, Response> = {
      '/api/admin/dashboard-stats': json(stats),
      '/api/admin/dashboard-trends': json(answer),
    };
    return (replies[path] ?? problem(404, 'none')).clone();
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const figures = async () => {
  await screen.findByRole('figure', { name: /Revenue per month/ });
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
    ]);
    expect(within(charts[0]!).getByText('No leads in these 12 weeks yet.')).toBeInTheDocument();
    expect(within(charts[1]!).getByText('No jobs completed in these 12 weeks yet.')).toBeInTheDocument();
    expect(within(charts[2]!).getByText('No paid invoices in these 12 months yet.')).toBeInTheDocument();
    // No drawing is left on screen with nothing in it.
    expect(container.querySelectorAll('svg[role="presentation"]')).toHaveLength(0);
  });

  it('draws every chart that has something, and keeps each data table inside a clipping box', async () => {
    answerFetch(api(trends((i) => i + 1)));
    const { container } = renderScreen(<AnalyticsTab />, { path: '/admin/dashboard' });
    const charts = await figures();
    for (const chart of charts) {
      expect(chart.querySelector('svg[role="presentation"]')).not.toBeNull();
      expect(within(chart).queryByText(/yet\.$/)).toBeNull();
    }
    // A table ignores the 1 px sr-only size: hidden as it was, it stretched the page below the charts.
    const tables = container.querySelectorAll('table');
    expect(tables).toHaveLength(3);
    for (const table of tables) {
      expect(table.classList.contains('sr-only')).toBe(false);
      expect(table.parentElement?.classList.contains('sr-only')).toBe(true);
    }
  });
});
