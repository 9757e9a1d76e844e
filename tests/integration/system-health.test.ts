import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import type { HostMetricsSource } from '#server/modules/system/host-metrics.ts';
import { createLogRing } from '#server/modules/system/log-ring.ts';
import { DATABASE_SIZE_FRESH_MS, createSystemService } from '#server/modules/system/system.service.ts';
import { sql } from 'drizzle-orm';
import { testConfig } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

// GET /api/admin/system-health (issue 15, decision 0023).
const FIXED: HostMetricsSource = { read: async () => ({ serverLoad: 23.4, memoryUsage: 61.2, diskUsage: 47.9 }), stop: () => {} };

let database: DatabaseHandle;
let fixed: FastifyInstance;
let real: FastifyInstance;
let dataDir: string;
let headers: Record<string, string>;
let realHeaders: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'system-health-'));
  fixed = await buildApp(testConfig(), { database, logger: false, hostMetrics: FIXED });
  await fixed.ready();
  // The host's own figures, for a data directory of its own.
  real = await buildApp(testConfig({ DATA_DIR: dataDir }), { database, logger: false });
  await real.ready();
  await insertUser(database.db, 'admin', { username: 'health-admin' });
  headers = bearer(await tokenFor(fixed, 'health-admin'));
  realHeaders = bearer(await tokenFor(real, 'health-admin'));
  const message = { recipient: 'ops@example.test', kind: 'new-lead', payload: {} };
  await database.db.insert(notifications).values([
    { ...message, channel: 'email', status: 'pending' },
    { ...message, channel: 'sms', status: 'pending' },
    { ...message, channel: 'telegram', status: 'failed' },
    { ...message, channel: 'email', status: 'sent' },
    { ...message, channel: 'email', status: 'sent' },
  ]);
});
afterAll(async () => {
  await fixed.close();
  await real.close();
  await database.close();
  await rm(dataDir, { recursive: true });
});

describe('GET /api/admin/system-health', () => {
  it("answers the metrics source's figures, this instance, the database and the outbox", async () => {
    const res = await fixed.inject({ method: 'GET', url: '/api/admin/system-health', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      serverLoad: 23.4,
      memoryUsage: 61.2,
      diskUsage: 47.9,
      instance: { hostname: os.hostname(), pid: process.pid },
      database: { reachable: true },
      outbox: { pending: 2, failed: 1 },
    });
    expect(body.database.pingMs).toBeGreaterThanOrEqual(0);
    expect(body.database.pingMs).toBeLessThan(2000);
    // A migrated database holds at least a few megabytes of catalog and tables.
    expect(body.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
  });

  it("gives the host's own figures as percentages with one decimal", async () => {
    const res = await real.inject({ method: 'GET', url: '/api/admin/system-health', headers: realHeaders });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const name of ['serverLoad', 'memoryUsage', 'diskUsage']) {
      expect(body[name], name).toBeGreaterThanOrEqual(0);
      expect(body[name], name).toBeLessThanOrEqual(100);
      expect(Math.round(body[name] * 10) / 10, name).toBe(body[name]);
    }
    expect(body.memoryUsage).toBeGreaterThan(0);
    expect(body.diskUsage).toBeGreaterThan(0);
  });

  it('says the database is unreachable instead of failing when it does not answer', async () => {
    const down: DatabaseHandle = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
    const service = createSystemService({
      database: down,
      metrics: FIXED,
      logRing: createLogRing(),
      backups: { status: () => Promise.reject(new Error('not reached')) },
    });
    expect(await service.health()).toMatchObject({
      serverLoad: 23.4,
      database: { reachable: false, pingMs: null, sizeBytes: null },
      outbox: { pending: null, failed: null },
      backup: null,
    });
  });

  it('measures the database size at most once a minute: the same figure until a minute has passed, then the new one', async () => {
    let now = new Date('2026-11-29T12:00:00Z');
    const service = createSystemService({
      database,
      metrics: FIXED,
      logRing: createLogRing(),
      backups: { status: () => Promise.reject(new Error('not needed')) },
      clock: () => now,
    });
    const first = (await service.health()).database.sizeBytes!;
    // About 4 MB more: 4,000 rows of 1,024 characters (rows under 2 kB are stored as they are, not compressed).
    await database.db.execute(sql`create table size_filler as select repeat(md5(g::text), 32) as filler from generate_series(1, 4000) g`);
    try {
      now = new Date(now.getTime() + DATABASE_SIZE_FRESH_MS - 1);
      expect((await service.health()).database.sizeBytes).toBe(first);
      now = new Date(now.getTime() + 1);
      expect((await service.health()).database.sizeBytes!).toBeGreaterThan(first + 2_000_000);
    } finally {
      await database.db.execute(sql`drop table size_filler`);
    }
  });
});
