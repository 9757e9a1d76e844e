import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen, type Screen } from '#tests/support/component-render.tsx';
import {
  inTurn,
  laterVisit,
  NOW,
  overview,
  portalApi,
  timeEntry,
  todaysVisit,
  writes,
  yesterdaysVisit,
} from '#tests/support/employee-portal.ts';
import { ManualEntryForm } from './manual-entry-form.tsx';
import { TimeEntryList } from './time-entry-list.tsx';

const start = () => screen.getByLabelText(/^Start/);
const end = () => screen.getByLabelText(/^End/);

async function fill(app: Screen, from: string, to: string) {
  await app.user.type(start(), from);
  await app.user.type(end(), to);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a manual time entry', () => {
  it("asks for start and end with the spec's message, and for an end after the start, before sending anything", async () => {
    const seen = answerFetch(portalApi());
    const app = renderScreen(<ManualEntryForm />);
    await app.user.click(screen.getByRole('button', { name: 'Add Time Entry' }));

    await waitFor(() => expect(start()).toHaveFocus());
    expect(start()).toHaveAccessibleDescription('Please fill in required fields');
    expect(end()).toHaveAccessibleDescription('Please fill in required fields');

    await fill(app, '2026-11-23T12:00', '2026-11-23T09:00');
    await app.user.click(screen.getByRole('button', { name: 'Add Time Entry' }));
    await waitFor(() => expect(end()).toHaveAccessibleDescription('The end time must be after the start time'));
    expect(start()).not.toHaveAccessibleDescription();
    expect(writes(seen)).toEqual([]);
  });

  it('sends the times as Minnesota time, the visit as a number, then lists the new entry', async () => {
    const saved = timeEntry({
      id: 12,
      bookingId: 40,
      source: 'manual',
      description: 'Stayed late for the carpets',
      location: null,
      address: null,
    });
    const seen = answerFetch(
      portalApi({
        'GET /api/employee/assignments': () => json([yesterdaysVisit, todaysVisit, laterVisit]),
        'GET /api/employee/time-entries': inTurn(
          () => json(overview()),
          () => json(overview([saved], 3)),
        ),
        'POST /api/employee/time-entries': () => json(saved, 201),
      }),
    );
    const app = renderScreen(
      <>
        <ManualEntryForm />
        <TimeEntryList />
      </>,
    );
    expect(await screen.findByText('No time entries yet')).toBeVisible();
    // Visits that have started, newest first (a manual entry records past work).
    const visit = screen.getByRole('combobox', { name: /Assignment/ });
    expect(
      within(visit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a visit', 'No assignment', 'Mon, Nov 23 · Office cleaning · Acme Dental']);
    await app.user.selectOptions(visit, '40');
    await fill(app, '2026-11-23T09:00', '2026-11-23T12:00');
    await app.user.type(screen.getByRole('textbox', { name: /Description/ }), 'Stayed late for the carpets');
    await app.user.click(screen.getByRole('button', { name: 'Add Time Entry' }));

    expect(await screen.findByText('Time entry added')).toBeVisible();
    expect(screen.getByText('Mon, Nov 23, 9:00 AM – 12:00 PM (3 hours)')).toBeVisible();
    expect(writes(seen)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/employee/time-entries',
        body: {
          bookingId: 40,
          clockIn: '2026-11-23T15:00:00.000Z',
          clockOut: '2026-11-23T18:00:00.000Z',
          description: 'Stayed late for the carpets',
        },
      }),
    ]);
    expect(start()).toHaveValue('');
    const list = within(await screen.findByRole('list', { name: 'Recent time entries' }));
    expect(list.getByText('Stayed late for the carpets')).toBeVisible();
    expect(list.getByText('Manual entry')).toBeVisible();
    expect(list.getByText('3 h')).toBeVisible();
  });

  it('without a visit sends bookingId null', async () => {
    const seen = answerFetch(portalApi({ 'POST /api/employee/time-entries': () => json(timeEntry({ source: 'manual' }), 201) }));
    const app = renderScreen(<ManualEntryForm />);
    await fill(app, '2026-11-23T09:00', '2026-11-23T12:00');
    await app.user.click(screen.getByRole('button', { name: 'Add Time Entry' }));
    expect(await screen.findByText('Time entry added')).toBeVisible();
    expect(writes(seen)[0]?.body).toMatchObject({ bookingId: null, description: '' });
  });

  it('puts an overlap above the button and focuses it; the typed times stay', async () => {
    const overlap = 'This entry overlaps your entry of Monday, November 23 9:00 AM–12:00 PM.';
    answerFetch(portalApi({ 'POST /api/employee/time-entries': () => problem(409, overlap) }));
    const app = renderScreen(<ManualEntryForm />);
    await fill(app, '2026-11-23T10:00', '2026-11-23T11:00');
    await app.user.click(screen.getByRole('button', { name: 'Add Time Entry' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Failed to add time entry${overlap}`);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(start()).toHaveValue('2026-11-23T10:00');
  });

  it("puts a field's 400 under the field, and says the spec's sentence when the server never answered", async () => {
    answerFetch(
      portalApi({
        'POST /api/employee/time-entries': inTurn(
          () => problem(400, 'Invalid body: clockOut', { 'body.clockOut': 'An entry cannot end in the future' }),
          () => {
            throw new TypeError('Failed to fetch');
          },
        ),
      }),
    );
    const app = renderScreen(<ManualEntryForm />);
    await fill(app, '2026-11-24T08:00', '2026-11-24T18:00');
    await app.user.click(screen.getByRole('button', { name: 'Add Time Entry' }));
    await waitFor(() => expect(end()).toHaveAccessibleDescription('An entry cannot end in the future'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Add Time Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add time entryPlease check your information and try again.');
  });

  it('a locked week is said above the button', async () => {
    answerFetch(
      portalApi({ 'POST /api/employee/time-entries': () => problem(409, 'The week of November 15, 2026 is approved and locked.') }),
    );
    const app = renderScreen(<ManualEntryForm />);
    await fill(app, '2026-11-16T09:00', '2026-11-16T12:00');
    await app.user.click(screen.getByRole('button', { name: 'Add Time Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The week of November 15, 2026 is approved and locked.');
  });
});
