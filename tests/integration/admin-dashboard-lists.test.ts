import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, TopEmployee, UrgentTask } from '#shared/contracts/admin-dashboard.ts';
import { clearWorld, createDashboardApp, seedWorld, type DashboardApp } from '#tests/support/dashboard-world.ts';

/**
 * GET /api/admin/recent-activities, /top-employees and /urgent-tasks on the hand-counted world of
 * tests/support/dashboard-world.ts (Wed 2026-11-18 10:00 Minnesota = 16:00 UTC).
 */
let t: DashboardApp;
beforeAll(async () => {
  t = await createDashboardApp();
});
afterAll(async () => {
  await t.close();
});

const get = <T>(url: string) => t.get<T>(url);

describe('on an empty database', () => {
  it('answers empty lists (the admin who asks is the only account: one activity)', async () => {
    await clearWorld(t.database.db);
    const activities = await get<Activity[]>('/api/admin/recent-activities');
    expect(activities.map((a) => a.title)).toEqual(['New admin account']);
    expect(await get<TopEmployee[]>('/api/admin/top-employees')).toEqual([]);
    expect(await get<UrgentTask[]>('/api/admin/urgent-tasks')).toEqual([]);
  });
});

describe('on the world', () => {
  beforeAll(async () => {
    await clearWorld(t.database.db);
    await seedWorld(t.database.db);
  });

  it('lists the 10 newest events of every source up to now, newest first, with kind, colour and icon', async () => {
    const activities = await get<Activity[]>('/api/admin/recent-activities');
    expect(activities.map((a) => [a.time, a.title, a.color, a.icon, a.user])).toEqual([
      ['2026-11-18T15:30:00.000Z', 'New contact message', 'purple', 'message', 'Tess Tran'],
      ['2026-11-18T14:05:00.000Z', 'Job completed', 'emerald', 'check', 'Client C1'],
      ['2026-11-18T14:00:00.000Z', 'Visit booked online', 'orange', 'calendar', 'Gale Grant'],
      ['2026-11-17T20:00:00.000Z', 'New employee account', 'green', 'user', 'Eve Evans'],
      ['2026-11-17T12:00:00.000Z', 'Visit booked by an admin', 'orange', 'calendar', 'Client C1'],
      ['2026-11-17T08:00:00.000Z', 'New lead', 'blue', 'lead', 'Max Oak'],
      ['2026-11-16T18:00:00.000Z', 'New lead', 'blue', 'lead', 'Lia North'],
      ['2026-11-12T15:00:00.000Z', 'New contact message', 'purple', 'message', 'Uma Udo'],
      ['2026-11-10T16:00:00.000Z', 'Job completed', 'emerald', 'check', 'Client C1'],
      ['2026-11-10T15:00:00.000Z', 'New customer account', 'green', 'user', 'Client C6'],
    ]);
    // The message sent at 17:00 UTC is after the clock; ids are kind:id and unique.
    expect(activities.some((a) => a.user === 'Vic Vale')).toBe(false);
    expect(new Set(activities.map((a) => a.id)).size).toBe(10);
    expect(activities[0]!.id).toMatch(/^contact:\d+$/);
    expect(activities[0]!.description).toBe('Service question from Tran Law: Do you clean carpets?');
    expect(activities[2]!.description).toBe('Office cleaning on Nov 19, 8:00 AM');
  });

  it('ranks employees by jobs completed in 30 days, then rating, then name; Ben is clocked in', async () => {
    expect(await get<TopEmployee[]>('/api/admin/top-employees')).toEqual([
      // B5 (5) and B9 (4).
      { id: expect.any(String), name: 'Ana Alvarez', completedJobs: 2, rating: 4.5, status: 'off-duty' },
      // B9 (4) and B10 (unrated).
      { id: expect.any(String), name: 'Cara Chen', completedJobs: 2, rating: 4, status: 'off-duty' },
      // B11 (2); B12 is older than 30 days.
      { id: expect.any(String), name: 'Dan Diaz', completedJobs: 1, rating: 2, status: 'off-duty' },
      { id: expect.any(String), name: 'Ben Brooks', completedJobs: 0, rating: null, status: 'active' },
      { id: expect.any(String), name: 'Eve Evans', completedJobs: 0, rating: null, status: 'off-duty' },
    ]);
  });

  it('gives one task per kind with its count, high first', async () => {
    expect(await get<UrgentTask[]>('/api/admin/urgent-tasks')).toEqual([
      {
        kind: 'overdue-invoices',
        title: 'Overdue invoices',
        // 900 due Nov 10, 600 due Oct 10 (over 30 days); 400 is due Dec 1.
        description: '2 invoices past due, $1,500.00 in all, 1 more than 30 days late',
        priority: 'high',
        count: 2,
        href: '/admin/invoices',
      },
      {
        kind: 'overdue-follow-ups',
        title: 'Overdue follow-ups',
        // L1 (Nov 15, 3 days late, medium priority); L2's is today, not late.
        description: '1 lead is past the follow-up date, the oldest since Nov 15, 2026',
        priority: 'medium',
        count: 1,
        href: '/crm-dashboard',
      },
      {
        kind: 'unassigned-bookings',
        title: 'Visits without a crew',
        // B7 (46 h); B6 (22 h) is a walk-through, which takes no crew (decision 0041); B8 is 70 h away, B3 has Ana.
        description: '1 visit starts in the next 48 hours with nobody assigned',
        priority: 'medium',
        count: 1,
        href: '/admin/bookings',
      },
      {
        kind: 'failed-notifications',
        title: 'Failed notifications',
        description: '1 message was given up on after every retry',
        priority: 'medium',
        count: 1,
        href: '/admin/settings#notifications',
      },
      {
        kind: 'open-problem-reports',
        title: 'Open problem reports',
        description: '1 customer report is waiting for an answer',
        priority: 'low',
        count: 1,
        href: '/admin/problems',
      },
    ]);
  });
});
