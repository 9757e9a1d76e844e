import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { auditEvent, booking, timeEntry, timesheet, timesheetEntry } from '#tests/fixtures/operations.ts';
import { byRoute, queryOf } from '#tests/support/api-routes.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import type { TimesheetWeek } from '#shared/contracts/timesheets.ts';
import { Page as TimesheetsPage } from './timesheets-page.tsx';
import { Page as TimesheetPage } from './timesheet-detail-page.tsx';

// Wednesday, November 25, 2026 in Minnesota: last week is Sunday the 15th to Saturday the 21st.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const anaWeek = timesheet({ weekStart: '2026-11-15', farPunches: 1 });
const benWeek = timesheet({
  employee: { id: 12, name: 'Ben Olson', username: 'bolson', isActive: true },
  weekStart: '2026-11-15',
  status: 'approved',
  totalMinutes: 2400,
  totalHours: 40,
  totalMiles: 41.3,
  payCents: 98000,
  exportedAt: '2026-11-23T15:00:00.000Z',
});

const changes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');

describe('Timesheets: the week', () => {
  it('opens on last week: employees with totals, flags and status; sorts by hours; moves by weeks', async () => {
    const seen = answerFetch(
      byRoute([
        {
          path: '/api/admin/timesheets',
          reply: (request) => json({ weekStart: queryOf(request)['week'], timesheets: [anaWeek, benWeek] }),
        },
      ]),
    );
    const app = renderScreen(<TimesheetsPage />, { path: '/admin/timesheets' });
    const table = within(await screen.findByRole('table'));
    expect(queryOf(seen[0]!)).toEqual({ week: '2026-11-15' });
    expect(screen.getAllByText('Nov 15 – 21, 2026')).not.toHaveLength(0);
    const rows = () => table.getAllByRole('row').slice(1);
    expect(within(rows()[0]!).getByText('1 far from site')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('$61.25 (preview)')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Approved')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Exported')).toBeInTheDocument();
    expect(within(rows()[0]!).getByRole('link', { name: /Ana Ruiz/ })).toHaveAttribute('href', '/admin/timesheets/11?week=2026-11-15');

    await app.user.click(within(screen.getByRole('columnheader', { name: 'Hours' })).getByRole('button'));
    await app.user.click(within(screen.getByRole('columnheader', { name: 'Hours' })).getByRole('button'));
    expect(within(rows()[0]!).getByText('40.00 h')).toBeInTheDocument();

    await app.user.click(within(screen.getByRole('region', { name: 'Employees' })).getByRole('button', { name: 'Next week' }));
    expect(app.path()).toBe('/admin/timesheets?week=2026-11-22');
  });

  it('says when nobody recorded time', async () => {
    answerFetch(byRoute([{ path: '/api/admin/timesheets', reply: json({ weekStart: '2026-11-15', timesheets: [] }) }]));
    renderScreen(<TimesheetsPage />, { path: '/admin/timesheets' });
    expect(await screen.findByText('No time recorded this week')).toBeInTheDocument();
  });

  it('downloads the payroll CSV of a range of weeks, and shows a refusal', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:payroll');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let refuse = false;
    const seen = answerFetch(
      byRoute([
        { path: '/api/admin/timesheets', reply: json({ weekStart: '2026-11-15', timesheets: [anaWeek] }) },
        {
          path: '/api/admin/payroll.csv',
          reply: () =>
            refuse
              ? problem(409, 'The week of November 8, 2026 changed after it was approved; reopen and approve it again.')
              : new Response('Employee,Employee ID,Date,Hours,Miles,Rate,Pay\r\n', {
                  headers: {
                    'content-type': 'text/csv',
                    'content-disposition': 'attachment; filename="payroll-2026-11-08-to-2026-11-21.csv"',
                  },
                }),
        },
      ]),
    );
    const app = renderScreen(<TimesheetsPage />, { path: '/admin/timesheets' });
    await screen.findByRole('table');
    const payroll = within(screen.getByRole('region', { name: 'Payroll CSV' }));
    await app.user.click(payroll.getAllByRole('button', { name: 'Previous week' })[0]!);
    await app.user.click(payroll.getByRole('button', { name: 'Download payroll CSV' }));
    expect(await screen.findByText('payroll-2026-11-08-to-2026-11-21.csv')).toBeInTheDocument();
    const download = seen.find((r) => r.url.startsWith('/api/admin/payroll.csv'))!;
    expect(queryOf(download)).toEqual({ from: '2026-11-08', to: '2026-11-15' });
    expect(created).toHaveBeenCalledOnce();
    expect(clicked).toHaveBeenCalledOnce();

    refuse = true;
    await app.user.click(payroll.getByRole('button', { name: 'Download payroll CSV' }));
    expect(await payroll.findByRole('alert')).toHaveTextContent('changed after it was approved');
  });
});

