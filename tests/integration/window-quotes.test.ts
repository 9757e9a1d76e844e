import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema/sales.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * The window-cleaning form (POST /api/window-quotes): retries with an
 * Idempotency-Key and the per-address rate limit. The form's storing and
 * validation are in quotes.test.ts. Every test uses its own customer name, so
 * it counts only its own leads and passes alone.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const windowForm = (fullName: string) => ({
  fullName,
  mobile: '612-555-0188',
  address: '40 Lake St, Excelsior, MN',
  email: '',
  paneCount: '21-40',
  preferredPlan: 'Biannual',
  notes: '',
  textUpdates: false,
  addOns: [],
});
const send = (app: TestApp['app'], payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/window-quotes', payload, headers, remoteAddress });
/** Window leads store the customer's full name as the company name. */
const leadsOf = async (db: TestApp['database']['db'], fullName: string) => db.select().from(leads).where(eq(leads.companyName, fullName));

describe('POST /api/window-quotes with an Idempotency-Key', () => {
  it('answers a retry with the same key and body with the first leadId and stores one lead', async () => {
    const form = windowForm('Retry Ramsey');
    const headers = { 'idempotency-key': 'window-retry-7d41c2' };
    const first = await send(t.app, form, headers);
    expect(first.statusCode).toBe(201);
    const { leadId } = first.json();
    expect(leadId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const retry = await send(t.app, form, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({
      leadId,
      reference: first.json().reference,
      message: 'Thanks! We received your window cleaning request and will call you shortly.',
    });
    expect((await leadsOf(t.database.db, 'Retry Ramsey')).map((l) => l.id)).toEqual([leadId]);

    // Retries that arrive together (a double tap) also become one lead.
    const burst = await Promise.all(
      [1, 2, 3].map(() => send(t.app, windowForm('Burst Bloomington'), { 'idempotency-key': 'window-burst-91aa0f' })),
    );
    expect(burst.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(burst.map((r) => r.json().leadId)).size).toBe(1);
    expect(await leadsOf(t.database.db, 'Burst Bloomington')).toHaveLength(1);

    // Without a key every submission is a new request.
    await send(t.app, windowForm('Keyless Kim'));
    await send(t.app, windowForm('Keyless Kim'));
    expect(await leadsOf(t.database.db, 'Keyless Kim')).toHaveLength(2);
  });

  it('answers 409 when the key was already used for a different window request, and stores nothing new', async () => {
    const headers = { 'idempotency-key': 'window-reuse-3f9e55' };
    const first = await send(t.app, windowForm('Reuse Roseville'), headers);
    expect(first.statusCode).toBe(201);

    const reused = await send(t.app, { ...windowForm('Reuse Roseville'), paneCount: '61+' }, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'CONFLICT', message: 'This Idempotency-Key was already used for a different request.' });
    const stored = await leadsOf(t.database.db, 'Reuse Roseville');
    expect(stored.map((l) => l.id)).toEqual([first.json().leadId]);
    expect(stored[0]!.request).toMatchObject({ paneCount: '21-40' });
  });
});

describe('POST /api/window-quotes rate limit', () => {
  it('answers 429 with a clear message after PUBLIC_FORM_RATE_LIMIT_PER_MINUTE requests from one address', async () => {
    const limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await send(limited.app, windowForm('Flood Fridley'), {}, '198.51.100.7')).statusCode);
      expect(statuses).toEqual([201, 201, 429]);

      const refused = await send(limited.app, windowForm('Flood Fridley'), {}, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
      });
      expect(await leadsOf(limited.database.db, 'Flood Fridley')).toHaveLength(2);

      // The limit is per address: another visitor is still served.
      expect((await send(limited.app, windowForm('Other Orono'), {}, '198.51.100.8')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
