import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#server/project-root.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { rssFeed, startFeedStub, type FeedStub } from '#tests/support/feed-stub.ts';
import { httpApi } from '#tests/support/http-api.ts';
import { createThrowawayDatabase, postgresAvailable, type ThrowawayDatabase } from '#tests/support/postgres-server.ts';
import { CLIENT_HEADER, SERVED_BY_HEADER, startRoundRobinProxy, type RoundRobinProxy } from '#tests/support/round-robin-proxy.ts';
import { afterJobRounds, startServerProcess, type ServerProcess } from '#tests/support/server-process.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';

/**
 * Issue 17, several instances on one PostgreSQL: two server processes on one database behind a local
 * round-robin proxy, as behind a load balancer. What one instance knows the other must know (sessions,
 * per-address and sign-in limits), what must happen once happens once whichever instance gets there
 * (migrations, plan visits, invoice runs, RSS runs, scheduled backups, e-mails), and one slot asked for
 * through both at the same moment is booked once.
 */

const postgresUp = await postgresAvailable();

const run = randomBytes(3).toString('hex');
const ADMIN = { username: 'multi-admin', password: `Lantern orchard ${run} 42` };
const NOTIFY_EMAIL = 'office-inbox@multi.example';
/** Small limits, so a test reaches them in a handful of requests. */
const FORMS_PER_MINUTE = 6;
const LOGINS_PER_MINUTE = 8;
/**
 * Decision 0009 (login-throttle.ts): from the 5th failure within an hour for one account from one
 * address, the next attempt from that address waits a minute.
 */
const FREE_FAILURES = 5;
/** The plan generator produces visits 8 weeks ahead (decision 0017). */
const WEEKS_AHEAD = 8;
/** Three unrelated stories: each becomes a draft of its own. */
const STORIES = [
  ['Hospitals adopt UV disinfection robots', 'Several hospital systems now run ultraviolet robots in patient rooms after manual cleaning.'],
  ['Schools extend night cleaning crews', 'Districts add evening custodial shifts so classrooms are cleaned while buildings stand empty.'],
  [
    'Warehouses test floor scrubbers that drive themselves',
    'Logistics firms trial autonomous scrubbers on concrete floors between the morning and late shifts.',
  ],
] as const;
const RSS_ITEMS = STORIES.length;

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** Which instance answered ('a' or 'b'); through the proxy only. */
  servedBy: string | null;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  /** The client address the proxy puts in X-Forwarded-For. */
  client?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T = Record<string, unknown>>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const answer = await httpApi(base).call<T>(method, url, {
    ...(options.token ? { token: options.token } : {}),
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.client ? { headers: { [CLIENT_HEADER]: options.client } } : {}),
  });
  return { status: answer.status, body: answer.body, servedBy: answer.headers.get(SERVED_BY_HEADER) };
}