describe('Timesheets: one employee’s week', () => {
  function routes(current: () => TimesheetWeek, extra: Parameters<typeof byRoute>[0] = []) {
    return byRoute([
      ...extra,
      { path: '/api/admin/timesheets/11', reply: () => json(current()) },
      { path: '/api/admin/bookings', reply: json([booking()]) },
      {
        path: '/api/admin/audit',
        reply: json([
          auditEvent({ entity: 'timesheet_week', entityId: '11:2026-11-22', action: 'approve', after: { status: 'approved' } }),
        ]),
      },
    ]);
  }
  const renderWeek = () => renderScreen(<TimesheetPage params={{ employeeId: '11' }} />, { path: '/admin/timesheets/11?week=2026-11-22' });

  it('shows the entries with far punches flagged, the days, and approves the week', async () => {
    let current = timesheet({
      entries: [
        timesheetEntry(),
        timesheetEntry({ id: 302, farFromSite: true, distanceMeters: 1840, clockOutDistanceMeters: 25, source: 'manual' }),
      ],
      farPunches: 1,
    });
    const seen = answerFetch(
      routes(
        () => current,
        [
          {
            method: 'POST',
            path: '/api/admin/timesheets/11/2026-11-22/approve',
            reply: () => {
              current = { ...current, status: 'approved', approvedAt: '2026-11-25T18:00:00.000Z', approvedBy: { id: 1, name: 'Admin' } };
              return json(current);
            },
          },
        ],
      ),
    );
    const app = renderWeek();
    expect(await screen.findByRole('heading', { level: 1, name: 'Timesheet: Ana Ruiz' })).toBeInTheDocument();
    expect(queryOf(seen.find((r) => r.url.startsWith('/api/admin/timesheets/11'))!)).toEqual({ week: '2026-11-22' });
    const entries = within(screen.getByRole('list', { name: 'Time entries' }));
    expect(entries.getAllByRole('listitem')[0]).toHaveTextContent('Tue, Nov 24 · 6:00 PM – 8:30 PM2.50 h');
    expect(entries.getByText('Far from the site: in 1.8 km, out 25 m')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Days table' })).getByText('$61.25')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Approve week' }));
    await app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve week' }));
    expect(await screen.findByText('Week approved')).toBeInTheDocument();
    expect(changes(seen)).toMatchObject([{ method: 'POST', url: '/api/admin/timesheets/11/2026-11-22/approve' }]);
    expect(await screen.findByRole('button', { name: 'Reopen week' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Correct/ })).toBeNull();
  });

  it('names the visit by its site and the punch by its address, never by raw coordinates (issue 30)', async () => {
    const geocoded = timesheetEntry({ clockOutAddress: '44.976600,-93.265000', clockOutLocation: '44.976600,-93.265000' });
    const unnamed = timesheetEntry({
      id: 304,
      bookingId: 199,
      siteName: null,
      address: null,
      location: null,
      clockOutAddress: null,
      clockOutLocation: null,
    });
    answerFetch(routes(() => timesheet({ entries: [geocoded, unnamed] })));
    renderWeek();
    const rows = (await screen.findByRole('list', { name: 'Time entries' })).querySelectorAll('li');
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'At Lakeside Family Clinic' })).toHaveAttribute('href', '/admin/bookings/101');
    expect(rows[0]).toHaveTextContent('In at 7001 France Avenue South, Edina, MN 55435; out: on the map');
    expect(first.getByRole('link', { name: 'on the map (44.9766, -93.2650)' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=44.9766&mlon=-93.265#map=17/44.9766/-93.265',
    );
    expect(rows[0]).not.toHaveTextContent('44.976600');
    expect(rows[0]).not.toHaveTextContent('Visit #');
    // A visit booked without a site keeps its number; an entry with no punch says nothing about places.
    expect(within(rows[1]!).getByRole('link', { name: 'Visit #199' })).toBeInTheDocument();
    expect(rows[1]).not.toHaveTextContent('In at');
  });

  it('turns Approve off and says why before any click, with the server’s own words', async () => {
    const notOver = 'The week of November 22, 2026 is not over yet: it can be approved from Sunday, November 29.';
    const clockedIn =
      'Ana Ruiz is still clocked in (Tuesday, November 24 from 12:00 PM (still clocked in)): clock them out or correct the entry before approving the week.';
    const seen = answerFetch(
      routes(() =>
        timesheet({
          openEntries: 1,
          approvalBlockers: [
            { code: 'week-not-over', message: notOver },
            { code: 'clocked-in', message: clockedIn },
          ],
        }),
      ),
    );
    const app = renderWeek();
    const approve = await screen.findByRole('button', { name: 'Approve week' });
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(approve).toHaveAccessibleDescription(`This week cannot be approved yet ${notOver} ${clockedIn}`);
    const note = within(screen.getByRole('note', { name: 'This week cannot be approved yet' }));
    expect(note.getAllByRole('listitem').map((item) => item.textContent)).toEqual([notOver, clockedIn]);
    // No rate is missing, so there is nothing to set here.
    expect(note.queryByRole('form')).toBeNull();

    approve.focus();
    await app.user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(changes(seen)).toEqual([]);
  });

  it('sets a missing hourly rate where it blocks approval, then Approve is on', async () => {
    const noRate = 'Set an hourly rate first: Ana Ruiz has none, so the week’s pay cannot be worked out.';
    let current = timesheet({
      hourlyRateCents: null,
      payCents: null,
      approvalBlockers: [{ code: 'no-hourly-rate', message: noRate }],
    });
    const seen = answerFetch(
      routes(
        () => current,
        [
          {
            method: 'PUT',
            path: '/api/users/11',
            reply: () => {
              current = timesheet({ hourlyRateCents: 2240, payCents: 5600 });
              return json({ id: 11, hourlyRate: 22.4 });
            },
          },
        ],
      ),
    );
    const app = renderWeek();
    expect(await screen.findByRole('button', { name: 'Approve week' })).toHaveAttribute('aria-disabled', 'true');
    const form = within(screen.getByRole('form', { name: 'Hourly rate of Ana Ruiz' }));
    await app.user.click(form.getByRole('button', { name: 'Save rate' }));
    expect(await form.findByText('Enter the hourly rate, like 21.50')).toBeInTheDocument();
    await app.user.type(form.getByRole('spinbutton', { name: /Ana Ruiz’s hourly rate in USD/ }), '22.40');
    await app.user.click(form.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Hourly rate saved')).toBeInTheDocument();
    expect(changes(seen)).toMatchObject([{ method: 'PUT', url: '/api/users/11', body: { hourlyRate: 22.4 } }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve week' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByRole('note', { name: 'This week cannot be approved yet' })).toBeNull();
    expect(screen.getByText('$22.40 an hour')).toBeInTheDocument();
  });

  it('warns before reopening an exported week, and shows the server’s warning after', async () => {
    const approved = timesheet({ status: 'approved', exportedAt: '2026-11-23T15:00:00.000Z' });
    answerFetch(
      routes(
        () => approved,
        [
          {
            method: 'POST',
            path: '/api/admin/timesheets/11/2026-11-22/reopen',
            reply: json({
              timesheet: { ...approved, status: 'open' },
              warning: 'A payroll CSV already included this week on Nov 23, 2026.',
            }),
          },
        ],
      ),
    );
    const app = renderWeek();
    await app.user.click(await screen.findByRole('button', { name: 'Reopen week' }));
    const dialog = within(screen.getByRole('alertdialog'));
    expect(dialog.getByRole('note')).toHaveTextContent('A payroll CSV already included this week');
    await app.user.click(dialog.getByRole('button', { name: 'Reopen week' }));
    expect(await screen.findByText('A payroll CSV already included this week on Nov 23, 2026.')).toBeInTheDocument();
  });

  it('adds a correction with Minnesota times, and deletes an entry', async () => {
    const seen = answerFetch(
      routes(
        () => timesheet(),
        [
          { method: 'POST', path: '/api/admin/time-entries', reply: json(timeEntry({ id: 303, source: 'admin' }), 201) },
          { method: 'DELETE', path: '/api/admin/time-entries/301', reply: new Response(null, { status: 204 }) },
        ],
      ),
    );
    const app = renderWeek();
    await app.user.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = within(screen.getByRole('dialog'));
    const start = dialog.getByLabelText(/^Start/);
    const end = dialog.getByLabelText(/^End/);
    expect(start).toHaveValue('2026-11-23T09:00');
    await app.user.clear(end);
    await app.user.type(end, '2026-11-23T08:00');
    await app.user.click(dialog.getByRole('button', { name: 'Add entry' }));
    expect(await dialog.findByText('The end time must be after the start time')).toBeInTheDocument();

    await app.user.clear(end);
    await app.user.type(end, '2026-11-23T13:30');
    await app.user.selectOptions(dialog.getByRole('combobox', { name: /Visit/ }), 'Tue, Nov 24 6:00 PM · Acme Dental (#101)');
    await app.user.type(dialog.getByRole('textbox', { name: /Description/ }), 'Forgot to clock in');
    await app.user.click(dialog.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(changes(seen)).toHaveLength(1));
    expect(changes(seen)[0]!.body).toEqual({
      employeeId: 11,
      clockIn: '2026-11-23T15:00:00.000Z',
      clockOut: '2026-11-23T19:30:00.000Z',
      bookingId: 101,
      description: 'Forgot to clock in',
    });

    await app.user.click(await screen.findByRole('button', { name: /^Delete the entry of/ }));
    await app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete entry' }));
    expect(await screen.findByText('Time entry deleted')).toBeInTheDocument();
    expect(changes(seen)[1]).toMatchObject({ method: 'DELETE', url: '/api/admin/time-entries/301' });
  });
});
