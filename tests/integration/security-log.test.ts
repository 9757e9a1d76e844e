import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '#server/db/schema/security.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

let t: TestApp;
let admin: string;
let adminId: number;
let customer: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (await insertUser(t.database.db, 'admin', { username: 'log-admin' })).id;
  admin = await tokenFor(t.app, 'log-admin');
  customerId = (await insertUser(t.database.db, 'customer', { username: 'log-customer', email: 'log-customer@example.test' })).id;
  customer = await tokenFor(t.app, 'log-customer');
});
afterAll(async () => {
  await t.close();
});

interface Listed {
  events: Array<{
    id: number;
    type: string;
    occurredAt: string;
    user: { id: number; username: string } | null;
    actor: { id: number; username: string } | null;
    identifier: string | null;
    ip: string | null;
    userAgent: string | null;
    requestId: string | null;
    detail: Record<string, unknown>;
  }>;
  nextBefore: number | null;
}

const log = async (query = ''): Promise<Listed> => {
  const res = await t.app.inject({ url: `/api/admin/security-events${query}`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
};
const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: { ...bearer(admin), 'user-agent': 'AdminBrowser/1.0', 'x-request-id': 'req-admin-1' } });

describe('access.denied', () => {
  it('records a 403 with the account, the route, the role and the address', async () => {
    const res = await t.app.inject({ url: '/api/users?role=employee', headers: { ...bearer(customer), 'x-request-id': 'req-denied-1' } });
    expect(res.statusCode).toBe(403);
    const { events } = await log('?type=access.denied');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'access.denied',
      user: { id: customerId, username: 'log-customer' },
      actor: null,
      ip: '127.0.0.1',
      userAgent: 'lightMyRequest',
      requestId: 'req-denied-1',
      detail: { method: 'GET', route: '/api/users', role: 'customer', rule: 'admin' },
    });
  });

  it('does not record a 401 (no account to name) or an allowed call', async () => {
    await t.app.inject({ url: '/api/users' });
    await t.app.inject({ url: '/api/auth/me', headers: bearer(customer) });
    expect((await log('?type=access.denied')).events).toHaveLength(1);
  });
});

describe('account events from user management', () => {
  let samId: number;

  it('records user.created and password-link.issued (invite) with the acting admin and origin', async () => {
    const res = await asAdmin('POST', '/api/users', {
      firstName: 'Sam',
      lastName: 'Lind',
      username: 'sam.lind',
      email: 'sam@example.test',
    });
    expect(res.statusCode).toBe(201);
    samId = (res.json() as { user: { id: number } }).user.id;
    const { events } = await log(`?userId=${samId}`);
    expect(events.map((e) => [e.type, e.detail])).toEqual([
      ['password-link.issued', { purpose: 'invite', emailed: false }],
      ['user.created', { role: 'customer' }],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        user: { id: samId, username: 'sam.lind' },
        actor: { id: adminId, username: 'log-admin' },
        ip: '127.0.0.1',
        userAgent: 'AdminBrowser/1.0',
        requestId: 'req-admin-1',
      });
    }
  });

  it('records a role change with the old and new role, and nothing when the role stays', async () => {
    expect((await asAdmin('PUT', `/api/users/${samId}`, { role: 'employee' })).statusCode).toBe(200);
    expect((await asAdmin('PUT', `/api/users/${samId}`, { phone: '612-555-0100' })).statusCode).toBe(200);
    const { events } = await log(`?userId=${samId}&type=user.role-changed`);
    expect(events.map((e) => [e.type, e.detail, e.actor?.username])).toEqual([
      ['user.role-changed', { from: 'customer', to: 'employee' }, 'log-admin'],
    ]);
  });

  it('records deactivation and activation, only when the status changes', async () => {
    expect((await asAdmin('PUT', `/api/users/${samId}/status`, { isActive: false })).statusCode).toBe(200);
    expect((await asAdmin('PUT', `/api/users/${samId}/status`, { isActive: false })).statusCode).toBe(200);
    expect((await asAdmin('PUT', `/api/users/${samId}/status`, { isActive: true })).statusCode).toBe(200);
    const { events } = await log(`?userId=${samId}&type=user.deactivated,user.activated`);
    expect(events.map((e) => e.type)).toEqual(['user.activated', 'user.deactivated']);
  });

  it('records a new link, an invitation again while the user has never chosen a password', async () => {
    expect((await asAdmin('POST', `/api/users/${samId}/password-link`, {})).statusCode).toBe(200);
    const { events } = await log(`?userId=${samId}&type=password-link.issued`);
    expect(events.map((e) => e.detail)).toEqual([
      { purpose: 'invite', emailed: false, role: 'employee' },
      { purpose: 'invite', emailed: false },
    ]);
  });

  it('never stores a token or link in an event', async () => {
    const { events } = await log();
    expect(JSON.stringify(events)).not.toMatch(/token=|set-password\?/);
  });
});

