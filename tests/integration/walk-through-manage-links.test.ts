import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema/audit.ts';
import { crmActivities } from '#server/db/schema/crm.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { bookingRequests, bookings } from '#server/db/schema/operations.ts';
import { renderEmail } from '#server/modules/notifications/email-templates.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { confirmationToken, EMAIL_SET_UP, LIFTED_BOOKING_LIMITS } from '#tests/support/scheduling.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Issue 35, decision 0048: a confirmed walk-through carries a private manage link (in the confirmation
 * e-mail and on its page) to see it, move it to another free slot under the booking's rules and its
 * one-per-slot guarantee, or cancel it; each change e-mails the .ics again with the same UID and a
 * higher SEQUENCE (METHOD:CANCEL when cancelled), tells the company and writes the lead's history.
 * The scheduling clock is the real time plus `ahead`; every slot is in a later week.
 */
let app: FastifyInstance;
let database: DatabaseHandle;
let close: TestApp['close'];
let ahead = 0;

beforeAll(async () => {
  ({ app, database, close } = await createTestApp(
    { PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000', ...EMAIL_SET_UP, ...LIFTED_BOOKING_LIMITS },
    { schedulingClock: () => new Date(Date.now() + ahead) },
  ));
});
afterAll(async () => {
  await close();
});

const today = companyDate(new Date());
const next = (weekday: number, weeks = 0) => addDays(today, ((weekday - weekdayOf(today) + 7) % 7 || 7) + 7 * weeks);
type Slot = { preferredDate: string; preferredTime: string };
/** Each call a free hour of its own: weekdays 2 to 6 weeks ahead, 7 AM to 6 PM starts. */
let slotCount = 0;
function freshSlot(): Slot {
  const n = slotCount++;
  return {
    preferredDate: next(1 + (Math.floor(n / 12) % 5), 2 + Math.floor(n / 60)),
    preferredTime: `${String(7 + (n % 12)).padStart(2, '0')}:00`,
  };
}

let emailCount = 0;
/** Books a fresh slot for a new e-mail and confirms it by its link: the manage token and what confirming answered. */
async function confirmedWalkThrough(slot = freshSlot()) {
  const email = `visitor${emailCount++}@manage.example`;
  const booked = await app.inject({
    method: 'POST',
    url: '/api/scheduling/book',
    payload: {
      clientName: 'Dana Whitfield',
      clientEmail: email,
      clientPhone: '(612) 555-0147',
      serviceType: 'Office cleaning walk-through',
      ...slot,
      duration: 60,
      location: '80 S 8th St, Minneapolis, MN 55402',
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const res = await app.inject({
    method: 'POST',
    url: '/api/scheduling/confirm',
    payload: { token: await confirmationToken(database.db, email) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const confirmed = res.json() as { bookingId: number; reference: string; manageUrl: string };
  const url = new URL(confirmed.manageUrl);
  expect(url.origin).toBe('https://www.example.test');
  const token = url.pathname.split('/').at(-1)!;
  expect(url.pathname).toBe(`/scheduling/manage/${token}`);
  return { ...confirmed, email, token, slot };
}

const reschedule = (token: string, slot: Slot) =>
  app.inject({ method: 'POST', url: `/api/scheduling/manage/${token}/reschedule`, payload: slot });
const cancel = (token: string, reason?: string) =>
  app.inject({ method: 'POST', url: `/api/scheduling/manage/${token}/cancel`, payload: reason === undefined ? {} : { reason } });
const isFree = async (slot: Slot) => {
  const res = await app.inject({ method: 'GET', url: `/api/scheduling/availability?date=${slot.preferredDate}` });
  return (res.json() as Array<{ time: string; available: boolean }>).find((s) => s.time === slot.preferredTime)!.available;
};
const newest = async (kind: string, recipient: string) => {
  const [row] = await database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, kind), eq(notifications.recipient, recipient)))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row;
};
/** The one VEVENT of an .ics file, read by an iCalendar parser (not the code under test). */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    method: calendar.getFirstPropertyValue('method'),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
  };
}
/** The instant of a Minnesota wall time in winter or summer, written out: Central is UTC-6 or UTC-5. */
const utcOf = (slot: Slot) => {
  const probe = new Date(`${slot.preferredDate}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'short' }).format(probe).endsWith('CDT')
    ? 5
    : 6;
  const [y, m, d] = slot.preferredDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, Number(slot.preferredTime.slice(0, 2)) + offset)).toISOString();
};

describe('the manage link', () => {
  it('is in the confirmation e-mail, and shows the walk-through it belongs to', async () => {
    const w = await confirmedWalkThrough();
    const mail = await newest('booking-confirmation', w.email);
    expect(mail!.payload['url']).toBe(w.manageUrl);
    const rendered = renderEmail('booking-confirmation', mail!.payload);
    expect(rendered.text).toContain(
      `To see, reschedule or cancel it, use your private link (it works until the appointment is over):\n${w.manageUrl}`,
    );
    expect(rendered.text).not.toContain('To change or cancel it, call us');

    const res = await app.inject({ method: 'GET', url: `/api/scheduling/manage/${w.token}` });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      bookingId: w.bookingId,
      reference: w.reference,
      name: 'Dana Whitfield',
      serviceType: 'Office cleaning walk-through',
      location: '80 S 8th St, Minneapolis, MN 55402',
      status: 'confirmed',
      cancelReason: null,
      start: utcOf(w.slot),
      message: '',
    });
    const event = eventOf(view.calendarFile);
    expect(event).toMatchObject({ uid: `booking-${w.bookingId}@www.example.test`, sequence: 0, status: 'CONFIRMED', method: 'PUBLISH' });

    // A second press of the confirmation link answers the same manage link.
    const again = await app.inject({
      method: 'POST',
      url: '/api/scheduling/confirm',
      payload: { token: await confirmationToken(database.db, w.email) },
    });
    expect(again.json().manageUrl).toBe(w.manageUrl);
  });

  it('reschedules to a free slot: the old one frees, the .ics comes again with the same UID and SEQUENCE 1, the lead and the company hear of it', async () => {
    const w = await confirmedWalkThrough();
    const to = freshSlot();
    const res = await reschedule(w.token, to);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ bookingId: w.bookingId, status: 'confirmed', start: utcOf(to) });
    expect(res.json().message).toMatch(/^Your walk-through is moved to \w+day, /);
    expect(await isFree(w.slot)).toBe(true);
    expect(await isFree(to)).toBe(false);

    const mail = await newest('booking-changed', w.email);
    const rendered = renderEmail('booking-changed', mail!.payload);
    expect(rendered.subject).toContain(`Moved: your appointment with`);
    expect(rendered.subject).toContain(`(${w.reference})`);
    const ics = rendered.attachments![0]!;
    expect(ics.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(eventOf(ics.content)).toEqual({
      uid: `booking-${w.bookingId}@www.example.test`,
      sequence: 1,
      status: 'CONFIRMED',
      method: 'PUBLISH',
      start: utcOf(to),
    });

    const [request] = await database.db.select().from(bookingRequests).where(eq(bookingRequests.bookingId, w.bookingId));
    const history = await database.db.select().from(crmActivities).where(eq(crmActivities.leadId, request!.leadId!));
    expect(history.map((h) => h.type)).toEqual(['created', 'note']);
    expect(history[1]!.description).toMatch(/^The visitor moved the walk-through from .+ to .+ by the link in its e-mail$/);
    const notice = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'new-lead'), eq(notifications.channel, 'email')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice[0]!.payload['title']).toBe(`Walk-through moved: Dana Whitfield (${w.reference})`);
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'booking'), eq(auditEvents.entityId, String(w.bookingId))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'confirm', 'update']);

    // A second move goes on counting.
    const again = await reschedule(w.token, freshSlot());
    expect(again.statusCode, again.body).toBe(200);
    expect(eventOf(again.json().calendarFile).sequence).toBe(2);
  });

  it('refuses a taken slot (409), a closed day or a past time (400 naming the field), and the time it already has', async () => {
    const a = await confirmedWalkThrough();
    const b = await confirmedWalkThrough();
    const taken = await reschedule(a.token, b.slot);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That time was just booked. Please choose another time.');

    const sunday = await reschedule(a.token, { preferredDate: next(0, 2), preferredTime: '10:00' });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().fields).toEqual({ preferredDate: 'We are closed on Sundays: choose a day from Monday to Saturday' });
    const past = await reschedule(a.token, { preferredDate: addDays(today, -1), preferredTime: '10:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ preferredDate: 'Choose today or a later date' });
    const same = await reschedule(a.token, a.slot);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('That is already the time of your walk-through: choose another time.');
    const malformed = await reschedule(a.token, { preferredDate: 'soon', preferredTime: '10:00' });
    expect(malformed.statusCode).toBe(400);

    // Nothing moved.
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, a.bookingId));
    expect(row!.scheduledStart.toISOString()).toBe(utcOf(a.slot));
  });

  it('keeps one booking per slot: of 20 walk-throughs moved to one slot at once, exactly one gets it', async () => {
    const many = [];
    for (let i = 0; i < 20; i++) many.push(await confirmedWalkThrough());
    const target = freshSlot();
    const answers = await Promise.all(many.map((w) => reschedule(w.token, target)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const at = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.scheduledStart, new Date(utcOf(target))), eq(bookings.status, 'confirmed')));
    expect(at).toHaveLength(1);
    // The 19 refused kept their own slots.
    for (const [i, w] of many.entries()) if (answers[i]!.statusCode === 409) expect(await isFree(w.slot)).toBe(false);
  });

  it('cancels with a reason: the slot frees, the .ics says METHOD:CANCEL with a higher SEQUENCE, a second cancel answers the same', async () => {
    const w = await confirmedWalkThrough();
    const res = await cancel(w.token, 'We chose another company');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Cancelled by the visitor: We chose another company',
      message: 'Your walk-through is cancelled, and its time is free for others.',
    });
    expect(await isFree(w.slot)).toBe(true);

    const rendered = renderEmail('booking-changed', (await newest('booking-changed', w.email))!.payload);
    expect(rendered.subject).toContain('Cancelled: your appointment with');
    expect(rendered.text).toContain('Your reason: We chose another company');
    expect(rendered.attachments![0]!.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(eventOf(rendered.attachments![0]!.content)).toMatchObject({
      uid: `booking-${w.bookingId}@www.example.test`,
      sequence: 1,
      status: 'CANCELLED',
      method: 'CANCEL',
    });

    const again = await cancel(w.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('cancelled');
    expect(
      await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'booking-changed'), eq(notifications.recipient, w.email))),
    ).toHaveLength(1);
    const move = await reschedule(w.token, freshSlot());
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe('This walk-through was cancelled. To meet us, book a new time on the scheduling page.');
  });

  it('cancels without a reason', async () => {
    const w = await confirmedWalkThrough();
    const res = await cancel(w.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancelReason).toBe('Cancelled by the visitor');
  });

  it('is a 404 for a wrong link, and once the appointment is over; its page too', async () => {
    const wrong = await app.inject({ method: 'GET', url: `/api/scheduling/manage/${'x'.repeat(43)}` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(
      'This link is not valid, or its appointment is over. Check that you opened the whole link from the e-mail.',
    );
    expect((await reschedule('nope', freshSlot())).statusCode).toBe(404);
    expect((await cancel('nope')).statusCode).toBe(404);

    const w = await confirmedWalkThrough();
    const end = new Date(utcOf(w.slot)).getTime() + 3_600_000;
    ahead = end - Date.now() - 60_000;
    expect((await app.inject({ method: 'GET', url: `/api/scheduling/manage/${w.token}` })).statusCode).toBe(200);
    ahead = end - Date.now() + 1000;
    expect((await app.inject({ method: 'GET', url: `/api/scheduling/manage/${w.token}` })).statusCode).toBe(404);
    expect((await cancel(w.token)).statusCode).toBe(404);
    ahead = 0;
  });
});

/** A browser's own form post from this site's page. */
const postForm = (url: string, fields: Record<string, string>, crossSite = false) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: crossSite ? 'https://elsewhere.example' : 'https://www.example.test',
      'sec-fetch-site': crossSite ? 'cross-site' : 'same-origin',
    },
  });
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the manage page, without its script', () => {
  it('shows the walk-through with two POST forms; a reschedule posted by the browser answers 303 back to the page, which says so', async () => {
    const w = await confirmedWalkThrough();
    const page = await app.inject({ method: 'GET', url: `/scheduling/manage/${w.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag'] ?? page.body).toMatch(/noindex/);
    const forms = page.body.match(/<form[^>]*>/g) ?? [];
    expect(forms.filter((f) => f.includes('method="post"') && f.includes(`action="/scheduling/manage/${w.token}"`))).toHaveLength(2);
    expect(textOf(page.body)).toContain(`Reference ${w.reference}`);

    const to = freshSlot();
    const res = await postForm(`/scheduling/manage/${w.token}`, { action: 'reschedule', ...to });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    expect(res.headers.location).toBe(`/scheduling/manage/${w.token}?done=rescheduled`);
    expect(await isFree(to)).toBe(false);
    const after = await app.inject({ method: 'GET', url: res.headers.location as string });
    expect(textOf(after.body)).toContain(
      'Your walk-through is moved. The new time and an updated calendar file are on their way by e-mail.',
    );
  });

  it('answers a refused change with the page saying why, and changes nothing', async () => {
    const a = await confirmedWalkThrough();
    const b = await confirmedWalkThrough();
    const taken = await postForm(`/scheduling/manage/${a.token}`, { action: 'reschedule', ...b.slot });
    expect(taken.statusCode).toBe(409);
    expect(taken.headers['content-type']).toContain('text/html');
    expect(textOf(taken.body)).toContain('That time was just booked. Please choose another time.');
    const crossSite = await postForm(`/scheduling/manage/${a.token}`, { action: 'cancel' }, true);
    expect(crossSite.statusCode).toBe(403);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, a.bookingId));
    expect(row!.status).toBe('confirmed');

    const cancelled = await postForm(`/scheduling/manage/${a.token}`, { action: 'cancel', reason: 'Office moving' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/scheduling/manage/${a.token}?done=cancelled`);
    const page = await app.inject({ method: 'GET', url: cancelled.headers.location as string });
    expect(textOf(page.body)).toContain('Your walk-through is cancelled');
    expect(textOf(page.body)).toContain('Cancelled by the visitor: Office moving');
    expect(page.body).not.toContain('name="preferredDate"');
  });

  it('is a 404 page for a wrong link, shown or posted', async () => {
    const page = await app.inject({ method: 'GET', url: '/scheduling/manage/not-a-real-link' });
    expect(page.statusCode).toBe(404);
    expect(textOf(page.body)).toContain('This link cannot be used');
    const posted = await postForm('/scheduling/manage/not-a-real-link', { action: 'cancel' });
    expect(posted.statusCode).toBe(404);
    expect(textOf(posted.body)).toContain('This link cannot be used');
  });
});
