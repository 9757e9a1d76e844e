import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { acme, ana, ben, birch, booking, plan, retired } from '#tests/fixtures/operations.ts';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import type { AdminBooking, AdminBookingPage } from '#shared/contracts/operations.ts';
import { Page as BookingsPage } from './bookings-page.tsx';

// Wednesday, November 25, 2026 at noon in Minnesota: this week is Sunday the 22nd to Saturday the 28th.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const tuesday = booking();
const thursday = booking({
  id: 102,
  date: '2026-11-26',
  scheduledDate: '2026-11-26T15:00:00.000Z',
  startTime: '09:00',
  customer: { id: 22, name: 'Bo Birch', companyName: 'Birch Law' },
  serviceType: 'Carpet shampoo',
  servicePlanId: null,
  source: 'admin',
  priceCents: 18000,
  price: 180,
  crew: [],
  assignedTeam: [],
});

/** The server's page of the list: the visits given, as one page unless told otherwise. */
const pageOf = (bookings: AdminBooking[], where: Partial<AdminBookingPage> = {}): AdminBookingPage => ({
  bookings,
  total: bookings.length,
  page: 1,
  pageCount: 1,
  pageSize: 25,
  ...where,
});

function routes(list: AdminBooking[] | Response = [tuesday, thursday]) {
  return byRoute([
    { path: '/api/admin/bookings/page', reply: list instanceof Response ? list : json(pageOf(list)) },
    { path: '/api/admin/bookings', reply: list instanceof Response ? list : json(list) },
    { path: '/api/users', reply: (request) => json(queryOf(request)['role'] === 'customer' ? [acme, birch] : [ana, ben, retired]) },
    { path: '/api/admin/service-plans', reply: json([plan()]) },
  ]);
}

const pageRequests = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'GET' && r.url.startsWith('/api/admin/bookings/page?'));
const weekRequests = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'GET' && r.url.startsWith('/api/admin/bookings?'));
const table = () => within(screen.getByRole('table'));
const firstColumn = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.querySelector('p')!.textContent);

