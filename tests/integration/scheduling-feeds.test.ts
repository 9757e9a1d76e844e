import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarEvents } from '#server/db/schema/calendar.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { startIcsStub, icsCalendar, type IcsStub } from '#tests/support/ics-stub.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminBearer, confirmBooking, LIFTED_BOOKING_LIMITS } from '#tests/support/scheduling.ts';

/**
 * Calendar feeds (issue 14 step 3, decision 0018 "Calendar feeds"): a local server stands in for
 * Google's and Outlook's secret iCalendar addresses. Days come from today's Minnesota date.
 */
const TOKEN = 'feed-token-0123456789abcdef-XYZ';
let stub: IcsStub;
let t: TestApp;
beforeAll(async () => {
  stub = await startIcsStub();
  t = await createTestApp({
    CALENDAR_GOOGLE_ICS_URL: `${stub.url}/google.ics`,
    CALENDAR_OUTLOOK_ICS_URL: `${stub.url}/outlook.ics`,
    CALENDAR_FEED_TOKEN: TOKEN,
    // Each test syncs on purpose; the coalescing has its own app below.
    CALENDAR_SYNC_INTERVAL_SECONDS: '0',
    CALENDAR_FEED_TIMEOUT_SECONDS: '1',
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000',
    ...LIFTED_BOOKING_LIMITS,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(async () => {
  await t.database.db.delete(calendarEvents);
  stub.feeds.clear();
  stub.hits.clear();
});

const today = companyDate(new Date());
const next = (weekday: number) => addDays(today, (weekday - weekdayOf(today) + 7) % 7 || 7);
const tuesday = next(2);
const wednesday = next(3);
const compact = (date: string) => date.replaceAll('-', '');

/** A weekly 10-11 AM Minnesota event on Tuesdays, three times, the second excluded. */
const weeklyMeeting = [
  'BEGIN:VEVENT',
  'UID:weekly-review@google.test',
  'SUMMARY:Private: payroll review',
  'LOCATION:Owner home',
  `DTSTART;TZID=America/Chicago:${compact(tuesday)}T100000`,
  `DTEND;TZID=America/Chicago:${compact(tuesday)}T110000`,
  'RRULE:FREQ=WEEKLY;COUNT=3',
  `EXDATE;TZID=America/Chicago:${compact(addDays(tuesday, 7))}T100000`,
  'END:VEVENT',
].join('\r\n');
/** Wednesday 2-4 PM Minnesota, floating time (the company's wall clock). */
const dentist = [
  'BEGIN:VEVENT',
  'UID:dentist@outlook.test',
  'SUMMARY:Dentist',
  `DTSTART:${compact(wednesday)}T140000`,
  `DTEND:${compact(wednesday)}T160000`,
  'END:VEVENT',
].join('\r\n');

const sync = () => t.app.inject({ method: 'POST', url: '/api/scheduling/sync' });
const free = async (date: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/scheduling/availability?date=${date}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ time: string; available: boolean }>).filter((s) => s.available).map((s) => s.time);
};
const visitor = {
  clientName: 'Dana Reyes',
  clientEmail: 'dana@northloop.example',
  clientPhone: '(612) 555-0134',
  serviceType: 'Office walk-through',
  preferredDate: tuesday,
  preferredTime: '10:00',
  duration: 60,
  location: '212 N 3rd Ave, Minneapolis, MN 55401',
};
const book = (payload: object) => t.app.inject({ method: 'POST', url: '/api/scheduling/book', payload });

describe('POST /api/scheduling/sync', () => {
  it('stores both feeds, expands the recurrence and blocks exactly those slots', async () => {
    stub.feeds.set('google', { ics: icsCalendar(weeklyMeeting) });
    stub.feeds.set('outlook', { ics: icsCalendar(dentist) });
    const res = await sync();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Calendars synchronized successfully',
      google: { status: 'synced', events: 2 },
      outlook: { status: 'synced', events: 1 },
    });
    expect(stub.userAgent).toMatch(/calendar sync/);

    expect(await free(tuesday)).not.toContain('10:00');
    expect(await free(tuesday)).toContain('09:00');
    expect(await free(addDays(tuesday, 7))).toContain('10:00'); // the EXDATE
    expect(await free(addDays(tuesday, 14))).not.toContain('10:00');
    const wed = await free(wednesday);
    expect(wed).not.toContain('14:00');
    expect(wed).not.toContain('15:00');
    expect(wed).toContain('16:00');
  });

  it('shows busy times as "Busy" without their titles or places', async () => {
    stub.feeds.set('google', { ics: icsCalendar(weeklyMeeting) });
    await sync();
    const res = await t.app.inject({ method: 'GET', url: `/api/scheduling/events?date=${tuesday}` });
    const events = res.json() as Array<Record<string, unknown>>;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ title: 'Busy', location: null, source: 'google' });
    expect(res.body).not.toMatch(/payroll|Owner home/);
  });

  it('frees a slot when its event is removed from the calendar', async () => {
    stub.feeds.set('outlook', { ics: icsCalendar(dentist) });
    await sync();
    expect(await free(wednesday)).not.toContain('14:00');
    stub.feeds.set('outlook', { ics: icsCalendar() });
    expect((await sync()).json()).toMatchObject({ outlook: { status: 'synced', events: 0 } });
    expect(await free(wednesday)).toContain('14:00');
  });

  it.each([
    ['error', /HTTP 500/],
    ['hang', /no answer within 1 s/],
    ['garbage', /not an iCalendar file/],
  ] as const)('keeps the stored events of a feed that fails (%s) and reports it', async (answer, reason) => {
    stub.feeds.set('google', { ics: icsCalendar(weeklyMeeting) });
    stub.feeds.set('outlook', { ics: icsCalendar(dentist) });
    await sync();
    stub.feeds.set('outlook', answer);
    const res = await sync();
    expect(res.statusCode).toBe(200);
    const body = res.json() as { ok: boolean; message: string; google: unknown; outlook: { status: string; message: string } };
    expect(body.ok).toBe(false);
    expect(body.google).toEqual({ status: 'synced', events: 2 });
    expect(body.outlook.status).toBe('failed');
    expect(body.outlook.message).toMatch(reason);
    expect(body.message).toMatch(/^Calendar sync failed: Outlook: /);
    expect(res.body).not.toContain(stub.url); // the secret address never reaches the page
    expect(await free(wednesday)).not.toContain('14:00');
  });

  it('refuses a booking over a busy time with the taken-slot 409', async () => {
    stub.feeds.set('google', { ics: icsCalendar(weeklyMeeting) });
    await sync();
    // Two hours: an admin's choice on the page (a visitor books the walk-through's hour, decision 0041).
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scheduling/book',
      payload: { ...visitor, preferredTime: '09:00', duration: 120 },
      headers: await adminBearer(t.app, t.database.db),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'That time was just booked. Please choose another time.' });
    expect((await book({ ...visitor, preferredTime: '11:00' })).statusCode).toBe(201);
  });
});

