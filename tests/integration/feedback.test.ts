import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemReports, visitRatings } from '#server/db/schema/feedback.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { visitWhen } from '#server/modules/feedback/feedback.service.ts';
import {
  RATE_NOT_COMPLETED_MESSAGE,
  REPORT_NOT_YET_MESSAGE,
  type AdminProblem,
  type CustomerProblem,
  type VisitRating,
} from '#shared/contracts/feedback.ts';
import { zonedInstant } from '#shared/domain/company-time.ts';
import { createTestApp, TEST_SITE_URL, type TestApp } from '#tests/support/test-app.ts';
import { tokenFor } from '#tests/support/accounts.ts';
import { insertBooking } from '#tests/support/operations.ts';
import { call, companyToday, ok, operationsWorld, trail, type ErrorAnswer } from '#tests/support/operations-api.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';

// Ratings of completed visits and problem reports (issue 13, step 14): only the caller's own visits
// (another customer's or an unknown one is the same 404, and nothing is written), the company told
// through the outbox in the problem's transaction, the admin's follow-up, every change audited.
const NOTIFY = 'office@example.test';
let smtp: SmtpStub;
let t: TestApp;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let tokenA: string;
let tokenB: string;
let employee: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Twin Pines <no-reply@example.test>', NOTIFY_EMAIL: NOTIFY });
  w = await operationsWorld(t, 'fb');
  tokenA = await tokenFor(t.app, w.customer.username);
  tokenB = await tokenFor(t.app, w.customerB.username);
  employee = await tokenFor(t.app, w.employee.username);
  const done = (day: string) => ({
    status: 'completed' as const,
    scheduledStart: zonedInstant(day, '18:00'),
    completedAt: zonedInstant(day, '20:00'),
  });
  ids['done'] = (await insertBooking(w.db, w.customer.id, w.site.id, done(companyToday(-7)), [w.employee.id])).id;
  ids['done2'] = (await insertBooking(w.db, w.customer.id, w.site.id, done(companyToday(-14)), [w.employee.id])).id;
  ids['today'] = (await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: zonedInstant(companyToday(), '12:00') })).id;
  ids['tomorrow'] = (await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: zonedInstant(companyToday(1), '18:00') })).id;
  ids['missed'] = (await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: zonedInstant(companyToday(-1), '18:00') })).id;
  ids['cancelled'] = (
    await insertBooking(w.db, w.customer.id, w.site.id, {
      scheduledStart: zonedInstant(companyToday(), '13:00'),
      status: 'cancelled',
      cancelledAt: new Date(),
      cancelReason: 'Closed',
    })
  ).id;
  ids['doneB'] = (await insertBooking(w.db, w.customerB.id, w.siteB.id, done(companyToday(-3)), [w.employeeB.id])).id;
  ids['parallel'] = (await insertBooking(w.db, w.customer.id, w.site.id, done(companyToday(-21)))).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const rate = (token: string, id: number | string, payload: object) =>
  call<VisitRating & ErrorAnswer>(t, token, 'PUT', `/api/customer/bookings/${id}/rating`, payload);
const report = (token: string, id: number | string, payload: object) =>
  call<CustomerProblem & ErrorAnswer>(t, token, 'POST', `/api/customer/bookings/${id}/problems`, payload);
/** The Subject header, unfolded (a long one is wrapped over several lines). */
const subjectOf = (raw: string) => /^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, ' ');
const storedRating = async (bookingId: number) => (await w.db.select().from(visitRatings).where(eq(visitRatings.bookingId, bookingId)))[0];
const counts = async () => ({
  ratings: (await w.db.select().from(visitRatings)).length,
  problems: (await w.db.select().from(problemReports)).length,
  notifications: (await w.db.select().from(notifications)).length,
});

