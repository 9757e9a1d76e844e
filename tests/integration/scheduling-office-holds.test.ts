import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/accounts.ts';
import { bookingRequests, bookings } from '#server/db/schema/operations.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Decision 0041's office holds: while the site sends no e-mail (no SMTP_URL, as here) a booking holds
 * its slot until the visit for the office to call, on an e-mail nobody proved. So besides the per-day
 * limits (lifted here, they are tested in scheduling-holds.test.ts) the holds live at once are capped:
 * 2 per client address (the default) and, here, 5 in all (BOOKINGS_OFFICE_HOLDS_TOTAL; default 20).
 * A confirmed, cancelled or run-out hold no longer counts; an admin booking on the page is the office
 * itself. The scheduling clock is the real time plus `ahead`.
 */
let app: FastifyInstance;
let database: DatabaseHandle;
let close: TestApp['close'];
let ahead = 0;
let admin: { authorization: string };
const MINUTE = 60_000;
const PHONE = '(612) 555-0142';

beforeAll(async () => {
  ({ app, database, close } = await createTestApp(
    {
      PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000',
      BOOKINGS_UPCOMING_PER_EMAIL: '1000',
      BOOKINGS_PER_EMAIL_PER_DAY: '1000',
      BOOKINGS_PER_ADDRESS_PER_DAY: '1000',
      BOOKINGS_OFFICE_HOLDS_TOTAL: '5',
    },
    { schedulingClock: () => new Date(Date.now() + ahead) },
  ));
  admin = bearer(await tokenFor(app, (await insertUser(database.db, 'admin')).username));
});
afterAll(async () => {
  await close();
});

const today = companyDate(new Date());
const next = (weekday: number, weeks: number) => addDays(today, ((weekday - weekdayOf(today) + 7) % 7 || 7) + 7 * weeks);

/** Each call a free hour of its own: weekdays 2 to 5 weeks ahead, 8 AM to 3 PM starts. */
let slotCount = 0;
function freshSlot(): { preferredDate: string; preferredTime: string } {
  const n = slotCount++;
  return {
    preferredDate: next(1 + (Math.floor(n / 8) % 5), Math.floor(n / 40) + 2),
    preferredTime: `${String(8 + (n % 8)).padStart(2, '0')}:00`,
  };
}

let emailCount = 0;
const visit = (slot = freshSlot()) => ({
  clientName: 'Nora Falk',
  clientEmail: `nora${emailCount++}@falk.example`,
  clientPhone: '(612) 555-0177',
  serviceType: 'Office Cleaning',
  ...slot,
  duration: 60,
  location: '250 Marquette Ave, Minneapolis, MN 55401',
});
const book = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/scheduling/book', payload, remoteAddress, headers });
const isFree = async (slot: { preferredDate: string; preferredTime: string }) => {
  const res = await app.inject({ method: 'GET', url: `/api/scheduling/availability?date=${slot.preferredDate}` });
  return (res.json() as Array<{ time: string; available: boolean }>).find((s) => s.time === slot.preferredTime)!.available;
};
const bookingsFrom = async (address: string) =>
  (await database.db.select().from(bookingRequests).where(eq(bookingRequests.requestedFrom, address))).length;
/** Cancels every hold still pending, so each test starts with none live. */
const clearHolds = () =>
  database.db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: 'test' })
    .where(eq(bookings.status, 'pending'));

const PER_ADDRESS_REFUSAL = `Your network already has 2 walk-throughs waiting for our call to confirm. We will call about them first; to book another now, call us at ${PHONE}.`;
const TOTAL_REFUSAL = `We have more walk-through requests waiting for our call than we can take online just now. Please call us at ${PHONE} to book, or try again tomorrow.`;

