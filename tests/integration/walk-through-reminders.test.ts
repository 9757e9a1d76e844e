import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { sendWalkThroughReminders } from '#server/jobs/walk-through-reminders.ts';
import { renderEmail } from '#server/modules/notifications/email-templates.ts';
import { renderSms } from '#server/modules/notifications/text-templates.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { confirmationToken, EMAIL_SET_UP, LIFTED_BOOKING_LIMITS } from '#tests/support/scheduling.ts';
import { testConfig } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

/**
 * Issue 35, decision 0048: the day before a walk-through, from 9 AM in Minnesota, the visitor gets a
 * reminder e-mail (and an SMS when SMS is configured), once, even with two app instances running the
 * job on one database at the same moment. On PostgreSQL the second instance has its own connections.
 */
let first: { app: FastifyInstance; database: DatabaseHandle & { url?: string } };
let second: { app: FastifyInstance; database: DatabaseHandle };
const config = testConfig({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000', ...EMAIL_SET_UP, ...LIFTED_BOOKING_LIMITS });

beforeAll(async () => {
  const database = await openTestDatabase();
  first = { app: await buildApp(config, { database, logger: false }), database };
  const other = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
  second = { app: await buildApp(config, { database: other, logger: false }), database: other };
  await first.app.ready();
  await second.app.ready();
});
afterAll(async () => {
  await second.app.close();
  await first.app.close();
  if (second.database !== first.database) await second.database.close();
  await first.database.close();
});

const company = (): CompanyProfile => ({ name: 'Twin Pines Commercial Cleaning', phone: '(612) 555-0142' }) as CompanyProfile;
const today = companyDate(new Date());
/** A Tuesday two to three weeks ahead, and the Monday before it. */
const visitDay = addDays(today, ((2 - weekdayOf(today) + 7) % 7 || 7) + 14);
const dayBefore = addDays(visitDay, -1);
/** A Minnesota wall time as an instant, by the offset written out (Central: UTC-6, UTC-5 in summer). */
const minnesota = (date: string, hour: number, minute = 0) => {
  const summer = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'short' })
    .format(new Date(`${date}T12:00:00Z`))
    .endsWith('CDT');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour + (summer ? 5 : 6), minute));
};