describe('GET /api/admin/security-events filters', () => {
  let older: number[];
  beforeAll(async () => {
    // Three sign-in failures on known days (Minnesota time), straight into the table.
    const rows = await t.database.db
      .insert(securityEvents)
      .values([
        { type: 'sign-in.failed', identifier: 'Mallory', ip: '203.0.113.9', occurredAt: new Date('2026-03-01T05:30:00Z') }, // Feb 28, 11:30 pm CST
        { type: 'sign-in.failed', identifier: 'mallory@evil.example', ip: '203.0.113.9', occurredAt: new Date('2026-03-01T06:30:00Z') }, // Mar 1, 0:30 am
        { type: 'sign-in.throttled', identifier: 'mallory', ip: '203.0.113.9', occurredAt: new Date('2026-03-02T05:59:00Z') }, // Mar 1, 11:59 pm
      ])
      .returning({ id: securityEvents.id });
    older = rows.map((r) => r.id);
  });

  it('filters by Minnesota calendar days, both ends included', async () => {
    const { events } = await log('?from=2026-03-01&to=2026-03-01');
    expect(events.map((e) => e.id)).toEqual([older[2], older[1]]);
    expect((await log('?to=2026-02-28')).events.map((e) => e.id)).toEqual([older[0]]);
  });

  it('filters by the typed name or the account, case-insensitively', async () => {
    expect((await log('?user=MALLORY')).events.map((e) => e.id)).toEqual([older[2], older[1], older[0]]);
    expect((await log('?user=evil.example')).events.map((e) => e.id)).toEqual([older[1]]);
    const byAccount = await log('?user=log-cust&type=access.denied');
    expect(byAccount.events.map((e) => e.user?.username)).toEqual(['log-customer']);
    expect((await log('?user=%25')).events).toEqual([]);
  });

  it('filters by several types', async () => {
    const { events } = await log('?type=sign-in.throttled,access.denied');
    expect(events.map((e) => e.type)).toEqual(['sign-in.throttled', 'access.denied']);
  });

  it('pages by id, newest first', async () => {
    const first = await log('?user=mallory&limit=2');
    expect(first.events.map((e) => e.id)).toEqual([older[2], older[1]]);
    expect(first.nextBefore).toBe(older[1]);
    const second = await log(`?user=mallory&limit=2&before=${first.nextBefore}`);
    expect(second.events.map((e) => e.id)).toEqual([older[0]]);
    expect(second.nextBefore).toBeNull();
  });

  it('rejects an unknown type, a bad date and a page size over 200', async () => {
    for (const query of ['?type=sign-in.failed,rm-rf', '?from=03/01/2026', '?limit=201']) {
      const res = await t.app.inject({ url: `/api/admin/security-events${query}`, headers: bearer(admin) });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/security-events' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/security-events', headers: bearer(customer) })).statusCode).toBe(403);
  });
});

describe('volume and retention', () => {
  it('counts repeats of a refusal on one row per quarter hour, and keeps different refusals apart', async () => {
    await insertUser(t.database.db, 'employee', { username: 'log-repeat' });
    const employee = await tokenFor(t.app, 'log-repeat');
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ url: '/api/users', headers: bearer(employee) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/security-events', headers: bearer(employee) })).statusCode).toBe(403);
    const { events } = await log('?user=log-repeat&type=access.denied');
    expect(events.map((e) => [e.detail.route, e.detail.repeats ?? 1])).toEqual([
      ['/api/admin/security-events', 1],
      ['/api/users', 5],
    ]);
    expect(Date.parse(String(events[1]!.detail.lastAt))).toBeGreaterThanOrEqual(Date.parse(events[1]!.occurredAt));
  });

  it('the hourly purge deletes events past SECURITY_LOG_RETENTION_DAYS and keeps the rest', async () => {
    const { createSessionPurge } = await import('#server/modules/auth/session-purge.ts');
    const day = 24 * 3_600_000;
    const { id: userId } = await insertUser(t.database.db, 'customer', { username: 'log-retained' });
    await t.database.db.insert(securityEvents).values([
      { type: 'password.changed', userId, occurredAt: new Date(Date.now() - 40 * day) },
      { type: 'password.changed', userId, occurredAt: new Date(Date.now() - 20 * day) },
    ]);
    const silent = { info() {}, error() {} } as unknown as Parameters<typeof createSessionPurge>[0]['log'];
    const purge = createSessionPurge({ db: t.database.db, log: silent, securityLogRetentionMs: 30 * day });
    const result = await purge.runOnce();
    expect(result.securityEvents).toBeGreaterThanOrEqual(1);
    const kept = (await log('?user=log-retained')).events.map((e) => Math.round((Date.now() - Date.parse(e.occurredAt)) / day));
    expect(kept).toEqual([20]);
  });
});