describe('office holds from one client address', () => {
  it('are 2 at most while they wait for the call: a third is refused (429) and writes nothing', async () => {
    await clearHolds();
    const first = await book(visit(), '198.51.100.60');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().confirmBy).toBe('office');
    expect((await book(visit(), '198.51.100.60')).statusCode).toBe(201);

    const slot = freshSlot();
    const third = await book(visit(slot), '198.51.100.60');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', message: PER_ADDRESS_REFUSAL });
    expect(await isFree(slot)).toBe(true);
    expect(await bookingsFrom('198.51.100.60')).toBe(2);
    // An IPv6 /64 counts as one address, and another address is not held back.
    expect((await book(visit(), '2001:db8:41::1')).statusCode).toBe(201);
    expect((await book(visit(), '2001:db8:41::2')).statusCode).toBe(201);
    expect((await book(visit(), '2001:db8:41:0:ffff::9')).json().message).toBe(PER_ADDRESS_REFUSAL);
  });

  it('free a place once the office confirms or cancels one', async () => {
    await clearHolds();
    const a = (await book(visit(), '198.51.100.61')).json() as { bookingId: number };
    const b = (await book(visit(), '198.51.100.61')).json() as { bookingId: number };
    expect((await book(visit(), '198.51.100.61')).statusCode).toBe(429);

    const confirmed = await app.inject({ method: 'POST', url: `/api/admin/bookings/${a.bookingId}/confirm`, headers: admin });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await book(visit(), '198.51.100.61')).statusCode).toBe(201);
    expect((await book(visit(), '198.51.100.61')).statusCode).toBe(429);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${b.bookingId}/cancel`,
      headers: admin,
      payload: { reason: 'Called: nobody of that name' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await book(visit(), '198.51.100.61')).statusCode).toBe(201);
  });

  it('free a place once a hold runs out (its visit has started)', async () => {
    await clearHolds();
    // The coming Tuesday (1 to 7 days ahead): before every fresh slot.
    const soon = { preferredDate: next(2, 0), preferredTime: '09:00' };
    const early = (await book(visit(soon), '198.51.100.62')).json() as { start: string };
    expect((await book(visit(), '198.51.100.62')).statusCode).toBe(201);
    expect((await book(visit(), '198.51.100.62')).statusCode).toBe(429);
    ahead = Date.parse(early.start) - Date.now() + MINUTE;
    try {
      const after = await book(visit(), '198.51.100.62');
      expect(after.statusCode, after.body).toBe(201);
    } finally {
      ahead = 0;
    }
  });

  it('hold under parallel requests: of 6 from one address at once, exactly 2 go through', async () => {
    await clearHolds();
    const answers = await Promise.all(Array.from({ length: 6 }, () => book(visit(), '198.51.100.63')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429]);
    expect(await bookingsFrom('198.51.100.63')).toBe(2);
  });
});

describe('office holds in all', () => {
  it('are capped (5 here): the next visitor from anywhere is told to call (429), writing nothing', async () => {
    await clearHolds();
    // A visitor's e-mail hold (booked while e-mail was set up, 30 minutes): theirs to confirm, not counted.
    const [emailHold] = await database.db
      .insert(bookings)
      .values({
        source: 'scheduling',
        status: 'pending',
        heldUntil: new Date(Date.now() + 30 * MINUTE),
        clientName: 'Mail Visitor',
        serviceType: 'Office Cleaning',
        scheduledStart: new Date(`${next(5, 6)}T15:00:00Z`),
        durationMinutes: 60,
        location: 'Edina',
      })
      .returning();
    await database.db.insert(bookingRequests).values({
      bookingId: emailHold!.id,
      tokenHash: 'mail-hold',
      emailKey: 'mail@visitor.example',
      requestedFrom: '198.51.100.72',
      request: {},
      confirmBy: 'email',
    });
    for (const address of ['198.51.100.70', '198.51.100.70', '198.51.100.71', '198.51.100.71', '198.51.100.72']) {
      const res = await book(visit(), address);
      expect(res.statusCode, res.body).toBe(201);
    }
    const slot = freshSlot();
    const refused = await book(visit(slot), '198.51.100.73');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: TOTAL_REFUSAL });
    expect(await isFree(slot)).toBe(true);
    expect(await bookingsFrom('198.51.100.73')).toBe(0);
    expect(await bookingsFrom('198.51.100.72')).toBe(2);
  });

  it('do not hold back an admin booking on the page (the office itself), but do one whose two-factor set-up is due', async () => {
    // The 5 holds of the test before are live.
    const byAdmin = await book(visit(), '198.51.100.74', admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);

    const dueAdmin = await insertUser(database.db, 'admin');
    const token = await tokenFor(app, dueAdmin.username);
    await database.db.update(sessions).set({ twoFactorSetupDue: true }).where(eq(sessions.userId, dueAdmin.id));
    const refused = await book(visit(), '198.51.100.75', bearer(token));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOTAL_REFUSAL);
  });
});
