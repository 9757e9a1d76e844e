import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CrmSummary } from '#shared/contracts/crm/pipeline.ts';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { createCrmSummaryService } from '#server/modules/crm/crm-summary.service.ts';
import { useTestAppWithAdmin } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertLeads } from '#tests/support/crm-leads.ts';

/**
 * GET /api/crm-summary (issue 14): the CRM screen's figures over every lead. Each test starts from
 * no leads and writes its own; every expected figure below is worked out by hand from those rows.
 */
const t = useTestAppWithAdmin();
beforeEach(async () => {
  await t.database.db.execute(sql`delete from crm_activities`);
  await t.database.db.execute(sql`delete from leads`);
});

const summary = async () => {
  const res = await t.app.inject({ url: '/api/crm-summary', headers: bearer(t.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CrmSummary;
};

const noStatus = [
  { status: 'new', count: 0, value: 0 },
  { status: 'contacted', count: 0, value: 0 },
  { status: 'qualified', count: 0, value: 0 },
  { status: 'proposal', count: 0, value: 0 },
  { status: 'negotiation', count: 0, value: 0 },
  { status: 'won', count: 0, value: 0 },
  { status: 'lost', count: 0, value: 0 },
];

describe('GET /api/crm-summary', () => {
  it('answers zeros, every status and no conversion rate when there are no leads', async () => {
    expect(await summary()).toEqual({
      totalLeads: 0,
      openLeads: 0,
      pipelineValue: 0,
      followUpsDue: 0,
      conversionRate: null,
      byStatus: noStatus,
      byArrivalPage: [],
    });
  });

  it('adds up a hand-built pipeline: open value, follow-ups due, conversion, statuses and arrival pages', async () => {
    const today = companyDate(new Date());
    const yesterday = addDays(today, -1);
    const tomorrow = addDays(today, 1);
    await insertLeads(t.database.db, [
      { status: 'new', estimatedPriceCents: 100_050, nextFollowUpDate: yesterday, arrivalPage: '/cities/edina' },
      { status: 'new', estimatedPriceCents: 25_000, nextFollowUpDate: today, arrivalPage: null },
      { status: 'contacted', estimatedPriceCents: 250_000, nextFollowUpDate: tomorrow, arrivalPage: '/cities/edina' },
      { status: 'qualified', estimatedPriceCents: 40_000, nextFollowUpDate: today, arrivalPage: '/cities/st-paul' },
      { status: 'proposal', estimatedPriceCents: 0, nextFollowUpDate: today, arrivalPage: '/cities/atlantis' },
      { status: 'negotiation', estimatedPriceCents: 300_000, nextFollowUpDate: addDays(today, 30), arrivalPage: '/services' },
      // Decided leads: never due, never in the pipeline, whatever their follow-up day.
      { status: 'won', estimatedPriceCents: 120_000, nextFollowUpDate: yesterday, arrivalPage: '/cities/edina' },
      { status: 'won', estimatedPriceCents: 80_000, nextFollowUpDate: today, arrivalPage: null },
      { status: 'lost', lostReason: 'Too far', estimatedPriceCents: 500_000, nextFollowUpDate: yesterday, arrivalPage: '/cities/st-paul' },
    ]);

    expect(await summary()).toEqual({
      totalLeads: 9,
      openLeads: 6,
      // 1,000.50 + 250 + 2,500 + 400 + 0 + 3,000
      pipelineValue: 7150.5,
      // new (yesterday), new (today), qualified (today), proposal (today)
      followUpsDue: 4,
      // 2 won of 3 decided
      conversionRate: 66.7,
      byStatus: [
        { status: 'new', count: 2, value: 1250.5 },
        { status: 'contacted', count: 1, value: 2500 },
        { status: 'qualified', count: 1, value: 400 },
        { status: 'proposal', count: 1, value: 0 },
        { status: 'negotiation', count: 1, value: 3000 },
        { status: 'won', count: 2, value: 2000 },
        { status: 'lost', count: 1, value: 5000 },
      ],
      // Most leads first; equal counts by page, the unknown page after the others.
      byArrivalPage: [
        { page: '/cities/edina', cityName: 'Edina', leads: 3, openValue: 3500.5, won: 1, wonValue: 1200 },
        { page: '/cities/st-paul', cityName: 'St. Paul', leads: 2, openValue: 400, won: 0, wonValue: 0 },
        { page: null, cityName: null, leads: 2, openValue: 250, won: 1, wonValue: 800 },
        { page: '/cities/atlantis', cityName: null, leads: 1, openValue: 0, won: 0, wonValue: 0 },
        { page: '/services', cityName: null, leads: 1, openValue: 3000, won: 0, wonValue: 0 },
      ],
    });
  });

  it('rounds the conversion rate to one decimal, and has none while only open leads exist', async () => {
    await insertLeads(t.database.db, [{ status: 'new' }, { status: 'negotiation' }]);
    expect((await summary()).conversionRate).toBeNull();
    await insertLeads(t.database.db, [
      { status: 'won' },
      { status: 'lost', lostReason: 'No budget' },
      { status: 'lost', lostReason: 'No budget' },
      { status: 'lost', lostReason: 'No budget' },
      { status: 'lost', lostReason: 'No budget' },
      { status: 'lost', lostReason: 'No budget' },
    ]);
    // 1 of 6: 16.666...%
    expect((await summary()).conversionRate).toBe(16.7);
    await insertLeads(t.database.db, [{ status: 'won' }, { status: 'won' }]);
    // 3 of 8: 37.5%
    expect((await summary()).conversionRate).toBe(37.5);
  });

  it('counts a follow-up as due by the Minnesota calendar, not UTC’s', async () => {
    // 03:30 UTC on 10 March 2026 is 22:30 on 9 March in Minnesota (CDT, UTC-5).
    const service = createCrmSummaryService({ db: t.database.db, now: () => new Date('2026-03-10T03:30:00Z') });
    await insertLeads(t.database.db, [
      { status: 'contacted', nextFollowUpDate: '2026-03-09' },
      { status: 'contacted', nextFollowUpDate: '2026-03-10' },
      { status: 'new', nextFollowUpDate: '2026-03-08' },
    ]);
    expect((await service.summary()).followUpsDue).toBe(2);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/crm-summary' })).statusCode).toBe(401);
    for (const role of ['employee', 'customer'] as const) {
      const token = await tokenFor(t.app, (await insertUser(t.database.db, role)).username);
      expect((await t.app.inject({ url: '/api/crm-summary', headers: bearer(token) })).statusCode, role).toBe(403);
    }
  });
});
