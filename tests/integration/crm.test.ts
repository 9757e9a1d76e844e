import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmActivities } from '#server/db/schema/crm.ts';
import { leads } from '#server/db/schema/sales.ts';
import {
  DESCRIPTION_MESSAGE,
  LOST_REASON_MESSAGE,
  LOST_REASON_ONLY_MESSAGE,
  outcomeMessage,
  PRICE_CENTS_MESSAGE,
  type CrmActivity,
} from '#shared/contracts/crm/crm.ts';
import { DATE_MESSAGE } from '#shared/contracts/operations.ts';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { FOOTAGE_EXPECTED } from '#shared/contracts/quote/quotes.ts';
import type { QuoteAcceptance as AcceptancePage } from '#shared/contracts/conversion.ts';
import { EMAIL_MESSAGE, PHONE_MESSAGE } from '#shared/contracts/zod.ts';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { conversionConfig, count, queuedAcceptToken, requestQuote } from '#tests/support/conversion.ts';

let t: TestApp;
let admin: string;
let adminId: number;
let customer: string;
let employee: string;
beforeAll(async () => {
  t = await createTestApp(conversionConfig());
  const a = await insertUser(t.database.db, 'admin', { username: 'crm-admin' });
  adminId = a.id;
  admin = await tokenFor(t.app, a.username);
  customer = await tokenFor(t.app, (await insertUser(t.database.db, 'customer', { username: 'crm-customer' })).username);
  employee = await tokenFor(t.app, (await insertUser(t.database.db, 'employee', { username: 'crm-employee' })).username);
});
afterAll(async () => {
  await t.close();
});

const today = () => companyDate(new Date());
const UNKNOWN_LEAD = '00000000-0000-4000-8000-000000000000';

/** A lead as an admin types it in after a phone call. */
const manual = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Northwind Clinic',
  firstName: 'Ines',
  lastName: 'Park',
  email: 'ines@northwind.example',
  phone: '612-555-0188',
  facilityType: 'medical',
  squareFootage: 12000,
  frequency: 'Weekly',
  address: '400 Nicollet Mall, Minneapolis, MN 55401',
  estimatedPriceCents: 145_000,
  ...overrides,
});

const post = (url: string, payload: object, token = admin) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const put = (leadId: string, payload: object, token = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/leads/${leadId}`, headers: bearer(token), payload });
const get = (url: string, token = admin) => t.app.inject({ url, headers: bearer(token) });

async function createLead(overrides: Record<string, unknown> = {}): Promise<Lead> {
  const res = await post('/api/leads', manual(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Lead;
}

async function history(leadId: string, query = ''): Promise<CrmActivity[]> {
  const res = await get(`/api/crm-activities?leadId=${leadId}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CrmActivity[];
}

/** Rows that a refused call must leave as they were. */
const written = async () => ({
  leads: await count(t.database.db, 'leads'),
  activities: await count(t.database.db, 'crm_activities'),
  audit: await count(t.database.db, 'audit_events'),
  numbers: JSON.stringify(
    ((await t.database.db.execute(sql`select * from number_sequences order by 1, 2`)) as unknown as { rows: unknown[] }).rows,
  ),
});

const trail = async (leadId: string) =>
  (await get(`/api/admin/audit?entity=lead&entityId=${leadId}`)).json() as Array<{ action: string; actorUser: { id: number } | null }>;

