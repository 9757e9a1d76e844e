import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

describe('while the database is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Rendered once while the database was up: kept for the outage.
    expect((await t.app.inject({ method: 'GET', url: '/blog' })).statusCode).toBe(200);
    await t.database.close();
    // Past the one second the content revision is remembered, so every page has to ask again.
    await new Promise((resolve) => setTimeout(resolve, 1100));
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

describe('a connection killed by the server (PostgreSQL)', () => {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl)
    console.warn(
      'NOTICE: the killed-connection test needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );

  it.skipIf(!serverUrl)('retries the query once on another connection', async () => {
    const database = await openTestDatabase();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      // Drizzle queries start when awaited: start it now.
      const running = Promise.resolve(database.db.execute(sql`select pg_sleep(0.5), 42 as answer`));
      // Kill the connection while the query runs on it.
      let killed = 0;
      for (let tries = 0; killed === 0 && tries < 40; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        const res = await admin.query<{ n: number }>(
          "select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where state = 'active' and query like 'select pg_sleep(0.5)%' and pid <> pg_backend_pid()) k",
        );
        killed = res.rows[0]?.n ?? 0;
      }
      expect(killed).toBe(1);
      const result = (await running) as unknown as { rows: Array<{ answer: number }> };
      expect(result.rows[0]?.answer).toBe(42);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
