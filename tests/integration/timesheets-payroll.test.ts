import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timesheetWeeks } from '#server/db/schema/time.ts';
import type { UserRow } from '#server/modules/accounts/users.repository.ts';
import { SUNDAY_MESSAGE } from '#shared/contracts/timesheets.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertEntry } from '#tests/support/operations.ts';
import type { Person } from '#tests/support/time-clock.ts';
import { api, approveUrl, inWeek, insertTrip, reopenUrl } from '#tests/support/timesheets.ts';

/**
 * The payroll CSV (plan step 11): a row per employee and Minnesota day of the approved weeks in the
 * range, at the rate snapshotted at approval, adding up to the weeks' snapshots; formulas defused;
 * the weeks stamped exported. Figures are worked out by hand in the comments.
 */

let t: TestApp;
let admin: Person;
let ana: UserRow;
let zed: UserRow;
let plus: UserRow;
let open: UserRow;

const W0 = '2025-11-02';
const W1 = '2025-11-09';
const W2 = '2025-11-16';

const db = () => t.database.db;
const csvUrl = (from: string, to: string) => `/api/admin/payroll.csv?from=${from}&to=${to}`;
const approve = async (employeeId: number, week: string) => {
  const res = await api(t, admin, 'POST', approveUrl(employeeId, week));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { payCents: number; totalMinutes: number; totalMiles: number };
};
const weekOf = async (employeeId: number, week: string) =>
  (
    await db()
      .select()
      .from(timesheetWeeks)
      .where(and(eq(timesheetWeeks.employeeId, employeeId), eq(timesheetWeeks.weekStart, week)))
  )[0];
const setRate = (id: number, rate: string) => db().execute(sql`update users set hourly_rate = ${rate} where id = ${id}`);

