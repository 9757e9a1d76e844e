import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AvailabilitySlot, CalendarEvent, CalendarSyncResult } from '#shared/contracts/scheduling.ts';
import { slotTimes } from '#shared/domain/scheduling.ts';
import { answerFetch, json, problem, renderScreen, testSite, type Screen, type SeenRequest } from '#tests/support/component-render.tsx';
import { saveSession } from '../../lib/auth-session.ts';
import { SchedulingCalendar } from './scheduling-calendar.tsx';

// Tuesday 2026-11-24, 8:00 AM in St. Paul: 6 and 7 AM have passed.
const today = '2026-11-24';

beforeEach(() => {
  localStorage.setItem('visitorId', 'visitor-from-the-tracker');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T14:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** The spec's staff items (Sync Calendars, today's schedule, the calendars, a visit's length) are a signed-in admin's (decision 0041). */
const signInAsAdmin = () =>
  saveSession('admin-token', { role: 'admin', username: 'office', firstName: 'Olga', lastName: 'Office', email: 'office@example.test' });

interface Api {
  /** Taken times by day ('09:00'); today's passed hours are added. */
  taken?: Record<string, string[]>;
  events?: CalendarEvent[];
  integrations?: { google: boolean; outlook: boolean };
  /** Days whose availability answers 500 on the first read. */
  failing?: string[];
  eventsFail?: boolean;
  book?: (request: SeenRequest) => Response;
  sync?: () => Response;
}

function slotsOf(date: string, taken: readonly string[]): AvailabilitySlot[] {
  const passed = date === today ? ['06:00', '07:00'] : [];
  return slotTimes(date).map((time) => ({ date, time, duration: 60, available: !taken.includes(time) && !passed.includes(time) }));
}

/** The scheduling API as the page calls it; answers by URL. */
function serve(api: Api = {}): SeenRequest[] {
  const failedOnce = new Set<string>();
  return answerFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    const date = url.searchParams.get('date') ?? '';
    switch (url.pathname) {
      case '/api/scheduling/availability':
        if (api.failing?.includes(date) && !failedOnce.has(date)) {
          failedOnce.add(date);
          return problem(500, 'Something went wrong');
        }
        return json(slotsOf(date, api.taken?.[date] ?? []));
      case '/api/scheduling/events':
        if (api.eventsFail && !failedOnce.has('events')) {
          failedOnce.add('events');
          return new TypeError('Failed to fetch');
        }
        return json(api.events ?? []);
      case '/api/scheduling/integrations':
        return json(api.integrations ?? { google: false, outlook: false });
      case '/api/scheduling/book':
        return (
          api.book?.(request) ??
          json(
            {
              bookingId: 7,
              status: 'pending',
              start: '',
              end: '',
              heldUntil: '2026-11-24T15:30:00.000Z',
              confirmBy: 'email',
              calendarFile: null,
              message: 'Booked',
            },
            201,
          )
        );
      case '/api/scheduling/sync':
        return api.sync?.() ?? json(syncAnswer(true, 'Calendars synchronized successfully'));
      default:
        return problem(404, 'Not found');
    }
  });
}

const syncAnswer = (ok: boolean, message: string): CalendarSyncResult => ({
  ok,
  message,
  syncedAt: '2026-11-24T14:00:00.000Z',
  google: { status: 'synced', events: 2 },
  outlook: ok ? { status: 'not-connected' } : { status: 'failed', message: 'the calendar answered HTTP 500' },
});

const reads = (seen: readonly SeenRequest[], path: string) => seen.filter((r) => r.url.startsWith(path)).length;

const render = (firstDay = today, on = today, site = testSite) =>
  renderScreen(<SchedulingCalendar today={on} firstDay={firstDay} />, { path: '/scheduling', site });
const week = () => within(screen.getByRole('list', { name: 'Days of the week' }));
const times = () => within(screen.getByRole('region', { name: 'Available times' }));
const dialog = () => within(screen.getByRole('dialog', { name: 'Book your visit' }));

async function loaded() {
  await screen.findByRole('button', { name: /^Tue, Nov 24, 2026 \(today\): \d+ free times?$/ });
}

