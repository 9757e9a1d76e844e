import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/client.ts';
import { createAuditRepository } from '#server/modules/audit/audit.repository.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await insertUser(t.database.db, 'admin');
  adminId = user.id;
  admin = await tokenFor(t.app, user.username);
});
afterAll(async () => {
  await t.close();
});

const trail = (entity: string, entityId: string) =>
  t.app.inject({ url: `/api/admin/audit?entity=${entity}&entityId=${encodeURIComponent(entityId)}`, headers: bearer(admin) });

describe('the audit trail', () => {
  it("lists one record's changes in order, with who made them and the record before and after", async () => {
    const audit = createAuditRepository(t.database.db);
    await audit.record({ actor: { userId: adminId }, entity: 'booking', entityId: 41, action: 'create', after: { status: 'confirmed' } });
    await audit.record({
      actor: { system: 'plan-generator' },
      entity: 'booking',
      entityId: 42,
      action: 'create',
      after: { status: 'confirmed' },
    });
    await audit.record({
      actor: { userId: adminId },
      entity: 'booking',
      entityId: 41,
      action: 'cancel',
      before: { status: 'confirmed' },
      after: { status: 'cancelled', cancelReason: 'Site closed' },
    });

    const res = await trail('booking', '41');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { action: string }) => e.action)).toEqual(['create', 'cancel']);
    expect(res.json()[1]).toMatchObject({
      actor: 'user',
      actorUser: { id: adminId },
      before: { status: 'confirmed' },
      after: { status: 'cancelled', cancelReason: 'Site closed' },
    });
    expect((await trail('booking', '42')).json()[0]).toMatchObject({ actor: 'plan-generator', actorUser: null });
    expect((await trail('invoice', '41')).json()).toEqual([]);
  });

  it('is written with the change or not at all', async () => {
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await createAuditRepository(tx).record({ actor: { userId: adminId }, entity: 'invoice', entityId: 7, action: 'mark-paid' });
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    expect((await trail('invoice', '7')).json()).toEqual([]);
  });

  it('refuses an unknown record type or a missing id with a 400 naming the field', async () => {
    const bad = await t.app.inject({ url: '/api/admin/audit?entity=castle&entityId=1', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ entity: 'Unknown record type' });
    const missing = await t.app.inject({ url: '/api/admin/audit?entity=booking', headers: bearer(admin) });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['entityId']);
  });
});
