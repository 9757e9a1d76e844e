import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import {
  HERE_TEXT,
  inTurn,
  laterVisit,
  NOW,
  openEntry,
  overview,
  portalApi,
  stubGeolocation,
  timeEntry,
  todaysVisit,
  withoutGeolocation,
  writes,
} from '#tests/support/employee-portal.ts';
import { AssignmentsSection } from './assignments-section.tsx';
import { ClockPanel } from './clock-panel.tsx';
import { StatusSummary } from './status-summary.tsx';

const clockedIn = timeEntry({
  id: 9,
  bookingId: 41,
  clockIn: NOW.toISOString(),
  clockOut: null,
  hoursWorked: null,
  address: '100 Main St, Minneapolis, MN 55401',
});

function renderClock() {
  return renderScreen(
    <>
      <StatusSummary />
      <ClockPanel />
    </>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the time clock', () => {
  it('reads the location first (high accuracy, 10 s, 60 s old at most), then clocks in to the chosen visit with lat,lng', async () => {
    const geo = stubGeolocation('hold');
    const seen = answerFetch(
      portalApi({
        'GET /api/employee/assignments': () =>
          json([{ ...todaysVisit, id: 43, scheduledDate: '2026-11-24T13:00:00Z', status: 'completed' }, todaysVisit, laterVisit]),
        'GET /api/employee/time-entries': inTurn(
          () => json(overview()),
          () => json(overview([clockedIn])),
        ),
        'POST /api/employee/clock-in': () => json(clockedIn, 201),
      }),
    );
    const app = renderClock();
    expect(await screen.findByText('Off Duty')).toBeVisible();

    // Only today's confirmed visits can be clocked into; the next one today (10 AM, it is 9) is chosen to begin with.
    const visit = await screen.findByRole('combobox', { name: /Assignment/ });
    expect(
      within(visit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a visit', 'No assignment', '10:00 AM · Office cleaning · Acme Dental']);
    await waitFor(() => expect(visit).toHaveValue('41'));
    await app.user.type(screen.getByRole('textbox', { name: /Description/ }), 'Front offices first');
    await app.user.click(screen.getByRole('button', { name: 'Clock In' }));

    expect(await screen.findByRole('button', { name: 'Getting your location...' })).toBeVisible();
    expect(geo.options).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 }]);
    expect(writes(seen)).toEqual([]);
    geo.release({ latitude: 44.9766, longitude: -93.265 });

    expect(await screen.findByText('Clocked in at 9:00 AM')).toBeVisible();
    // Where: the visit's site, by name (issue 30).
    expect(screen.getByText('At Acme Dental, Uptown')).toBeVisible();
    expect(writes(seen)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/employee/clock-in',
        body: { bookingId: 41, description: 'Front offices first', location: HERE_TEXT, address: null },
      }),
    ]);
    // The status is read again: Active, and the button turns into Clock Out.
    expect(await screen.findByText('Active')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clock Out' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Notes for clock out/ })).toHaveValue('');
  });

  it('clocks out of the open entry at a fresh location', async () => {
    stubGeolocation({ latitude: 44.9766, longitude: -93.265 });
    const closed = { ...openEntry, clockOut: NOW.toISOString(), hoursWorked: 0.75 };
    const seen = answerFetch(
      portalApi({
        'GET /api/employee/time-entries': inTurn(
          () => json(overview([openEntry])),
          () => json(overview([closed], 0.75)),
        ),
        'POST /api/employee/clock-out': () => json(closed),
      }),
    );
    const app = renderClock();
    await app.user.click(await screen.findByRole('button', { name: 'Clock Out' }));

    expect(await screen.findByText('Clocked out at 9:00 AM')).toBeVisible();
    expect(screen.getByText('0.75 hours recorded.')).toBeVisible();
    expect(writes(seen)).toEqual([
      expect.objectContaining({
        url: '/api/employee/clock-out',
        body: { timeEntryId: 8, description: '', location: HERE_TEXT, address: null },
      }),
    ]);
    expect(await screen.findByText('Off Duty')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clock In' })).toBeVisible();
  });

  it.each([
    [{ error: 1 } as const, 'Location Required', 'Please enable location services to clock in/out.'],
    [{ error: 2 } as const, 'Unable to retrieve your location', null],
    [{ error: 3 } as const, 'Unable to retrieve your location', null],
  ])('a location that cannot be read (%o) stops the clock-in with the spec message', async (answer, title, description) => {
    stubGeolocation(answer);
    const seen = answerFetch(portalApi());
    const app = renderClock();
    await app.user.click(await screen.findByRole('button', { name: 'Clock In' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(title)).toBeVisible();
    if (description) expect(within(alert).getByText(description)).toBeVisible();
    expect(writes(seen)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Clock In' })).toBeVisible();
  });

  it('says so when the browser has no geolocation', async () => {
    withoutGeolocation();
    const seen = answerFetch(portalApi());
    const app = renderClock();
    await app.user.click(await screen.findByRole('button', { name: 'Clock In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geolocation is not supported by this browser.');
    expect(writes(seen)).toEqual([]);
  });

  it("shows the server's refusal once, beside the button, and reads the status again", async () => {
    stubGeolocation({ latitude: 44.9766, longitude: -93.265 });
    const seen = answerFetch(
      portalApi({
        'GET /api/employee/time-entries': inTurn(
          () => json(overview()),
          () => json(overview([openEntry])),
        ),
        'POST /api/employee/clock-in': () => problem(409, 'You are already clocked in.'),
      }),
    );
    const app = renderClock();
    await app.user.click(await screen.findByRole('button', { name: 'Clock In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You are already clocked in.');
    expect(screen.getAllByText('You are already clocked in.')).toHaveLength(1);
    // Another device had clocked in: the screen catches up.
    expect(await screen.findByText('Active')).toBeVisible();
    expect(seen.filter((request) => request.url === '/api/employee/time-entries')).toHaveLength(2);
  });

  it("a 400 on the location shows the field's message, and no answer at all the spec's fallback", async () => {
    stubGeolocation({ latitude: 44.9766, longitude: -93.265 });
    answerFetch(
      portalApi({
        'POST /api/employee/clock-in': inTurn(
          () =>
            problem(400, 'Invalid body: location', {
              'body.location': 'Send the location as latitude,longitude within range, like 44.9778,-93.2650',
            }),
          () => {
            throw new TypeError('Failed to fetch');
          },
        ),
      }),
    );
    const app = renderClock();
    await app.user.click(await screen.findByRole('button', { name: 'Clock In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Send the location as latitude,longitude within range, like 44.9778,-93.2650',
    );

    await app.user.click(screen.getByRole('button', { name: 'Clock In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Unable to clock in/out. Please ensure location services are enabled.'),
    );
  });

  it('chooses the visit under way now over the next one and one that has ended; a choice of the employee stays', async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(NOW.getTime() + offset).toISOString();
    const ended = { ...todaysVisit, id: 50, serviceType: 'Early clean', scheduledDate: at(-3 * hour), duration: 1 };
    const underWay = { ...todaysVisit, id: 51, serviceType: 'Lobby clean', scheduledDate: at(-0.5 * hour), duration: 2 };
    const next = { ...todaysVisit, id: 52, serviceType: 'Late clean', scheduledDate: at(1 * hour), duration: 1 };
    answerFetch(portalApi({ 'GET /api/employee/assignments': () => json([next, ended, underWay]) }));
    const app = renderClock();
    const visit = await screen.findByRole('combobox', { name: /Assignment/ });
    await waitFor(() => expect(visit).toHaveValue('51'));

    await app.user.selectOptions(visit, 'none');
    await app.user.type(screen.getByRole('textbox', { name: /Description/ }), 'x');
    expect(visit).toHaveValue('none');
  });

  it('with every visit of today over, chooses the one that ended last (a late clock-in still belongs to it)', async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(NOW.getTime() + offset).toISOString();
    const first = { ...todaysVisit, id: 60, scheduledDate: at(-5 * hour), duration: 1 };
    const last = { ...todaysVisit, id: 61, scheduledDate: at(-2 * hour), duration: 1 };
    answerFetch(portalApi({ 'GET /api/employee/assignments': () => json([last, first]) }));
    renderClock();
    const visit = await screen.findByRole('combobox', { name: /Assignment/ });
    await waitFor(() => expect(visit).toHaveValue('61'));
  });

  it('offers no visit picker when nothing can be clocked into today', async () => {
    answerFetch(portalApi({ 'GET /api/employee/assignments': () => json([laterVisit]) }));
    renderScreen(
      <>
        <AssignmentsSection which="today" />
        <ClockPanel />
      </>,
    );
    expect(await screen.findByText('No visits today')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clock In' })).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