function contactMessage(name: string) {
  return {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '-')}@client.example`,
    phone: '612-555-0134',
    company: 'Birch Law',
    topic: 'service',
    message: 'Please call me about the weekend schedule of our current service.',
  };
}

describe.skipIf(!postgresUp)('two instances on one PostgreSQL behind a round-robin proxy', () => {
  let database: ThrowawayDatabase;
  let smtp: SmtpStub;
  let feeds: FeedStub;
  let backupDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: RoundRobinProxy;
  let pool: pg.Pool;
  let adminToken: string;

  const query = async <R extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await pool.query<R>(text, params)).rows;
  const mailsTo = (address: string, containing: string) =>
    smtp.received.filter((m) => m.to.includes(address) && `${m.subject}\n${m.text}`.includes(containing));

  beforeAll(async () => {
    database = await createThrowawayDatabase('multi');
    smtp = await startSmtpStub();
    feeds = await startFeedStub({
      // Slow enough that a second run asked for at the same moment finds the first still going.
      '/industry.xml': {
        ...rssFeed(
          'Facility News',
          STORIES.map(([title, description], i) => ({
            title,
            link: `https://news.example.test/stories/${run}-${i}`,
            guid: `${run}-${i}`,
            description,
            published: `2026-11-2${i}T10:00:00Z`,
          })),
        ),
        delayMs: 1500,
      },
    });
    backupDir = await mkdtemp(path.join(os.tmpdir(), 'multi-instance-'));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: backupDir,
      BACKUP_DIR: path.join(backupDir, 'backups'),
      BACKUP_CHECK_SECONDS: '1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Twin Pines <noreply@multi.example>',
      NOTIFY_EMAIL,
      OUTBOX_POLL_MS: '200',
      // Each job round logs a debug line: the tests wait for rounds, not for time (afterJobRounds).
      LOG_LEVEL: 'debug',
      PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: String(FORMS_PER_MINUTE),
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGINS_PER_MINUTE),
      TRUST_PROXY: '1',
      RSS_FEEDS: `Facility News|${feeds.url}/industry.xml`,
    };
    // Both on the empty database at once: the migration case below.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    proxy = await startRoundRobinProxy({ a: a.base, b: b.base });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const login = await call<{ token: string }>(a.base, 'POST', '/api/auth/login', { body: ADMIN });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    adminToken = login.body.token;
  });

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await pool?.end();
    await feeds?.close();
    await smtp?.close();
    await database?.drop();
    if (backupDir) await rm(backupDir, { recursive: true, force: true });
  });

  it('started together on an empty database: each migration applied once, one first admin, both healthy', async () => {
    const journal = JSON.parse(readFileSync(path.join(projectRoot(), 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    };
    const applied = await query<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    expect(applied.map((m) => Number(m.created_at))).toEqual(journal.entries.map((e) => e.when));
    expect(new Set(applied.map((m) => m.hash)).size).toBe(journal.entries.length);
    expect(await query('select id from users where role = $1', ['admin'])).toHaveLength(1);
    // One instance made the first admin; the other found it (a reset would have redone its password).
    const announced = [a, b].map((s) => s.log().match(/Admin account (created|password reset)/)?.[1] ?? 'none').sort();
    expect(announced).toEqual(['created', 'none']);
    for (const server of [a, b]) expect((await call(server.base, 'GET', '/api/health')).status).toBe(200);
  });

  it('a session made on one instance works on the other, and signing out on either ends it on both', async () => {
    const login = await call<{ token: string; user: { id: number } }>(a.base, 'POST', '/api/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const token = login.body.token;
    for (const server of [b, a]) {
      const me = await call<{ id: number; username: string }>(server.base, 'GET', '/api/auth/me', { token });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: login.body.user.id, username: ADMIN.username });
    }
    expect((await call(b.base, 'POST', '/api/auth/logout', { token })).status).toBe(204);
    // A has served this session before: nothing it remembered keeps it alive.
    expect((await call(a.base, 'GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await call(b.base, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('the per-address form limit counts requests on both instances together', async () => {
    const client = '203.0.113.10';
    const answers: Answer[] = [];
    for (let i = 1; i <= FORMS_PER_MINUTE + 4; i++) {
      answers.push(await call(proxy.url, 'POST', '/api/contact', { client, body: contactMessage(`Limit ${run} ${i}`) }));
    }
    expect(answers.map((x) => x.status)).toEqual([...Array<number>(FORMS_PER_MINUTE).fill(201), ...Array<number>(4).fill(429)]);
    // Round robin: each instance took every other request, and each refused some it had never counted itself.
    expect(answers.every((x, i) => i === 0 || x.servedBy !== answers[i - 1]!.servedBy)).toBe(true);
    expect(new Set(answers.filter((x) => x.status === 429).map((x) => x.servedBy))).toEqual(new Set(['a', 'b']));
    expect(answers.find((x) => x.status === 429)!.body['message']).toMatch(/^Too many requests/);
    // Another address has a limit of its own.
    expect((await call(proxy.url, 'POST', '/api/contact', { client: '203.0.113.11', body: contactMessage(`Other ${run}`) })).status).toBe(
      201,
    );
    expect(await query('select id from contact_messages where name like $1', [`Limit ${run} %`])).toHaveLength(FORMS_PER_MINUTE);
  });

  it('each accepted message is e-mailed to the company once, though both outbox workers poll', async () => {
    const names = [1, 2, 3].map((i) => `Notice ${run} ${i}`);
    for (const name of names) {
      expect((await call(proxy.url, 'POST', '/api/contact', { client: '203.0.113.20', body: contactMessage(name) })).status).toBe(201);
    }
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && names.some((n) => mailsTo(NOTIFY_EMAIL, n).length === 0)) await sleep(100);
    // Ten more rounds of each instance's outbox: a second copy would have had its chance.
    await afterJobRounds([a, b], 'outbox', 10);
    expect(names.map((n) => mailsTo(NOTIFY_EMAIL, n).length)).toEqual([1, 1, 1]);
    const rows = await query<{ status: string; attempts: number }>(
      `select status, attempts from notifications where kind = 'new-contact' and payload->>'name' = any($1)`,
      [names],
    );
    expect(rows).toEqual(names.map(() => ({ status: 'sent', attempts: 1 })));
  });

  it('the per-address sign-in cap counts attempts on both instances together', async () => {
    const statuses: number[] = [];
    const messages: string[] = [];
    for (let i = 1; i <= LOGINS_PER_MINUTE + 2; i++) {
      const answer = await call(proxy.url, 'POST', '/api/auth/login', {
        client: '203.0.113.50',
        body: { username: `nobody-${run}-${i}`, password: 'not the password 1' },
      });
      statuses.push(answer.status);
      messages.push(String(answer.body['message']));
    }
    expect(statuses).toEqual([...Array<number>(LOGINS_PER_MINUTE).fill(401), 429, 429]);
    expect(messages.at(-1)).toMatch(/^Too many requests/);
  });

  it('the sign-in limit of an account and address holds at the same count as on one instance', async () => {
    const guesser = '203.0.113.40';
    const answers: Answer[] = [];
    for (let i = 1; i <= FREE_FAILURES + 1; i++) {
      answers.push(
        await call(proxy.url, 'POST', '/api/auth/login', { client: guesser, body: { username: ADMIN.username, password: `guess ${i}` } }),
      );
    }
    expect(answers.map((x) => x.status)).toEqual([...Array<number>(FREE_FAILURES).fill(401), 429]);
    expect(answers.at(-1)!.body['message']).toMatch(/Too many failed sign-in attempts/);
    // Both instances saw failures: neither could have counted five on its own.
    expect(new Set(answers.slice(0, FREE_FAILURES).map((x) => x.servedBy))).toEqual(new Set(['a', 'b']));
    // The guessing address waits even with the right password, on whichever instance it reaches.
    expect((await call(proxy.url, 'POST', '/api/auth/login', { client: guesser, body: ADMIN })).status).toBe(429);
    // The limit is on that address only: the admin signs in from another.
    expect((await call(proxy.url, 'POST', '/api/auth/login', { client: '203.0.113.41', body: ADMIN })).status).toBe(200);
  });

  it('one slot booked through both instances at the same moment is booked once; the other is told it is taken', async () => {
    const today = companyDate(new Date());
    let slot: { date: string; time: string } | undefined;
    for (let d = 3; !slot && d < 30; d++) {
      const date = addDays(today, d);
      if (weekdayOf(date) === 0) continue;
      const day = await call<Array<{ time: string; available: boolean }>>(proxy.url, 'GET', `/api/scheduling/availability?date=${date}`);
      expect(day.status).toBe(200);
      const free = day.body.find((s) => s.available);
      if (free) slot = { date, time: free.time };
    }
    expect(slot).toBeDefined();
    const booking = (who: string) => ({
      clientName: `Slot ${who} ${run}`,
      clientEmail: `slot-${who.toLowerCase()}-${run}@client.example`,
      clientPhone: '612-555-0199',
      serviceType: 'Office cleaning',
      preferredDate: slot!.date,
      preferredTime: slot!.time,
      duration: 60,
      location: '7001 France Ave S, Edina, MN 55435',
    });
    const answers = await Promise.all(
      ['Ann', 'Bo'].map((who, i) => call(proxy.url, 'POST', '/api/scheduling/book', { client: `203.0.113.3${i}`, body: booking(who) })),
    );
    expect(new Set(answers.map((x) => x.servedBy))).toEqual(new Set(['a', 'b']));
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
    const winner = answers.findIndex((x) => x.status === 201);
    const winnerEmail = booking(['Ann', 'Bo'][winner]!).clientEmail;
    expect(answers[1 - winner]!.body['message']).toMatch(/just booked/);

    const stored = await query<{ client_email: string }>(
      `select client_email from bookings where source = 'scheduling' and client_email like $1`,
      [`slot-%-${run}@client.example`],
    );
    expect(stored).toEqual([{ client_email: winnerEmail }]);
    // The booking holds the slot until the visitor confirms from the e-mail; its lead is made then (decision 0034).
    expect(await query('select id from leads where email like $1', [`slot-%-${run}@client.example`])).toHaveLength(0);
    const after = await call<Array<{ time: string; available: boolean }>>(
      proxy.url,
      'GET',
      `/api/scheduling/availability?date=${slot!.date}`,
    );
    expect(after.body.find((s) => s.time === slot!.time)?.available).toBe(false);

    // The visitor's e-mail with the link that confirms the hold, once; the company hears of the booking
    // when it is confirmed (decision 0034), so not yet.
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !smtp.received.some((m) => m.to.includes(winnerEmail))) await sleep(100);
    await afterJobRounds([a, b], 'outbox', 10);
    expect(smtp.received.filter((m) => m.to.includes(winnerEmail))).toHaveLength(1);
    expect(mailsTo(NOTIFY_EMAIL, winnerEmail)).toHaveLength(0);
  });

  /** A customer (through the admin API) with a site and a plan written as an import would, its visits not yet produced. */
  async function customerWithPlan(name: string, plan: { serviceDays: number[]; startsOn: string; monthlyPriceCents: number }) {
    const username = `${name.toLowerCase().replace(/\W+/g, '-')}-${run}`;
    const created = await call<{ user: { id: number } }>(proxy.url, 'POST', '/api/users', {
      token: adminToken,
      body: { firstName: 'Pat', lastName: name, username, email: `${username}@client.example`, role: 'customer', companyName: name },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const customerId = created.body.user.id;
    const [site] = await query<{ id: number }>('insert into sites (customer_id, name, address) values ($1, $2, $3) returning id', [
      customerId,
      name,
      '80 S 8th St, Minneapolis, MN 55402',
    ]);
    const [row] = await query<{ id: number }>(
      `insert into service_plans (customer_id, site_id, facility_type, square_footage, frequency, service_days, start_time,
         visit_minutes, monthly_price_cents, starts_on)
       values ($1, $2, 'office', 10000, 'Weekly', $3::smallint[], '18:00', 120, $4, $5) returning id`,
      [customerId, site!.id, plan.serviceDays, plan.monthlyPriceCents, plan.startsOn],
    );
    return row!.id;
  }

  it('plan visits asked for on both instances at once are produced once', async () => {
    const today = companyDate(new Date());
    // Two weekdays that are not today's: each falls exactly 8 times in the 8 weeks from today.
    const serviceDays = [2, 4].map((d) => weekdayOf(addDays(today, d)));
    const plans = [
      await customerWithPlan('Generate One', { serviceDays, startsOn: today, monthlyPriceCents: 40_000 }),
      await customerWithPlan('Generate Two', { serviceDays, startsOn: today, monthlyPriceCents: 50_000 }),
    ];
    const countPlanVisits = async () => (await query<{ n: number }>(`select count(*)::int as n from bookings where source = 'plan'`))[0]!.n;
    const before = await countPlanVisits();

    const answers = await Promise.all(
      [1, 2].map(() => call<{ created: number }>(proxy.url, 'POST', '/api/admin/service-plans/generate', { token: adminToken })),
    );
    expect(new Set(answers.map((x) => x.servedBy))).toEqual(new Set(['a', 'b']));
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    const expected = plans.length * serviceDays.length * WEEKS_AHEAD;
    const ours = await query<{ plan: number; day: string; n: number }>(
      `select service_plan_id as plan, plan_occurrence::text as day, count(*)::int as n from bookings
       where service_plan_id = any($1) group by 1, 2`,
      [plans],
    );
    expect(ours.filter((r) => r.n > 1)).toEqual([]);
    expect(ours).toHaveLength(expected);
    // What both answered adds up to what was stored: no visit was counted by both.
    expect(answers.reduce((sum, x) => sum + x.body.created, 0)).toBe((await countPlanVisits()) - before);
    // Asked again, there is nothing left to produce.
    expect(
      (await call<{ created: number }>(proxy.url, 'POST', '/api/admin/service-plans/generate', { token: adminToken })).body.created,
    ).toBe(0);
  });

  it('an invoice run asked for on both instances at once invoices each plan of the month once', async () => {
    const today = companyDate(new Date());
    const month = today.slice(0, 7);
    const serviceDays = [weekdayOf(addDays(today, 3))];
    await customerWithPlan('Invoice One', { serviceDays, startsOn: `${month}-01`, monthlyPriceCents: 64_700 });
    await customerWithPlan('Invoice Two', { serviceDays, startsOn: `${month}-01`, monthlyPriceCents: 52_000 });
    const running = await query<{ id: number }>(`select id from service_plans where status = 'active' and starts_on <= $1::date`, [today]);

    const answers = await Promise.all(
      [1, 2].map(() =>
        call<{ created: number; skipped: number; numbers: string[] }>(proxy.url, 'POST', '/api/admin/invoices/issue', {
          token: adminToken,
          body: { month },
        }),
      ),
    );
    expect(new Set(answers.map((x) => x.servedBy))).toEqual(new Set(['a', 'b']));
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    // One run issued them all; the other found each plan invoiced.
    expect(answers.map((x) => x.body.created).sort((x, y) => x - y)).toEqual([0, running.length]);
    expect(answers.map((x) => x.body.skipped).sort((x, y) => x - y)).toEqual([0, running.length]);

    const invoices = await query<{ plan: number; n: number }>(
      `select service_plan_id as plan, count(*)::int as n from invoices where period_month = $1::date and kind = 'plan' group by 1 order by 1`,
      [`${month}-01`],
    );
    expect(invoices).toEqual(running.map((p) => ({ plan: p.id, n: 1 })).sort((x, y) => x.plan - y.plan));
    const numbers = answers.flatMap((x) => x.body.numbers);
    expect(new Set(numbers).size).toBe(running.length);
  });

  it('an RSS run asked for on both instances at once runs once and drafts each item once', async () => {
    const answers = await Promise.all(
      [1, 2].map(() =>
        call<{ totalPublished: number; runId: number; message: string }>(proxy.url, 'POST', '/api/admin/rss/aggregate', {
          token: adminToken,
        }),
      ),
    );
    expect(new Set(answers.map((x) => x.servedBy))).toEqual(new Set(['a', 'b']));
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const done = answers.find((x) => x.status === 200)!;
    expect(answers.find((x) => x.status === 409)!.body.message).toMatch(/already running/);
    expect(done.body.totalPublished).toBe(RSS_ITEMS);

    const runs = await query<{ id: number; status: string }>(`select id, status from content_runs where kind = 'rss'`);
    expect(runs).toEqual([{ id: done.body.runId, status: 'done' }]);
    const items = await query<{ post_id: number }>(`select post_id from rss_items where outcome = 'drafted'`);
    expect(new Set(items.map((i) => i.post_id)).size).toBe(RSS_ITEMS);

    // Run again on whichever instance: the items are known to both, nothing is drafted twice.
    const again = await call<{ totalPublished: number }>(proxy.url, 'POST', '/api/admin/rss/aggregate', { token: adminToken });
    expect(again.status).toBe(200);
    expect(again.body.totalPublished).toBe(0);
    expect(await query(`select id from rss_items`)).toHaveLength(RSS_ITEMS);
  });

  it('the scheduled backup, checked every second by both instances, is made once', async () => {
    const deadline = Date.now() + 20_000;
    const finished = () => query(`select id from backups where trigger = 'schedule' and status <> 'running'`);
    while (Date.now() < deadline && (await finished()).length === 0) await sleep(200);
    // A few more checks on each instance after it finished.
    await afterJobRounds([a, b], 'scheduled backup', 3);
    const rows = await query<{ status: string; file_name: string }>(`select status, file_name from backups where trigger = 'schedule'`);
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    expect(await readdir(path.join(backupDir, 'backups'))).toEqual([rows[0]!.file_name]);
  });
});
