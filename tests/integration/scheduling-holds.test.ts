import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema/audit.ts';
import { bookings } from '#server/db/schema/operations.ts';
import { leads } from '#server/db/schema/sales.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { confirmationToken, EMAIL_SET_UP } from '#tests/support/scheduling.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Issue 29, "slot squatting and branded e-mail to anyone" (decision 0034): a booking holds its slot
 * for 30 minutes until the link e-mailed to its address confirms it; one e-mail holds at most 2
 * upcoming appointments and is sent at most 3 bookings a day; one client address makes at most 6 a
 * day. The defaults are in force here. The scheduling clock is the real time plus `ahead`, so a test
 * moves it forward instead of waiting.
 */
let app: FastifyInstance;
let database: DatabaseHandle;
let close: TestApp['close'];
let ahead = 0;
const MINUTE = 60_000;

beforeAll(async () => {
  ({ app, database, close } = await createTestApp(
    { PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000', ...EMAIL_SET_UP },
    { schedulingClock: () => new Date(Date.now() + ahead) },
  ));
});
afterAll(async () => {
  await close();
});

const today = companyDate(new Date());
const next = (weekday: number, weeks = 0) => addDays(today, ((weekday - weekdayOf(today) + 7) % 7 || 7) + 7 * weeks);

/** Each call a free hour of its own: weekdays of the next weeks, 6 AM to 7 PM starts. */
let slotCount = 0;
function freshSlot(): { preferredDate: string; preferredTime: string } {
  const n = slotCount++;
  const hour = 6 + (n % 14);
  return {
    preferredDate: next(1 + (Math.floor(n / 14) % 5), Math.floor(n / 70) + 1),
    preferredTime: `${String(hour).padStart(2, '0')}:00`,
  };
}

const visit = (clientEmail: string, slot = freshSlot()) => ({
  clientName: 'Ravi Menon',
  clientEmail,
  clientPhone: '(612) 555-0188',
  serviceType: 'Office cleaning walk-through',
  ...slot,
  duration: 60,
  location: '80 S 8th St, Minneapolis, MN 55402',
});
const book = (payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/scheduling/book', payload, remoteAddress });
const confirm = (token: string) => app.inject({ method: 'POST', url: '/api/scheduling/confirm', payload: { token } });
const isFree = async (slot: { preferredDate: string; preferredTime: string }) => {
  const res = await app.inject({ method: 'GET', url: `/api/scheduling/availability?date=${slot.preferredDate}` });
  return (res.json() as Array<{ time: string; available: boolean }>).find((s) => s.time === slot.preferredTime)!.available;
};

describe('a held booking', () => {
  it('holds its slot for 30 minutes, then frees it for anyone; its link no longer confirms it', async () => {
    const slot = freshSlot();
    const res = await book(visit('late.ravi@menon.example', slot), '198.51.100.1');
    expect(res.statusCode, res.body).toBe(201);
    const { bookingId } = res.json() as { bookingId: number };
    const token = await confirmationToken(database.db, 'late.ravi@menon.example');

    ahead += 29 * MINUTE;
    expect(await isFree(slot)).toBe(false);
    ahead += 2 * MINUTE; // 31 minutes after: the hold has run out
    expect(await isFree(slot)).toBe(true);

    const refused = await confirm(token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(
      'This booking was not confirmed in time, so the time was released. Please book again, or call us at (612) 555-0142.',
    );
    const taken = await book({ ...visit('next.visitor@lakes.example', slot), clientName: 'Next Visitor' }, '198.51.100.2');
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await isFree(slot)).toBe(false);

    // The booking that took it recorded the run-out hold as cancelled, with why, in the audit trail.
    const [released] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(released).toMatchObject({ status: 'cancelled', cancelReason: 'Not confirmed in time: the hold expired' });
    const trail = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'booking'), eq(auditEvents.entityId, String(bookingId))));
    expect(trail.map((e) => e.action)).toEqual(['create', 'cancel']);
    expect(await database.db.select().from(leads).where(eq(leads.email, 'late.ravi@menon.example'))).toEqual([]);
  });

  it('confirmed through its link, keeps the slot past the hold; the link answers the same again', async () => {
    const slot = freshSlot();
    expect((await book(visit('kept.ravi@menon.example', slot), '198.51.100.3')).statusCode).toBe(201);
    const token = await confirmationToken(database.db, 'kept.ravi@menon.example');
    ahead += 10 * MINUTE;
    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    const confirmed = first.json() as { reference: string; bookingId: number };
    expect(confirmed.reference).toMatch(/^TP-\d{4}-\d{4}$/);

    ahead += 60 * MINUTE;
    expect(await isFree(slot)).toBe(false);
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, confirmed.bookingId));
    expect(row?.status).toBe('confirmed');
    expect(await database.db.select({ reference: leads.reference }).from(leads).where(eq(leads.email, 'kept.ravi@menon.example'))).toEqual([
      { reference: confirmed.reference },
    ]);
  });

  it('refuses a link that is not one of ours with 404, and a missing token with 400', async () => {
    const res = await confirm('not-a-real-token');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This confirmation link is not valid. Check that you opened the whole link from the e-mail.');
    const blank = await app.inject({ method: 'POST', url: '/api/scheduling/confirm', payload: { token: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ token: 'Open the whole confirmation link from the e-mail' });
  });
});