describe('POST /api/leads', () => {
  it('stores a lead typed in by hand with its reference, score and created entry, shaped as GET /api/leads lists it', async () => {
    const before = await count(t.database.db, 'leads');
    const lead = await createLead();
    expect(lead).toMatchObject({
      source: 'manual',
      status: 'new',
      lostReason: null,
      companyName: 'Northwind Clinic',
      firstName: 'Ines',
      lastName: 'Park',
      email: 'ines@northwind.example',
      phone: '612-555-0188',
      facilityType: 'medical',
      squareFootage: 12000,
      frequency: 'Weekly',
      estimatedPrice: 1450,
      nextFollowUpDate: addDays(today(), 1),
      consultationRequestedAt: null,
    });
    expect(lead.reference).toMatch(new RegExp(`^TP-${today().slice(0, 4)}-\\d{4,}$`));
    // The quote forms' rules by hand on what was typed: 20 to start, 20 for $1,450 a month ($1,000 to
    // $1,999), 15 recurring (weekly, not daily), 10 phone, 10 company, 5 full name, 5 address, 5 a medical
    // facility: 90, and 80 or more is high.
    expect(lead).toMatchObject({ leadScore: 90, priority: 'high' });
    expect(await count(t.database.db, 'leads')).toBe(before + 1);

    const listed = ((await get('/api/leads')).json() as Lead[]).find((l) => l.id === lead.id);
    expect(listed).toEqual(lead);

    const [created] = await history(lead.id);
    expect(created).toMatchObject({ leadId: lead.id, type: 'created', outcome: null, description: `Lead ${lead.reference} added by hand` });
    const [row] = await t.database.db.select().from(crmActivities).where(eq(crmActivities.id, created!.id));
    expect(row!.actorId).toBe(adminId);
    expect((await trail(lead.id)).map((e) => [e.action, e.actorUser?.id])).toEqual([['create', adminId]]);
  });

  it('numbers leads in the quote series, takes the priority and follow-up given, and needs only the contact fields', async () => {
    const first = await createLead({ priority: 'very-low', nextFollowUpDate: today() });
    const second = await createLead({
      facilityType: undefined,
      squareFootage: undefined,
      frequency: undefined,
      address: undefined,
      estimatedPriceCents: undefined,
    });
    const number = (lead: Lead) => Number(lead.reference.split('-')[2]);
    expect(number(second)).toBe(number(first) + 1);
    expect(first).toMatchObject({ priority: 'very-low', nextFollowUpDate: today() });
    expect(second).toMatchObject({ facilityType: null, squareFootage: null, frequency: null, address: '', estimatedPrice: 0 });
    // Without a quote there is no quote PDF.
    expect((await t.app.inject({ url: `/api/quote-pdf/${second.id}` })).statusCode).toBe(404);
  });

  it('names every missing contact field with the quote forms’ words, and stores nothing', async () => {
    const before = await written();
    const res = await post('/api/leads', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      companyName: 'Company name is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
    const blank = await post('/api/leads', manual({ companyName: '  ', firstName: '', lastName: ' ', email: ' ', phone: '' }));
    expect(Object.keys(blank.json().fields).sort()).toEqual(['companyName', 'email', 'firstName', 'lastName', 'phone']);
    expect(await written()).toEqual(before);
  });

  it('says what is expected of each field given wrong', async () => {
    const before = await written();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'ines-at-northwind' }, 'email', EMAIL_MESSAGE],
      [{ phone: '555' }, 'phone', PHONE_MESSAGE],
      [{ facilityType: 'castle' }, 'facilityType', 'Choose a facility type'],
      [{ squareFootage: 50 }, 'squareFootage', FOOTAGE_EXPECTED],
      [{ frequency: 'Hourly' }, 'frequency', 'Choose a cleaning frequency'],
      [{ estimatedPriceCents: -1 }, 'estimatedPriceCents', PRICE_CENTS_MESSAGE],
      [{ estimatedPriceCents: 1450.5 }, 'estimatedPriceCents', PRICE_CENTS_MESSAGE],
      [{ priority: 'urgent' }, 'priority', 'Choose a priority: high, medium, low or very-low'],
      [{ nextFollowUpDate: '2026-02-30' }, 'nextFollowUpDate', DATE_MESSAGE],
      [{ nextFollowUpDate: addDays(today(), -1) }, 'nextFollowUpDate', 'Choose today or a later day for the next follow-up'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await post('/api/leads', manual(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().fields, JSON.stringify(overrides)).toEqual({ [field]: message });
    }
    expect(await written()).toEqual(before);
  });
});

