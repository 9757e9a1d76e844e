import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { acme, ana, ben, birch, booking, plan } from '#tests/fixtures/operations.ts';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { Page as BookingDetailPage } from './booking-detail-page.tsx';
import { Page as BookingsPage } from './bookings-page.tsx';
import { Page as PlanPage } from './service-plan-detail-page.tsx';

/** Decision 0043 on screen: what the server flags (a holiday, a short crew) is shown where the admin acts on it. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-20T18:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const people = {
  path: '/api/users',
  reply: (request: SeenRequest) => json(queryOf(request)['role'] === 'customer' ? [acme, birch] : [ana, ben]),
};
// Christmas Day, one of the two people the plan needs.
const christmas = booking({
  id: 140,
  date: '2026-12-25',
  planOccurrence: '2026-12-25',
  scheduledDate: '2026-12-26T00:00:00.000Z',
  holiday: 'Christmas Day',
  crewNeeded: 2,
  crewShortBy: 1,
});
const ordinary = booking({
  id: 141,
  date: '2026-12-28',
  planOccurrence: '2026-12-28',
  scheduledDate: '2026-12-29T00:00:00.000Z',
  crewNeeded: 2,
  crewShortBy: 0,
  crew: [
    { id: 11, name: 'Ana Ruiz' },
    { id: 12, name: 'Ben Olson' },
  ],
});

describe('a visit on a holiday, short of crew', () => {
  it('is flagged in the bookings list, with the crew it lacks', async () => {
    answerFetch(
      byRoute([
        {
          path: '/api/admin/bookings/page',
          reply: json({ bookings: [christmas, ordinary], total: 2, page: 1, pageCount: 1, pageSize: 25 }),
        },
        people,
      ]),
    );
    renderScreen(<BookingsPage />, { path: '/admin/bookings' });
    const table = within(await screen.findByRole('table'));
    const [first, second] = table.getAllByRole('row').slice(1);
    expect(within(first!).getByText('Holiday: Christmas Day')).toBeInTheDocument();
    expect(within(first!).getByText('1 of 2 needed')).toHaveAttribute('title', 'Needs a crew of 2; 1 assigned.');
    expect(within(second!).queryByText(/Holiday/)).toBeNull();
    expect(within(second!).queryByText(/needed/)).toBeNull();
  });

  it('says on its page what to do, and cancelling it starts with the holiday as the reason', async () => {
    const seen = answerFetch(
      byRoute([
        { path: '/api/admin/bookings/140', reply: json(christmas) },
        { path: '/api/admin/audit', reply: json([]) },
        { method: 'POST', path: '/api/admin/bookings/140/cancel', reply: json({ ...christmas, status: 'cancelled' }) },
        people,
      ]),
    );
    const app = renderScreen(<BookingDetailPage params={{ id: '140' }} />, { path: '/admin/bookings/140' });
    expect(await screen.findByText(/This visit falls on Christmas Day, a company holiday\. Ask the customer/)).toBeInTheDocument();
    expect(
      screen.getByText('Short of crew: Needs a crew of 2; 1 assigned. The plan is priced for that many people per visit.'),
    ).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Cancel visit' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Company holiday: Christmas Day');
    await app.user.click(dialog.getByRole('button', { name: 'Cancel visit' }));
    await vi.waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({ reason: 'Company holiday: Christmas Day' });
  });

  it('warns while the crew is chosen: fewer ticked than the plan needs', async () => {
    answerFetch(
      byRoute([{ path: '/api/admin/bookings/140', reply: json(christmas) }, { path: '/api/admin/audit', reply: json([]) }, people]),
    );
    const app = renderScreen(<BookingDetailPage params={{ id: '140' }} />, { path: '/admin/bookings/140' });
    await app.user.click(await screen.findByRole('button', { name: 'Assign crew' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('group', { name: 'Crew (the plan needs 2)' })).toBeInTheDocument();
    expect(dialog.getByRole('status')).toHaveTextContent('Needs a crew of 2; 1 assigned.');
    await app.user.click(await dialog.findByRole('checkbox', { name: /Ben Olson/ }));
    expect(dialog.queryByRole('status')).toBeNull();
  });
});

describe('a plan', () => {
  it('lists its coming visits on holidays and warns that its default crew is short', async () => {
    const withHolidays = plan({
      upcomingHolidays: [
        { date: '2026-12-24', name: 'Christmas Eve' },
        { date: '2026-12-25', name: 'Christmas Day' },
      ],
    });
    answerFetch(
      byRoute([
        { path: '/api/admin/service-plans/5', reply: json(withHolidays) },
        { path: '/api/admin/bookings', reply: json([christmas]) },
        { path: '/api/admin/audit', reply: json([]) },
        people,
      ]),
    );
    renderScreen(<PlanPage params={{ id: '5' }} />, { path: '/admin/service-plans/5' });
    const holidays = within(await screen.findByRole('list', { name: 'Visits on company holidays' }));
    expect(holidays.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Thu, Dec 24, 2026: Christmas Eve',
      'Fri, Dec 25, 2026: Christmas Day',
    ]);
    expect(screen.getByText(/Short of crew: Needs a crew of 2; 1 assigned\./)).toBeInTheDocument();
    const visits = within(await screen.findByRole('list', { name: 'Next visits' }));
    expect(visits.getByText('Holiday: Christmas Day')).toBeInTheDocument();
    expect(visits.getByText('Ana Ruiz (1 of 2)')).toBeInTheDocument();
  });
});