describe('limits per e-mail and per address', () => {
  it('lets one e-mail hold 2 upcoming appointments, counting Dana+x@ and DANA@ as dana@', async () => {
    expect((await book(visit('ines@harbor.example'), '198.51.100.10')).statusCode).toBe(201);
    expect((await book(visit('Ines+second@Harbor.example'), '198.51.100.11')).statusCode).toBe(201);
    const third = await book(visit('INES@harbor.example'), '198.51.100.12');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'This e-mail address already has 2 upcoming appointments with us. To book another, call us at (612) 555-0142.',
    });
  });

  it('sends one e-mail at most 3 bookings in 24 hours, kept or not', async () => {
    const email = 'otto@quarry.example';
    expect((await book(visit(email), '198.51.100.20')).statusCode).toBe(201);
    expect((await book(visit(email), '198.51.100.20')).statusCode).toBe(201);
    ahead += 31 * MINUTE; // both holds run out: nothing upcoming, two sent today
    expect((await book(visit(email), '198.51.100.21')).statusCode).toBe(201);
    const fourth = await book(visit(email), '198.51.100.22');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'This e-mail address has been used for 3 bookings in the last 24 hours. Please try again tomorrow, or call us at (612) 555-0142.',
    );
    ahead += 24 * 60 * MINUTE; // a day on, the first ones no longer count
    expect((await book(visit(email), '198.51.100.22')).statusCode).toBe(201);
  });

  it('takes 6 bookings a day from one address (an IPv6 /64 counting as one), then 429', async () => {
    for (let i = 0; i < 6; i += 1) {
      const res = await book(visit(`guest${i}@network.example`), `2001:db8:7:9::${(i + 1).toString(16)}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const seventh = await book(visit('guest6@network.example'), '2001:db8:7:9:ffff::1');
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().message).toBe(
      'Too many bookings from your network in the last 24 hours. Please try again tomorrow, or call us at (612) 555-0142.',
    );
    // Another address is not held back by it.
    expect((await book(visit('guest7@other-network.example'), '2001:db8:7:a::1')).statusCode).toBe(201);
  });

  it('holds under parallel requests: of 8 bookings for one e-mail at once, exactly 2 go through', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => book(visit('rush@parallel.example'), `198.51.100.${40 + i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
    const held = await database.db.select().from(bookings).where(eq(bookings.clientEmail, 'rush@parallel.example'));
    expect(held).toHaveLength(2);
  });
});
