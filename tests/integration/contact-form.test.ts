import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyYear } from '#server/modules/numbering/references.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * POST /api/contact (issue 15, decision 0024): the About page's form, as JSON (the enhanced form)
 * and as the browser's own urlencoded post (no JavaScript: 303 back to the page). Every expectation
 * is written out by hand from the message sent.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from contact_messages`);
  await t.database.db.execute(sql`delete from crm_activities`);
  await t.database.db.execute(sql`delete from leads`);
  await t.database.db.execute(sql`delete from notifications`);
});

const SENT = "Thank you! Your message has been sent. We'll get back to you within one business day.";

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: 'dana@northloop-dental.example',
  phone: '(612) 555-0177',
  company: 'North Loop Dental',
  topic: 'service',
  message: 'Our Tuesday crew missed the break room twice this month.',
  ...overrides,
});

const postJson = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/contact', payload: body as object });
const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

async function rows<T = unknown>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows as T[];
}

describe('POST /api/contact', () => {
  it('stores a JSON message and answers 201 with the thanks; no lead for a service question; the company is notified', async () => {
    const res = await postJson(message());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: SENT, reference: null });

    const stored = await rows<Record<string, unknown>>(
      sql`select name, email, phone, company, topic, message, lead_id from contact_messages`,
    );
    expect(stored).toEqual([
      {
        name: 'Dana Whitfield',
        email: 'dana@northloop-dental.example',
        phone: '(612) 555-0177',
        company: 'North Loop Dental',
        topic: 'service',
        message: 'Our Tuesday crew missed the break room twice this month.',
        lead_id: null,
      },
    ]);
    expect(await rows(sql`select id from leads`)).toEqual([]);
    // The notice is queued in the same transaction: e-mail is the channel configured in tests.
    const notices = await rows<{ channel: string; kind: string; recipient: string; title: string }>(
      sql`select channel, kind, recipient, payload->>'title' as title from notifications`,
    );
    expect(notices).toEqual([
      {
        channel: 'email',
        kind: 'new-contact',
        recipient: expect.any(String),
        title: 'New contact message: Dana Whitfield (North Loop Dental)',
      },
    ]);
  });

  it('takes the browser form post (urlencoded) and answers 303 to /about?sent=1#contact', async () => {
    const res = await postForm({
      name: 'Lee Ortiz',
      email: 'lee@example.test',
      phone: '651-555-0102',
      company: '',
      topic: 'other',
      message: 'Do you clean church halls on weekends?',
      website: '',
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/about?sent=1#contact');
    const stored = await rows(sql`select name, company, topic from contact_messages`);
    expect(stored).toEqual([{ name: 'Lee Ortiz', company: null, topic: 'other' }]);
  });

  it('answers a urlencoded post that asks for JSON with 201 JSON', async () => {
    const res = await postForm(
      { name: 'Lee Ortiz', email: 'lee@example.test', phone: '651-555-0102', topic: 'other', message: 'Ten chars and more.' },
      { accept: 'application/json' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: SENT, reference: null });
  });

  it('a filled honeypot: answered like a success, nothing stored, nobody notified', async () => {
    const json = await postJson(message({ website: 'http://spam.example' }));
    expect(json.statusCode).toBe(201);
    expect(json.json()).toEqual({ message: SENT, reference: null });
    const form = await postForm({ ...message(), website: 'http://spam.example' } as Record<string, string>);
    expect(form.statusCode).toBe(303);
    expect(await rows(sql`select id from contact_messages`)).toEqual([]);
    expect(await rows(sql`select id from notifications`)).toEqual([]);
  });

  it('names every field that is wrong in a 400, and stores nothing', async () => {
    const res = await postJson({ name: ' ', email: 'not-an-email', phone: '12', topic: 'pricing', message: 'too short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Enter your name (up to 120 characters)',
      email: 'Enter an e-mail address like name@company.com',
      phone: 'Enter a phone number with at least 7 digits, like 612-555-0134',
      topic: 'Choose what it is about: a quote, your service or something else',
      message: 'Write your message in 10 to 2,000 characters',
    });
    const long = await postJson(message({ message: 'x'.repeat(2001) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ message: 'Write your message in 10 to 2,000 characters' });
    const missing = await postForm({ name: 'Lee' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['email', 'message', 'phone', 'topic']);
    expect(await rows(sql`select id from contact_messages`)).toEqual([]);
  });

  it('refuses hostile bodies with a 400, never a 5xx, and stores nothing', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      message({ name: 'Dana\u0000' }),
      message({ message: ['an', 'array'] }),
      message({ topic: { $ne: 'x' } }),
      message({ email: 'a@b.c'.padEnd(300, 'c') }),
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const broken = await postForm({ name: '%E0%A4%A', email: 'x' });
    expect(broken.statusCode).toBe(400);
    expect(await rows(sql`select id from contact_messages`)).toEqual([]);
  });

  it('topic quote also makes a lead (source contact, price 0) with its created entry, linked from the message', async () => {
    const res = await postJson(message({ topic: 'quote', message: 'Please quote nightly cleaning for our 4,000 sq ft clinic.' }));
    expect(res.statusCode, res.body).toBe(201);
    const year = companyYear(new Date());
    expect(res.json()).toEqual({ message: SENT, reference: `TP-${year}-0001` });

    const [lead] = await rows<Record<string, unknown>>(
      sql`select id, reference, source, status, company_name, first_name, last_name, email, phone, estimated_price_cents,
                 lead_score, priority, request->>'message' as message from leads`,
    );
    // Fit by the quote rules: start 20, value $0 = 5, phone 10, company 10, full name 5 = 50 (low).
    expect(lead).toEqual({
      id: expect.any(String),
      reference: `TP-${year}-0001`,
      source: 'contact',
      status: 'new',
      company_name: 'North Loop Dental',
      first_name: 'Dana',
      last_name: 'Whitfield',
      email: 'dana@northloop-dental.example',
      phone: '(612) 555-0177',
      estimated_price_cents: 0,
      lead_score: 50,
      priority: 'low',
      message: 'Please quote nightly cleaning for our 4,000 sq ft clinic.',
    });
    expect(await rows(sql`select lead_id from contact_messages`)).toEqual([{ lead_id: lead!['id'] }]);
    expect(await rows(sql`select type, description, actor_id from crm_activities where lead_id = ${lead!['id']}`)).toEqual([
      { type: 'created', description: "Came in through the About page's contact form", actor_id: null },
    ]);
    const [notice] = await rows<{ reference: string }>(sql`select payload->>'leadReference' as reference from notifications`);
    expect(notice).toEqual({ reference: `TP-${year}-0001` });
  });

  it('a quote request without a company: the name stands for it, and the fit is 40 (no company points)', async () => {
    const res = await postJson(message({ topic: 'quote', company: '', name: 'Sam Lee' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await rows(sql`select company_name, lead_score, priority from leads`)).toEqual([
      { company_name: 'Sam Lee', lead_score: 40, priority: 'low' },
    ]);
  });
});

describe('the About page contact block', () => {
  // The opening tag of the first element carrying `attribute`.
  const tagWith = (html: string, attribute: string) => html.match(new RegExp(`<[a-z]+[^>]*\\b${attribute}\\b[^>]*>`))?.[0] ?? '';

  it('is a plain form posting to /api/contact; ?sent=1 shows the thanks, without it the thanks stays hidden', async () => {
    const plain = await t.app.inject({ url: '/about' });
    expect(plain.statusCode).toBe(200);
    const form = tagWith(plain.body, 'data-contact-form');
    expect(form).toContain('action="/api/contact"');
    expect(form).toContain('method="post"');
    expect(plain.body).toMatch(/<section[^>]*id="contact"/);
    expect(tagWith(plain.body, 'data-contact-sent')).toContain('hidden=""');
    for (const field of ['name', 'email', 'phone', 'company', 'topic', 'message']) {
      expect(plain.body).toContain(`for="contact-${field}"`);
    }
    const sent = await t.app.inject({ url: '/about?sent=1' });
    expect(sent.statusCode).toBe(200);
    expect(tagWith(sent.body, 'data-contact-sent')).not.toContain('hidden');
    expect(sent.body).toContain('Thank you! Your message has been sent.');
  });
});

describe('POST /api/contact rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers the fourth message in a minute from one address with a clear 429', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 4; i++) {
      const res = await limited.app.inject({ method: 'POST', url: '/api/contact', payload: message() });
      statuses.push(res.statusCode);
      last = res.json().message;
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(last).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });
});
