import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema/audit.ts';
import { bookings } from '#server/db/schema/operations.ts';
import { leads } from '#server/db/schema/sales.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { attachmentOf } from '#tests/support/mail-attachments.ts';
import { insertBooking, insertPlan, insertSite } from '#tests/support/operations.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import { adminBearer, confirmBooking, LIFTED_BOOKING_LIMITS } from '#tests/support/scheduling.ts';

/**
 * The public scheduling calls (issue 14, decision 0018). Days are chosen from today's Minnesota date,
 * so the calendar's rules (hours, horizon, past) are checked against the real clock.
 */
let t: TestApp;
let smtp: SmtpStub;
/** Most bookings here are of several hours, which only a signed-in admin may choose (decision 0041); visitors book the walk-through's hour. */
let staff: { authorization: string };
beforeAll(async () => {
  smtp = await startSmtpStub();
  // This file books many visits as one visitor from one address: the per-day limits have their own tests (scheduling-holds).
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000', ...LIFTED_BOOKING_LIMITS });
  staff = await adminBearer(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const today = companyDate(new Date());
/** The first `weekday` (0 = Sunday) after today: always in the future, within the horizon. */
const next = (weekday: number) => addDays(today, (weekday - weekdayOf(today) + 7) % 7 || 7);
const tuesday = next(2);
const saturday = next(6);
const sunday = next(0);

/** Minnesota wall-clock date and time of an instant, read with Intl (not the code under test). */
const wall = (iso: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Chicago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}`;
};

const hours = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);
const get = (url: string) => t.app.inject({ method: 'GET', url });
const availability = async (date: string) => {
  const res = await get(`/api/scheduling/availability?date=${date}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{ date: string; time: string; duration: number; available: boolean }>;
};
const freeTimes = async (date: string) => (await availability(date)).filter((s) => s.available).map((s) => s.time);

const visitor = {
  clientName: 'Dana Reyes',
  clientEmail: 'dana@northloop.example',
  clientPhone: '(612) 555-0134',
  serviceType: 'Office cleaning walk-through',
  preferredDate: tuesday,
  preferredTime: '10:00',
  duration: 120,
  selectedHours: 2,
  location: '212 N 3rd Ave, Minneapolis, MN 55401',
  notes: 'Ring the side door',
  calendarIntegration: 'none',
};
const book = (payload: object, app = t.app, headers: Record<string, string> = app === t.app ? staff : {}) =>
  app.inject({ method: 'POST', url: '/api/scheduling/book', payload, headers });

describe('GET /api/scheduling/availability', () => {
  it('offers an hour-long slot at every hour a weekday is open, 6 AM to 7 PM starts', async () => {
    expect(await availability(tuesday)).toEqual(hours(6, 19).map((time) => ({ date: tuesday, time, duration: 60, available: true })));
  });

  it('opens Saturdays 8 AM to 6 PM and never Sundays', async () => {
    expect(await availability(saturday)).toEqual(hours(8, 17).map((time) => ({ date: saturday, time, duration: 60, available: true })));
    expect(await availability(sunday)).toEqual([]);
  });

  it("takes today's slots that have started", async () => {
    if (weekdayOf(today) === 0) return; // closed today: nothing to take
    const before = Date.now();
    const slots = await availability(today);
    const after = Date.now();
    for (const slot of slots) {
      // The wall time read as UTC: the Minnesota instant is 5 (summer) or 6 (winter) hours later.
      const naive = Date.parse(`${slot.date}T${slot.time}:00Z`);
      if (naive + 6 * 3_600_000 <= before) expect(slot.available, slot.time).toBe(false);
      if (naive + 5 * 3_600_000 > after) expect(slot.available, slot.time).toBe(true);
    }
  });

  it('refuses a date that is not a real day, or past the 90-day horizon, naming `date`', async () => {
    for (const date of ['', 'tomorrow', '2026-02-30', '12%2F01%2F2026']) {
      const res = await get(`/api/scheduling/availability?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().fields).toEqual({ date: 'Use a date like 2026-12-07' });
    }
    expect((await get('/api/scheduling/availability')).json().fields).toEqual({ date: 'Use a date like 2026-12-07' });
    const far = await get(`/api/scheduling/availability?date=${addDays(today, 91)}`);
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toEqual({ date: `Choose a date within the next 90 days (up to ${addDays(today, 90)})` });
    expect((await get(`/api/scheduling/availability?date=${addDays(today, 90)}`)).statusCode).toBe(200);
    expect((await get(`/api/scheduling/events?date=${addDays(today, 91)}`)).statusCode).toBe(400);
  });
});

describe('POST /api/scheduling/book', () => {
  let booked: { reference: string; bookingId: number; start: string; end: string; message: string };

  it('holds a free slot, in Minnesota time, and makes the booking and its lead with a reference once the e-mail confirms it', async () => {
    const before = Date.now();
    const res = await book(visitor);
    expect(res.statusCode).toBe(201);
    const held = res.json() as { bookingId: number; status: string; start: string; end: string; heldUntil: string; message: string };
    expect(held).toMatchObject({ status: 'pending', message: 'Appointment booked successfully' });
    expect(wall(held.start)).toBe(`${tuesday} 10:00`);
    expect(wall(held.end)).toBe(`${tuesday} 12:00`);
    // Held for 30 minutes (the default BOOKING_HOLD_MINUTES) from when it was asked.
    expect(Date.parse(held.heldUntil)).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(Date.parse(held.heldUntil)).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    const [pending] = await t.database.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    expect(pending).toMatchObject({ status: 'pending', heldUntil: new Date(held.heldUntil) });
    // No lead until the e-mail is proven.
    expect(await t.database.db.select().from(leads).where(eq(leads.email, 'dana@northloop.example'))).toEqual([]);

    booked = await confirmBooking(t.app, t.database.db, 'dana@northloop.example');
    expect(booked).toMatchObject({
      reference: expect.stringMatching(/^TP-\d{4}-\d{4}$/),
      bookingId: held.bookingId,
      start: held.start,
      end: held.end,
      message: 'Your appointment is confirmed',
    });

    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.bookingId));
    expect(row).toMatchObject({
      source: 'scheduling',
      customerId: null,
      siteId: null,
      servicePlanId: null,
      priceCents: null,
      status: 'confirmed',
      clientName: 'Dana Reyes',
      clientEmail: 'dana@northloop.example',
      clientPhone: '(612) 555-0134',
      serviceType: 'Office cleaning walk-through',
      location: '212 N 3rd Ave, Minneapolis, MN 55401',
      notes: 'Ring the side door',
      durationMinutes: 120,
    });
    expect(row!.scheduledStart.toISOString()).toBe(booked.start);

    const [lead] = await t.database.db.select().from(leads).where(eq(leads.reference, booked.reference));
    expect(lead).toMatchObject({
      source: 'scheduling',
      status: 'new',
      companyName: 'Dana Reyes',
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@northloop.example',
      phone: '(612) 555-0134',
      address: '212 N 3rd Ave, Minneapolis, MN 55401',
      estimatedPriceCents: 0,
      result: null,
    });
    expect(lead!.request).toMatchObject({ bookingId: booked.bookingId, preferredDate: tuesday, preferredTime: '10:00' });
    expect(lead!.nextFollowUpDate <= tuesday).toBe(true);

    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'booking'), eq(auditEvents.entityId, String(booked.bookingId))));
    expect(audit).toMatchObject([
      { actor: 'scheduling-page', actorId: null, action: 'create' },
      { actor: 'scheduling-page', actorId: null, action: 'confirm' },
    ]);
  });

  it('takes the booked hours off the calendar; plan visits, one-offs and cancelled bookings take none', async () => {
    const customer = await insertUser(t.database.db, 'customer');
    const site = await insertSite(t.database.db, customer.id);
    const plan = await insertPlan(t.database.db, customer.id, site.id, { startsOn: today });
    const at = (time: string) => new Date(`${tuesday}T${time}:00Z`); // any instant that day: only the source matters here
    await insertBooking(t.database.db, customer.id, site.id, {
      source: 'plan',
      servicePlanId: plan.id,
      planOccurrence: tuesday,
      scheduledStart: at('20:00'), // 14:00 or 15:00 in Minnesota
      durationMinutes: 180,
    });
    await insertBooking(t.database.db, customer.id, site.id, { source: 'admin', scheduledStart: at('13:00'), durationMinutes: 60 });
    const cancelled = await book({ ...visitor, preferredTime: '16:00', duration: 60, selectedHours: 1 });
    expect(cancelled.statusCode).toBe(201);
    await t.database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: 'test' })
      .where(eq(bookings.id, cancelled.json().bookingId));

    expect(await freeTimes(tuesday)).toEqual(hours(6, 19).filter((time) => time !== '10:00' && time !== '11:00'));
  });

  it('answers 409 for a time that overlaps a booking, even partly', async () => {
    for (const [preferredTime, duration] of [
      ['10:00', 60],
      ['11:00', 60],
      ['09:00', 120],
      ['06:00', 480],
    ] as const) {
      const res = await book({ ...visitor, preferredTime, duration, selectedHours: duration / 60 });
      expect(res.statusCode, preferredTime).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'That time was just booked. Please choose another time.' });
    }
    expect((await book({ ...visitor, preferredTime: '12:00', duration: 60, selectedHours: 1 })).statusCode).toBe(201);
    expect((await book({ ...visitor, preferredTime: '08:00', duration: 120, selectedHours: 2 })).statusCode).toBe(201);
  });

  it('lets exactly one of 20 parallel requests for one slot through; the others get 409', async () => {
    const leadsBefore = (await t.database.db.select().from(leads).where(eq(leads.source, 'scheduling'))).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book({
          ...visitor,
          clientName: `Racer ${i}`,
          clientEmail: `racer${i}@example.test`,
          preferredDate: saturday,
          preferredTime: '09:00',
          duration: 60,
          selectedHours: 1,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    // The winner holds the slot; its lead waits for the confirmation.
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe('That time was just booked. Please choose another time.');
    }
    const saturdayBookings = (await t.database.db.select().from(bookings).where(eq(bookings.source, 'scheduling'))).filter((b) =>
      wall(b.scheduledStart.toISOString()).startsWith(saturday),
    );
    expect(saturdayBookings).toHaveLength(1);
    expect((await t.database.db.select().from(leads).where(eq(leads.source, 'scheduling'))).length).toBe(leadsBefore);
    expect((await availability(saturday)).find((s) => s.time === '09:00')?.available).toBe(false);
  });

  it('e-mails the visitor a confirmation with an .ics file of the visit, and tells the company', async () => {
    while ((await t.app.outbox.runOnce()) > 0) {
      // Each round sends up to ten queued e-mails.
    }
    const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw.replace(/\r\n[ \t]+/g, ' '))?.[1];
    // First the link to confirm, then (once confirmed) the confirmation.
    const ask = smtp.received.find((m) => m.to.includes('dana@northloop.example') && m.text.includes('/scheduling/confirm?token='));
    expect(subjectOf(ask!.raw)).toMatch(/^Confirm your appointment with Twin Pines Commercial Cleaning: Tuesday, /);
    expect(ask!.text).toMatch(/We are holding this time for you until \d{1,2}:\d{2}\s?[AP]M \(Central Time\)\. Confirm it here:/);
    expect(ask!.text).toContain('https://www.example.test/scheduling/confirm?token=');
    const confirmation = smtp.received.find((m) => m.to.includes('dana@northloop.example') && m.raw.includes(booked.reference));
    expect(subjectOf(confirmation!.raw)).toMatch(
      new RegExp(`^Your appointment with Twin Pines Commercial Cleaning: Tuesday, .+ \\(${booked.reference}\\)$`),
    );
    expect(confirmation!.text).toContain('Your appointment is booked.');
    expect(confirmation!.text).toContain(`Reference: ${booked.reference}`);

    const ics = attachmentOf(confirmation!.raw, 'appointment.ics');
    expect(ics?.headers['content-type']).toMatch(/^text\/calendar/);
    const lines = ics!.text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    const property = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
    const icsInstant = (v: string | undefined) =>
      (v ?? '').replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6.000Z');
    expect(property('METHOD')).toBe('PUBLISH');
    expect(icsInstant(property('DTSTART'))).toBe(booked.start);
    expect(icsInstant(property('DTEND'))).toBe(booked.end);
    expect(property('UID')).toBe(`booking-${booked.bookingId}@www.example.test`);
    expect(property('LOCATION')).toBe('212 N 3rd Ave\\, Minneapolis\\, MN 55401');
    expect(property('STATUS')).toBe('CONFIRMED');

    const notice = smtp.received.find((m) => m.to.includes('sales@twinpinescleaning.example') && m.subject.includes(booked.reference));
    expect(notice?.subject).toBe(`New walk-through booked: Dana Reyes (${booked.reference})`);
    expect(notice!.text).toContain('Phone: (612) 555-0134');
    expect(notice!.text).toContain(`/admin/bookings/${booked.bookingId}`);
  });

  it('lists the booking-made leads with the others for the CRM', async () => {
    const admin = await insertUser(t.database.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/leads', headers: bearer(await tokenFor(t.app, admin.username)) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Array<{ reference: string; source: string }>).find((l) => l.reference === booked.reference)?.source).toBe(
      'scheduling',
    );
  });
});

describe('GET /api/scheduling/events', () => {
  it('shows the calendar’s bookings as "Booked", with nothing about who booked or where', async () => {
    const res = await get(`/api/scheduling/events?date=${tuesday}`);
    expect(res.statusCode).toBe(200);
    const events = res.json() as Array<Record<string, unknown>>;
    expect(events.map((e) => [wall(String(e['start'])), wall(String(e['end']))])).toEqual([
      [`${tuesday} 08:00`, `${tuesday} 10:00`],
      [`${tuesday} 10:00`, `${tuesday} 12:00`],
      [`${tuesday} 12:00`, `${tuesday} 13:00`],
    ]);
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(['end', 'id', 'location', 'source', 'start', 'title']);
      expect(event).toMatchObject({ id: expect.stringMatching(/^internal-\d+$/), title: 'Booked', location: null, source: 'internal' });
    }
    const text = res.body.toLowerCase();
    for (const secret of ['dana', 'reyes', 'northloop', '555', '3rd ave', 'side door', 'walk-through']) expect(text).not.toContain(secret);
    expect((await get(`/api/scheduling/events?date=${sunday}`)).json()).toEqual([]);
  });
});

describe('bad bookings: 400 naming the field', () => {
  const refused = async (payload: object, fields: Record<string, string>) => {
    const res = await book(payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
  };

  it('requires the name, a valid e-mail, a phone, the location, the service type, a date and a time', async () => {
    await refused(
      {},
      {
        clientName: 'Full name is required',
        clientEmail: 'Email is required',
        clientPhone: 'Phone is required',
        serviceType: 'Service type is required',
        location: 'Service location is required',
        preferredDate: 'Use a date like 2026-12-07',
        preferredTime: 'Use a 24-hour time like 18:00',
      },
    );
    await refused(
      { ...visitor, clientName: '   ', location: '', serviceType: ' ' },
      {
        clientName: 'Full name is required',
        location: 'Service location is required',
        serviceType: 'Service type is required',
      },
    );
    await refused({ ...visitor, clientEmail: 'dana-at-example' }, { clientEmail: 'Enter an e-mail address like name@company.com' });
    await refused(
      { ...visitor, clientPhone: 'call me' },
      { clientPhone: 'Enter a phone number with at least 7 digits, like 612-555-0134' },
    );
    await refused({ ...visitor, preferredDate: '2026-02-30' }, { preferredDate: 'Use a date like 2026-12-07' });
    await refused({ ...visitor, preferredTime: '25:00' }, { preferredTime: 'Use a 24-hour time like 18:00' });
  });

  it('takes 1, 2, 3, 4, 5, 6 or 8 hours, in minutes that agree with the selected hours', async () => {
    const message = 'Choose a duration of 1, 2, 3, 4, 5, 6 or 8 hours, in minutes (hours x 60)';
    for (const duration of [0, 30, 90, 420, 600, -60, 1.5]) {
      await refused({ ...visitor, duration, selectedHours: undefined }, { duration: message });
    }
    await refused(
      { ...visitor, duration: 120, selectedHours: 3 },
      { duration: 'The duration must be the selected 3 hours times 60 minutes' },
    );
    await refused(
      { ...visitor, duration: 420, selectedHours: 7 },
      { duration: message, selectedHours: 'Choose 1, 2, 3, 4, 5, 6 or 8 hours' },
    );
  });

  it('refuses a calendar that is not connected, or unknown', async () => {
    await refused(
      { ...visitor, preferredTime: '14:00', calendarIntegration: 'google' },
      {
        calendarIntegration: 'The Google calendar is not connected: choose none',
      },
    );
    await refused(
      { ...visitor, preferredTime: '14:00', calendarIntegration: 'outlook' },
      {
        calendarIntegration: 'The Outlook calendar is not connected: choose none',
      },
    );
    await refused({ ...visitor, calendarIntegration: 'icloud' }, { calendarIntegration: 'Choose a calendar: none, google or outlook' });
  });

  it('refuses Sundays, past days and days past the horizon on preferredDate', async () => {
    await refused(
      { ...visitor, preferredDate: sunday },
      { preferredDate: 'We are closed on Sundays: choose a day from Monday to Saturday' },
    );
    await refused({ ...visitor, preferredDate: addDays(today, -1) }, { preferredDate: 'Choose today or a later date' });
    await refused(
      { ...visitor, preferredDate: addDays(today, 91) },
      { preferredDate: `Choose a date within the next 90 days (up to ${addDays(today, 90)})` },
    );
  });

  it('refuses times off the hour, outside the hours (the whole visit must fit) and past, on preferredTime', async () => {
    await refused({ ...visitor, preferredTime: '10:30' }, { preferredTime: 'Choose a start time on the hour, like 09:00' });
    await refused(
      { ...visitor, preferredTime: '05:00' },
      {
        preferredTime: 'On Tuesdays a visit of 2 hours can start from 06:00 to 18:00, so that it ends by 20:00',
      },
    );
    await refused(
      { ...visitor, preferredTime: '19:00' },
      {
        preferredTime: 'On Tuesdays a visit of 2 hours can start from 06:00 to 18:00, so that it ends by 20:00',
      },
    );
    await refused(
      { ...visitor, preferredDate: saturday, preferredTime: '11:00', duration: 480, selectedHours: 8 },
      {
        preferredTime: 'On Saturdays a visit of 8 hours can start from 08:00 to 10:00, so that it ends by 18:00',
      },
    );
    await refused(
      { ...visitor, preferredDate: saturday, preferredTime: '07:00', duration: 60, selectedHours: 1 },
      {
        preferredTime: 'On Saturdays a visit of 1 hour can start from 08:00 to 17:00, so that it ends by 18:00',
      },
    );
    // Today's first hour has passed once it is after 7 AM in Minnesota on a day that is open.
    if (weekdayOf(today) !== 0 && wall(new Date().toISOString()) >= `${today} 07:00`) {
      const first = weekdayOf(today) === 6 ? '08:00' : '06:00';
      await refused(
        { ...visitor, preferredDate: today, preferredTime: first, duration: 60, selectedHours: 1 },
        {
          preferredTime: 'That time has passed: choose a later time',
        },
      );
    }
  });
});

describe('connected calendars and the per-address limit', () => {
  it('reports the calendars configured, accepts them when connected, and limits bookings per address', async () => {
    expect((await get('/api/scheduling/integrations')).json()).toEqual({ google: false, outlook: false });

    const own = await createTestApp({
      CALENDAR_GOOGLE_ICS_URL: 'https://calendar.example.test/secret/basic.ics',
      PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      expect((await own.app.inject({ method: 'GET', url: '/api/scheduling/integrations' })).json()).toEqual({
        google: true,
        outlook: false,
      });
      // A visitor (no session on this app) books the walk-through's hour.
      const hour = { ...visitor, duration: 60, selectedHours: 1 };
      expect((await book({ ...hour, calendarIntegration: 'google' }, own.app)).statusCode).toBe(201);
      expect((await book({ ...hour, calendarIntegration: 'outlook' }, own.app)).statusCode).toBe(400);
      const limited = await book({ ...hour, preferredTime: '14:00' }, own.app);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many requests/);
      // Reads are not limited.
      expect((await own.app.inject({ method: 'GET', url: `/api/scheduling/availability?date=${tuesday}` })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
