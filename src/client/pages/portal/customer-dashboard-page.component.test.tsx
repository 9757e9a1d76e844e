import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '#client/lib/query-client.ts';
import { SiteProvider } from '#client/lib/site-context.tsx';
import { answerFetch, json, problem, renderScreen, testSite } from '#tests/support/component-render.tsx';
import { analytics, byPath, invoice, liveVisit, liveVisits, NOW, profile, serviceFigures, visit } from '#tests/fixtures/customer-portal.ts';
import { Page } from './customer-dashboard-page.tsx';

const region = (name: string) => within(screen.getByRole('region', { name }));

const visits = [
  visit({ id: 1, scheduledDate: '2026-11-20T00:00:00Z', status: 'completed' }),
  visit({ id: 2, scheduledDate: '2026-12-03T00:00:00Z', serviceType: 'Deep clean' }),
  visit({ id: 3, scheduledDate: '2026-11-26T00:00:00Z', assignedTeam: [] }),
  visit({ id: 4, scheduledDate: '2026-12-10T00:00:00Z', serviceType: 'Fourth visit' }),
  visit({ id: 5, scheduledDate: '2026-11-30T00:00:00Z', price: 180 }),
];
const invoices = [
  invoice({ id: 4, invoiceNumber: 'INV-2026-0004', issueDate: '2026-11-01', amount: 1450, status: 'pending' }),
  invoice({ id: 3, invoiceNumber: 'INV-2026-0003', issueDate: '2026-10-01', amount: 1450, status: 'overdue', dueDate: '2026-10-31' }),
  invoice({ id: 2, invoiceNumber: 'INV-2026-0002', issueDate: '2026-09-01', amount: 1300, status: 'paid' }),
  invoice({ id: 1, invoiceNumber: 'INV-2026-0001', issueDate: '2026-08-01', amount: 99.5, status: 'overdue' }),
];

/**
 * The customer's plan as GET /api/customer/service-plans gives it: converted from a quote for a
 * 10,000 sq ft weekly office (the pricing model's example 7.1), which bills $30.45 a cleaner-hour.
 */
const quotedPlan = { id: 7, siteName: 'Lakeside Family Clinic', status: 'active', monthlyPrice: 539.09, hourlyRate: 30.45 };

