import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '#server/app.ts';
import { unsubscribeLinks } from '#server/db/schema/self-service.ts';
import { backgroundJobs, type JobServices } from '#server/jobs/background-jobs.ts';
import { digestToken } from '#server/modules/accounts/secrets.ts';
import { purgeUnsubscribeLinks } from '#server/modules/self-service/unsubscribe-links.ts';
import { operationsWorld } from '#tests/support/operations-api.ts';
import { testConfig, type TestApp } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

/**
 * Decision 0054: an unsubscribe link works for 90 days from its e-mail, and for a week once used (a
 * second press answers the same); then it is a 404, and the hourly purge deletes its row. The app's
 * clock is fixed at Friday 2026-12-18 12:00 in Minnesota (18:00 UTC).
 */
const clock = new Date('2026-12-18T18:00:00Z');
const DAY = 86_400_000;
const daysBefore = (days: number, hours = 0) => new Date(clock.getTime() - days * DAY - hours * 3_600_000);
let t: TestApp;
let customerId: number;

/** A link's token: 43 URL-safe characters, the shape the e-mails carry. */
const tokenOf = (name: string) => name.padEnd(43, '0');
const links = {
  // Made 90 days less an hour ago: still works. Made 90 days and an hour ago: expired.
  fresh: { createdAt: daysBefore(90, -1), usedAt: null },
  expired: { createdAt: daysBefore(90, 1), usedAt: null },
  // Used 7 days less an hour ago: answers the same. Used 7 days and an hour ago: gone.
  usedLately: { createdAt: daysBefore(30), usedAt: daysBefore(7, -1) },
  usedLongAgo: { createdAt: daysBefore(30), usedAt: daysBefore(7, 1) },
};

beforeAll(async () => {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(), { database, logger: false, dashboardClock: () => clock });
  await app.ready();
  t = { app, database, close: async () => (await app.close(), await database.close()) };
  customerId = (await operationsWorld(t, 'ul')).customer.id;
  for (const [name, times] of Object.entries(links)) {
    await database.db.insert(unsubscribeLinks).values({ tokenHash: digestToken(tokenOf(name)), customerId, topic: 'reminder', ...times });
  }
});

afterAll(async () => {
  await t?.close();
});

const describeLink = (name: string) => t.app.inject({ method: 'GET', url: `/api/unsubscribe/${tokenOf(name)}` });
const stillStored = async () => {
  const hashes = new Map(Object.keys(links).map((name) => [digestToken(tokenOf(name)), name]));
  const rows = await t.database.db
    .select({ tokenHash: unsubscribeLinks.tokenHash })
    .from(unsubscribeLinks)
    .where(inArray(unsubscribeLinks.tokenHash, [...hashes.keys()]));
  return rows.map((r) => hashes.get(r.tokenHash)).sort();
};

describe('an unsubscribe link’s time', () => {
  it('works for 90 days, and a week once used; after that it is a 404, shown or pressed', async () => {
    expect((await describeLink('fresh')).statusCode).toBe(200);
    expect((await describeLink('usedLately')).statusCode).toBe(200);
    for (const name of ['expired', 'usedLongAgo']) {
      const described = await describeLink(name);
      expect(described.statusCode, name).toBe(404);
      expect(described.json().message).toBe('This unsubscribe link is not valid or has expired.');
      expect((await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${tokenOf(name)}` })).statusCode, name).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/unsubscribe/${tokenOf(name)}` })).statusCode, name).toBe(404);
    }
  });

  it('is deleted by the hourly purge once it no longer works, and kept until then', async () => {
    expect(await purgeUnsubscribeLinks(t.database.db, clock)).toBe(2);
    expect(await stillStored()).toEqual(['fresh', 'usedLately']);
    // Two hours later the fresh one is 90 days and an hour old, the used one used 7 days and an hour ago.
    expect(await purgeUnsubscribeLinks(t.database.db, new Date(clock.getTime() + 2 * 3_600_000))).toBe(2);
    expect(await stillStored()).toEqual([]);
  });

  it('is purged by the job list’s hourly purge, on the portals’ clock', async () => {
    await t.database.db
      .insert(unsubscribeLinks)
      .values({ tokenHash: digestToken(tokenOf('expired')), customerId, topic: 'done', createdAt: daysBefore(91) });
    const services = { config: testConfig(), database: t.database, log: Fastify({ logger: false }).log, visitClock: () => clock };
    const purge = backgroundJobs(services as unknown as JobServices).find((job) => job.name === 'session purge')!;
    await purge.run();
    expect(await stillStored()).toEqual([]);
  });
});
