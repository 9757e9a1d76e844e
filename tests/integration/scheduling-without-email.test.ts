import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/accounts.ts';
import { auditEvents } from '#server/db/schema/audit.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { bookings } from '#server/db/schema/operations.ts';
import { leads } from '#server/db/schema/sales.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertSite } from '#tests/support/operations.ts';
import { EMAIL_SET_UP, LIFTED_BOOKING_LIMITS } from '#tests/support/scheduling.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Decision 0041: without SMTP_URL (the default) no e-mail leaves, so a booking cannot wait for its
 * e-mailed link. The site says e-mail is off (a public flag); a booking is held until the visit for
 * the office to confirm after a call, the page gets the visit as a tentative .ics at once; an admin
 * confirms it; Settings counts the notices held. A visitor books the walk-through's hour; only an
 * admin chooses another length. The scheduling clock is the real time plus `ahead`.
 */
let app: FastifyInstance;
let database: DatabaseHandle;
let close: TestApp['close'];
let ahead = 0;
let admin: { authorization: string };
let adminId: number;
const MINUTE = 60_000;

beforeAll(async () => {
  ({ app, database, close } = await createTestApp(
    { PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000', ...LIFTED_BOOKING_LIMITS },
    { schedulingClock: () => new Date(Date.now() + ahead) },
  ));
  const user = await insertUser(database.db, 'admin');
  adminId = user.id;
  admin = bearer(await tokenFor(app, user.username));
});
afterAll(async () => {
  await close();
});

const today = companyDate(new Date());
/** A weekday 1 to 3 weeks ahead: always bookable, whatever day the suite runs. */
const nextWeekday = (weekday: number, weeks: number) => addDays(today, ((weekday - weekdayOf(today) + 7) % 7 || 7) + 7 * weeks);

const visit = (clientEmail: string, preferredDate: string, preferredTime: string) => ({
  clientName: 'Iris Lund',
  clientEmail,
  clientPhone: '(651) 555-0111',
  serviceType: 'Office Cleaning',
  preferredDate,
  preferredTime,
  duration: 60,
  selectedHours: 1,
  location: '30 E 7th St, St. Paul, MN 55101',
});
const book = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/scheduling/book', payload, headers });
const confirmByOffice = (id: number, headers: Record<string, string> = admin) =>
  app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/confirm`, headers });
const isFree = async (date: string, time: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/scheduling/availability?date=${date}` });
  return (res.json() as Array<{ time: string; available: boolean }>).find((s) => s.time === time)!.available;
};
const pendingEmails = async () =>
  (
    await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.channel, 'email'), eq(notifications.status, 'pending')))
  ).length;

/** The one VEVENT of an .ics file, read by an iCalendar parser (not the code under test). */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    event: new ICAL.Event(vevent),
    status: vevent.getFirstPropertyValue('status'),
    method: calendar.getFirstPropertyValue('method'),
  };
}

describe('the site says whether it sends e-mail', () => {
  it('answers emailDelivery false without SMTP_URL and true with it, publicly', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site/capabilities' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailDelivery: false });

    const withMail: TestApp = await createTestApp({ ...EMAIL_SET_UP });
    try {
      expect((await withMail.app.inject({ method: 'GET', url: '/api/site/capabilities' })).json()).toEqual({ emailDelivery: true });
      // The same flag reaches the pages: the scheduling page's island carries it in its site context.
      const page = await withMail.app.inject({ method: 'GET', url: '/scheduling' });
      expect(page.body).toContain('"capabilities":{"emailDelivery":true}');
    } finally {
      await withMail.close();
    }
    const page = await app.inject({ method: 'GET', url: '/scheduling' });
    expect(page.body).toContain('"capabilities":{"emailDelivery":false}');
  });
});