let n = 0;
async function confirmedWalkThrough(time: string, phone = `(612) 555-01${String(n).padStart(2, '0')}`) {
  const email = `reminded${n++}@visitor.example`;
  const res = await first.app.inject({
    method: 'POST',
    url: '/api/scheduling/book',
    payload: {
      clientName: 'Priya Lund',
      clientEmail: email,
      clientPhone: phone,
      serviceType: 'Medical office walk-through',
      preferredDate: visitDay,
      preferredTime: time,
      duration: 60,
      location: '4000 W 76th St, Edina, MN 55435',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const confirmed = await first.app.inject({
    method: 'POST',
    url: '/api/scheduling/confirm',
    payload: { token: await confirmationToken(first.database.db, email) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { email, phone, ...(confirmed.json() as { bookingId: number; reference: string }) };
}
const remindersTo = (recipients: string[]) =>
  first.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'walk-through-reminder'), inArray(notifications.recipient, recipients)));

describe('the day-before reminder of a walk-through', () => {
  it('goes from 9 AM the day before, once, with two instances running the job at the same moment', async () => {
    const a = await confirmedWalkThrough('10:00');
    const b = await confirmedWalkThrough('14:00', '+1 612 555 0177');
    const run = (db: DatabaseHandle, at: Date) => sendWalkThroughReminders({ db: db.db, company, smsConfigured: true }, at);

    // 8:59 AM the day before: not yet.
    const early = minnesota(dayBefore, 8, 59);
    expect(await Promise.all([run(first.database, early), run(second.database, early)])).toEqual([0, 0]);
    expect(await remindersTo([a.email, b.email, a.phone, b.phone])).toEqual([]);

    // 9:00 AM: both instances at once, three rounds each: two walk-throughs reminded, each once.
    const at = minnesota(dayBefore, 9, 0);
    const rounds = await Promise.all([1, 2, 3].flatMap(() => [run(first.database, at), run(second.database, at)]));
    expect(rounds.reduce((sum, x) => sum + x, 0)).toBe(2);
    const sent = await remindersTo([a.email, b.email, a.phone, b.phone]);
    expect(sent.map((r) => `${r.channel} ${r.recipient}`).sort()).toEqual(
      [`email ${a.email}`, `email ${b.email}`, `sms ${a.phone}`, `sms ${b.phone}`].sort(),
    );

    const mail = renderEmail('walk-through-reminder', sent.find((r) => r.recipient === a.email)!.payload);
    expect(mail.subject).toBe('Reminder: your appointment with Twin Pines Commercial Cleaning tomorrow at 10:00 AM');
    expect(mail.text).toContain(`Reference: ${a.reference}`);
    expect(mail.text).toContain('Where: 4000 W 76th St, Edina, MN 55435');
    const sms = renderSms('walk-through-reminder', sent.find((r) => r.recipient === a.phone)!.payload);
    expect(sms).toContain('Twin Pines Commercial Cleaning: reminder of your walk-through tomorrow');
    expect(sms).toContain('at 10:00 AM, 4000 W 76th St, Edina, MN 55435');
    expect(sms.length).toBeLessThanOrEqual(320);

    // Later rounds that day send nothing more.
    expect(await run(second.database, minnesota(dayBefore, 18, 0))).toBe(0);
  });

  it('sends no SMS without SMS configured, and none for a cancelled walk-through', async () => {
    // Another Tuesday slot the day after: the job sees it the day before it.
    const kept = await confirmedWalkThrough('08:00');
    const dropped = await confirmedWalkThrough('09:00');
    const token = (
      await first.app.inject({
        method: 'POST',
        url: '/api/scheduling/confirm',
        payload: { token: await confirmationToken(first.database.db, dropped.email) },
      })
    )
      .json()
      .manageUrl.split('/')
      .at(-1);
    expect((await first.app.inject({ method: 'POST', url: `/api/scheduling/manage/${token}/cancel`, payload: {} })).statusCode).toBe(200);

    // The first test's round already stamped its own; these two were confirmed after it.
    expect(await sendWalkThroughReminders({ db: second.database.db, company, smsConfigured: false }, minnesota(dayBefore, 10, 0))).toBe(1);
    const sent = await remindersTo([kept.email, kept.phone, dropped.email, dropped.phone]);
    expect(sent.map((r) => `${r.channel} ${r.recipient}`)).toEqual([`email ${kept.email}`]);
  });

  it('is sent again the day before the new time when a reminded walk-through is moved', async () => {
    const moved = await confirmedWalkThrough('16:00');
    const token = (
      await first.app.inject({
        method: 'POST',
        url: '/api/scheduling/confirm',
        payload: { token: await confirmationToken(first.database.db, moved.email) },
      })
    )
      .json()
      .manageUrl.split('/')
      .at(-1);
    const run = (at: Date) => sendWalkThroughReminders({ db: first.database.db, company, smsConfigured: false }, at);
    expect(await run(minnesota(dayBefore, 11, 0))).toBe(1);

    // Moved from Tuesday to Thursday of the same week: reminded on Wednesday, not again on Tuesday.
    const thursday = addDays(visitDay, 2);
    const res = await first.app.inject({
      method: 'POST',
      url: `/api/scheduling/manage/${token}/reschedule`,
      payload: { preferredDate: thursday, preferredTime: '16:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await run(minnesota(dayBefore, 12, 0))).toBe(0);
    expect(await run(minnesota(addDays(thursday, -1), 9, 30))).toBe(1);
    expect((await remindersTo([moved.email])).length).toBe(2);
  });
});
