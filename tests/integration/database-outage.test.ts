import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { retryingReads } from '#server/db/client.ts';
import { firstRowOf } from '#server/db/rows-of.ts';
import { movableClock } from '#tests/support/movable-clock.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

describe('while the database is down', () => {
  let t: TestApp;
  const clock = movableClock();
  beforeAll(async () => {
    t = await createTestApp({}, { pageCacheClock: clock.now });
    // Rendered once while the database was up: kept for the outage.
    expect((await t.app.inject({ method: 'GET', url: '/blog' })).statusCode).toBe(200);
    await t.database.close();
    // Past the one second the content revision is remembered, so every page has to ask again.
    clock.advance(1000);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('serves pages that need no data, and cached pages as last rendered', async () => {
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<div id="root">');
    const blog = await t.app.inject({ method: 'GET', url: '/blog' });
    expect(blog.statusCode).toBe(200);
  });

  it('answers 503 with Retry-After for pages and calls that need the database', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/cities/edina' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    const api = await t.app.inject({ method: 'GET', url: '/api/blog/posts' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
  });
});

describe('a connection killed by the server (PostgreSQL, decision 0050)', () => {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl)
    console.warn(
      'NOTICE: the killed-connection tests need PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );

  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let admin: pg.Client;
  beforeAll(async () => {
    if (!serverUrl) return;
    database = await openTestDatabase();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await database.db.execute(sql`create table killed_writes (id serial primary key, note text not null)`);
  });
  afterAll(async () => {
    if (!serverUrl) return;
    await admin.end();
    await database.close();
  });

  /** Kills the server process running the statement that starts with `prefix`, once it shows up; answers how many. */
  async function killRunning(prefix: string): Promise<number> {
    let killed = 0;
    await vi.waitFor(
      async () => {
        const res = await admin.query<{ n: number }>(
          "select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where state = 'active' and query like $1 and pid <> pg_backend_pid()) k",
          [`${prefix}%`],
        );
        killed = res.rows[0]?.n ?? 0;
        expect(killed).toBe(1);
      },
      { timeout: 5000, interval: 25 },
    );
    return killed;
  }

  it.skipIf(!serverUrl)('sends a read marked safe once more on another connection', async () => {
    // Drizzle queries start when awaited: start it now.
    const running = retryingReads(() => Promise.resolve(database.db.execute(sql`select pg_sleep(0.5), 42 as answer`)));
    expect(await killRunning('select pg_sleep(0.5), 42')).toBe(1);
    expect(firstRowOf<{ answer: number }>(await running)?.answer).toBe(42);
  });

  it.skipIf(!serverUrl)('does not send an unmarked statement again, even one that starts with select', async () => {
    const running = Promise.resolve(database.db.execute(sql`select pg_sleep(0.5), 43 as answer`));
    const outcome = running.then(
      () => 'answered',
      () => 'failed',
    );
    expect(await killRunning('select pg_sleep(0.5), 43')).toBe(1);
    expect(await outcome).toBe('failed');
  });

  it.skipIf(!serverUrl)('does not send a write again: it is stored at most once', async () => {
    // A write that runs as long as the read above; not marked, as no write may be.
    const running = Promise.resolve(database.db.execute(sql`insert into killed_writes (note) select 'once' from pg_sleep(0.5)`)).then(
      () => 'answered',
      () => 'failed',
    );
    expect(await killRunning("insert into killed_writes (note) select 'once'")).toBe(1);
    expect(await running).toBe('failed');
    const stored = await database.db.execute(sql`select count(*)::int as n from killed_writes`);
    expect(firstRowOf<{ n: number }>(stored)?.n).toBe(0);
  });
});
