import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FinancialReport,
  JobPerformanceReport,
  LeadAnalyticsReport,
  PerformanceReviewReport,
  ScheduleAnalysisReport,
  UserActivityReport,
} from '#shared/contracts/reports.ts';
import { clearWorld, createDashboardApp, seedWorld, type DashboardApp } from '#tests/support/dashboard-world.ts';

/**
 * GET /api/admin/reports/:report?period=month[&month=YYYY-MM] on the hand-counted world of
 * tests/support/dashboard-world.ts (Wed 2026-11-18 10:00 Minnesota = 16:00 UTC).
 */
let t: DashboardApp;
beforeAll(async () => {
  t = await createDashboardApp();
  await clearWorld(t.database.db);
  await seedWorld(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const call = (url: string) => t.app.inject({ url, headers: t.admin });
const get = <T>(url: string) => t.get<T>(url);

describe('input', () => {
  it.each([
    ['/api/admin/reports/sales?period=month', 'report'],
    ['/api/admin/reports/financial?period=week', 'period'],
    ['/api/admin/reports/financial?period=month&month=2026-13', 'month'],
    ['/api/admin/reports/financial?period=month&month=Nov', 'month'],
    ['/api/admin/reports/financial?period=month&month=2026-12', 'month'], // the future
    ['/api/admin/reports/financial?period=month&month=2025-10', 'month'], // 13 months back
  ])('%s is a 400 naming %s', async (url, field) => {
    const res = await call(url);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { message: string; fields?: Record<string, string> };
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
  });

  it('says which months can be asked for', async () => {
    const res = await call('/api/admin/reports/financial?period=month&month=2026-12');
    expect(res.json()).toMatchObject({ message: 'month must be between 2025-11 and 2026-11 (this month or one of the 12 before)' });
  });

  it('takes this month by default and 12 months back at most', async () => {
    expect((await get<FinancialReport>('/api/admin/reports/financial?period=month')).month).toBe('2026-11');
    expect((await get<FinancialReport>('/api/admin/reports/financial')).month).toBe('2026-11');
    expect((await get<FinancialReport>('/api/admin/reports/financial?period=month&month=2025-11')).paid).toEqual({ count: 0, total: 0 });
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/reports/financial?period=month' })).statusCode).toBe(401);
  });
});

describe('financial', () => {
  it('adds up October by hand', async () => {
    expect(await get<FinancialReport>('/api/admin/reports/financial?period=month&month=2026-10')).toEqual({
      report: 'financial',
      month: '2026-10',
      from: '2026-10-01T05:00:00.000Z',
      to: '2026-11-01T05:00:00.000Z',
      generatedAt: '2026-11-18T16:00:00.000Z',
      // 1,400 (Oct 1), 1,000 (Oct 18 09:59), 700 (Oct 18 10:30).
      paid: { count: 3, total: 3100 },
      paidByWeek: [
        { weekStart: '2026-09-27', total: 1400 },
        { weekStart: '2026-10-04', total: 0 },
        { weekStart: '2026-10-11', total: 0 },
        { weekStart: '2026-10-18', total: 1700 },
        { weekStart: '2026-10-25', total: 0 },
      ],
      // Issued in October: 1,000 (Oct 20, paid), 700 (Oct 1, paid), 900 (Oct 11, pending); the void one is left out.
      invoiced: { count: 3, total: 2600 },
      outstanding: { count: 1, total: 900 },
      // Its due date, Nov 10, has passed.
      overdue: { count: 1, total: 900 },
      // 16 (Sep 15 -> Oct 1), 28 (Sep 20 -> Oct 18), 17 (Oct 1 -> Oct 18): 61 / 3.
      averageDaysToPay: 20.3,
      topCustomers: [
        { customerId: expect.any(Number), name: 'Acme Dental', paid: 2100, invoices: 2 },
        { customerId: expect.any(Number), name: 'Birch Law', paid: 1000, invoices: 1 },
      ],
      // Decision 0047: B11 and B12 done (completed), one-offs of 2 h and no punch; $19 x 1.25 x 4 h = $95 priced.
      labor: { visitsDone: 2, hoursBid: 4, hoursWorked: 0, priced: 95, actual: 0 },
      // The bills above are not of a plan's month nor lines of a visit: no service revenue, no margin.
      serviceRevenue: 0,
      grossMarginPercent: null,
    });
  });

  it('runs the current month to now', async () => {
    const report = await get<FinancialReport>('/api/admin/reports/financial?period=month&month=2026-11');
    expect(report.to).toBe('2026-11-18T16:00:00.000Z');
    // 1,000 (Nov 2) and 2,000 (Nov 18 09:00); the 500 at 11:00 is later.
    expect(report.paid).toEqual({ count: 2, total: 3000 });
    // B5 (1 h bid, Ana 60 min), B9 and B10 (2 h each; Cara 105, and 10 + 110 min); B2's open punch counts nothing.
    // Nobody has a pay rate: the $19 wage. Priced 5 h x $23.75 = $118.75; actual 4.75 h x $23.75 = $112.8125.
    expect(report.labor).toEqual({ visitsDone: 3, hoursBid: 5, hoursWorked: 4.75, priced: 118.75, actual: 112.81 });
  });
});

describe('job-performance', () => {
  it('counts November to now by hand', async () => {
    const report = await get<JobPerformanceReport>('/api/admin/reports/job-performance?period=month');
    expect(report).toMatchObject({
      report: 'job-performance',
      // Started Nov 1 to now: B1, B2 (confirmed), B5, B9, B10 (completed), B13 (cancelled); B3, B4 are later today.
      scheduled: { total: 6, completed: 3, confirmed: 2, cancelled: 1 },
      completionRate: 60, // 3 / (6 - 1)
      completed: 3, // B5, B9, B10
      onTimeRate: 66.7, // B5 and B10 of 3
      ratings: {
        count: 2,
        average: 4.5,
        distribution: [
          { stars: 1, count: 0 },
          { stars: 2, count: 0 },
          { stars: 3, count: 0 },
          { stars: 4, count: 1 },
          { stars: 5, count: 1 },
        ],
      },
      problemReports: { filed: 2, open: 1 },
      // Worked: 60 (B5) + 105 (B9) + 10 + 110 (B10) = 285 min; scheduled: 60 + 120 x 2 crew + 120 = 420 min.
      hours: { worked: 4.8, scheduled: 7 },
    });
  });
});

describe('performance-review', () => {
  it('reviews every active employee in November', async () => {
    const report = await get<PerformanceReviewReport>('/api/admin/reports/performance-review?period=month');
    expect(report.employees).toEqual([
      // B5 (her clock-in on time) and B9 (no clock-in of hers); ratings 5 and 4; 60 min; P1 on B9.
      {
        employeeId: expect.any(Number),
        name: 'Ana Alvarez',
        completedJobs: 2,
        onTimeRate: 50,
        averageRating: 4.5,
        hoursWorked: 1,
        problemReports: 1,
      },
      // B9 (late) and B10 (on time); rating 4; 105 + 10 + 110 min; P1 (B9), P2 (B10).
      {
        employeeId: expect.any(Number),
        name: 'Cara Chen',
        completedJobs: 2,
        onTimeRate: 50,
        averageRating: 4,
        hoursWorked: 3.75,
        problemReports: 2,
      },
      // Ben's entry is still open: no hours yet.
      {
        employeeId: expect.any(Number),
        name: 'Ben Brooks',
        completedJobs: 0,
        onTimeRate: null,
        averageRating: null,
        hoursWorked: 0,
        problemReports: 0,
      },
      {
        employeeId: expect.any(Number),
        name: 'Dan Diaz',
        completedJobs: 0,
        onTimeRate: null,
        averageRating: null,
        hoursWorked: 0,
        problemReports: 0,
      },
      {
        employeeId: expect.any(Number),
        name: 'Eve Evans',
        completedJobs: 0,
        onTimeRate: null,
        averageRating: null,
        hoursWorked: 0,
        problemReports: 0,
      },
    ]);
  });
});

describe('lead-analytics', () => {
  it('reads October leads by hand', async () => {
    const report = await get<LeadAnalyticsReport>('/api/admin/reports/lead-analytics?period=month&month=2026-10');
    expect(report).toMatchObject({
      // L5 (Oct 5, lost), L4 (Oct 20, won), L3 (Oct 28, qualified).
      total: 3,
      won: 1,
      conversionRate: 33.3,
      byWeek: [
        { weekStart: '2026-09-27', count: 0 },
        { weekStart: '2026-10-04', count: 1 },
        { weekStart: '2026-10-11', count: 0 },
        { weekStart: '2026-10-18', count: 1 },
        { weekStart: '2026-10-25', count: 1 },
      ],
      lostReasons: [{ reason: 'Chose a cheaper vendor', count: 1 }],
      // L4 called after 2 h, L3 e-mailed after 5 h (its note does not count).
      timeToFirstContactHours: { contacted: 2, median: 3.5, mean: 3.5 },
      arrivalPages: [
        { page: '/cities/edina', count: 2 },
        { page: null, count: 1 },
      ],
    });
    expect(report.bySource.filter((s) => s.count > 0)).toEqual([
      { source: 'calculator', count: 2, won: 0 },
      { source: 'manual', count: 1, won: 1 },
    ]);
  });
});

describe('schedule-analysis', () => {
  it('reads November to now by hand', async () => {
    const report = await get<ScheduleAnalysisReport>('/api/admin/reports/schedule-analysis?period=month');
    // Not cancelled, started Nov 1 to now: B1 (Wed 09:00), B2 (Wed 06:00), B5 (Wed 07:00), B9 (Tue Nov 10 08:00),
    // B10 (Thu Nov 5 09:00); B13 (Thu Nov 12) was cancelled.
    expect(report.total).toBe(5);
    expect(report.byWeekday.map((d) => d.count)).toEqual([0, 0, 1, 3, 1, 0, 0]);
    expect(report.byHour).toEqual([
      { hour: 6, count: 1 },
      { hour: 7, count: 1 },
      { hour: 8, count: 1 },
      { hour: 9, count: 2 },
    ]);
    expect(report.bySource).toEqual([
      { source: 'plan', count: 0 },
      { source: 'admin', count: 5 },
      { source: 'scheduling', count: 0 },
    ]);
    expect(report.unassigned).toBe(1); // B1
    expect(report.cancellations).toEqual({ count: 1, reasons: [{ reason: 'Client closed for a holiday', count: 1 }] });
    // From today: B1, B2, B3 today (B5 completed, B4 cancelled), B6 on the 19th, B7 on the 20th, B8 on the 21st.
    // B6 is a walk-through: a sales appointment takes no crew, so it is never unassigned (decision 0041).
    expect(report.next14Days.slice(0, 4)).toEqual([
      { date: '2026-11-18', bookings: 3, unassigned: 1 },
      { date: '2026-11-19', bookings: 1, unassigned: 0 },
      { date: '2026-11-20', bookings: 1, unassigned: 1 },
      { date: '2026-11-21', bookings: 1, unassigned: 1 },
    ]);
    expect(report.next14Days).toHaveLength(14);
  });
});

describe('user-activity', () => {
  it('reads November to now by hand', async () => {
    const report = await get<UserActivityReport>('/api/admin/reports/user-activity?period=month');
    expect(report.accountsByRole).toEqual([
      { role: 'admin', active: 1, inactive: 0, createdInMonth: 0 },
      { role: 'employee', active: 5, inactive: 0, createdInMonth: 1 },
      { role: 'customer', active: 5, inactive: 1, createdInMonth: 1 },
    ]);
    expect(report.hoursByEmployee).toEqual([
      { employeeId: expect.any(Number), name: 'Cara Chen', hours: 3.75, entries: 3 },
      { employeeId: expect.any(Number), name: 'Ana Alvarez', hours: 1, entries: 1 },
    ]);
    expect(report.failedSignIns).toBe(0);
  });
});
