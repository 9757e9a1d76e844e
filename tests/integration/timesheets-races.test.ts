import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema/audit.ts';
import { timeEntries, timesheetWeeks } from '#server/db/schema/time.ts';
import { EMPLOYEE_TIME_LOCK } from '#server/modules/time/time.repository.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { blockedBehind, secondConnection } from '#tests/support/second-connection.ts';
import { insertEntry } from '#tests/support/operations.ts';
import { signedIn, type Person } from '#tests/support/time-clock.ts';
import { api, approveUrl, inWeek, pastWeek, reopenUrl } from '#tests/support/timesheets.ts';

/**
 * Approval against parallel writes for the same employee. PGlite runs one transaction at a time, so
 * there these prove the answers; with DATABASE_URL the calls race on PostgreSQL, where the employee's
 * advisory lock (EMPLOYEE_TIME_LOCK) serializes them, and the tests that hold the lock (or a week's
 * row) from a second connection run too.
 */
const onPostgres = Boolean(process.env['DATABASE_URL']);

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  // The races enter time up to nine weeks back: an admin lets employees reach that far (decision 0034).
  const policy = await api(t, admin, 'PUT', '/api/admin/settings/time-entries', { manualEntryDaysBack: 100 });
  if (policy.statusCode !== 200) throw new Error(`The time entry policy answered ${policy.statusCode}: ${policy.body}`);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const entriesIn = (employeeId: number, week: string) =>
  db()
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.employeeId, employeeId), eq(timeEntries.weekStart, week)));
const weekRow = async (employeeId: number, week: string) =>
  (
    await db()
      .select()
      .from(timesheetWeeks)
      .where(and(eq(timesheetWeeks.employeeId, employeeId), eq(timesheetWeeks.weekStart, week)))
  )[0];
const manual = (who: Person, week: string, day: number, from: string, to: string) =>
  api(t, who, 'POST', '/api/employee/time-entries', {
    clockIn: inWeek(week, day, from).toISOString(),
    clockOut: inWeek(week, day, to).toISOString(),
    description: 'race',
  });

describe('parallel approvals and writes', () => {
  it('approves once among four parallel approvals; the others are 409', async () => {
    const emp = await signedIn(t, 'employee');
    const week = pastWeek(1);
    await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 60);
    const answers = await Promise.all(Array.from({ length: 4 }, () => api(t, admin, 'POST', approveUrl(emp.id, week))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().message).toMatch(/is already approved/);
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'timesheet_week'), eq(auditEvents.entityId, `${emp.id}:${week}`)));
    expect(trail.map((e) => e.action)).toEqual(['approve']);
  });

  it('lets a manual entry sent with the approval land before it (and be counted) or be refused, never in between', async () => {
    const emp = await signedIn(t, 'employee');
    const outcomes: string[] = [];
    for (let i = 1; i <= 8; i++) {
      const week = pastWeek(i + 1);
      await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 60);
      // Half the time the entry is sent first, half the approval.
      const [entry, approval] =
        i % 2 === 0
          ? await Promise.all([manual(emp, week, 2, '09:00', '10:30'), api(t, admin, 'POST', approveUrl(emp.id, week))])
          : await Promise.all([api(t, admin, 'POST', approveUrl(emp.id, week)), manual(emp, week, 2, '09:00', '10:30')]).then(
              ([a, e]) => [e, a] as const,
            );
      expect(approval.statusCode, approval.body).toBe(200);
      const rows = await entriesIn(emp.id, week);
      const stored = rows.reduce((sum, r) => sum + (r.workedMinutes ?? 0), 0);
      if (entry.statusCode === 201) {
        outcomes.push('before');
        expect(approval.json().totalMinutes).toBe(150);
      } else {
        outcomes.push('refused');
        expect(entry.statusCode, entry.body).toBe(409);
        expect(entry.json().message).toMatch(/is approved and locked/);
        expect(approval.json().totalMinutes).toBe(60);
      }
      // Whatever the order, the snapshot is what the week holds.
      expect((await weekRow(emp.id, week))?.workedMinutes).toBe(stored);
    }
    expect(outcomes).toHaveLength(8);
  });
});

describe.runIf(onPostgres)('the employee lock on PostgreSQL', () => {
  it('makes an approval wait for the lock, then count the entry the holder wrote under it', async () => {
    const emp = await signedIn(t, 'employee');
    const week = pastWeek(2);
    await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 60);
    const holder = await secondConnection(t.database);
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1::int, $2::int)', [EMPLOYEE_TIME_LOCK, emp.id]);
      const pending = api(t, admin, 'POST', approveUrl(emp.id, week));
      await blockedBehind(holder, pending);
      // Under the lock, the holder files an entry in the week (as the employee's own write would).
      const start = inWeek(week, 3, '09:00');
      await holder.query(
        `insert into time_entries (employee_id, source, clock_in, clock_out, worked_minutes, week_start)
         values ($1, 'manual', $2, $3, 30, $4)`,
        [emp.id, start, new Date(start.getTime() + 1_800_000), week],
      );
      await holder.query('commit');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ totalMinutes: 90, payCents: 90 * 35 });
    } finally {
      await holder.end();
    }
  });

  it('makes an admin correction wait for the lock, then see the week the holder approved', async () => {
    const emp = await signedIn(t, 'employee');
    const week = pastWeek(2);
    const holder = await secondConnection(t.database);
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1::int, $2::int)', [EMPLOYEE_TIME_LOCK, emp.id]);
      const pending = api(t, admin, 'POST', '/api/admin/time-entries', {
        employeeId: emp.id,
        clockIn: inWeek(week, 2, '09:00').toISOString(),
        clockOut: inWeek(week, 2, '10:00').toISOString(),
      });
      await blockedBehind(holder, pending);
      await holder.query(`insert into timesheet_weeks (employee_id, week_start, status, approved_at) values ($1, $2, 'approved', now())`, [
        emp.id,
        week,
      ]);
      await holder.query('commit');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/is approved and locked/);
      expect(await entriesIn(emp.id, week)).toEqual([]);
    } finally {
      await holder.end();
    }
  });

  it('makes a reopen wait for an export holding the week, then warn that it was exported', async () => {
    const emp = await signedIn(t, 'employee');
    const week = pastWeek(3);
    await insertEntry(db(), emp.id, inWeek(week, 1, '09:00'), 60);
    expect((await api(t, admin, 'POST', approveUrl(emp.id, week))).statusCode).toBe(200);
    const exporter = await secondConnection(t.database);
    try {
      await exporter.query('begin');
      // What the payroll export does: lock the approved weeks it prints, then stamp them.
      await exporter.query(`select * from timesheet_weeks where employee_id = $1 and week_start = $2 and status = 'approved' for update`, [
        emp.id,
        week,
      ]);
      const pending = api(t, admin, 'POST', reopenUrl(emp.id, week));
      await blockedBehind(exporter, pending);
      await exporter.query(`update timesheet_weeks set exported_at = now() where employee_id = $1 and week_start = $2`, [emp.id, week]);
      await exporter.query('commit');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().warning).toMatch(/already exported to payroll/);
    } finally {
      await exporter.end();
    }
  });
});