describe('Bookings: the list', () => {
  it('asks for the first page of today and the next four weeks, lists the visits with their crew, and has the server sort by a column', async () => {
    // The server's order: descending by client when asked, else as the visits come.
    const seen = answerFetch(
      byRoute([
        {
          path: '/api/admin/bookings/page',
          reply: (request) => json(pageOf(queryOf(request)['direction'] === 'descending' ? [thursday, tuesday] : [tuesday, thursday])),
        },
        ...routesList().slice(1),
      ]),
    );
    const app = renderScreen(<BookingsPage />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(queryOf(pageRequests(seen)[0]!)).toEqual({ from: '2026-11-25', to: '2026-12-22' });
    expect(weekRequests(seen)).toEqual([]);
    expect(screen.getByText('2 visits')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['Acme Dental (Dana Reyes)', 'Birch Law (Bo Birch)']);
    expect(table().getAllByText('Unassigned')).toHaveLength(1);
    expect(table().getByRole('link', { name: /Tue, Nov 24/ })).toHaveAttribute('href', '/admin/bookings/101');

    await app.user.click(within(screen.getByRole('columnheader', { name: 'Customer' })).getByRole('button'));
    await waitFor(() => expect(queryOf(pageRequests(seen).at(-1)!)).toMatchObject({ sort: 'client' }));
    await app.user.click(within(screen.getByRole('columnheader', { name: 'Customer' })).getByRole('button'));
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(queryOf(pageRequests(seen).at(-1)!)).toMatchObject({ sort: 'client', direction: 'descending' }));
    await waitFor(() => expect(firstColumn()).toEqual(['Birch Law (Bo Birch)', 'Acme Dental (Dana Reyes)']));
  });

  it('counts every visit of the dates, pages through them on the server, and starts again at page 1 on a new order or filter', async () => {
    const birch = (id: number) => booking({ id, customer: { id: 22, name: 'Bo Birch', companyName: `Birch Law ${id}` } });
    const visits = (first: number, count: number) => Array.from({ length: count }, (_, i) => birch(first + i));
    const seen = answerFetch(
      byRoute([
        {
          path: '/api/admin/bookings/page',
          reply: (request) =>
            queryOf(request)['page'] === '3'
              ? json(pageOf(visits(150, 1), { total: 51, page: 3, pageCount: 3 }))
              : queryOf(request)['page'] === '2'
                ? json(pageOf(visits(125, 25), { total: 51, page: 2, pageCount: 3 }))
                : json(pageOf(visits(100, 25), { total: 51, page: 1, pageCount: 3 })),
        },
        ...routesList().slice(1),
      ]),
    );
    const app = renderScreen(<BookingsPage />);
    expect(await screen.findByText('51 visits')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Booking list pages' }));
    expect(pages.getByText('Showing 1–25 of 51')).toBeInTheDocument();

    await app.user.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(firstColumn()[0]).toBe('Birch Law 125 (Bo Birch)'));
    expect(firstColumn()).toHaveLength(25);
    expect(queryOf(pageRequests(seen).at(-1)!)).toMatchObject({ page: '2' });
    expect(pages.getByText('Showing 26–50 of 51')).toBeInTheDocument();
    await app.user.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages.getByText('Showing 51–51 of 51')).toBeInTheDocument());
    expect(firstColumn()).toEqual(['Birch Law 150 (Bo Birch)']);
    expect(pages.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    await app.user.click(within(screen.getByRole('columnheader', { name: 'Status' })).getByRole('button'));
    await waitFor(() => expect(queryOf(pageRequests(seen).at(-1)!)).toEqual({ from: '2026-11-25', to: '2026-12-22', sort: 'status' }));
    // And on a new filter.
    await app.user.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queryOf(pageRequests(seen).at(-1)!)).toMatchObject({ page: '2' }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await waitFor(() =>
      expect(queryOf(pageRequests(seen).at(-1)!)).toEqual({ from: '2026-11-25', to: '2026-12-22', sort: 'status', status: 'completed' }),
    );
  });

  it('sends the status, customer and employee chosen; nothing found says so and clears the filters', async () => {
    const seen = answerFetch(routes([]));
    const app = renderScreen(<BookingsPage />);
    await screen.findByText('No visits in these dates');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), 'Birch Law (Bo Birch)');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Employee' }), 'Ben Olson');
    await waitFor(() =>
      expect(queryOf(pageRequests(seen).at(-1)!)).toMatchObject({ status: 'cancelled', customerId: '22', employeeId: '12' }),
    );
    // Inactive employees cannot be assigned, so they are no filter either.
    expect(within(screen.getByRole('combobox', { name: 'Employee' })).queryByText('Gus Gone')).toBeNull();
    expect(await screen.findByText('No visit matches the status, customer and employee chosen.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    // Back to the unfiltered read (already loaded): the dates' own empty state.
    expect(await screen.findByText('No visits in these dates')).toBeInTheDocument();
    expect(screen.getByText(/book a one-off visit, or create a service plan/)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    answerFetch(
      byRoute([
        { path: '/api/admin/bookings/page', reply: () => (fail ? problem(500, 'Database unavailable') : json(pageOf([tuesday]))) },
        { path: '/api/users', reply: json([]) },
      ]),
    );
    const app = renderScreen(<BookingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The bookings could not be loaded');
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('Bookings: the week calendar', () => {
  it('shows Sunday to Saturday with each visit on its Minnesota day, a day list on phones, and moves by weeks', async () => {
    const seen = answerFetch(routes());
    const app = renderScreen(<BookingsPage />);
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByText('Nov 22 – 28, 2026')).toBeInTheDocument();
    await waitFor(() => expect(queryOf(weekRequests(seen).at(-1)!)).toMatchObject({ from: '2026-11-22', to: '2026-11-28', limit: '1000' }));

    const calendar = await screen.findByRole('list', { name: 'Week calendar' });
    const days = within(calendar).getAllByRole('listitem', { name: /, Nov/ });
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'Sun, Nov 22',
      'Mon, Nov 23',
      'Tue, Nov 24',
      'Wed, Nov 25',
      'Thu, Nov 26',
      'Fri, Nov 27',
      'Sat, Nov 28',
    ]);
    expect(within(days[2]!).getByRole('link')).toHaveAccessibleName(/6:00 PM – 8:00 PM, Acme Dental/);
    expect(within(days[4]!).getByRole('link')).toHaveAccessibleName(/9:00 AM – 11:00 AM, Birch Law .*crew: Unassigned/);
    // The phones' list of days has every day too, the empty ones saying so.
    const phoneDays = screen.getByRole('list', { name: 'Days of the week' });
    expect(within(phoneDays).getAllByText('No visits')).toHaveLength(5);
    expect(within(phoneDays).getByText('Wed, Nov 25 (today)')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText('Nov 29 – Dec 5, 2026')).toBeInTheDocument();
    await waitFor(() => expect(queryOf(weekRequests(seen).at(-1)!)).toMatchObject({ from: '2026-11-29', to: '2026-12-05' }));
  });
});

describe('Bookings: a one-off visit', () => {
  it('books a visit at a site of the customer, with its price in cents and its crew', async () => {
    const created = booking({
      id: 150,
      servicePlanId: null,
      source: 'admin',
      date: '2026-12-01',
      startTime: '07:30',
      serviceType: 'Deep clean',
    });
    const seen = answerFetch(byRoute([{ method: 'POST', path: '/api/admin/bookings', reply: json(created, 201) }, ...routesList()]));
    const app = renderScreen(<BookingsPage />);
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('button', { name: 'New one-off visit' }));
    const dialog = within(screen.getByRole('dialog'));

    // Nothing filled: the contract's own words under the fields.
    await app.user.clear(dialog.getByRole('spinbutton', { name: /Length in minutes/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Book visit' }));
    expect(await dialog.findByText('Choose a customer (a customer id)')).toBeInTheDocument();
    expect(dialog.getByText('Enter the price in dollars, like 180 or 180.50')).toBeInTheDocument();

    await app.user.selectOptions(dialog.getByRole('combobox', { name: /Customer/ }), 'Acme Dental (Dana Reyes)');
    // The customer's only known site (from their plan) is chosen at once.
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /Site/ })).toHaveValue('31'));
    await app.user.type(dialog.getByRole('textbox', { name: /Service/ }), 'Deep clean');
    await app.user.clear(dialog.getByLabelText(/^Date/));
    await app.user.type(dialog.getByLabelText(/^Date/), '2026-12-01');
    await app.user.clear(dialog.getByLabelText(/^Start time/));
    await app.user.type(dialog.getByLabelText(/^Start time/), '07:30');
    await app.user.type(dialog.getByRole('spinbutton', { name: /Length in minutes/ }), '180');
    await app.user.type(dialog.getByRole('textbox', { name: /Price in USD/ }), '1,250.50');
    await app.user.click(dialog.getByRole('checkbox', { name: /Ben Olson/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Book visit' }));

    expect(await screen.findByText('Tue, Dec 1 at 7:30 AM: Deep clean.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = seen.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      customerId: 21,
      siteId: 31,
      serviceType: 'Deep clean',
      date: '2026-12-01',
      startTime: '07:30',
      durationMinutes: 180,
      priceCents: 125050,
      notes: '',
      crew: [12],
    });
  });

  it('opens with the site a one-time conversion made when the CRM links here', async () => {
    answerFetch(routes());
    renderScreen(<BookingsPage />, { path: '/admin/bookings?customer=22&site=77&siteLabel=Birch%20Law%2C%2080%20S%208th%20St' });
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /Customer/ })).toHaveValue('22'));
    expect(dialog.getByRole('combobox', { name: /Site/ })).toHaveValue('77');
    expect(dialog.getByRole('option', { name: 'Birch Law, 80 S 8th St' })).toBeInTheDocument();
  });
});

function routesList() {
  return [
    { path: '/api/admin/bookings/page', reply: json(pageOf([tuesday, thursday])) },
    { path: '/api/admin/bookings', reply: json([tuesday, thursday]) },
    {
      path: '/api/users',
      reply: (request: SeenRequest) => json(queryOf(request)['role'] === 'customer' ? [acme, birch] : [ana, ben, retired]),
    },
    { path: '/api/admin/service-plans', reply: json([plan()]) },
  ];
}
