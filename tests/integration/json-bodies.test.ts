import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Issue 29 ("Also"): a JSON body with a key that reaches an object's prototype was refused with
 * "Body is not valid JSON", which is not what is wrong. It is still refused, with a 400 that names
 * the key, and nothing is written.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const contact =
  '"name":"Dana Whitfield","email":"dana@example.com","phone":"(612) 555-0177","topic":"service","message":"Please call me back about the lobby."';
const send = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'content-type': 'application/json' } });
const stored = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]!.n;

describe('JSON bodies with a prototype key', () => {
  it('are a 400 naming the key: __proto__ (also spelt with escapes) and constructor.prototype', async () => {
    const cases: Array<[string, string]> = [
      [`{${contact},"__proto__":{"isAdmin":true}}`, '__proto__'],
      [`{${contact},"extra":{"__proto__":{"isAdmin":true}}}`, '__proto__'],
      [`{${contact},"\\u005f_proto__":{"isAdmin":true}}`, '__proto__'],
      [`{${contact},"constructor":{"prototype":{"isAdmin":true}}}`, 'constructor.prototype'],
    ];
    for (const [payload, key] of cases) {
      const res = await send(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({
        code: 'BAD_REQUEST',
        message: `The body holds the key "${key}", which is not allowed (it could reach an object's prototype).`,
      });
    }
    expect(await stored()).toBe(0);
  });

  it('leave broken JSON, an empty body and harmless look-alike keys as they were', async () => {
    const broken = await send(`{${contact}`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe("Body is not valid JSON but content-type is set to 'application/json'");
    const empty = await send('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Body cannot be empty when content-type is set to 'application/json'");
    // "constructor" without a prototype inside, and the word prototype as a value, are plain data.
    const fine = await send(`{${contact},"company":"prototype labs","constructor":"Ann"}`);
    expect(fine.statusCode).toBe(201);
    expect(await stored()).toBe(1);
  });
});