async function fillBooking(app: Screen) {
  await app.user.type(dialog().getByRole('textbox', { name: 'Full name' }), 'Pat Jensen');
  await app.user.type(dialog().getByRole('textbox', { name: 'Email' }), 'pat@example.com');
  await app.user.type(dialog().getByRole('textbox', { name: 'Phone' }), '612-555-0123');
  await app.user.type(dialog().getByRole('textbox', { name: /Service location/ }), '4500 France Ave S, Edina');
  await app.user.selectOptions(dialog().getByRole('combobox', { name: 'Service type' }), 'Office Cleaning');
}

describe('the scheduling calendar', () => {
  it('shows the week from Sunday, at most three free times a day and how many more', async () => {
    serve({ taken: { '2026-11-25': ['06:00', '08:00'], '2026-11-28': slotTimes('2026-11-28') } });
    render();
    await loaded();
    expect(screen.getByRole('heading', { name: 'Nov 22 – 28, 2026' })).toBeInTheDocument();

    const days = week().getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent(/^Sun22Past$/);
    expect(days[1]).toHaveTextContent(/^Mon23Past$/);
    for (const day of days) expect(within(day).queryAllByRole('button', { name: /^Book / }).length).toBeLessThanOrEqual(3);

    const tuesday = within(days[2]!);
    expect(tuesday.getAllByRole('button', { name: /^Book / }).map((b) => b.textContent)).toEqual(['8:00 AM', '9:00 AM', '10:00 AM']);
    expect(tuesday.getByRole('button', { name: '9 more free times on Tue, Nov 24' })).toHaveTextContent('+9 more');
    const wednesday = within(days[3]!);
    expect(wednesday.getAllByRole('button', { name: /^Book / }).map((b) => b.textContent)).toEqual(['7:00 AM', '9:00 AM', '10:00 AM']);
    expect(within(days[6]!).getByText('Fully booked')).toBeInTheDocument();
    expect(week().getByRole('button', { name: 'Sat, Nov 28, 2026: fully booked' })).toBeInTheDocument();
  });

  it('lists every time of the chosen day; taken ones are disabled and say why', async () => {
    serve({ taken: { [today]: ['12:00'] } });
    const app = render();
    await loaded();
    expect(screen.getByRole('region', { name: 'Available times' })).toHaveTextContent('Tue, Nov 24, 2026 · Minnesota time');
    expect(times().getByRole('button', { name: '6:00 AM, passed: not available' })).toBeDisabled();
    const booked = times().getByRole('button', { name: '12:00 PM, already booked: not available' });
    expect(booked).toBeDisabled();
    await app.user.click(booked);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(times().getAllByRole('button', { name: /^Book / })).toHaveLength(11);

    // "+N more" and the day's own button choose the day.
    await app.user.click(week().getByRole('button', { name: /^Thu, Nov 26, 2026/ }));
    expect(screen.getByRole('region', { name: 'Available times' })).toHaveTextContent('Thu, Nov 26, 2026');
    expect(week().getByRole('button', { name: /^Thu, Nov 26, 2026/ })).toHaveAttribute('aria-pressed', 'true');
    expect(times().getAllByRole('button', { name: /^Book Thu, Nov 26/ })).toHaveLength(14);
  });

  it('opens on the week of the first day with an hour left: on a Saturday evening, the week after', async () => {
    serve();
    // Saturday 2026-11-28 after the last hour has begun: the server's first day is Monday the 30th.
    render('2026-11-30', '2026-11-28');
    expect(await week().findByRole('button', { name: 'Mon, Nov 30, 2026: 14 free times' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nov 29 – Dec 5, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Available times' })).toHaveTextContent('Mon, Nov 30, 2026');
    expect(week().getAllByRole('button', { name: /^Book Mon, Nov 30/ }).length).toBeGreaterThan(0);
  });

  it('moves on from a week with no free hour left until one has, but never after the visitor has moved', async () => {
    const full = (days: string[]) => Object.fromEntries(days.map((day) => [day, slotTimes(day)]));
    serve({
      taken: full([
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-12-07',
        '2026-12-08',
        '2026-12-09',
        '2026-12-10',
        '2026-12-11',
        '2026-12-12',
      ]),
    });
    const app = render();
    // This week is all taken: the calendar opens on the next one, which has free hours.
    expect(await screen.findByRole('heading', { name: 'Nov 29 – Dec 5, 2026' })).toBeInTheDocument();
    expect(await week().findByRole('button', { name: 'Mon, Nov 30, 2026: 14 free times' })).toBeInTheDocument();
    // The visitor steps on to a full week themselves: it stays shown.
    await app.user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await week().findByRole('button', { name: 'Mon, Dec 7, 2026: fully booked' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dec 6 – 12, 2026' })).toBeInTheDocument();
  });

  it('moves a week at a time, from this week up to the 90-day horizon', async () => {
    serve();
    const app = render();
    await loaded();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { name: 'Nov 29 – Dec 5, 2026' })).toBeInTheDocument();
    expect(week().getAllByRole('listitem')[0]).toHaveTextContent(/^Sun29Closed$/);
    // Sunday is closed: Monday is chosen.
    expect(screen.getByRole('region', { name: 'Available times' })).toHaveTextContent('Mon, Nov 30, 2026');
    expect(await week().findByRole('button', { name: 'Mon, Nov 30, 2026: 14 free times' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeEnabled();
    for (let i = 0; i < 12; i += 1) await app.user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { name: 'Feb 21 – 27, 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    expect(week().getAllByText('Not yet bookable')).toHaveLength(5);
  });

  it('shows a real month: weeks from Sunday, free times per day, a chosen day lists its times', async () => {
    serve({ taken: { '2026-11-27': ['09:00', '10:00'] } });
    const app = render();
    await loaded();
    await app.user.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();

    const month = within(screen.getByRole('table', { name: 'November 2026: free times by day' }));
    expect(month.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const rows = month.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1Past');
    expect(within(rows[4]!).getAllByRole('cell')[0]).toHaveTextContent('29Closed');
    expect(rows[4]!.querySelectorAll('td')).toHaveLength(7); // Nov 30, then blanks to Saturday
    expect(await month.findByRole('button', { name: 'Fri, Nov 27, 2026: 12 free times' })).toHaveTextContent('2712 free');
    expect(month.getByRole('button', { name: 'Mon, Nov 30, 2026: 14 free times' })).toBeInTheDocument();
    expect(month.queryByRole('button', { name: /Nov 23/ })).toBeNull();

    await app.user.click(month.getByRole('button', { name: 'Fri, Nov 27, 2026: 12 free times' }));
    expect(screen.getByRole('region', { name: 'Available times' })).toHaveTextContent('Fri, Nov 27, 2026');
    expect(times().getByRole('button', { name: '9:00 AM, already booked: not available' })).toBeDisabled();

    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('table', { name: 'December 2026: free times by day' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Available times' })).toHaveTextContent('Tue, Dec 1, 2026');

    // Back to the week of the chosen day.
    await app.user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('heading', { name: 'Nov 29 – Dec 5, 2026' })).toBeInTheDocument();
  });

  it('opens the booking form on a free time only, checks it, and sends the duration in minutes (an admin)', async () => {
    signInAsAdmin();
    const seen = serve({ integrations: { google: false, outlook: true } });
    const app = render();
    await loaded();
    await app.user.click(week().getByRole('button', { name: 'Book Wed, Nov 25 at 7:00 AM' }));
    expect(screen.getByRole('dialog', { name: 'Book your visit' })).toHaveAccessibleDescription(
      'Wed, Nov 25, 2026 at 7:00 AM, Minnesota time. We will meet you at your building. To keep the time, open the link we e-mail you after booking.',
    );

    await app.user.type(dialog().getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await app.user.click(dialog().getByRole('button', { name: 'Book appointment' }));
    for (const message of [
      'Full name is required',
      'Enter an e-mail address like name@company.com',
      'Phone is required',
      'Service location is required',
      'Service type is required',
    ]) {
      expect(dialog().getByText(message), message).toBeVisible();
    }
    await waitFor(() => expect(dialog().getByRole('textbox', { name: 'Full name' })).toHaveFocus());
    expect(reads(seen, '/api/scheduling/book')).toBe(0);

    // Duration: 1 hour by default, 8 is a full day; the calendars that are not connected cannot be chosen.
    const duration = dialog().getByRole('combobox', { name: 'Duration' });
    expect(duration).toHaveValue('1');
    expect(within(duration).getByRole('option', { name: 'Full Day (8 hours)' })).toHaveValue('8');
    expect(dialog().getByText('Any length fits this time.')).toBeInTheDocument();
    expect(dialog().getByRole('radio', { name: 'None' })).toBeChecked();
    expect(dialog().getByRole('radio', { name: /Google Calendar/ })).toBeDisabled();
    expect(dialog().getByRole('radio', { name: 'Google Calendar Not connected' })).toBeInTheDocument();
    expect(dialog().getByRole('radio', { name: 'Outlook Calendar' })).toBeEnabled();

    await app.user.clear(dialog().getByRole('textbox', { name: 'Email' }));
    await fillBooking(app);
    await app.user.selectOptions(duration, '3');
    await app.user.click(dialog().getByRole('radio', { name: 'Outlook Calendar' }));
    await app.user.type(dialog().getByRole('textbox', { name: /Notes/ }), 'Side door');
    const before = { availability: reads(seen, '/api/scheduling/availability'), events: reads(seen, '/api/scheduling/events') };
    await app.user.click(dialog().getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('Appointment booked successfully')).toBeInTheDocument();
    // Held until the e-mailed link confirms it (decision 0034): 15:30 UTC is 9:30 AM in Minnesota.
    expect(
      screen.getByText(
        'Wed, Nov 25 at 7:00 AM. A confirmation link was e-mailed to pat@example.com: open it by 9:30 AM to keep this time.',
      ),
    ).toBeInTheDocument();
    const sent = seen.find((r) => r.url === '/api/scheduling/book');
    expect(sent).toMatchObject({ method: 'POST' });
    expect(sent?.body).toEqual({
      clientName: 'Pat Jensen',
      clientEmail: 'pat@example.com',
      clientPhone: '612-555-0123',
      serviceType: 'Office Cleaning',
      preferredDate: '2026-11-25',
      preferredTime: '07:00',
      duration: 180,
      selectedHours: 3,
      location: '4500 France Ave S, Edina',
      notes: 'Side door',
      calendarIntegration: 'outlook',
      // Links the lead to this visitor's page views (decision 0020).
      visitorId: 'visitor-from-the-tracker',
    });
    // The modal closes, the slot is let go, and the free times and today's schedule are read again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(reads(seen, '/api/scheduling/availability')).toBeGreaterThan(before.availability));
    expect(reads(seen, '/api/scheduling/events')).toBeGreaterThan(before.events);
    const notice = screen.getByText(/You are booked for/).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent('You are booked for Wed, Nov 25, 2026 at 7:00 AM (3 hours).');
    expect(notice).toHaveTextContent('A confirmation link was e-mailed to pat@example.com. Open it by 9:30 AM to keep this time');
    await waitFor(() => expect(notice).toHaveFocus());

    // The next booking starts from an empty form.
    await app.user.click(week().getByRole('button', { name: 'Book Wed, Nov 25 at 8:00 AM' }));
    expect(dialog().getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  });

  it("says 'Booking failed' with the server's words and keeps what the visitor typed", async () => {
    const seen = serve({ book: () => problem(409, 'That time was just booked. Please choose another time.') });
    const app = render();
    await loaded();
    await app.user.click(week().getByRole('button', { name: 'Book Tue, Nov 24 at 8:00 AM' }));
    await fillBooking(app);
    const availability = reads(seen, '/api/scheduling/availability');
    await app.user.click(dialog().getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('Booking failed')).toBeInTheDocument();
    expect(dialog().getByRole('alert')).toHaveTextContent('That time was just booked. Please choose another time.');
    expect(screen.getAllByText('That time was just booked. Please choose another time.')).toHaveLength(2); // the toast and the alert
    expect(dialog().getByRole('textbox', { name: 'Full name' })).toHaveValue('Pat Jensen');
    expect(dialog().getByRole('combobox', { name: 'Service type' })).toHaveValue('Office Cleaning');
    // Taken meanwhile: the calendar is read again.
    await waitFor(() => expect(reads(seen, '/api/scheduling/availability')).toBeGreaterThan(availability));

    // Closed and opened on another time, the form still holds what was typed.
    await app.user.click(dialog().getByRole('button', { name: 'Cancel' }));
    await app.user.click(week().getByRole('button', { name: 'Book Tue, Nov 24 at 9:00 AM' }));
    expect(dialog().getByRole('textbox', { name: 'Full name' })).toHaveValue('Pat Jensen');
    expect(dialog().queryByRole('alert')).toBeNull();
  });

  it('refuses a visit longer than the free hours that follow the chosen time (an admin)', async () => {
    signInAsAdmin();
    const seen = serve({ taken: { '2026-11-25': ['09:00'] } });
    const app = render();
    await loaded();
    await app.user.click(week().getByRole('button', { name: 'Book Wed, Nov 25 at 7:00 AM' }));
    expect(dialog().getByText('Up to 2 hours are free from 7:00 AM.')).toBeInTheDocument();
    await fillBooking(app);
    await app.user.selectOptions(dialog().getByRole('combobox', { name: 'Duration' }), '3');
    await app.user.click(dialog().getByRole('button', { name: 'Book appointment' }));
    expect(await dialog().findByText('Only 2 hours are free from 7:00 AM: choose a shorter visit or another time.')).toBeVisible();
    expect(reads(seen, '/api/scheduling/book')).toBe(0);
  });

  it("shows an admin today's schedule as Booked and Busy, and which calendars are connected", async () => {
    signInAsAdmin();
    serve({
      integrations: { google: true, outlook: false },
      events: [
        {
          id: 'internal-3',
          title: 'Booked',
          start: '2026-11-24T15:00:00.000Z',
          end: '2026-11-24T17:00:00.000Z',
          location: null,
          source: 'internal',
        },
        {
          id: 'google-9',
          title: 'Busy',
          start: '2026-11-24T19:00:00.000Z',
          end: '2026-11-24T19:30:00.000Z',
          location: null,
          source: 'google',
        },
      ],
    });
    render();
    const schedule = within(screen.getByRole('region', { name: "Today's schedule" }));
    const items = await schedule.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['9:00 AM – 11:00 AM' + 'Booked', '1:00 PM – 1:30 PM' + 'Busy']);
    const integrations = within(screen.getByRole('region', { name: 'Calendar integrations' }));
    expect((await integrations.findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      'Google CalendarConnected',
      'Outlook CalendarNot connected',
    ]);
  });

  it('says when a read failed and reads it again on Try again; an empty schedule says so', async () => {
    signInAsAdmin();
    serve({ failing: ['2026-11-26'], eventsFail: true });
    const app = render();
    await loaded();
    const failed = await screen.findByText('The free times of one day could not be loaded.');
    expect(week().getByRole('button', { name: 'Thu, Nov 26, 2026: free times not loaded' })).toHaveTextContent('Thu26');
    await app.user.click(within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await week().findByRole('button', { name: 'Thu, Nov 26, 2026: 14 free times' })).toBeInTheDocument();
    expect(screen.queryByText('The free times of one day could not be loaded.')).toBeNull();

    const schedule = within(screen.getByRole('region', { name: "Today's schedule" }));
    expect(await schedule.findByRole('alert')).toHaveTextContent("Today's schedule could not be loaded.");
    await app.user.click(schedule.getByRole('button', { name: 'Try again' }));
    expect(await schedule.findByText('Nothing is booked today yet.')).toBeInTheDocument();
  });

  it('syncs the calendars for an admin, says so, and reads the free times and schedule again', async () => {
    signInAsAdmin();
    let answer = () => json(syncAnswer(true, 'Calendars synchronized successfully'));
    const seen = serve({ sync: () => answer() });
    const app = render();
    await loaded();
    await waitFor(() => expect(reads(seen, '/api/scheduling/events')).toBe(1));
    const availability = reads(seen, '/api/scheduling/availability');
    await app.user.click(screen.getByRole('button', { name: 'Sync Calendars' }));
    expect(await screen.findByText('Calendars synchronized successfully')).toBeInTheDocument();
    expect(seen.filter((r) => r.url === '/api/scheduling/sync').map((r) => r.method)).toEqual(['POST']);
    await waitFor(() => expect(reads(seen, '/api/scheduling/events')).toBe(2));
    expect(reads(seen, '/api/scheduling/availability')).toBeGreaterThan(availability);

    answer = () => json(syncAnswer(false, 'Calendar sync failed: Outlook: the calendar answered HTTP 500'));
    await app.user.click(screen.getByRole('button', { name: 'Sync Calendars' }));
    expect(await screen.findByText('Calendar sync failed: Outlook: the calendar answered HTTP 500')).toBeInTheDocument();

    answer = () => problem(429, 'Too many requests. Please wait a minute and try again.');
    await app.user.click(screen.getByRole('button', { name: 'Sync Calendars' }));
    expect(await screen.findByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
    expect(screen.getByText('Calendar sync failed')).toBeInTheDocument();
  });

  it('shows Syncing… while the sync runs', async () => {
    signInAsAdmin();
    let release: (response: Response) => void = () => {};
    serve({ sync: () => new Promise<Response>((resolve) => (release = resolve)) as unknown as Response });
    const app = render();
    await loaded();
    await app.user.click(screen.getByRole('button', { name: 'Sync Calendars' }));
    const button = await screen.findByRole('button', { name: 'Syncing…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    release(json(syncAnswer(true, 'Calendars synchronized successfully')));
    expect(await screen.findByRole('button', { name: 'Sync Calendars' })).toBeInTheDocument();
  });
});

describe('the scheduling calendar for a visitor (decision 0041)', () => {
  const noEmail = { ...testSite, capabilities: { emailDelivery: false } };
  const officeHold = (request: SeenRequest) =>
    json(
      {
        bookingId: 8,
        status: 'pending',
        start: '2026-11-25T13:00:00.000Z',
        end: '2026-11-25T14:00:00.000Z',
        heldUntil: '2026-11-25T13:00:00.000Z',
        confirmBy: 'office',
        calendarFile: `BEGIN:VCALENDAR\r\nSTATUS:TENTATIVE ${String((request.body as { clientName: string }).clientName)}\r\nEND:VCALENDAR\r\n`,
        message: 'Appointment booked successfully',
      },
      201,
    );

  it('shows no staff items and books the walk-through’s hour, into no company calendar', async () => {
    const seen = serve();
    const app = render();
    await loaded();
    expect(screen.queryByRole('button', { name: 'Sync Calendars' })).toBeNull();
    expect(screen.queryByRole('region', { name: "Today's schedule" })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Calendar integrations' })).toBeNull();
    // The week and month views are the visitor's too.
    expect(screen.getByRole('group', { name: 'Calendar view' })).toBeInTheDocument();

    await app.user.click(week().getByRole('button', { name: 'Book Wed, Nov 25 at 7:00 AM' }));
    expect(dialog().queryByRole('combobox', { name: 'Duration' })).toBeNull();
    expect(dialog().queryByRole('group', { name: 'Calendar integration' })).toBeNull();
    expect(dialog().getByText(/Length:/).parentElement).toHaveTextContent('Length: 1 hour, free of charge.');
    await fillBooking(app);
    await app.user.click(dialog().getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Appointment booked successfully')).toBeInTheDocument();
    expect(seen.find((r) => r.url === '/api/scheduling/book')?.body).toMatchObject({
      duration: 60,
      selectedHours: 1,
      calendarIntegration: 'none',
    });
    // Nothing of the staff's was read for the visitor.
    expect(reads(seen, '/api/scheduling/events')).toBe(0);
    expect(reads(seen, '/api/scheduling/integrations')).toBe(0);
  });

  it('without e-mail, says the office will call and offers the calendar file; no e-mail is promised', async () => {
    serve({ book: officeHold });
    const app = render(today, today, noEmail);
    await loaded();
    await app.user.click(week().getByRole('button', { name: 'Book Wed, Nov 25 at 7:00 AM' }));
    expect(screen.getByRole('dialog', { name: 'Book your visit' })).toHaveAccessibleDescription(
      'Wed, Nov 25, 2026 at 7:00 AM, Minnesota time. We will meet you at your building. We will call you to confirm it: no e-mail is sent from this site at the moment.',
    );
    await fillBooking(app);
    await app.user.click(dialog().getByRole('button', { name: 'Book appointment' }));

    expect(await screen.findByText('Appointment booked successfully')).toBeInTheDocument();
    expect(screen.getByText('Wed, Nov 25 at 7:00 AM. We will call you at 612-555-0123 to confirm it.')).toBeInTheDocument();
    const notice = screen.getByText(/You are booked for/).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent('You are booked for Wed, Nov 25, 2026 at 7:00 AM (1 hour).');
    expect(notice).toHaveTextContent('We hold this time for you and will call you at 612-555-0123 to confirm it. No e-mail will follow');
    expect(notice).not.toHaveTextContent(/e-mailed|on its way/);
    const file = within(notice).getByRole('link', { name: 'Save to my calendar (.ics)' });
    expect(file).toHaveAttribute('download', 'appointment.ics');
    // The file is the one the server answered with, handed to the browser as it came.
    const href = file.getAttribute('href')!;
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(
      'BEGIN:VCALENDAR\r\nSTATUS:TENTATIVE Pat Jensen\r\nEND:VCALENDAR\r\n',
    );
  });
});
