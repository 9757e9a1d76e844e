import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DashboardStats } from '#shared/contracts/admin-dashboard.ts';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { HeadlineCards, HeadlineCardsView } from './headline-cards.tsx';

const stats: DashboardStats = {
  totalUsers: 12,
  monthlyGrowthRate: 20,
  monthlyRevenue: 3000,
  revenueGrowthRate: 25,
  activeJobs: 2,
  todayScheduledJobs: 5,
  leadScore: 80,
  activeCustomers: 7,
  employees: 4,
  conversionRate: 12.5,
  completedJobs: 9,
  averageRating: 4.67,
  onTimeRate: 88.9,
};

/** The card whose term is `label`: its figure and its line under it. */
function card(label: string) {
  const term = screen.getByText(label, { selector: 'dt span' }).closest('dt')!;
  return term.parentElement!;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin dashboard: headline cards', () => {
  it('shows the spinner with the spec’s words, then the four cards from dashboard-stats', async () => {
    const seen = answerFetch(json(stats));
    renderScreen(<HeadlineCards />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading live dashboard data...');

    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(seen.map((r) => r.url)).toEqual(['/api/admin/dashboard-stats']);
    expect(card('Total Users')).toHaveTextContent('12+20.0% growth this month');
    expect(card('Monthly Revenue')).toHaveTextContent('$3,000+25.0% vs last month');
    expect(card('Active Jobs')).toHaveTextContent('25 scheduled today');
    expect(card('Lead Score')).toHaveTextContent('80.0StrongAverage of open leads');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('colours the lead score: 80 and up green, 60 and up yellow, below red', () => {
    const tone = (leadScore: number) => {
      const view = renderScreen(<HeadlineCardsView stats={{ ...stats, leadScore }} />);
      const value = within(card('Lead Score')).getByText(leadScore.toFixed(1));
      const badge = card('Lead Score').querySelector('[data-tone]')!;
      const result = { value: value.className, tone: badge.getAttribute('data-tone'), word: badge.textContent };
      view.unmount();
      return result;
    };
    expect(tone(80)).toMatchObject({ tone: 'green', word: 'Strong', value: expect.stringContaining('text-emerald-700') });
    expect(tone(79.9)).toMatchObject({ tone: 'yellow', word: 'Fair', value: expect.stringContaining('text-yellow-700') });
    expect(tone(60)).toMatchObject({ tone: 'yellow' });
    expect(tone(59.9)).toMatchObject({ tone: 'red', word: 'Weak', value: expect.stringContaining('text-red-700') });
  });

  it('says there is nothing to compare with for rates without a denominator, "-" for a lead score without open leads, and a fall as a minus', () => {
    renderScreen(
      <HeadlineCardsView stats={{ ...stats, monthlyGrowthRate: null, revenueGrowthRate: -12.34, leadScore: null, monthlyRevenue: 0 }} />,
    );
    expect(card('Total Users')).toHaveTextContent('12No users last month to compare with');
    expect(card('Total Users')).not.toHaveTextContent('-');
    expect(card('Monthly Revenue')).toHaveTextContent('$0-12.3% vs last month');
    expect(card('Lead Score')).toHaveTextContent('-No open leads');
    expect(card('Lead Score').querySelector('[data-tone]')).toBeNull();
    renderScreen(<HeadlineCardsView stats={{ ...stats, revenueGrowthRate: null }} />);
    expect(screen.getAllByText('No revenue last month to compare with')).toHaveLength(1);
  });
});
