import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { acme, ana, auditEvent, ben, birch, booking, plan } from '#tests/fixtures/operations.ts';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, renderScreen, testSite, type SeenRequest } from '#tests/support/component-render.tsx';
import type { ServicePlan } from '#shared/contracts/operations.ts';
import { Page as PlansPage } from './service-plans-page.tsx';
import { Page as PlanPage } from './service-plan-detail-page.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const acmePlan = plan();
const birchPlan = plan({
  id: 6,
  customer: { id: 22, name: 'Bo Birch', companyName: 'Birch Law' },
  site: { id: 32, name: 'Birch Law', address: '80 S 8th St, Minneapolis, MN 55402' },
  frequency: 'Daily-5',
  serviceDays: [1, 2, 3, 4, 5],
  monthlyPriceCents: 420000,
  status: 'paused',
  crew: [],
});

const people = {
  path: '/api/users',
  reply: (request: SeenRequest) => json(queryOf(request)['role'] === 'customer' ? [acme, birch] : [ana, ben]),
};
const changes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

describe('Service plans: the list', () => {
  it('lists each plan with its schedule, crew, price and status; sorts by price; filters by status', async () => {
    const seen = answerFetch(byRoute([{ path: '/api/admin/service-plans', reply: json([acmePlan, birchPlan]) }, people]));
    const app = renderScreen(<PlansPage />);
    const table = within(await screen.findByRole('table'));
    const rows = () => table.getAllByRole('row').slice(1);
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Acme Dental (Dana Reyes)#5 · Acme Dental',
      'Birch Law (Bo Birch)#6 · Birch Law',
    ]);
    expect(within(rows()[0]!).getByText('Weekly · Mon, Wed · 6:00 PM · 2 h')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Daily (5 days a week) · Mon – Fri · 6:00 PM · 2 h')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('No default crew')).toBeInTheDocument();

    await app.user.click(within(screen.getByRole('columnheader', { name: 'Monthly' })).getByRole('button'));
    await app.user.click(within(screen.getByRole('columnheader', { name: 'Monthly' })).getByRole('button'));
    expect(within(rows()[0]!).getByText('$4,200.00')).toBeInTheDocument();

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    await waitFor(() =>
      expect(queryOf(seen.filter((r) => r.url.startsWith('/api/admin/service-plans')).at(-1)!)).toEqual({ status: 'paused' }),
    );
  });

  it('generates the visits now and says how many were added', async () => {
    const seen = answerFetch(
      byRoute([
        { method: 'POST', path: '/api/admin/service-plans/generate', reply: json({ created: 16 }) },
        { path: '/api/admin/service-plans', reply: json([acmePlan]) },
        people,
      ]),
    );
    const app = renderScreen(<PlansPage />);
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('button', { name: 'Generate visits now' }));
    expect(await screen.findByText('16 visits added')).toBeInTheDocument();
    expect(changes(seen)).toMatchObject([{ method: 'POST', url: '/api/admin/service-plans/generate' }]);
  });

  it('creates a plan: days, time, visit length, crew and price as the contract reads them', async () => {
    const seen = answerFetch(
      byRoute([
        { method: 'POST', path: '/api/admin/service-plans', reply: json(plan({ id: 7 }), 201) },
        { path: '/api/admin/service-plans', reply: json([acmePlan]) },
        { path: '/api/admin/bookings', reply: json([]) },
        people,
      ]),
    );
    const app = renderScreen(<PlansPage />, { path: '/admin/service-plans' });
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('button', { name: 'New service plan' }));
    const dialog = within(screen.getByRole('dialog'));
    await app.user.selectOptions(dialog.getByRole('combobox', { name: /Customer/ }), 'Acme Dental (Dana Reyes)');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /Site/ })).toHaveValue('31'));
    await app.user.selectOptions(dialog.getByRole('combobox', { name: /Frequency/ }), 'Daily (5 days a week)');
    // Picking it ticks its usual days, Monday to Friday (decision 0039); they stay editable.
    const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    expect(days.filter((day) => (dialog.getByRole('checkbox', { name: day }) as HTMLInputElement).checked)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
    ]);
    await app.user.click(dialog.getByRole('checkbox', { name: 'Fri' }));
    await app.user.click(dialog.getByRole('button', { name: 'Create plan' }));
    // Daily-5 with four days: the shared schedule rule says what is wrong, under the days.
    expect(await dialog.findByText('Daily (5 days a week) needs five service days: choose five weekdays')).toBeInTheDocument();
    expect(dialog.getByText('Enter the monthly price in dollars, like 1450 or 1450.50')).toBeInTheDocument();

    await app.user.click(dialog.getByRole('checkbox', { name: 'Fri' }));
    await app.user.type(dialog.getByRole('textbox', { name: /Monthly price/ }), '4200');
    await app.user.click(dialog.getByRole('checkbox', { name: /Ana Ruiz/ }));
    await app.user.click(dialog.getByRole('checkbox', { name: 'Carpet Cleaning' }));
    await app.user.click(dialog.getByRole('button', { name: 'Create plan' }));

    await waitFor(() => expect(changes(seen)).toHaveLength(1));
    expect(changes(seen)[0]!.body).toEqual({
      customerId: 21,
      siteId: 31,
      facilityType: 'office',
      squareFootage: null,
      frequency: 'Daily-5',
      serviceDays: [1, 2, 3, 4, 5],
      startTime: '18:00',
      visitMinutes: 120,
      crewSize: 1,
      addOns: ['Carpet Cleaning'],
      monthlyPriceCents: 420000,
      startsOn: '2026-12-02',
      endsOn: null,
      notes: null,
      crew: [11],
    });
    expect(app.path()).toBe('/admin/service-plans/7');
  });
});