function portalApi(overrides: Record<string, Response> = {}) {
  return byPath({
    'GET /api/auth/customer/profile': json(profile),
    'GET /api/customer/bookings': json(visits),
    'GET /api/customer/invoices': json(invoices),
    'GET /api/customer/analytics': json(analytics()),
    'GET /api/customer/problems': json([]),
    'GET /api/customer/reports': json({ invoices: [], agreements: [] }),
    'GET /api/customer/service-plans': json([quotedPlan]),
    'GET /api/customer/visits/today': json(liveVisits()),
    'GET /api/customer/service-figures': json(serviceFigures()),
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/customer-dashboard', () => {
  it('shows the spec tabs and, on Dashboard, the profile, balance, next 3 services, last 3 invoices and the spec figures', async () => {
    answerFetch(portalApi());
    renderScreen(<Page />, { path: '/customer-dashboard' });

    const tabs = screen.getByRole('tablist', { name: 'Customer portal' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Dashboard', 'Analytics', 'Services', 'Billing', 'Reports', 'Account']);
    expect(within(tabs).getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');

    expect(await screen.findByText('Dana Reyes')).toBeInTheDocument();
    expect(region('Your profile').getByText('dana@acme.example')).toBeInTheDocument();

    // Pending + overdue: 1450 + 1450 + 99.50.
    await waitFor(() => expect(region('Outstanding balance').getByText('$2,999.50')).toBeInTheDocument());
    expect(region('Outstanding balance').getByText('3 open invoices')).toBeInTheDocument();
    expect(region('Outstanding balance').getByText('$1,549.50 of it is overdue')).toBeInTheDocument();

    const upcoming = within(await screen.findByRole('list', { name: 'Upcoming services' }));
    const items = upcoming.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Wed, Nov 25, 2026 at 6:00 PM · 2 hours');
    expect(items[0]).toHaveTextContent('Not assigned yet');
    expect(items[1]).toHaveTextContent('Sun, Nov 29, 2026 at 6:00 PM · 2 hours · $180.00');
    expect(items[1]).toHaveTextContent('Ana R., Ben O.');
    expect(items[2]).toHaveTextContent('Deep clean');
    expect(screen.queryByText('Fourth visit')).not.toBeInTheDocument();

    const recent = within(screen.getByRole('table', { name: 'Recent invoices' }));
    expect(
      recent
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual([
      'INV-2026-0004Office cleaning, October 2026',
      'INV-2026-0003Office cleaning, October 2026',
      'INV-2026-0002Office cleaning, October 2026',
    ]);
    expect(recent.getByText('Overdue')).toBeInTheDocument();

    // Nothing measured yet: the spec's figures, each labelled as the company standard; the customer's own rate from their plan.
    const figures = region('Your service figures');
    await waitFor(() => expect(figures.getByText('98.5%')).toBeInTheDocument());
    for (const text of ['96%', 'Under 2 hours', '12%', '15%']) expect(figures.getByText(text)).toBeInTheDocument();
    expect(figures.getAllByText('Company standard')).toHaveLength(5);
    const own = within(await screen.findByRole('region', { name: 'Your rate' }));
    expect(await own.findByText('$30.45')).toBeInTheDocument();
    expect(own.getByText('Hourly rate')).toBeInTheDocument();
    // The spec's display rate would contradict the plan's: it is nowhere on the page.
    expect(screen.queryByText('$27.17')).not.toBeInTheDocument();
    // No visit today: no live card.
    expect(screen.queryByRole('region', { name: /Today’s visit/ })).not.toBeInTheDocument();
  });

  it('shows the customer’s measured figures with the target beside each, and the standards only where nothing is measured', async () => {
    answerFetch(
      portalApi({
        'GET /api/customer/service-figures': json(
          serviceFigures({ serviceQuality: [88.5, 3], onTime: [66.7, 3], hourlyRate: [27.48, 58] }),
        ),
      }),
    );
    renderScreen(<Page />, { path: '/customer-dashboard' });
    const figures = region('Your service figures');
    const quality = (await figures.findByText('88.5%')).closest('div')!;
    expect(quality).toHaveTextContent('88.5%Target 85%');
    expect(quality.parentElement).toHaveTextContent('Average inspection score, 3 inspections.');
    expect(figures.getByText('66.7%').closest('div')).toHaveTextContent('66.7%Target 96%');
    expect(figures.getByText('$27.48').closest('div')).toHaveTextContent('$27.48Quoted $30.45');
    // Issue resolution has no data: the spec's figure, labelled.
    expect(figures.getByText('Under 2 hours').closest('div')).toHaveTextContent('Under 2 hoursCompany standard');
    expect(figures.getAllByText('Company standard')).toHaveLength(3);
  });

  it('shows today’s visit as it stands: crew on site since the first punch, finished at the last', async () => {
    answerFetch(
      portalApi({
        'GET /api/customer/visits/today': json(
          liveVisits([
            liveVisit({
              bookingId: 1,
              scheduledStart: '2026-11-24T14:00:00.000Z',
              scheduledEnd: '2026-11-24T16:00:00.000Z',
              status: 'finished',
              arrivedAt: '2026-11-24T13:58:00.000Z',
              finishedAt: '2026-11-24T15:50:00.000Z',
              minutesOnSite: 112,
              crewCount: 2,
            }),
            liveVisit({
              bookingId: 2,
              status: 'on_site',
              arrivedAt: '2026-11-24T17:35:00.000Z',
              minutesOnSite: 25,
              crewOnSite: 1,
              crewCount: 2,
            }),
            liveVisit({ bookingId: 3, scheduledStart: '2026-11-25T00:00:00.000Z', scheduledEnd: '2026-11-25T02:00:00.000Z' }),
          ]),
        ),
      }),
    );
    renderScreen(<Page />, { path: '/customer-dashboard' });
    const live = within(await screen.findByRole('region', { name: 'Today’s visits' }));
    expect(live.getByText(/updated 12:00 PM/)).toBeInTheDocument();
    const rows = live.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Finished');
    expect(rows[0]).toHaveTextContent('Finished at 9:50 AM · 1 h 52 min on site (arrived 7:58 AM, 2 people).');
    expect(rows[1]).toHaveTextContent('Crew on site');
    expect(rows[1]).toHaveTextContent('Crew on site since 11:35 AM · 25 min so far · 1 person there now.');
    expect(rows[2]).toHaveTextContent('Scheduled');
    expect(rows[2]).toHaveTextContent('6:00 PM to 8:00 PM');
  });

  it("shows each plan's own rate, and a plan priced by hand (or repriced since its quote) by its monthly price", async () => {
    const byHand = { id: 8, siteName: 'Lakeside Annex', status: 'active', monthlyPrice: 1200, hourlyRate: null };
    answerFetch(portalApi({ 'GET /api/customer/service-plans': json([quotedPlan, byHand]) }));
    renderScreen(<Page />, { path: '/customer-dashboard' });
    const own = within(await screen.findByRole('region', { name: 'Your rate' }));
    const figures = (await own.findAllByRole('definition')).map((dd) => [
      dd.previousElementSibling?.firstChild?.textContent,
      dd.previousElementSibling?.lastChild?.textContent,
      dd.textContent,
    ]);
    expect(figures).toEqual([
      ['Hourly rate, Lakeside Family Clinic', 'Per cleaner-hour of labor, as quoted: $539.09 a month.', '$30.45'],
      ['Monthly price, Lakeside Annex', 'What your service plan costs a month.', '$1,200.00'],
    ]);
  });

  it('before there is a plan, the hourly rate is the company standard, so labelled', async () => {
    answerFetch(portalApi({ 'GET /api/customer/service-plans': json([]) }));
    renderScreen(<Page />, { path: '/customer-dashboard' });
    expect(await screen.findByText('Your rate shows here once your service plan is set up.')).toBeInTheDocument();
    const figures = region('Your service figures');
    expect((await figures.findByText('$27.17')).closest('div')).toHaveTextContent('$27.17Company standard');
  });

  it('keeps the tab in the URL: a link opens it, and each choice is a history entry (Back returns to the tab before)', async () => {
    answerFetch(portalApi());
    const location = memoryLocation({ path: '/customer-dashboard?tab=billing', record: true });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SiteProvider value={testSite}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Page />
          </Router>
        </SiteProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Invoices' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Services' }));
    expect(await screen.findByRole('region', { name: 'Past visits' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(location.history).toEqual(['/customer-dashboard?tab=billing', '/customer-dashboard?tab=services', '/customer-dashboard']);

    // The dashboard's own links open a tab the same way.
    await user.click(await screen.findByRole('link', { name: 'All invoices' }));
    expect(location.history.at(-1)).toBe('/customer-dashboard?tab=billing');
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');

    // Arrow keys move between tabs without opening each; Enter opens the one reached.
    screen.getByRole('tab', { name: 'Billing' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveFocus();
    expect(location.history.at(-1)).toBe('/customer-dashboard?tab=billing');
    await user.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe('/customer-dashboard?tab=reports');
    expect(await screen.findByRole('region', { name: 'Service agreements' })).toBeInTheDocument();
  });

  it('says "Unable to load profile information" when the profile fails, and the rest still shows', async () => {
    answerFetch(portalApi({ 'GET /api/auth/customer/profile': problem(500, 'Something went wrong.') }));
    renderScreen(<Page />, { path: '/customer-dashboard' });
    expect(await screen.findByText('Unable to load profile information')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Upcoming services' })).toBeInTheDocument();
  });

  it('says what will appear when there are no visits and no invoices yet', async () => {
    answerFetch(portalApi({ 'GET /api/customer/bookings': json([]), 'GET /api/customer/invoices': json([]) }));
    renderScreen(<Page />, { path: '/customer-dashboard' });
    expect(await screen.findByText(/No visits are scheduled yet/)).toBeInTheDocument();
    expect(await screen.findByText('No invoices yet. Each invoice shows here once we issue it, with its PDF.')).toBeInTheDocument();
    expect(region('Outstanding balance').getByText('$0.00')).toBeInTheDocument();
    expect(region('Outstanding balance').getByText('No invoices yet: nothing is owed.')).toBeInTheDocument();
  });

  it('shows a failed list with the server’s words and tries again', async () => {
    const seen = answerFetch(portalApi({ 'GET /api/customer/bookings': problem(503, 'The service is restarting. Reference req-4.') }));
    const app = renderScreen(<Page />, { path: '/customer-dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your services could not be loaded');
    expect(alert).toHaveTextContent('The service is restarting. Reference req-4.');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(seen.filter((r) => r.url === '/api/customer/bookings')).toHaveLength(2));
  });

  it('Account shows the profile and the way to the account settings', async () => {
    answerFetch(portalApi());
    renderScreen(<Page />, { path: '/customer-dashboard?tab=account' });
    expect(await screen.findByText('Dana Reyes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Account settings/ })).toHaveAttribute('href', '/account');
  });
});
