import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import {
  laterVisit,
  mileageWeek,
  NOW,
  openEntry,
  overview,
  portalApi,
  timeEntry,
  todaysVisit,
  trip,
  yesterdaysVisit,
} from '#tests/support/employee-portal.ts';
import { Page } from './employee-dashboard-page.tsx';

const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/employee-dashboard', () => {
  it("opens on Overview: Off Duty, the week's hours from Sunday, today's visits with the spec's fields, and Clock In", async () => {
    const seen = answerFetch(
      portalApi({
        'GET /api/employee/assignments': () => json([yesterdaysVisit, todaysVisit, laterVisit]),
        'GET /api/employee/time-entries': () => json(overview([timeEntry()], 12.5)),
      }),
    );
    renderScreen(<Page />, { path: '/employee-dashboard' });

    expect(await screen.findByText('Off Duty')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Schedule', 'Timesheet', 'Profile']);
    const status = region('Your status');
    expect(status.getByText('12.5')).toBeVisible();
    expect(status.getByText('Since Sun, Nov 22')).toBeVisible();
    expect(await screen.findByText('Erin Lindqvist · Lead Cleaner')).toBeVisible();

    const today = region("Today's assignments");
    const visits = today.getAllByRole('listitem');
    expect(visits).toHaveLength(1);
    const visit = within(visits[0]!);
    expect(visit.getByRole('heading', { name: 'Office cleaning' })).toBeVisible();
    expect(visit.getByText('Acme Dental')).toBeVisible();
    expect(visit.getByText('10:00 AM · 2 hours')).toBeVisible();
    expect(visit.getByText('Alarm code at the front desk')).toBeVisible();
    expect(visit.getByText('Confirmed')).toBeVisible();
    expect(visit.getByRole('link', { name: 'Call Acme Dental at 612-555-0134' })).toHaveAttribute('href', 'tel:6125550134');

    expect(await screen.findByRole('button', { name: 'Clock In' }, { timeout: 10_000 })).toBeVisible();
    // Only reads: nothing is asked of the phone or the server until someone taps.
    expect(seen.every((request) => request.method === 'GET')).toBe(true);
    // The corrective actions' part loads its code on its own (issue 36), then reads.
    await waitFor(() =>
      expect(seen.map((request) => request.url).sort()).toEqual([
        '/api/auth/employee/profile',
        '/api/employee/assignments',
        // Issue 33: the crew's corrective actions; the sites to inspect only for a supervisor (the profile says).
        '/api/employee/corrective-actions',
        '/api/employee/mileage-logs',
        '/api/employee/time-entries',
      ]),
    );
  });

  it('says Active while an entry is open, since when, and offers Clock Out', async () => {
    answerFetch(portalApi({ 'GET /api/employee/time-entries': () => json(overview([openEntry, timeEntry()], 3.75)) }));
    renderScreen(<Page />, { path: '/employee-dashboard' });

    expect(await screen.findByText('Active')).toBeVisible();
    expect(screen.getByText('Since 8:15 AM')).toBeVisible();
    expect(screen.getByText('45 min so far')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Clock Out' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clock In' })).not.toBeInTheDocument();
  });

  it('keeps the tab in the URL: ?tab= opens it, choosing another writes it, an unknown one falls back to Overview', async () => {
    answerFetch(
      portalApi({
        'GET /api/employee/assignments': () => json([todaysVisit, laterVisit]),
        'GET /api/employee/mileage-logs': () => json(mileageWeek([trip()])),
      }),
    );
    const app = renderScreen(<Page />, { path: '/employee-dashboard?tab=timesheet' });
    expect(screen.getByRole('tab', { name: 'Timesheet', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Add a time entry' })).toBeVisible();
    expect(await region('Trips this week').findByText('12.2 mi')).toBeVisible();

    await app.user.click(screen.getByRole('tab', { name: 'Schedule' }));
    expect(app.path()).toBe('/employee-dashboard?tab=schedule');
    const upcoming = region('Upcoming assignments');
    expect(await upcoming.findByText('Wed, Nov 25, 6:00 PM · 3.5 hours')).toBeVisible();
    expect(upcoming.getByText('Birch Clinic')).toBeVisible();
    expect(upcoming.queryByRole('link')).not.toBeInTheDocument();

    app.unmount();
    renderScreen(<Page />, { path: '/employee-dashboard?tab=payroll' });
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });

  it("Overview's Full schedule opens the Schedule tab", async () => {
    answerFetch(portalApi());
    const app = renderScreen(<Page />, { path: '/employee-dashboard' });
    await app.user.click(await screen.findByRole('button', { name: 'Full schedule' }));
    expect(screen.getByRole('tab', { name: 'Schedule', selected: true })).toBeInTheDocument();
    expect(app.path()).toBe('/employee-dashboard?tab=schedule');
  });

  it('says what to do when there is nothing yet', async () => {
    answerFetch(portalApi());
    const app = renderScreen(<Page />, { path: '/employee-dashboard' });
    expect(await screen.findByText('No visits today')).toBeVisible();
    expect(screen.getByText('Not clocked in')).toBeVisible();

    await app.user.click(screen.getByRole('tab', { name: 'Schedule' }));
    expect(await screen.findByText('No upcoming visits')).toBeVisible();
    await app.user.click(screen.getByRole('tab', { name: 'Timesheet' }));
    expect(await screen.findByText('No time entries yet')).toBeVisible();
    expect(screen.getByText('No trips this week')).toBeVisible();
    expect(region('Trips this week').getByText('0.0')).toBeVisible();
  });

  it('shows skeletons while loading, then a failed read with Try again that asks once more', async () => {
    let timeEntriesAsked = 0;
    answerFetch(
      portalApi({
        'GET /api/employee/time-entries': () =>
          ++timeEntriesAsked === 1 ? problem(500, 'Something went wrong on our side.') : json(overview()),
        'GET /api/employee/assignments': () => problem(503, 'The service is unavailable.'),
      }),
    );
    const app = renderScreen(<Page />, { path: '/employee-dashboard' });
    expect(screen.getByText('Loading your status…')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Loading assignments…')).toHaveAttribute('role', 'status');

    const failed = (await screen.findByText('Your time clock could not be loaded')).closest<HTMLElement>('[role="alert"]')!;
    expect(failed).toHaveTextContent('Something went wrong on our side.');
    // Without the status there is no telling In from Out: no clock button.
    expect(screen.queryByRole('button', { name: /Clock (In|Out)/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Your assignments could not be loaded')).toBeVisible();

    await app.user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Off Duty')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Clock In' })).toBeVisible();
  });

  it("the Profile tab shows the employee's details, or the spec's message when they cannot load", async () => {
    answerFetch(portalApi());
    renderScreen(<Page />, { path: '/employee-dashboard?tab=profile' });
    const profile = region('Your profile');
    expect(await profile.findByText('erin@crew.example')).toBeVisible();
    expect(profile.getByText('$22.50/hr')).toBeVisible();

    answerFetch(portalApi({ 'GET /api/auth/employee/profile': () => problem(500, 'Something went wrong on our side.') }));
    renderScreen(<Page />, { path: '/employee-dashboard?tab=profile' });
    expect(await screen.findByText('Unable to load profile information')).toBeVisible();
  });
});