describe('a booking while the site sends no e-mail', () => {
  const day = nextWeekday(2, 1);
  let bookingId: number;
  let start: string;

  it('is held until the visit for the office to confirm, with a tentative .ics for the page to offer', async () => {
    const res = await book(visit('iris@lund.example', day, '09:00'));
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json() as {
      bookingId: number;
      status: string;
      start: string;
      end: string;
      heldUntil: string;
      confirmBy: string;
      calendarFile: string | null;
      message: string;
    };
    ({ bookingId, start } = held);
    expect(held).toMatchObject({ status: 'pending', confirmBy: 'office', message: 'Appointment booked successfully' });
    // Held until the visit starts: no link can arrive, so 30 minutes would only lose the visitor the time.
    expect(held.heldUntil).toBe(held.start);
    expect(Date.parse(held.end) - Date.parse(held.start)).toBe(60 * MINUTE);

    const { event, status, method } = eventOf(held.calendarFile!);
    expect(method).toBe('PUBLISH');
    expect(status).toBe('TENTATIVE');
    expect(event.summary).toBe('Walk-through for Office Cleaning: Twin Pines Commercial Cleaning');
    expect(event.location).toBe('30 E 7th St, St. Paul, MN 55101');
    expect(event.uid).toBe(`booking-${held.bookingId}@www.example.test`);
    expect(event.startDate.toJSDate().toISOString()).toBe(held.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(held.end);
    expect(event.description).toContain('to be confirmed: we will call you');

    // No lead until someone confirms it.
    expect(await database.db.select().from(leads).where(eq(leads.email, 'iris@lund.example'))).toEqual([]);
  });

  it('keeps the time past 30 minutes, and past a day', async () => {
    ahead = 31 * MINUTE;
    expect(await isFree(day, '09:00')).toBe(false);
    ahead = 26 * 60 * MINUTE;
    expect(await isFree(day, '09:00')).toBe(false);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ status: 'pending', heldUntil: new Date(start) });
    ahead = 0;
  });

  it('counts the notices held in Settings: the link e-mail waits in the outbox', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/settings/notifications', headers: admin });
    expect(res.statusCode).toBe(200);
    // The visitor's link (kept: if e-mail is set up before the visit, they may confirm it themselves).
    expect(res.json().email).toMatchObject({ configured: false, missing: ['SMTP_URL'], held: 1 });
  });

  it('is confirmed by an admin after a call: the lead, its reference, a confirmed .ics and the notice', async () => {
    const res = await confirmByOffice(bookingId);
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = res.json() as { reference: string; bookingId: number; start: string; calendarFile: string; message: string };
    expect(confirmed).toMatchObject({
      bookingId,
      start,
      message: 'Your appointment is confirmed',
      reference: expect.stringMatching(/^TP-\d{4}-\d{4}$/),
    });
    const { event, status } = eventOf(confirmed.calendarFile);
    expect(status).toBe('CONFIRMED');
    expect(event.uid).toBe(`booking-${bookingId}@www.example.test`);
    expect(event.description).toContain(`reference ${confirmed.reference}`);

    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.status).toBe('confirmed');
    const [lead] = await database.db.select().from(leads).where(eq(leads.reference, confirmed.reference));
    expect(lead).toMatchObject({ source: 'scheduling', email: 'iris@lund.example', phone: '(651) 555-0111' });
    const trail = await database.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'booking'), eq(auditEvents.entityId, String(bookingId))));
    expect(trail).toEqual([
      { action: 'create', actorId: null },
      { action: 'confirm', actorId: adminId },
    ]);
    // The link (1), the visitor's confirmation (1) and the company's new-lead notice (1), all held.
    expect(await pendingEmails()).toBe(3);
    const settings = await app.inject({ method: 'GET', url: '/api/admin/settings/notifications', headers: admin });
    expect(settings.json().email.held).toBe(3);
    const notice = (await database.db.select().from(notifications).where(eq(notifications.kind, 'new-lead')))[0];
    expect(notice?.payload['title']).toBe(`New walk-through booked: Iris Lund (${confirmed.reference})`);
    expect(notice?.payload['lines']).toContain('E-mail: iris@lund.example (not proven: confirmed by phone)');
  });

  it('refuses to confirm it twice (409), a visit that is no walk-through (409), and no visit (404)', async () => {
    const again = await confirmByOffice(bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This walk-through is already confirmed.');

    const customer = await insertUser(database.db, 'customer');
    const site = await insertSite(database.db, customer.id);
    const oneOff = await insertBooking(database.db, customer.id, site.id, { scheduledStart: new Date(`${day}T20:00:00Z`) });
    const notWalkThrough = await confirmByOffice(oneOff.id);
    expect(notWalkThrough.statusCode).toBe(409);
    expect(notWalkThrough.json().message).toBe(
      'Only a walk-through booked on the scheduling page and waiting for confirmation can be confirmed here.',
    );
    expect((await confirmByOffice(2_000_000)).statusCode).toBe(404);
    // Only an admin confirms.
    expect((await confirmByOffice(bookingId, {})).statusCode).toBe(401);
  });

  it('refuses a hold that ran out (410): the visit has started', async () => {
    const res = await book(visit('late@lund.example', day, '11:00'));
    expect(res.statusCode).toBe(201);
    const { bookingId: late, start: lateStart } = res.json() as { bookingId: number; start: string };
    ahead = Date.parse(lateStart) - Date.now() + MINUTE;
    try {
      const refused = await confirmByOffice(late);
      expect(refused.statusCode).toBe(410);
      expect(refused.json().message).toBe(
        'This hold ran out and the time was released: book the walk-through again on the scheduling page.',
      );
    } finally {
      ahead = 0;
    }
  });
});

describe("a walk-through's length", () => {
  const day = nextWeekday(3, 2);

  it("is the company's hour for a visitor; another length is 400 naming duration", async () => {
    const res = await book({ ...visit('long@lund.example', day, '09:00'), duration: 120, selectedHours: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { duration: 'A walk-through lasts 1 hour: send a duration of 60 minutes' } });
    expect(await isFree(day, '09:00')).toBe(true);
  });

  it('may be chosen by a signed-in admin booking on the page', async () => {
    const res = await book({ ...visit('long@lund.example', day, '09:00'), duration: 120, selectedHours: 2 }, admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(await isFree(day, '10:00')).toBe(false);
    // A customer's session is no admin's: the visitor's rule holds.
    const customer = await insertUser(database.db, 'customer');
    const asCustomer = await book(
      { ...visit('cust@lund.example', day, '14:00'), duration: 180, selectedHours: 3 },
      bearer(await tokenFor(app, customer.username)),
    );
    expect(asCustomer.statusCode).toBe(400);
  });

  it("is the visitor's hour for an admin whose two-factor set-up is due (refused the back office, decision 0035)", async () => {
    const due = await insertUser(database.db, 'admin');
    const token = await tokenFor(app, due.username);
    await database.db.update(sessions).set({ twoFactorSetupDue: true }).where(eq(sessions.userId, due.id));
    // The state that closes every admin route to this session...
    expect((await app.inject({ url: '/api/admin/urgent-tasks', headers: bearer(token) })).statusCode).toBe(403);
    // ...gives it no admin's say on the public page either.
    const res = await book({ ...visit('due@lund.example', day, '12:00'), duration: 480, selectedHours: 8 }, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { duration: 'A walk-through lasts 1 hour: send a duration of 60 minutes' } });
    expect(await isFree(day, '12:00')).toBe(true);
  });
});