const snapshots: Record<string, { payCents: number; totalMinutes: number; totalMiles: number }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const adminRow = await insertUser(db(), 'admin', { username: 'payroll-admin' });
  admin = { id: adminRow.id, username: adminRow.username, token: await tokenFor(t.app, adminRow.username) };
  ana = await insertUser(db(), 'employee', { username: 'payroll-ana', firstName: 'Ana', lastName: 'Ruiz', hourlyRate: '17.35' });
  zed = await insertUser(db(), 'employee', {
    username: 'payroll-zed',
    firstName: '=HYPERLINK("http://evil.example","Click")',
    lastName: 'Zed',
    hourlyRate: '20.00',
  });
  plus = await insertUser(db(), 'employee', { username: 'payroll-plus', firstName: '+Plus', lastName: '@Home', hourlyRate: '19.00' });
  open = await insertUser(db(), 'employee', { username: 'payroll-open', firstName: 'Olga', lastName: 'Open', hourlyRate: '25.00' });

  // Ana, week 1 at $17.35: a day's pay is round(minutes x 1735 / 60) cents.
  await insertEntry(db(), ana.id, inWeek(W1, 1, '09:00'), 510); // Mon: 510 min -> 14,747.5 -> $147.48
  await insertEntry(db(), ana.id, inWeek(W1, 2, '08:00'), 247); // Tue: 247 + 61 = 308 min -> 8,906.33 -> $89.06
  await insertEntry(db(), ana.id, inWeek(W1, 2, '13:00'), 61);
  await insertTrip(db(), ana.id, inWeek(W1, 2, '12:10'), 12.3); // Tue: 12.3 mi
  await insertTrip(db(), ana.id, inWeek(W1, 4, '10:00'), 4.5); // Thu: miles only, $0.00
  await insertEntry(db(), ana.id, inWeek(W1, 5, '22:00'), 240); // Fri 10 PM to Sat 2 AM, Friday's: 240 min -> $69.40
  await insertEntry(db(), ana.id, inWeek(W1, 6, '23:30'), 20); // Sat 11:30 PM (Sunday in UTC): 20 min -> 578.33 -> $5.78
  snapshots[`ana:${W1}`] = await approve(ana.id, W1);
  // Week 2 at a new rate, $18.00: 45 min -> $13.50.
  await setRate(ana.id, '18.00');
  await insertEntry(db(), ana.id, inWeek(W2, 1, '07:00'), 45);
  snapshots[`ana:${W2}`] = await approve(ana.id, W2);
  // Week 0 is approved but outside the range.
  await insertEntry(db(), ana.id, inWeek(W0, 1, '09:00'), 60);
  await approve(ana.id, W0);

  // Zed, week 1 at $20.00: Saturday 11 PM, 45 min -> $15.00.
  await insertEntry(db(), zed.id, inWeek(W1, 6, '23:00'), 45);
  snapshots[`zed:${W1}`] = await approve(zed.id, W1);
  // Plus, week 2 at $19.00: Tuesday 90 min -> $28.50.
  await insertEntry(db(), plus.id, inWeek(W2, 2, '10:00'), 90);
  snapshots[`plus:${W2}`] = await approve(plus.id, W2);
  // Olga's week 1 is not approved: not paid yet.
  await insertEntry(db(), open.id, inWeek(W1, 3, '09:00'), 480);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/payroll.csv', () => {
  it('writes a row per employee and Minnesota day of the approved weeks, at the snapshot rate, formulas defused', async () => {
    expect(snapshots[`ana:${W1}`]).toMatchObject({ payCents: 14_748 + 8906 + 0 + 6940 + 578, totalMinutes: 1078, totalMiles: 16.8 });
    expect(snapshots[`ana:${W2}`]).toMatchObject({ payCents: 1350, totalMinutes: 45 });

    const res = await api(t, admin, 'GET', csvUrl(W1, W2));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="payroll-2025-11-09-to-2025-11-22.csv"');
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body).toBe(
      [
        'Employee,Employee ID,Date,Hours,Miles,Rate,Pay',
        // By last name: '@Home', 'Ruiz', 'Zed'. Names that start like a formula get an apostrophe, quoted.
        `"'+Plus @Home",${plus.id},2025-11-18,1.50,0.0,19.00,28.50`,
        `Ana Ruiz,${ana.id},2025-11-10,8.50,0.0,17.35,147.48`,
        `Ana Ruiz,${ana.id},2025-11-11,5.13,12.3,17.35,89.06`,
        `Ana Ruiz,${ana.id},2025-11-13,0.00,4.5,17.35,0.00`,
        `Ana Ruiz,${ana.id},2025-11-14,4.00,0.0,17.35,69.40`,
        `Ana Ruiz,${ana.id},2025-11-15,0.33,0.0,17.35,5.78`,
        `Ana Ruiz,${ana.id},2025-11-17,0.75,0.0,18.00,13.50`,
        `"'=HYPERLINK(""http://evil.example"",""Click"") Zed",${zed.id},2025-11-15,0.75,0.0,20.00,15.00`,
        '',
      ].join('\r\n'),
    );
  });

  it('adds up to the weeks’ snapshots: pay to the cent, miles to the tenth, hours within rounding', async () => {
    const res = await api(t, admin, 'GET', csvUrl(W1, W2));
    const rows = res.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const cells = line.match(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
        return { id: Number(cells[1]), hours: Number(cells[3]), miles: Number(cells[4]), payCents: Math.round(Number(cells[6]) * 100) };
      });
    const sum = (id: number, key: 'hours' | 'miles' | 'payCents') => rows.filter((r) => r.id === id).reduce((s, r) => s + r[key], 0);
    const expected = {
      [ana.id]: [snapshots[`ana:${W1}`]!, snapshots[`ana:${W2}`]!],
      [zed.id]: [snapshots[`zed:${W1}`]!],
      [plus.id]: [snapshots[`plus:${W2}`]!],
    };
    for (const [id, weeks] of Object.entries(expected)) {
      expect(sum(Number(id), 'payCents')).toBe(weeks.reduce((s, w) => s + w.payCents, 0));
      expect(Math.round(sum(Number(id), 'miles') * 10)).toBe(Math.round(weeks.reduce((s, w) => s + w.totalMiles, 0) * 10));
      const minutes = weeks.reduce((s, w) => s + w.totalMinutes, 0);
      expect(Math.abs(sum(Number(id), 'hours') * 60 - minutes)).toBeLessThanOrEqual(rows.length * 0.3);
    }
    // The hand-worked totals: Ana $311.72 + $13.50, Zed $15.00, Plus $28.50.
    expect([sum(ana.id, 'payCents'), sum(zed.id, 'payCents'), sum(plus.id, 'payCents')]).toEqual([31_172 + 1350, 1500, 2850]);
    expect(rows.some((r) => r.id === open.id)).toBe(false);
  });

  it('stamps exported_at on the weeks it included, and only those', async () => {
    const before = Date.now();
    expect((await api(t, admin, 'GET', csvUrl(W1, W1))).statusCode).toBe(200);
    for (const [id, week] of [
      [ana.id, W1],
      [zed.id, W1],
    ] as const) {
      const row = await weekOf(id, week);
      expect(row?.exportedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    const listed = (await api(t, admin, 'GET', `/api/admin/timesheets?week=${W1}`)).json() as {
      timesheets: Array<{ employee: { id: number }; exportedAt: string | null }>;
    };
    expect(listed.timesheets.find((s) => s.employee.id === ana.id)?.exportedAt).toEqual(expect.any(String));
    expect(listed.timesheets.find((s) => s.employee.id === open.id)?.exportedAt).toBeNull();
    expect((await weekOf(ana.id, W0))?.exportedAt).toBeNull();
    expect(await weekOf(open.id, W1)).toBeUndefined();
  });

  it('warns on reopening a week that was exported, and leaves it out of the next CSV until approved again', async () => {
    expect((await api(t, admin, 'GET', csvUrl(W2, W2))).statusCode).toBe(200);
    const res = await api(t, admin, 'POST', reopenUrl(plus.id, W2));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().warning).toMatch(/^This week was already exported to payroll on [A-Z][a-z]+ \d{1,2}, \d{4}: /);
    expect(res.json().timesheet).toMatchObject({ status: 'open', exportedAt: expect.any(String) });
    expect((await api(t, admin, 'GET', csvUrl(W2, W2))).body).not.toContain('Plus');
    await approve(plus.id, W2);
    expect((await api(t, admin, 'GET', csvUrl(W2, W2))).body).toContain(`"'+Plus @Home",${plus.id},2025-11-18,1.50,0.0,19.00,28.50`);
  });

  it('answers the header alone when no week in the range is approved', async () => {
    const res = await api(t, admin, 'GET', csvUrl('2024-01-07', '2024-01-14'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Employee,Employee ID,Date,Hours,Miles,Rate,Pay\r\n');
  });

  it('refuses a week whose entries no longer match its snapshot (a write that skipped the lock), exporting nothing', async () => {
    const week = '2025-10-05';
    const entry = await insertEntry(db(), zed.id, inWeek(week, 2, '09:00'), 60);
    await approve(zed.id, week);
    await db().execute(
      sql`update time_entries set worked_minutes = 90, clock_out = clock_in + interval '90 minutes' where id = ${entry.id}`,
    );
    const res = await api(t, admin, 'GET', csvUrl(week, week));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed after it was approved: reopen it and approve it again\.$/);
    expect((await weekOf(zed.id, week))?.exportedAt).toBeNull();
  });

  it('refuses dates that are not Sundays, a range that runs backwards or past 53 weeks, with a 400 naming the field', async () => {
    const fieldsOf = async (url: string) => {
      const res = await api(t, admin, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      return res.json().fields;
    };
    expect(await fieldsOf(csvUrl('2025-11-10', W2))).toEqual({ from: SUNDAY_MESSAGE });
    expect(await fieldsOf(csvUrl(W1, '2025-11-22'))).toEqual({ to: SUNDAY_MESSAGE });
    expect(Object.keys(await fieldsOf(csvUrl(W2, W1)))).toEqual(['to']);
    expect(Object.keys(await fieldsOf(csvUrl('2024-11-03', W1)))).toEqual(['to']);
    expect(Object.keys(await fieldsOf('/api/admin/payroll.csv')).sort()).toEqual(['from', 'to']);
  });
});
