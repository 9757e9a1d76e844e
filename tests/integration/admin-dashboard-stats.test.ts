import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, DashboardTrends } from '#shared/contracts/admin-dashboard.ts';
import { insertLeads } from '#tests/support/crm-leads.ts';
import { effectiveLeadScore } from '#server/modules/crm/lead-score.ts';
import { clearWorld, createDashboardApp, seedWorld, type DashboardApp } from '#tests/support/dashboard-world.ts';

/**
 * GET /api/admin/dashboard-stats and /dashboard-trends on the hand-counted world of
 * tests/support/dashboard-world.ts, frozen at Wed 2026-11-18 10:00 Minnesota. Every expected number
 * is worked out below from that file's rows, not from the code under test.
 */
let t: DashboardApp;
beforeAll(async () => {
  t = await createDashboardApp();
});
afterAll(async () => {
  await t.close();
});

const get = <T>(url: string) => t.get<T>(url);

describe('GET /api/admin/dashboard-stats', () => {
  it('answers zeros and nulls on an empty database (only the admin who asks)', async () => {
    await clearWorld(t.database.db);
    expect(await get<DashboardStats>('/api/admin/dashboard-stats')).toEqual({
      totalUsers: 1,
      monthlyGrowthRate: 0, // the admin was created before the 1st, nobody since: 0 / 1
      monthlyRevenue: 0,
      revenueGrowthRate: null,
      activeJobs: 0,
      todayScheduledJobs: 0,
      leadScore: null,
      activeCustomers: 0,
      employees: 0,
      conversionRate: null,
      completedJobs: 0,
      averageRating: null,
      onTimeRate: null,
    });
  });

  it('counts the world by hand', async () => {
    await clearWorld(t.database.db);
    await seedWorld(t.database.db);
    expect(await get<DashboardStats>('/api/admin/dashboard-stats')).toEqual({
      // Active: admin, C1-C4, C6, five employees (C5 is inactive).
      totalUsers: 11,
      // 10 accounts before Nov 1 (admin, C1-C5, four employees), 2 since (C6, Eve): 2 / 10.
      monthlyGrowthRate: 20,
      // 1,000 (Nov 2) + 2,000 (Nov 18 09:00); the 500 paid at 11:00 is after the clock.
      monthlyRevenue: 3000,
      // Oct 1 to Oct 18 10:00: 1,400 + 1,000 = 2,400 (the 700 at 10:30 is outside): 600 / 2,400.
      revenueGrowthRate: 25,
      // B1 (09:00-11:00 now) and B2 (Ben clocked in on it).
      activeJobs: 2,
      // B1, B2, B3, B5 today; B4 is cancelled.
      todayScheduledJobs: 4,
      // Open leads now: L1 70, L2 50 + 3 page views = 53, L3 90 + 5 (arrived on a city page) - 10
      // (21 days untouched) = 85: 208 / 3.
      leadScore: 69.3,
      activeCustomers: 5,
      employees: 5,
      // 2 won of 6 leads.
      conversionRate: 33.3,
      // Since Oct 19 10:00 (30 days): B5, B9, B10, B11 (B12 on Oct 15 is older).
      completedJobs: 4,
      // Rated among them: 5, 4, 2 (B10 unrated): 11 / 3.
      averageRating: 3.67,
      // On time: B5 (07:05 for 07:00), B10 (clock-in at start + 10; the earlier manual entry proves nothing);
      // not: B9 (15 min late), B11 (no clock-in): 2 / 4.
      onTimeRate: 50,
    });
  });

  it('scores leads past every cap as lead-score.ts does (engagement 20 at most, decay 30 at most, 0-100)', async () => {
    await clearWorld(t.database.db);
    await insertLeads(t.database.db, [
      // 60 + min(20, 10 page views + 12 return visits) - 30 (100 days untouched) = 50.
      { leadScore: 60, status: 'negotiation', pageViews: 25, returnVisits: 5, lastTouchedAt: new Date('2026-08-10T16:00:00Z') },
      // 95 + 6 (4 PDF downloads, 6 at most) = 101, held at 100.
      { leadScore: 95, status: 'proposal', pdfDownloads: 4, lastTouchedAt: new Date('2026-11-15T16:00:00Z') },
      // Won: not open, left out.
      { leadScore: 10, status: 'won', lastTouchedAt: new Date('2026-11-15T16:00:00Z') },
    ]);
    const stats = await get<DashboardStats>('/api/admin/dashboard-stats');
    expect([stats.leadScore, stats.conversionRate]).toEqual([75, 33.3]);
  });

  it('gives a city arrival its points and decays by whole weeks, as lead-score.ts does', async () => {
    await clearWorld(t.database.db);
    const now = new Date('2026-11-18T16:00:00Z');
    const facts = [
      // 50 + 2 page views + 5 (a city page, its query ignored), touched yesterday = 57.
      {
        leadScore: 50,
        status: 'new',
        arrivalPage: '/cities/edina?utm_source=mail',
        pageViews: 2,
        lastTouchedAt: new Date('2026-11-17T16:00:00Z'),
      },
      // 40, not a city page (a page below one); 15 days untouched: one week past the grace = -5: 35.
      { leadScore: 40, status: 'contacted', arrivalPage: '/cities/edina/offices', lastTouchedAt: new Date('2026-11-03T16:00:00Z') },
      // 70 + 5 (city page, any case, fragment ignored) + 4 (a return visit); 21 days: two weeks = -10: 69.
      {
        leadScore: 70,
        status: 'qualified',
        arrivalPage: '/CITIES/St-Paul#top',
        returnVisits: 1,
        lastTouchedAt: new Date('2026-10-28T16:00:00Z'),
      },
    ] as const;
    await insertLeads(t.database.db, facts);
    // The list's score (JavaScript) and the dashboard's mean (SQL) agree with the hand count.
    expect(facts.map((f) => effectiveLeadScore({ fit: f.leadScore, pageViews: 0, returnVisits: 0, pdfDownloads: 0, ...f }, now))).toEqual([
      57, 35, 69,
    ]);
    expect((await get<DashboardStats>('/api/admin/dashboard-stats')).leadScore).toBe(53.7); // 161 / 3
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ url: '/api/admin/dashboard-stats' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/admin/dashboard-trends', () => {
  it('gives 12 Sunday weeks and 12 months, every bucket present, counted by hand', async () => {
    await clearWorld(t.database.db);
    await seedWorld(t.database.db);
    const trends = await get<DashboardTrends>('/api/admin/dashboard-trends');
    const week = (weekStart: string, leads: number, won: number, jobsCompleted: number) => ({ weekStart, leads, won, jobsCompleted });
    expect(trends.weeks).toEqual([
      week('2026-08-30', 1, 1, 0), // L6 (won), Sep 1
      week('2026-09-06', 0, 0, 0),
      week('2026-09-13', 0, 0, 0),
      week('2026-09-20', 0, 0, 0),
      week('2026-09-27', 0, 0, 0),
      week('2026-10-04', 1, 0, 0), // L5, Oct 5
      week('2026-10-11', 0, 0, 1), // B12, Oct 15
      week('2026-10-18', 1, 1, 0), // L4 (won), Oct 20
      week('2026-10-25', 1, 0, 1), // L3 Oct 28; B11 Sunday Oct 25
      week('2026-11-01', 0, 0, 1), // B10, Nov 5
      week('2026-11-08', 0, 0, 1), // B9, Nov 10
      week('2026-11-15', 2, 0, 1), // L1, L2; B5 today
    ]);
    expect(trends.months).toEqual([
      { month: '2025-12', revenue: 0 },
      { month: '2026-01', revenue: 0 },
      { month: '2026-02', revenue: 0 },
      { month: '2026-03', revenue: 0 },
      { month: '2026-04', revenue: 0 },
      { month: '2026-05', revenue: 0 },
      { month: '2026-06', revenue: 0 },
      { month: '2026-07', revenue: 0 },
      { month: '2026-08', revenue: 0 },
      { month: '2026-09', revenue: 300 },
      { month: '2026-10', revenue: 3100 }, // 1,400 + 1,000 + 700
      { month: '2026-11', revenue: 3000 }, // to now: the 500 at 11:00 is later
    ]);
  });

  it('answers empty buckets on an empty database', async () => {
    await clearWorld(t.database.db);
    const trends = await get<DashboardTrends>('/api/admin/dashboard-trends');
    expect(trends.weeks).toHaveLength(12);
    expect(trends.weeks.every((w) => w.leads === 0 && w.won === 0 && w.jobsCompleted === 0)).toBe(true);
    expect(trends.months.map((m) => m.revenue)).toEqual(Array(12).fill(0));
  });
});