describe('PUT /api/leads/:leadId', () => {
  it('writes exactly one entry per change, with its words, and an audit event', async () => {
    const lead = await createLead({ priority: 'low' });
    const res = await put(lead.id, { status: 'contacted' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: lead.id, status: 'contacted', priority: lead.priority });
    const entries = await history(lead.id);
    expect(entries.map((e) => [e.type, e.description])).toEqual([
      ['status', 'New -> Contacted'],
      ['created', `Lead ${lead.reference} added by hand`],
    ]);
    expect((await trail(lead.id)).map((e) => e.action)).toEqual(['create', 'update']);

    const followUp = addDays(today(), 3);
    const all = await put(lead.id, { status: 'qualified', priority: 'high', nextFollowUpDate: followUp });
    expect(all.json()).toMatchObject({ status: 'qualified', priority: 'high', nextFollowUpDate: followUp });
    // One change of three fields: three entries at one moment, newest (the last written) first.
    const latest = (await history(lead.id)).map((e) => [e.type, e.description]);
    expect(latest).toEqual([
      ['follow-up', `Next follow-up ${lead.nextFollowUpDate} -> ${followUp}`],
      ['priority', 'Low -> High'],
      ['status', 'Contacted -> Qualified'],
      ['status', 'New -> Contacted'],
      ['created', `Lead ${lead.reference} added by hand`],
    ]);
  });

  it('answers 200 and writes nothing when nothing changes', async () => {
    const lead = await createLead({ priority: 'low' });
    const before = await written();
    for (const body of [{}, { status: 'new' }, { priority: 'low', nextFollowUpDate: lead.nextFollowUpDate }]) {
      const res = await put(lead.id, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(lead);
    }
    expect(await written()).toEqual(before);
  });

  it('needs a reason to mark a lead lost (400, nothing written), keeps it while lost and drops it on reopening', async () => {
    const lead = await createLead();
    const before = await written();
    const refused = await put(lead.id, { status: 'lost' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ lostReason: LOST_REASON_MESSAGE });
    expect((await put(lead.id, { status: 'lost', lostReason: '   ' })).json().fields).toEqual({ lostReason: LOST_REASON_MESSAGE });
    expect((await put(lead.id, { status: 'contacted', lostReason: 'Too far' })).json().fields).toEqual({
      lostReason: LOST_REASON_ONLY_MESSAGE,
    });
    expect(await written()).toEqual(before);

    const lost = await put(lead.id, { status: 'lost', lostReason: 'Signed with a cheaper company' });
    expect(lost.json()).toMatchObject({ status: 'lost', lostReason: 'Signed with a cheaper company' });
    expect((await history(lead.id))[0]).toMatchObject({ type: 'status', description: 'New -> Lost: Signed with a cheaper company' });

    const reopened = await put(lead.id, { status: 'negotiation' });
    expect(reopened.json()).toMatchObject({ status: 'negotiation', lostReason: null });
    expect((await history(lead.id))[0]).toMatchObject({ type: 'status', description: 'Lost -> Negotiation' });
  });

  it('refuses a follow-up day in the past, but leaves an overdue one alone while other fields change', async () => {
    const lead = await createLead();
    const before = await written();
    const res = await put(lead.id, { nextFollowUpDate: addDays(today(), -1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ nextFollowUpDate: 'Choose today or a later day for the next follow-up' });
    expect((await put(lead.id, { nextFollowUpDate: '2026-13-01' })).json().fields).toEqual({ nextFollowUpDate: DATE_MESSAGE });
    expect(await written()).toEqual(before);

    const overdue = addDays(today(), -5);
    await t.database.db.update(leads).set({ nextFollowUpDate: overdue }).where(eq(leads.id, lead.id));
    const moved = await put(lead.id, { status: 'contacted', nextFollowUpDate: overdue });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await history(lead.id)).map((e) => e.type)).toEqual(['status', 'created']);
  });

  it('keeps a converted lead won (409, nothing written); a lead won by hand may move on', async () => {
    const quote = await requestQuote(t, { email: 'crm-convert@lakeside.example', companyName: 'Lakeside Orthodontics' });
    await put(quote.leadId, { status: 'proposal' });
    const converted = await post(`/api/admin/leads/${quote.leadId}/convert`, {});
    expect(converted.statusCode, converted.body).toBe(201);
    const [entry] = await history(quote.leadId);
    expect(entry).toMatchObject({ type: 'converted', description: 'Proposal -> Won: converted to customer Lakeside Orthodontics' });

    const before = await written();
    const refused = await put(quote.leadId, { status: 'negotiation' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('stays won');
    expect((await put(quote.leadId, { status: 'lost', lostReason: 'Changed their mind' })).statusCode).toBe(409);
    expect(await written()).toEqual(before);
    expect((await put(quote.leadId, { priority: 'high' })).statusCode).toBe(200);

    const byHand = await createLead();
    expect((await put(byHand.id, { status: 'won' })).json()).toMatchObject({ status: 'won' });
    expect((await put(byHand.id, { status: 'negotiation' })).json()).toMatchObject({ status: 'negotiation' });
    expect((await history(byHand.id)).slice(0, 2).map((e) => e.description)).toEqual(['Won -> Negotiation', 'New -> Won']);
  });

  it('takes parallel changes to one lead in turns: each status entry starts where the one before it ended', async () => {
    const lead = await createLead();
    const statuses = ['contacted', 'qualified', 'proposal', 'negotiation', 'lost', 'contacted', 'won', 'qualified'];
    const answers = await Promise.all(
      statuses.map((status) => put(lead.id, status === 'lost' ? { status, lostReason: 'Went quiet' } : { status })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(statuses.map(() => 200));
    const moves = (await history(lead.id))
      .filter((e) => e.type === 'status')
      .reverse()
      .map((e) => e.description.split(':')[0]!.split(' -> '));
    let current = 'New';
    for (const [from, to] of moves) {
      expect(from).toBe(current);
      current = to!;
    }
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(current.toLowerCase()).toBe(stored!.status);
  });

  it('records an online acceptance as converted by nobody on the staff', async () => {
    const quote = await requestQuote(t, { email: 'crm-online@lakeside.example', companyName: 'Lakeside Pediatrics' });
    const acceptToken = await queuedAcceptToken(t.database.db, 'crm-online@lakeside.example');
    const page = (await t.app.inject({ url: `/api/quote-acceptances/${acceptToken}` })).json() as AcceptancePage;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/quote-acceptances/${acceptToken}`,
      payload: { signerName: 'Mara Holm', signerTitle: 'Office Manager', consent: true, agreementSha256: page.agreementSha256 },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [entry] = await history(quote.leadId);
    expect(entry).toMatchObject({
      type: 'converted',
      description: 'New -> Won: converted to customer Lakeside Pediatrics, quote accepted online',
    });
    const [row] = await t.database.db.select().from(crmActivities).where(eq(crmActivities.id, entry!.id));
    expect(row!.actorId).toBeNull();
  });
});

describe('POST /api/leads/:leadId/activities', () => {
  it('logs a call with its outcome and leaves a new lead new', async () => {
    const lead = await createLead();
    const res = await post(`/api/leads/${lead.id}/activities`, {
      type: 'call',
      outcome: 'left voicemail',
      description: '  Asked for the facilities manager; call back Thursday.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const activity = res.json() as CrmActivity;
    expect(activity).toMatchObject({
      leadId: lead.id,
      type: 'call',
      outcome: 'left voicemail',
      description: 'Asked for the facilities manager; call back Thursday.',
    });
    expect(Date.parse(activity.timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect((await history(lead.id))[0]).toEqual(activity);
    for (const type of ['email', 'meeting'] as const) {
      const outcome = type === 'email' ? 'sent' : 'held';
      expect((await post(`/api/leads/${lead.id}/activities`, { type, outcome, description: `A ${type}` })).statusCode).toBe(201);
    }
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.status).toBe('new');
    // A note or an e-mail may leave the outcome out.
    const note = await post(`/api/leads/${lead.id}/activities`, { type: 'note', outcome: '', description: 'Prefers e-mail' });
    expect(note.json()).toMatchObject({ type: 'note', outcome: null });
  });

  it('says what a call, meeting or e-mail needs, and stores nothing', async () => {
    const lead = await createLead();
    const before = await written();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ type: 'call', description: 'Rang' }, { outcome: outcomeMessage('call') }],
      [{ type: 'call', outcome: 'held', description: 'Rang' }, { outcome: outcomeMessage('call') }],
      [{ type: 'meeting', outcome: 'no answer', description: 'Walkthrough' }, { outcome: outcomeMessage('meeting') }],
      [{ type: 'email', outcome: 'no show', description: 'Sent the quote' }, { outcome: outcomeMessage('email') }],
      [{ type: 'note', outcome: 'reached', description: 'Heard back' }, { outcome: outcomeMessage('note') }],
      [{ type: 'note', description: '   ' }, { description: DESCRIPTION_MESSAGE }],
      [{ type: 'note', description: 'x'.repeat(2001) }, { description: DESCRIPTION_MESSAGE }],
      [{ type: 'status', description: 'Moved on' }, { type: 'Choose what was done: call, email, meeting or note' }],
      [{ type: 'call', outcome: 'reached' }, { description: DESCRIPTION_MESSAGE }],
    ];
    for (const [payload, fields] of cases) {
      const res = await post(`/api/leads/${lead.id}/activities`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toEqual(fields);
    }
    expect(outcomeMessage('call')).toBe('Choose the call’s outcome: reached, left voicemail, no answer, interested or not interested');
    expect((await post(`/api/leads/${lead.id}/activities`, { type: 'note', description: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await written()).activities).toBe(before.activities + 1);
  });
});

describe('GET /api/crm-activities', () => {
  it("lists a lead's history newest first, up to the limit, without other leads' entries", async () => {
    const a = await createLead({ companyName: 'Alpha Dental' });
    const b = await createLead({ companyName: 'Beta Dental' });
    for (const [lead, description] of [
      [a, 'first'],
      [b, 'other lead'],
      [a, 'second'],
      [a, 'third'],
    ] as const) {
      expect((await post(`/api/leads/${lead.id}/activities`, { type: 'note', description })).statusCode).toBe(201);
    }
    const ofA = await history(a.id);
    expect(ofA.map((e) => e.description)).toEqual(['third', 'second', 'first', `Lead ${a.reference} added by hand`]);
    expect(ofA.every((e) => e.leadId === a.id)).toBe(true);
    expect((await history(a.id, '&limit=2')).map((e) => e.description)).toEqual(['third', 'second']);

    // Without a lead: the newest across leads.
    const newest = (await get('/api/crm-activities?limit=3')).json() as CrmActivity[];
    expect(newest.map((e) => e.description)).toEqual(['third', 'second', 'other lead']);
    const all = (await get('/api/crm-activities')).json() as CrmActivity[];
    expect(all.length).toBe(Math.min(50, await count(t.database.db, 'crm_activities')));
    const stamps = all.map((e) => e.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('takes a limit of 1 to 200', async () => {
    for (const limit of ['0', '201', 'ten', '2.5']) {
      const res = await get(`/api/crm-activities?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().fields).toEqual({ limit: 'Ask for 1 to 200 activities' });
    }
    expect((await get('/api/crm-activities?limit=200')).statusCode).toBe(200);
  });
});

describe('unknown leads', () => {
  it('are 404, whether the id is unknown or malformed', async () => {
    for (const id of [UNKNOWN_LEAD, 'not-a-lead', '1']) {
      expect((await put(id, { status: 'contacted' })).statusCode, id).toBe(404);
      expect((await post(`/api/leads/${id}/activities`, { type: 'note', description: 'Hello' })).statusCode, id).toBe(404);
      expect((await get(`/api/crm-activities?leadId=${id}`)).statusCode, id).toBe(404);
    }
  });
});

describe('who may use the CRM', () => {
  it('admins only: anonymous 401, customers and employees 403, and nothing is written', async () => {
    const lead = await createLead();
    const before = await written();
    const calls = [
      { method: 'GET', url: '/api/crm-activities' },
      { method: 'GET', url: `/api/crm-activities?leadId=${lead.id}` },
      { method: 'POST', url: '/api/leads', payload: manual() },
      { method: 'PUT', url: `/api/leads/${lead.id}`, payload: { status: 'contacted' } },
      { method: 'POST', url: `/api/leads/${lead.id}/activities`, payload: { type: 'note', description: 'Sneaky' } },
    ] as const;
    for (const call of calls) {
      const label = `${call.method} ${call.url}`;
      expect((await t.app.inject(call)).statusCode, label).toBe(401);
      expect((await t.app.inject({ ...call, headers: bearer(customer) })).statusCode, label).toBe(403);
      expect((await t.app.inject({ ...call, headers: bearer(employee) })).statusCode, label).toBe(403);
    }
    expect(await written()).toEqual(before);
  });
});

describe('the database', () => {
  /** The constraint that refused a write, or 'stored'. */
  async function outcome(work: Promise<unknown>): Promise<string> {
    try {
      await work;
      return 'stored';
    } catch (error) {
      const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
      return cause?.constraint ?? cause?.message ?? String(error);
    }
  }

  it('refuses a lost lead without a reason, whatever writes it', async () => {
    const lead = await createLead();
    const update = (set: Partial<typeof leads.$inferInsert>) => t.database.db.update(leads).set(set).where(eq(leads.id, lead.id));
    expect(await outcome(update({ status: 'lost' }))).toBe('leads_lost_reason_check');
    expect(await outcome(update({ status: 'lost', lostReason: '  ' }))).toBe('leads_lost_reason_check');
    expect(await outcome(update({ status: 'lost', lostReason: 'No budget' }))).toBe('stored');
    expect(await outcome(update({ lostReason: null }))).toBe('leads_lost_reason_check');
  });

  it("drops a lead's history with the lead", async () => {
    const lead = await createLead();
    expect(await count(t.database.db, 'crm_activities', `lead_id = '${lead.id}'`)).toBe(1);
    await t.database.db.delete(leads).where(eq(leads.id, lead.id));
    expect(await count(t.database.db, 'crm_activities', `lead_id = '${lead.id}'`)).toBe(0);
  });
});