describe('A service plan', () => {
  function planRoutes(current: () => ServicePlan, extra: Parameters<typeof byRoute>[0] = []) {
    return byRoute([
      ...extra,
      { path: '/api/admin/service-plans/5', reply: () => json(current()) },
      { path: '/api/admin/service-plans', reply: () => json([current()]) },
      { path: '/api/admin/bookings', reply: json([booking(), booking({ id: 103, date: '2026-11-30', crew: [] })]) },
      { path: '/api/admin/audit', reply: json([auditEvent({ entity: 'service_plan', entityId: '5', after: { frequency: 'Weekly' } })]) },
      people,
    ]);
  }
  const renderPlan = (site = testSite) => renderScreen(<PlanPage params={{ id: '5' }} />, { path: '/admin/service-plans/5', site });

  it('shows its terms, next visits and history', async () => {
    const seen = answerFetch(planRoutes(() => acmePlan));
    renderPlan();
    expect(await screen.findByRole('heading', { level: 1, name: 'Service plan #5' })).toBeInTheDocument();
    expect(screen.getByText('$1,450.00')).toBeInTheDocument();
    const visits = within(await screen.findByRole('list', { name: 'Next visits' }));
    expect(visits.getAllByRole('link')).toHaveLength(2);
    expect(visits.getByText('Unassigned')).toBeInTheDocument();
    expect(queryOf(seen.find((r) => r.url.startsWith('/api/admin/bookings'))!)).toMatchObject({ planId: '5', from: '2026-11-25' });
    expect(
      await within(screen.getByRole('region', { name: 'History of this plan' })).findByText('Created', { exact: false }),
    ).toBeInTheDocument();
  });

  it('pauses, and ends on a chosen last day', async () => {
    let current = acmePlan;
    const seen = answerFetch(
      planRoutes(
        () => current,
        [
          {
            method: 'PUT',
            path: '/api/admin/service-plans/5',
            reply: (request) => {
              current = { ...current, ...(request.body as Partial<ServicePlan>) };
              return json(current);
            },
          },
        ],
      ),
    );
    const app = renderPlan();
    await app.user.click(await screen.findByRole('button', { name: 'Pause' }));
    await app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Pause plan' }));
    expect(await screen.findByText('Plan #5 is paused now.')).toBeInTheDocument();
    expect(changes(seen)[0]!.body).toEqual({ status: 'paused' });
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'End' }));
    const dialog = within(screen.getByRole('alertdialog'));
    const lastDay = dialog.getByLabelText(/Last day of service/);
    expect(lastDay).toHaveValue('2026-11-25');
    await app.user.clear(lastDay);
    await app.user.type(lastDay, '2026-12-31');
    await app.user.click(dialog.getByRole('button', { name: 'End plan' }));
    await waitFor(() => expect(changes(seen)).toHaveLength(2));
    expect(changes(seen)[1]!.body).toEqual({ status: 'ended', endsOn: '2026-12-31' });
  });

  it('changes the default crew and hands it to the coming untouched visits', async () => {
    const seen = answerFetch(
      planRoutes(() => acmePlan, [{ method: 'PUT', path: '/api/admin/service-plans/5/crew', reply: json(acmePlan) }]),
    );
    const app = renderPlan();
    await app.user.click(await screen.findByRole('button', { name: 'Change crew' }));
    const dialog = within(screen.getByRole('dialog'));
    await app.user.click(await dialog.findByRole('checkbox', { name: /Ben Olson/ }));
    expect(dialog.getByRole('checkbox', { name: /coming visits that nobody changed/ })).toBeChecked();
    await app.user.click(dialog.getByRole('button', { name: 'Save crew' }));
    await waitFor(() => expect(changes(seen)).toHaveLength(1));
    expect(changes(seen)[0]!.body).toEqual({ employeeIds: [11, 12], applyToFuture: true });
  });

  it('a plan accepted online: Confirm start sends its first day, time and crew; End sends no last day', async () => {
    let current = plan({
      status: 'pending_start',
      leadId: 'lead-1',
      crew: [],
      generatedThrough: null,
      startsOn: '2026-12-07',
      serviceDays: [1],
    });
    const seen = answerFetch(
      planRoutes(
        () => current,
        [
          {
            method: 'POST',
            path: '/api/admin/service-plans/5/confirm-start',
            reply: () => {
              current = { ...current, status: 'active', crew: [{ id: 12, name: 'Ben Olson' }] };
              return json(current);
            },
          },
          { method: 'PUT', path: '/api/admin/service-plans/5', reply: () => json({ ...current, status: 'ended' }) },
        ],
      ),
    );
    const app = renderPlan();
    expect(await screen.findByText('Accepted, to start')).toBeInTheDocument();
    expect(screen.getByText(/Accepted online: no visits until you confirm the start date and crew/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();

    // Ending a plan that never started sends no last day (nothing of it is billed).
    await app.user.click(screen.getByRole('button', { name: 'End' }));
    const endDialog = within(screen.getByRole('alertdialog'));
    expect(endDialog.queryByLabelText(/Last day of service/)).not.toBeInTheDocument();
    await app.user.click(endDialog.getByRole('button', { name: 'End plan' }));
    await waitFor(() => expect(changes(seen)).toHaveLength(1));
    expect(changes(seen)[0]!.body).toEqual({ status: 'ended' });

    await app.user.click(await screen.findByRole('button', { name: 'Confirm start' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByLabelText(/First day/)).toHaveValue('2026-12-07');
    // Without a crew the form says what it needs and sends nothing.
    await app.user.click(dialog.getByRole('button', { name: 'Confirm start' }));
    expect(await dialog.findByText('Choose the crew: at least one active employee, each once, at most 50')).toBeInTheDocument();
    expect(changes(seen)).toHaveLength(1);
    await app.user.click(await dialog.findByRole('checkbox', { name: /Ben Olson/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Confirm start' }));
    await waitFor(() => expect(changes(seen)).toHaveLength(2));
    expect(changes(seen)[1]).toMatchObject({
      method: 'POST',
      body: { startsOn: '2026-12-07', startTime: '18:00', employeeIds: [12] },
    });
    expect(await screen.findByText('Plan started')).toBeInTheDocument();
  });
  it('a plan accepted online, with e-mail: the note, the dialog and the toast say the client is e-mailed the start', async () => {
    let current = plan({
      status: 'pending_start',
      leadId: 'lead-1',
      crew: [],
      generatedThrough: null,
      startsOn: '2026-12-07',
      serviceDays: [1],
    });
    answerFetch(
      planRoutes(
        () => current,
        [
          {
            method: 'POST',
            path: '/api/admin/service-plans/5/confirm-start',
            reply: () => json((current = { ...current, status: 'active', crew: [{ id: 12, name: 'Ben Olson' }] })),
          },
        ],
      ),
    );
    const app = renderPlan();
    expect(
      await screen.findByText('Accepted online: no visits until you confirm the start date and crew. The client is e-mailed when you do.'),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Confirm start' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText(
        'The client accepted this plan online. Confirming produces its visits with this crew and e-mails the client the start date and how many cleaners come (never their names).',
      ),
    ).toBeInTheDocument();
    await app.user.click(await dialog.findByRole('checkbox', { name: /Ben Olson/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Confirm start' }));
    expect(await screen.findByText('Plan #5 starts on Dec 7, 2026; the client was e-mailed.')).toBeInTheDocument();
  });

  it('a plan accepted online, without e-mail: says the client’s e-mail is held until e-mail is set up, and to call them (decision 0041)', async () => {
    let current = plan({
      status: 'pending_start',
      leadId: 'lead-1',
      crew: [],
      generatedThrough: null,
      startsOn: '2026-12-07',
      serviceDays: [1],
    });
    answerFetch(
      planRoutes(
        () => current,
        [
          {
            method: 'POST',
            path: '/api/admin/service-plans/5/confirm-start',
            reply: () => json((current = { ...current, status: 'active', crew: [{ id: 12, name: 'Ben Olson' }] })),
          },
        ],
      ),
    );
    const app = renderPlan({ ...testSite, capabilities: { emailDelivery: false } });
    expect(
      await screen.findByText(
        'Accepted online: no visits until you confirm the start date and crew. This site sends no e-mail at the moment: the client’s start e-mail is held until e-mail is set up, so call them with the start date.',
      ),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Confirm start' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(
      dialog.getByText(
        'The client accepted this plan online. Confirming produces its visits with this crew. This site sends no e-mail at the moment: the e-mail telling the client the start date is held until e-mail is set up, so call them.',
      ),
    ).toBeInTheDocument();
    await app.user.click(await dialog.findByRole('checkbox', { name: /Ben Olson/ }));
    await app.user.click(dialog.getByRole('button', { name: 'Confirm start' }));
    expect(
      await screen.findByText(
        'Plan #5 starts on Dec 7, 2026. The client’s e-mail is held until e-mail is set up: call them with the start date.',
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/was e-mailed|is e-mailed|e-mails the client/);
  });
});
