import { eq, isNull, and } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema/audit.ts';
import { timeEntries } from '#server/db/schema/time.ts';
import { EMPLOYEE_TIME_LOCK } from '#server/modules/time/time.repository.ts';
import { addDays, companyDate, weekStart, zonedInstant } from '#shared/domain/company-time.ts';
import { useTestApp } from '#tests/support/test-app.ts';
import { blockedBehind, secondConnection } from '#tests/support/second-connection.ts';
import { AT_SITE, call, signedIn, type Person } from '#tests/support/time-clock.ts';

/**
 * Parallel calls for one employee. PGlite runs one transaction at a time, so there these prove the
 * answers and the unique keys; with DATABASE_URL the same calls race on PostgreSQL, and the tests
 * that hold the employee's lock (or an uncommitted row) from a second connection run too.
 */
const onPostgres = Boolean(process.env['DATABASE_URL']);

const t = useTestApp();

let me: Person;
beforeEach(async () => {
  me = await signedIn(t, 'employee');
});

const clockIn = (who: Person) => call(t, who, 'POST', '/api/employee/clock-in', { location: AT_SITE });
const manual = (who: Person, from: string, to: string) =>
  call(t, who, 'POST', '/api/employee/time-entries', { clockIn: from, clockOut: to, description: 'race' });
const at = (days: number, time: string) => zonedInstant(addDays(companyDate(new Date()), -days), time).toISOString();
const entriesOf = (employeeId: number) => t.database.db.select().from(timeEntries).where(eq(timeEntries.employeeId, employeeId));
const auditOf = async (ids: number[]) =>
  (await t.database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'time_entry'))).filter((e) =>
    ids.includes(Number(e.entityId)),
  );
const statusesOf = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode).sort();

describe('parallel time writes for one employee', () => {
  it('lets one of eight parallel clock-ins win; the others are 409 and write nothing', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => clockIn(me)));
    expect(statusesOf(answers)).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().message).toBe('You are already clocked in.');
    const rows = await entriesOf(me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.clockOut).toBeNull();
    expect(await auditOf(rows.map((r) => r.id))).toHaveLength(1);
  });

  it('lets one of parallel overlapping manual entries in; the others are 409 overlaps', async () => {
    // Each pair overlaps (all hold 10:15 to 10:30), whichever gets in first.
    const answers = await Promise.all([
      manual(me, at(2, '09:00'), at(2, '12:00')),
      manual(me, at(2, '10:00'), at(2, '13:00')),
      manual(me, at(2, '10:15'), at(2, '10:45')),
      manual(me, at(2, '08:00'), at(2, '10:30')),
    ]);
    expect(statusesOf(answers)).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().message).toMatch(/^This entry overlaps your entry of /);
    expect(await entriesOf(me.id)).toHaveLength(1);
  });

  it('keeps two employees apart: each one’s parallel clock-in wins', async () => {
    const other = await signedIn(t, 'employee');
    const answers = await Promise.all([clockIn(me), clockIn(other), clockIn(me), clockIn(other)]);
    expect(statusesOf(answers)).toEqual([201, 201, 409, 409]);
  });

  it('lets parallel clock-outs close the entry once', async () => {
    expect((await clockIn(me)).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(t, me, 'POST', '/api/employee/clock-out', { location: AT_SITE })),
    );
    expect(statusesOf(answers)).toEqual([200, 409, 409, 409]);
    const rows = await entriesOf(me.id);
    expect(rows.filter((r) => r.clockOut !== null)).toHaveLength(1);
    expect((await auditOf(rows.map((r) => r.id))).map((e) => e.action).sort()).toEqual(['clock-in', 'clock-out']);
  });
});

describe.runIf(onPostgres)('the employee lock on PostgreSQL', () => {
  it('makes a manual entry wait for the lock, then check overlaps against what the holder wrote', async () => {
    const holder = await secondConnection(t.database);
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1::int, $2::int)', [EMPLOYEE_TIME_LOCK, me.id]);
      const pending = manual(me, at(3, '09:00'), at(3, '10:00'));
      await blockedBehind(holder, pending);
      // Under the lock, the holder files an entry at the same time (as an admin correction would).
      const start = new Date(at(3, '08:30'));
      await holder.query(
        `insert into time_entries (employee_id, source, clock_in, clock_out, worked_minutes, week_start)
         values ($1, 'admin', $2, $3, 60, $4)`,
        [me.id, start, new Date(start.getTime() + 3_600_000), weekStart(companyDate(start))],
      );
      await holder.query('commit');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/overlaps/);
      expect(await entriesOf(me.id)).toHaveLength(1);
    } finally {
      await holder.end();
    }
  });

  it('makes a clock-in wait for the lock, then see the week the holder approved', async () => {
    const holder = await secondConnection(t.database);
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1::int, $2::int)', [EMPLOYEE_TIME_LOCK, me.id]);
      const pending = clockIn(me);
      await blockedBehind(holder, pending);
      await holder.query(`insert into timesheet_weeks (employee_id, week_start, status, approved_at) values ($1, $2, 'approved', now())`, [
        me.id,
        weekStart(companyDate(new Date())),
      ]);
      await holder.query('commit');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/is approved and locked/);
      expect(await entriesOf(me.id)).toEqual([]);
    } finally {
      await holder.end();
    }
  });

  it('answers the same 409 when only the unique key catches a second open entry (a writer that skipped the lock)', async () => {
    const intruder = await secondConnection(t.database);
    try {
      await intruder.query('begin');
      await intruder.query(
        `insert into time_entries (employee_id, source, clock_in, week_start) values ($1, 'admin', now() - interval '1 hour', $2)`,
        [me.id, weekStart(companyDate(new Date(Date.now() - 3_600_000)))],
      );
      // The app sees no open entry (not committed), takes the free lock, and its insert waits on the unique index.
      const pending = clockIn(me);
      await blockedBehind(intruder, pending);
      await intruder.query('commit');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe('You are already clocked in.');
      const open = await t.database.db
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.employeeId, me.id), isNull(timeEntries.clockOut)));
      expect(open).toHaveLength(1);
      expect(open[0]!.source).toBe('admin');
      expect(await auditOf(open.map((r) => r.id))).toEqual([]);
    } finally {
      await intruder.end();
    }
  });
});