describe('sync coalescing', () => {
  it('answers a sync within the interval with the last result, without fetching again', async () => {
    // A generous timeout: a loaded machine must not turn this test into a timeout test.
    const other = await createTestApp({ CALENDAR_GOOGLE_ICS_URL: `${stub.url}/coalesce.ics`, CALENDAR_FEED_TIMEOUT_SECONDS: '30' });
    try {
      stub.feeds.set('coalesce', { ics: icsCalendar(dentist) });
      const [a, b] = await Promise.all([
        other.app.inject({ method: 'POST', url: '/api/scheduling/sync' }),
        other.app.inject({ method: 'POST', url: '/api/scheduling/sync' }),
      ]);
      const c = await other.app.inject({ method: 'POST', url: '/api/scheduling/sync' });
      expect(a.json(), a.body).toMatchObject({ ok: true, google: { status: 'synced', events: 1 }, outlook: { status: 'not-connected' } });
      expect(b.json()).toEqual(a.json());
      expect(c.json()).toEqual(a.json());
      expect(stub.hits.get('coalesce')).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/scheduling/feed/:token.ics', () => {
  it('is 404 without the token or with a wrong one', async () => {
    for (const file of ['x.ics', `${TOKEN}x.ics`, TOKEN, `${TOKEN.slice(0, -1)}.ics`]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/scheduling/feed/${file}` })).statusCode).toBe(404);
    }
  });

  it("serves the company's bookings as a calendar with stable UIDs", async () => {
    const made = await book({ ...visitor, preferredDate: addDays(tuesday, 1), preferredTime: '08:00', clientName: 'Feed Person' });
    expect(made.statusCode).toBe(201);
    const { bookingId } = made.json() as { bookingId: number };
    // Held, it is not yet the company's appointment; confirmed by its e-mail, it is (decision 0034).
    expect((await t.app.inject({ method: 'GET', url: `/api/scheduling/feed/${TOKEN}.ics` })).body).not.toContain(
      `UID:booking-${bookingId}@`,
    );
    await confirmBooking(t.app, t.database.db, visitor.clientEmail);
    const res = await t.app.inject({ method: 'GET', url: `/api/scheduling/feed/${TOKEN}.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const root = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    const mine = root
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c))
      .find((e) => e.uid === `booking-${bookingId}@www.example.test`);
    expect(mine).toBeDefined();
    expect(mine!.summary).toContain('Feed Person');
    expect(mine!.startDate.toJSDate().toISOString()).toBe((made.json() as { start: string }).start);
    const again = await t.app.inject({ method: 'GET', url: `/api/scheduling/feed/${TOKEN}.ics` });
    expect(again.body).toContain(`UID:booking-${bookingId}@www.example.test`);
  });
});
