import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { rateLimitCounters } from '#server/db/schema/maintenance.ts';
import { createSessionPurge } from '#server/modules/auth/session-purge.ts';
import { databaseStore } from '#server/plugins/rate-limits.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

/**
 * The shared rate-limit counters (decision 0029): two app instances (two Fastify servers, each with
 * its own memory) counting in one database refuse the request past the limit wherever it arrives.
 * The multi-instance operations test proves the same with whole servers on PostgreSQL.
 */
let database: DatabaseHandle;
let instances: FastifyInstance[];

async function instance(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: databaseStore(database) });
  app.post('/form', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  app.post('/other', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  instances = [await instance(), await instance()];
});

afterAll(async () => {
  await Promise.all(instances.map((a) => a.close()));
  await database.close();
});

const post = (i: number, url: string, ip: string) => instances[i % 2]!.inject({ method: 'POST', url, remoteAddress: ip });

describe('rate limits shared through the database', () => {
  it('counts one address across both instances: the fourth request in the window is refused, with its wait', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post(i, '/form', '203.0.113.7')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await post(0, '/form', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('counts each route and each address on its own', async () => {
    expect((await post(0, '/other', '203.0.113.7')).statusCode).toBe(200);
    expect((await post(1, '/form', '203.0.113.8')).statusCode).toBe(200);
  });

  it('adds up hits that arrive at the same moment on both instances exactly', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(i, '/form', '198.51.100.1')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
  });

  it('starts a new window when the old one has ended, and the hourly purge removes ended windows', async () => {
    await database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(sql`${rateLimitCounters.key} like '%198.51.100.1'`);
    expect((await post(0, '/form', '198.51.100.1')).statusCode).toBe(200);

    await database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(sql`${rateLimitCounters.key} like '%203.0.113.8'`);
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
    await createSessionPurge({ db: database.db, log: silent }).runOnce();
    const keys = (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    expect(keys.some((k) => k.endsWith('203.0.113.8'))).toBe(false);
    expect(keys.some((k) => k.endsWith('198.51.100.1'))).toBe(true);
  });
});
