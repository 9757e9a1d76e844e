import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactMessagesPage, FormLeadsPage, FormStats } from '#shared/contracts/contact.ts';
import { contactMessages } from '#server/db/schema/contact.ts';
import { useTestAppWithAdmin } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertLead, type LeadInsert } from '#tests/support/crm-leads.ts';

/**
 * The Customer Forms reads (issue 15): GET /api/admin/forms/stats, /forms/leads and /forms/contacts.
 * Each test writes its own leads and messages with fixed times; every expected row is written out.
 */
const t = useTestAppWithAdmin();
beforeEach(async () => {
  await t.database.db.execute(sql`delete from contact_messages`);
  await t.database.db.execute(sql`delete from crm_activities`);
  await t.database.db.execute(sql`delete from leads`);
});

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url, headers: bearer(t.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));

async function lead(reference: string, source: LeadInsert['source'], day: number, overrides: Partial<LeadInsert> = {}) {
  return insertLead(t.database.db, { reference, source, createdAt: at(day), companyName: `Co ${reference}`, ...overrides });
}

async function contact(name: string, day: number, overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({
      name,
      email: `${name.toLowerCase()}@example.test`,
      phone: '612-555-0100',
      topic: 'other',
      message: `Hello from ${name}`,
      createdAt: at(day),
      ...overrides,
    })
    .returning();
  return row!;
}

const quoteResult = { totalMonthlyCost: 1450 } as unknown as LeadInsert['result'];

describe('GET /api/admin/forms/stats', () => {
  it('an empty database: zeros and no cards', async () => {
    expect(await get<FormStats>('/api/admin/forms/stats')).toEqual({
      totalLeads: 0,
      totalContacts: 0,
      recentLeads: [],
      recentContacts: [],
    });
  });

  it("counts the web forms' leads (not those typed in by hand) and the messages; the newest three of each", async () => {
    await lead('TT-1', 'calculator', 1, { result: quoteResult, estimatedPriceCents: 145000, squareFootage: 4000, facilityType: 'office' });
    await lead('TT-2', 'window-quote', 2, { request: { notes: 'South side only' } as unknown as LeadInsert['request'] });
    await lead('TT-3', 'manual', 9);
    await lead('TT-4', 'scheduling', 3);
    const contactLead = await lead('TT-5', 'contact', 4, {
      request: { message: 'Price for 3 floors?' } as unknown as LeadInsert['request'],
    });
    await lead('TT-6', 'instant-quote', 5, { result: quoteResult });
    await contact('Ann', 1);
    await contact('Bob', 6, { topic: 'quote', leadId: contactLead, company: 'Bob Co' });
    await contact('Cy', 3);
    await contact('Di', 2);

    const stats = await get<FormStats>('/api/admin/forms/stats');
    expect(stats.totalLeads).toBe(5);
    expect(stats.totalContacts).toBe(4);
    expect(stats.recentLeads.map((l) => [l.reference, l.source, l.hasQuote, l.message])).toEqual([
      ['TT-6', 'instant-quote', true, ''],
      ['TT-5', 'contact', false, 'Price for 3 floors?'],
      ['TT-4', 'scheduling', false, ''],
    ]);
    expect(stats.recentContacts.map((c) => [c.name, c.topic, c.leadReference])).toEqual([
      ['Bob', 'quote', 'TT-5'],
      ['Cy', 'other', null],
      ['Di', 'other', null],
    ]);
    expect(stats.recentContacts[0]).toEqual({
      id: expect.any(Number),
      name: 'Bob',
      email: 'bob@example.test',
      phone: '612-555-0100',
      company: 'Bob Co',
      topic: 'quote',
      message: 'Hello from Bob',
      leadId: contactLead,
      leadReference: 'TT-5',
      createdAt: '2026-11-06T12:00:00.000Z',
    });
  });
});

describe('GET /api/admin/forms/leads and /forms/contacts', () => {
  it('pages the form leads newest first with the total, every field of a form lead', async () => {
    const id = await lead('TT-1', 'calculator', 1, {
      result: quoteResult,
      estimatedPriceCents: 145000,
      squareFootage: 4000,
      facilityType: 'office',
      firstName: 'Ada',
      lastName: 'Lind',
      email: 'ada@example.test',
      phone: '612-555-0199',
    });
    await lead('TT-2', 'window-quote', 2, { request: { notes: 'South side only' } as unknown as LeadInsert['request'] });
    await lead('TT-3', 'scheduling', 3, { request: { notes: 'Back door' } as unknown as LeadInsert['request'] });
    await lead('TT-4', 'manual', 4);

    const first = await get<FormLeadsPage>('/api/admin/forms/leads?limit=2');
    expect(first.total).toBe(3);
    expect(first.items.map((l) => [l.reference, l.message])).toEqual([
      ['TT-3', 'Back door'],
      ['TT-2', 'South side only'],
    ]);
    const second = await get<FormLeadsPage>('/api/admin/forms/leads?limit=2&offset=2');
    expect(second).toEqual({
      total: 3,
      items: [
        {
          id,
          reference: 'TT-1',
          source: 'calculator',
          companyName: 'Co TT-1',
          firstName: 'Ada',
          lastName: 'Lind',
          email: 'ada@example.test',
          phone: '612-555-0199',
          facilityType: 'office',
          facilitySize: 4000,
          message: '',
          estimatedPrice: 1450,
          createdAt: '2026-11-01T12:00:00.000Z',
          hasQuote: true,
        },
      ],
    });
    expect(await get<FormLeadsPage>('/api/admin/forms/leads?offset=3')).toEqual({ total: 3, items: [] });
  });

  it('pages the contact messages newest first with the total', async () => {
    await contact('Ann', 1);
    await contact('Bob', 2);
    await contact('Cy', 3);
    const page = await get<ContactMessagesPage>('/api/admin/forms/contacts?limit=1&offset=1');
    expect(page.total).toBe(3);
    expect(page.items.map((c) => c.name)).toEqual(['Bob']);
    expect((await get<ContactMessagesPage>('/api/admin/forms/contacts')).items.map((c) => c.name)).toEqual(['Cy', 'Bob', 'Ann']);
  });

  it('refuses a page over 500 rows, a limit of 0 and a negative offset with a 400 that says why', async () => {
    for (const url of ['/api/admin/forms/leads?limit=501', '/api/admin/forms/contacts?limit=501', '/api/admin/forms/leads?limit=0']) {
      const res = await t.app.inject({ url, headers: bearer(t.admin) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields).toEqual({ limit: 'Ask for 1 to 500 rows' });
    }
    const res = await t.app.inject({ url: '/api/admin/forms/contacts?offset=-1', headers: bearer(t.admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ offset: 'Start at row 0 or later' });
    expect((await t.app.inject({ url: '/api/admin/forms/leads?limit=500', headers: bearer(t.admin) })).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const employee = await tokenFor(t.app, (await insertUser(t.database.db, 'employee')).username);
    for (const url of ['/api/admin/forms/stats', '/api/admin/forms/leads', '/api/admin/forms/contacts']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ url, headers: bearer(employee) })).statusCode, url).toBe(403);
    }
  });
});
