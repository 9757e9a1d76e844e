import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { useTestAppWithAdmin } from '#tests/support/test-app.ts';
import { bearer } from '#tests/support/accounts.ts';
import { insertLeads, type LeadInsert } from '#tests/support/crm-leads.ts';

/**
 * GET /api/leads with filters and paging (issue 14). Leads are written straight into the database;
 * each test marks its own with a word in the company name and narrows to them with `q`, so the
 * other tests' leads never change what it expects.
 */
const t = useTestAppWithAdmin();

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/leads?${query}`, headers: bearer(t.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Lead[];
};
const companies = async (query: string) => (await list(query)).map((lead) => lead.companyName);

/** A lead id that sorts where we want among leads made at the same instant (ids break ties, highest first). */
const idEnding = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (iso: string) => new Date(iso);

describe('GET /api/leads: order and paging', () => {
  it('lists newest first; leads made at the same instant by id, highest first', async () => {
    await insertLeads(t.database.db, [
      { companyName: 'Ordo oldest', createdAt: at('2026-03-01T10:00:00Z') },
      { id: idEnding(101), companyName: 'Ordo tie low', createdAt: at('2026-03-02T10:00:00Z') },
      { companyName: 'Ordo newest', createdAt: at('2026-03-03T10:00:00Z') },
      { id: idEnding(103), companyName: 'Ordo tie high', createdAt: at('2026-03-02T10:00:00Z') },
    ]);
    expect(await companies('q=ordo')).toEqual(['Ordo newest', 'Ordo tie high', 'Ordo tie low', 'Ordo oldest']);
  });

  it('pages with limit and offset without repeating or skipping a lead, ties included', async () => {
    await insertLeads(t.database.db, [
      { companyName: 'Pagina 5', createdAt: at('2026-04-01T09:00:00Z') },
      { id: idEnding(202), companyName: 'Pagina 3', createdAt: at('2026-04-02T09:00:00Z') },
      { id: idEnding(201), companyName: 'Pagina 4', createdAt: at('2026-04-02T09:00:00Z') },
      { id: idEnding(203), companyName: 'Pagina 2', createdAt: at('2026-04-02T09:00:00Z') },
      { companyName: 'Pagina 1', createdAt: at('2026-04-03T09:00:00Z') },
    ]);
    expect(await companies('q=pagina&limit=2')).toEqual(['Pagina 1', 'Pagina 2']);
    expect(await companies('q=pagina&limit=2&offset=2')).toEqual(['Pagina 3', 'Pagina 4']);
    expect(await companies('q=pagina&limit=2&offset=4')).toEqual(['Pagina 5']);
    expect(await companies('q=pagina&limit=2&offset=5')).toEqual([]);
    expect(await companies('q=pagina&offset=3')).toEqual(['Pagina 4', 'Pagina 5']);
  });

  it('answers 100 leads without a limit, and up to 500 when asked', async () => {
    const base = Date.parse('2025-01-01T00:00:00Z');
    await insertLeads(
      t.database.db,
      Array.from({ length: 120 }, (_, i) => ({ companyName: `Centum ${i}`, createdAt: new Date(base + i * 60_000) })),
    );
    const page = await companies('q=centum');
    expect(page).toHaveLength(100);
    expect(page[0]).toBe('Centum 119');
    expect(page[99]).toBe('Centum 20');
    expect(await companies('q=centum&limit=500')).toHaveLength(120);
  });
});

describe('GET /api/leads: filters', () => {
  const everyStatus: Array<Partial<LeadInsert>> = (
    [
      { companyName: 'Statua new', status: 'new' },
      { companyName: 'Statua contacted', status: 'contacted' },
      { companyName: 'Statua qualified', status: 'qualified' },
      { companyName: 'Statua proposal', status: 'proposal' },
      { companyName: 'Statua negotiation', status: 'negotiation' },
      { companyName: 'Statua won', status: 'won' },
      { companyName: 'Statua lost', status: 'lost', lostReason: 'Went with a cheaper company' },
    ] as Array<Partial<LeadInsert>>
  ).map((lead, i) => ({ ...lead, createdAt: new Date(Date.parse('2026-05-01T12:00:00Z') + i * 60_000) }));

  it('narrows to one status, or to the open ones (new to negotiation)', async () => {
    await insertLeads(t.database.db, everyStatus);
    for (const status of ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'won', 'lost']) {
      expect(await companies(`q=statua&status=${status}`), status).toEqual([`Statua ${status}`]);
      // Without the text too: only that status, whoever else's leads are stored.
      const all = await list(`status=${status}&limit=500`);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((lead) => lead.status === status)).toBe(true);
    }
    expect(await companies('q=statua&status=open')).toEqual([
      'Statua negotiation',
      'Statua proposal',
      'Statua qualified',
      'Statua contacted',
      'Statua new',
    ]);
    expect(await companies('q=statua')).toHaveLength(7);
  });

  it('narrows to one priority, and combines filters (all must hold)', async () => {
    await insertLeads(t.database.db, [
      { companyName: 'Prior high open', priority: 'high', status: 'contacted', createdAt: at('2026-06-01T10:00:00Z') },
      { companyName: 'Prior high won', priority: 'high', status: 'won', createdAt: at('2026-06-02T10:00:00Z') },
      { companyName: 'Prior medium', priority: 'medium', createdAt: at('2026-06-03T10:00:00Z') },
      { companyName: 'Prior low', priority: 'low', createdAt: at('2026-06-04T10:00:00Z') },
      { companyName: 'Prior very low', priority: 'very-low', createdAt: at('2026-06-05T10:00:00Z') },
    ]);
    expect(await companies('q=prior&priority=high')).toEqual(['Prior high won', 'Prior high open']);
    expect(await companies('q=prior&priority=medium')).toEqual(['Prior medium']);
    expect(await companies('q=prior&priority=low')).toEqual(['Prior low']);
    expect(await companies('q=prior&priority=very-low')).toEqual(['Prior very low']);
    expect(await companies('q=prior&priority=high&status=open')).toEqual(['Prior high open']);
    expect(await companies('q=prior&priority=high&status=lost')).toEqual([]);
  });

  it('finds a text in the company, the contact’s name, e-mail, phone or reference, in any case', async () => {
    await insertLeads(t.database.db, [
      { companyName: 'Quillfeather Optics' },
      { firstName: 'Xanthe', lastName: 'Vorquist' },
      { email: 'pell@wrenfield.example' },
      { phone: '(218) 555-0147' },
      { reference: 'TP-2029-0417' },
      // Decoys: the words only where the search does not look.
      { address: '1 Quillfeather Way, Wrenfield, MN', facilityType: 'Vorquist' },
    ]);
    expect((await list('q=QUILLFEATHER')).map((l) => l.companyName)).toEqual(['Quillfeather Optics']);
    expect((await list('q=xAnThE')).map((l) => l.lastName)).toEqual(['Vorquist']);
    expect((await list('q=vorq')).map((l) => l.firstName)).toEqual(['Xanthe']);
    expect((await list(`q=${encodeURIComponent('the vor')}`)).map((l) => l.lastName)).toEqual(['Vorquist']);
    expect((await list('q=WRENFIELD.EX')).map((l) => l.email)).toEqual(['pell@wrenfield.example']);
    expect((await list(`q=${encodeURIComponent('218) 555-01')}`)).map((l) => l.phone)).toEqual(['(218) 555-0147']);
    expect((await list('q=tp-2029-04')).map((l) => l.reference)).toEqual(['TP-2029-0417']);
    // Within one field only: the end of the company and the start of the name are not one text.
    expect(await list(`q=${encodeURIComponent('optics test')}`)).toEqual([]);
    // Spaces around the text are not part of it.
    expect((await list(`q=${encodeURIComponent('  quillfeather ')}`)).map((l) => l.companyName)).toEqual(['Quillfeather Optics']);
  });

  it('finds letters beyond ASCII in any case, and a lead’s new details at once', async () => {
    const [leadId] = await insertLeads(t.database.db, [{ companyName: 'Érablière Öhlund', firstName: 'Zoë', lastName: 'Ångström' }]);
    expect(await companies(`q=${encodeURIComponent('érablière')}`)).toEqual(['Érablière Öhlund']);
    expect(await companies(`q=${encodeURIComponent('ÖHLUND')}`)).toEqual(['Érablière Öhlund']);
    expect(await companies(`q=${encodeURIComponent('ZOË ÅNG')}`)).toEqual(['Érablière Öhlund']);
    // The searched text is the row's own: a changed company is found by its new name, not its old one.
    await t.database.db.execute(sql`update leads set company_name = 'Érablière Nordlys' where id = ${leadId!}`);
    expect(await companies(`q=${encodeURIComponent('öhlund')}`)).toEqual([]);
    expect(await companies(`q=${encodeURIComponent('NORDLYS')}`)).toEqual(['Érablière Nordlys']);
  });

  it('reads % and _ in the text as themselves, not as wildcards', async () => {
    await insertLeads(t.database.db, [
      { companyName: 'Literal 100% Clean', createdAt: at('2026-07-01T10:00:00Z') },
      { companyName: 'Literal 100 Percent Clean', createdAt: at('2026-07-02T10:00:00Z') },
      { companyName: 'Literal A_B Labs', createdAt: at('2026-07-03T10:00:00Z') },
      { companyName: 'Literal AxB Labs', createdAt: at('2026-07-04T10:00:00Z') },
      { companyName: 'Literal C:\\Temp', createdAt: at('2026-07-05T10:00:00Z') },
    ]);
    expect(await companies(`q=${encodeURIComponent('100%')}`)).toEqual(['Literal 100% Clean']);
    expect(await companies(`q=${encodeURIComponent('literal 100%')}`)).toEqual(['Literal 100% Clean']);
    expect(await companies('q=a_b')).toEqual(['Literal A_B Labs']);
    expect(await companies(`q=${encodeURIComponent('c:\\t')}`)).toEqual(['Literal C:\\Temp']);
    expect(await companies(`q=${encodeURIComponent('%')}`)).toEqual(['Literal 100% Clean']);
  });

  it('ignores a blank text', async () => {
    await insertLeads(t.database.db, [{ companyName: 'Blankety lead', createdAt: at('2100-01-01T00:00:00Z') }]);
    expect((await list('q=%20%20&limit=1')).map((l) => l.companyName)).toEqual(['Blankety lead']);
    expect((await list('q=&limit=1')).map((l) => l.companyName)).toEqual(['Blankety lead']);
  });
});

describe('GET /api/leads: bad filters', () => {
  const refused = async (query: string, fields: Record<string, string>) => {
    const res = await t.app.inject({ url: `/api/leads?${query}`, headers: bearer(t.admin) });
    expect(res.statusCode, query).toBe(400);
    expect(res.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', fields });
  };

  it('refuses an unknown status or priority, naming the choices', async () => {
    for (const status of ['closed', 'OPEN', 'Won', '']) {
      await refused(`status=${status}`, {
        status: 'Filter by status: new, contacted, qualified, proposal, negotiation, won, lost or open',
      });
    }
    for (const priority of ['urgent', 'High', 'very low']) {
      await refused(`priority=${encodeURIComponent(priority)}`, { priority: 'Filter by priority: high, medium, low or very-low' });
    }
  });

  it('takes a limit of 1 to 500 and an offset of 0 or more, whole numbers', async () => {
    for (const limit of ['0', '501', '-1', 'ten', '2.5']) await refused(`limit=${limit}`, { limit: 'Ask for 1 to 500 leads' });
    for (const offset of ['-1', 'x', '1.5']) await refused(`offset=${offset}`, { offset: 'Start at lead 0 or later' });
    expect((await t.app.inject({ url: '/api/leads?limit=500&offset=0', headers: bearer(t.admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/leads?limit=1&offset=100000', headers: bearer(t.admin) })).json()).toEqual([]);
  });

  it('refuses a text over 100 characters', async () => {
    await refused(`q=${'x'.repeat(101)}`, { q: 'Search for at most 100 characters' });
    expect((await t.app.inject({ url: `/api/leads?q=${'x'.repeat(100)}`, headers: bearer(t.admin) })).statusCode).toBe(200);
  });
});