describe('PUT /api/customer/bookings/:id/rating', () => {
  it('rates an own completed visit and, asked again, replaces the rating (the latest counts), audited', async () => {
    const first = await rate(tokenA, ids['done']!, { rating: 4, comment: '  Spotless lobby  ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ bookingId: ids['done'], rating: 4, comment: 'Spotless lobby' });

    const second = await rate(tokenA, ids['done']!, { rating: 2 });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ bookingId: ids['done'], rating: 2, comment: null, createdAt: first.body.createdAt });
    expect(await storedRating(ids['done']!)).toMatchObject({ rating: 2, comment: null, customerId: w.customer.id });
    expect((await w.db.select().from(visitRatings).where(eq(visitRatings.bookingId, ids['done']!))).length).toBe(1);

    // The same rating again changes nothing and writes no event.
    expect((await rate(tokenA, ids['done']!, { rating: 2, comment: '' })).status).toBe(200);
    const events = await trail(t, w.adminToken, 'visit_rating', ids['done']!);
    expect(events.map((e) => [e.action, e.actorUser?.id])).toEqual([
      ['create', w.customer.id],
      ['update', w.customer.id],
    ]);
    expect(events[1]).toMatchObject({
      before: { rating: 4, comment: 'Spotless lobby', customerId: w.customer.id },
      after: { rating: 2, comment: null },
    });
  });

  it('keeps one rating per visit when two arrive at once (the visit row is locked first)', async () => {
    const answers = await Promise.all([rate(tokenA, ids['parallel']!, { rating: 1 }), rate(tokenA, ids['parallel']!, { rating: 5 })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await w.db.select().from(visitRatings).where(eq(visitRatings.bookingId, ids['parallel']!))).length).toBe(1);
    const events = await trail(t, w.adminToken, 'visit_rating', ids['parallel']!);
    expect(events.map((e) => e.action)).toEqual(['create', 'update']);
    // The one that went second is the rating kept.
    expect((await storedRating(ids['parallel']!))!.rating).toBe((events[1]!.after as { rating: number }).rating);
  });

  it('takes a comment of 1,000 characters and refuses 1,001, naming the field', async () => {
    expect((await rate(tokenA, ids['done2']!, { rating: 5, comment: 'x'.repeat(1000) })).status).toBe(200);
    const long = await rate(tokenA, ids['done2']!, { rating: 5, comment: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fields!)).toEqual(['comment']);
    expect((await storedRating(ids['done2']!))!.comment).toHaveLength(1000);
  });

  it('refuses ratings outside 1 to 5 and bad ids with 400 naming the field', async () => {
    for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '4' }, {}, { rating: null }]) {
      const res = await rate(tokenA, ids['done']!, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.fields, JSON.stringify(payload)).toEqual({ rating: 'Rate the visit with a whole number from 1 to 5' });
    }
    const badId = await rate(tokenA, 'abc', { rating: 3 });
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.body.fields!)).toEqual(['id']);
    expect((await storedRating(ids['done']!))!.rating).toBe(2);
  });

  it('refuses a visit that is not completed with 409, writing nothing', async () => {
    const before = await counts();
    for (const key of ['today', 'tomorrow', 'missed', 'cancelled']) {
      const res = await rate(tokenA, ids[key]!, { rating: 5 });
      expect(res.status, key).toBe(409);
      expect(res.body.message).toBe(RATE_NOT_COMPLETED_MESSAGE);
    }
    expect(await counts()).toEqual(before);
  });

  it("answers another customer's visit and an unknown one with the same 404, and changes nothing", async () => {
    const before = await counts();
    for (const [token, id] of [
      [tokenB, ids['done']!],
      [tokenA, ids['doneB']!],
      [tokenA, 2_000_000_000],
    ] as const) {
      const res = await rate(token, id, { rating: 1, comment: 'not mine' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Booking not found');
    }
    expect(await counts()).toEqual(before);
    expect(await storedRating(ids['done']!)).toMatchObject({ rating: 2, customerId: w.customer.id });
    expect(await storedRating(ids['doneB']!)).toBeUndefined();
  });

  it('is for customers only', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/customer/bookings/${ids['done']}/rating`, payload: { rating: 3 } })).statusCode,
    ).toBe(401);
    expect((await rate(employee, ids['done']!, { rating: 3 })).status).toBe(403);
    expect((await rate(w.adminToken, ids['done']!, { rating: 3 })).status).toBe(403);
  });
});

describe('POST /api/customer/bookings/:id/problems', () => {
  it('stores the report, e-mails the company through the outbox and audits it', async () => {
    const sentBefore = smtp.received.length;
    const res = await report(tokenA, ids['done']!, { description: '  The kitchen floor was left wet.\nSomeone slipped.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      bookingId: ids['done'],
      visitDate: companyToday(-7),
      serviceType: 'Office cleaning',
      description: 'The kitchen floor was left wet.\nSomeone slipped.',
      status: 'open',
      resolvedAt: null,
      resolution: null,
    });
    ids['problem1'] = res.body.id;

    // Queued in the request's transaction, sent by the worker.
    const [queued] = await w.db.select().from(notifications).where(eq(notifications.kind, 'problem-report'));
    expect(queued).toMatchObject({ channel: 'email', recipient: NOTIFY, status: 'pending' });
    expect(smtp.received.length).toBe(sentBefore);
    expect(await t.app.outbox.runOnce()).toBe(1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([NOTIFY]);
    const when = visitWhen(zonedInstant(companyToday(-7), '18:00'));
    expect(subjectOf(mail.raw)).toBe(`Problem reported by Dana Reyes, Acme Dental about the visit of ${when}`);
    expect(mail.text).toContain(`Visit: ${when} (booking ${ids['done']}, Office cleaning)`);
    expect(mail.text).toContain('Site: Acme Dental, 7001 France Ave S, Edina, MN 55435');
    expect(mail.text).toContain('Customer: Dana Reyes, Acme Dental');
    expect(mail.text).toContain('E-mail: fb-customer@example.test');
    expect(mail.text).toContain('Phone: 612-555-0134');
    expect(mail.text.replace(/\r\n/g, '\n')).toContain('What they wrote:\nThe kitchen floor was left wet.\nSomeone slipped.\n');
    expect(mail.text).toContain(`${TEST_SITE_URL}/admin/problems/${res.body.id}`);

    const events = await trail(t, w.adminToken, 'problem_report', res.body.id);
    expect(events.map((e) => [e.action, e.actorUser?.id])).toEqual([['create', w.customer.id]]);
    expect(events[0]!.after).toMatchObject({ bookingId: ids['done'], status: 'open' });
  });

  it("takes today's visit before it is completed", async () => {
    const res = await report(tokenA, ids['today']!, { description: 'Nobody has arrived yet.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ bookingId: ids['today'], visitDate: companyToday(), status: 'open' });
    ids['problem2'] = res.body.id;
  });

  it('refuses a visit that is neither completed nor today’s with 409, writing and sending nothing', async () => {
    const before = await counts();
    for (const key of ['tomorrow', 'missed', 'cancelled']) {
      const res = await report(tokenA, ids[key]!, { description: 'Problem' });
      expect(res.status, key).toBe(409);
      expect(res.body.message).toBe(REPORT_NOT_YET_MESSAGE);
    }
    expect(await counts()).toEqual(before);
  });

  it("answers another customer's visit and an unknown one with 404, writing nothing", async () => {
    const before = await counts();
    for (const [token, id] of [
      [tokenB, ids['done']!],
      [tokenA, ids['doneB']!],
      [tokenA, 2_000_000_000],
    ] as const) {
      const res = await report(token, id, { description: 'Not mine' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Booking not found');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an empty or too long description with 400 naming the field', async () => {
    for (const payload of [{}, { description: '   ' }, { description: 'x'.repeat(2001) }, { description: 42 }]) {
      const res = await report(tokenA, ids['done']!, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.fields, JSON.stringify(payload)).toEqual({ description: 'Describe the problem in up to 2,000 characters' });
    }
  });

  it('lists each customer’s own reports only, newest first', async () => {
    const b = await report(tokenB, ids['doneB']!, { description: 'Trash not taken out.' });
    expect(b.status).toBe(201);
    ids['problemB'] = b.body.id;
    const mine = await ok<CustomerProblem[]>(t, tokenA, 'GET', '/api/customer/problems');
    expect(mine.map((p) => p.id)).toEqual([ids['problem2'], ids['problem1']]);
    const theirs = await ok<CustomerProblem[]>(t, tokenB, 'GET', '/api/customer/problems');
    expect(theirs).toEqual([
      expect.objectContaining({ id: ids['problemB'], bookingId: ids['doneB'], description: 'Trash not taken out.' }),
    ]);
    expect((await call(t, employee, 'GET', '/api/customer/problems')).status).toBe(403);
  });
});

describe('the admin follows problems up', () => {
  it('lists them newest first, with the visit, site and customer, filtered by status', async () => {
    const all = await ok<AdminProblem[]>(t, w.adminToken, 'GET', '/api/admin/problems');
    expect(all.map((p) => p.id)).toEqual([ids['problemB'], ids['problem2'], ids['problem1']]);
    expect(all[2]).toMatchObject({
      booking: {
        id: ids['done'],
        date: companyToday(-7),
        serviceType: 'Office cleaning',
        status: 'completed',
        site: { id: w.site.id, name: 'Acme Dental', address: '7001 France Ave S, Edina, MN 55435' },
      },
      customer: {
        id: w.customer.id,
        name: 'Dana Reyes',
        companyName: 'Acme Dental',
        email: 'fb-customer@example.test',
        phone: '612-555-0134',
      },
      status: 'open',
      resolvedBy: null,
    });
    const limited = await ok<AdminProblem[]>(t, w.adminToken, 'GET', '/api/admin/problems?status=open&limit=1');
    expect(limited.map((p) => p.id)).toEqual([ids['problemB']]);
    const bad = await call<ErrorAnswer>(t, w.adminToken, 'GET', '/api/admin/problems?status=closed&limit=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields!).sort()).toEqual(['limit', 'status']);
  });

  it('resolves an open problem once (409 after), audited; the customer sees the resolution', async () => {
    const url = `/api/admin/problems/${ids['problem1']}/resolve`;
    const resolved = await ok<AdminProblem>(t, w.adminToken, 'POST', url, { resolution: ' Called Dana; re-mopped and added a sign. ' });
    expect(resolved).toMatchObject({
      id: ids['problem1'],
      status: 'resolved',
      resolution: 'Called Dana; re-mopped and added a sign.',
      resolvedBy: { id: w.admin.id },
    });
    expect(resolved.resolvedAt).toEqual(expect.any(String));

    const again = await call<ErrorAnswer>(t, w.adminToken, 'POST', url, { resolution: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This problem was already resolved on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/);
    expect((await w.db.select().from(problemReports).where(eq(problemReports.id, ids['problem1']!)))[0]!.resolution).toBe(
      'Called Dana; re-mopped and added a sign.',
    );

    const events = await trail(t, w.adminToken, 'problem_report', ids['problem1']!);
    expect(events.map((e) => [e.action, e.actorUser?.id])).toEqual([
      ['create', w.customer.id],
      ['resolve', w.admin.id],
    ]);
    expect(events[1]).toMatchObject({
      before: { status: 'open', resolution: null },
      after: { status: 'resolved', resolvedBy: w.admin.id },
    });

    expect((await ok<AdminProblem[]>(t, w.adminToken, 'GET', '/api/admin/problems?status=resolved')).map((p) => p.id)).toEqual([
      ids['problem1'],
    ]);
    expect((await ok<AdminProblem[]>(t, w.adminToken, 'GET', '/api/admin/problems?status=open')).map((p) => p.id)).toEqual([
      ids['problemB'],
      ids['problem2'],
    ]);
    const mine = await ok<CustomerProblem[]>(t, tokenA, 'GET', '/api/customer/problems');
    expect(mine.find((p) => p.id === ids['problem1'])).toMatchObject({
      status: 'resolved',
      resolution: 'Called Dana; re-mopped and added a sign.',
    });
  });

  it('answers an unknown problem with 404 and an empty resolution with 400 naming it', async () => {
    const unknown = await call<ErrorAnswer>(t, w.adminToken, 'POST', '/api/admin/problems/2000000000/resolve', { resolution: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Problem not found');
    for (const payload of [{}, { resolution: '  ' }, { resolution: 'x'.repeat(2001) }]) {
      const res = await call<ErrorAnswer>(t, w.adminToken, 'POST', `/api/admin/problems/${ids['problem2']}/resolve`, payload);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ resolution: 'Say how the problem was resolved, in up to 2,000 characters' });
    }
    expect((await w.db.select().from(problemReports).where(eq(problemReports.id, ids['problem2']!)))[0]!.status).toBe('open');
  });

  it('is for admins only', async () => {
    expect((await call(t, tokenA, 'GET', '/api/admin/problems')).status).toBe(403);
    expect((await call(t, employee, 'GET', '/api/admin/problems')).status).toBe(403);
    expect((await call(t, tokenA, 'POST', `/api/admin/problems/${ids['problem2']}/resolve`, { resolution: 'Mine now' })).status).toBe(403);
    expect((await w.db.select().from(problemReports).where(eq(problemReports.id, ids['problem2']!)))[0]!.status).toBe('open');
  });
});
