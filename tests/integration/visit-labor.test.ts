import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { blockedBehind, secondConnection } from '#tests/support/second-connection.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

/**
 * `visit_labor`, each visit's closed punches summed by the triggers of migration 0033 (decision 0047): every
 * change to a punch or to a pay rate leaves the sums the punches themselves give. Figures worked by hand.
 */
let database: DatabaseHandle & { url?: string };
let paid: number; // $20.00 an hour
let unpaid: number; // no rate: the pricing model's base wage applies when read
let visitA: number;
let visitB: number;

const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

async function one<T extends object>(statement: ReturnType<typeof sql>): Promise<T> {
  return rowsOf<T>(await run(statement))[0]!;
}

/** The visit's row of visit_labor, or {} when it has none. */
async function labor(visit: number) {
  const rows = rowsOf<{ punches: number; worked: number; rated: string; unrated: number }>(
    await run(sql`select punches, worked_minutes as worked, rated_wage_minutes::text as rated, unrated_minutes as unrated
      from visit_labor where booking_id = ${visit}`),
  );
  return rows[0] ?? {};
}

async function punch(employee: number, visit: number | null, clockIn: string, clockOut: string | null, workedMinutes?: number) {
  const row = await one<{ id: number }>(
    sql`insert into time_entries (employee_id, booking_id, source, clock_in, clock_out, worked_minutes, week_start)
      values (${employee}, ${visit}, 'admin', ${clockIn}, ${clockOut}, ${workedMinutes ?? null}, '2026-11-01') returning id`,
  );
  return row.id;
}

/** A one-off visit of two hours at `start` (no customer account: a client name). */
async function newVisit(start: string) {
  const row = await one<{ id: number }>(
    sql`insert into bookings (source, client_name, service_type, scheduled_start, duration_minutes, location)
      values ('admin', 'Labor Test', 'Office cleaning', ${start}, 120, '1 Main St') returning id`,
  );
  return row.id;
}

/** An employee paid `rate` dollars an hour, or without a rate (null). */
async function newEmployee(name: string, rate: string | null) {
  const row = await one<{ id: number }>(
    sql`insert into users (username, email, role, hourly_rate) values (${name}, ${`${name}@example.test`}, 'employee', ${rate}) returning id`,
  );
  return row.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  paid = await newEmployee('labor-paid', '20.00');
  unpaid = await newEmployee('labor-unpaid', null);
  visitA = await newVisit('2026-11-02T14:00:00Z');
  visitB = await newVisit('2026-11-02T14:00:00Z');
});
afterAll(async () => {
  await database.close();
});

describe('visit_labor follows the punches', () => {
  it('counts closed punches only, by worked minutes or else clock-out minus clock-in, and follows every edit', async () => {
    // An open punch counts nothing.
    const open = await punch(paid, visitA, '2026-11-02T14:00:00Z', null);
    expect(await labor(visitA)).toEqual({});

    // Closed at 16:30: 150 minutes at $20 = 3,000 dollar-minutes.
    await run(sql`update time_entries set clock_out = '2026-11-02T16:30:00Z' where id = ${open}`);
    expect(await labor(visitA)).toEqual({ punches: 1, worked: 150, rated: '3000.00', unrated: 0 });

    // A punch of the employee without a rate, its minutes set by an admin (90, not the 120 between its times).
    const second = await punch(unpaid, visitA, '2026-11-02T14:00:00Z', '2026-11-02T16:00:00Z', 90);
    expect(await labor(visitA)).toEqual({ punches: 2, worked: 240, rated: '3000.00', unrated: 90 });

    // An admin corrects the first punch to 100 minutes: 2,000 dollar-minutes.
    await run(sql`update time_entries set worked_minutes = 100 where id = ${open}`);
    expect(await labor(visitA)).toEqual({ punches: 2, worked: 190, rated: '2000.00', unrated: 90 });

    // The second punch moves to visit B.
    await run(sql`update time_entries set booking_id = ${visitB} where id = ${second}`);
    expect(await labor(visitA)).toEqual({ punches: 1, worked: 100, rated: '2000.00', unrated: 0 });
    expect(await labor(visitB)).toEqual({ punches: 1, worked: 90, rated: '0', unrated: 90 });

    // A punch without a visit counts for none.
    await punch(paid, null, '2026-11-03T14:00:00Z', '2026-11-03T15:00:00Z');
    expect(await labor(visitA)).toEqual({ punches: 1, worked: 100, rated: '2000.00', unrated: 0 });

    // Deleted: visit B has no punch left.
    await run(sql`delete from time_entries where id = ${second}`);
    expect(await labor(visitB)).toEqual({ punches: 0, worked: 0, rated: '0', unrated: 0 });
  });

  it('re-prices an employee’s punches when the pay rate changes, set or removed', async () => {
    const visit = await newVisit('2026-11-04T14:00:00Z');
    const employee = await newEmployee('labor-raise', null);
    await punch(employee, visit, '2026-11-04T14:00:00Z', '2026-11-04T15:00:00Z'); // 60 min
    await punch(employee, visit, '2026-11-04T15:00:00Z', '2026-11-04T15:30:00Z'); // 30 min
    expect(await labor(visit)).toEqual({ punches: 2, worked: 90, rated: '0', unrated: 90 });

    await run(sql`update users set hourly_rate = '22.50' where id = ${employee}`); // 90 x 22.50
    expect(await labor(visit)).toEqual({ punches: 2, worked: 90, rated: '2025.00', unrated: 0 });

    await run(sql`update users set hourly_rate = '18.00' where id = ${employee}`); // 90 x 18
    expect(await labor(visit)).toEqual({ punches: 2, worked: 90, rated: '1620.00', unrated: 0 });

    await run(sql`update users set hourly_rate = null where id = ${employee}`);
    expect(await labor(visit)).toEqual({ punches: 2, worked: 90, rated: '0.00', unrated: 90 });
  });

  it.skipIf(!process.env['DATABASE_URL'])('counts two punches of one visit closed at once by two connections', async () => {
    const visit = await newVisit('2026-11-05T14:00:00Z');
    const other = await secondConnection(database);
    try {
      // The other connection adds a punch and holds its transaction open; this one adds another meanwhile.
      await other.query('begin');
      await other.query(
        `insert into time_entries (employee_id, booking_id, source, clock_in, clock_out, week_start)
          values ($1, $2, 'admin', '2026-11-05T14:00:00Z', '2026-11-05T15:00:00Z', '2026-11-01')`,
        [paid, visit],
      );
      const mine = punch(paid, visit, '2026-11-05T15:00:00Z', '2026-11-05T15:45:00Z');
      await blockedBehind(other, mine);
      await other.query('commit');
      await mine;
      // 60 + 45 minutes at $20.
      expect(await labor(visit)).toEqual({ punches: 2, worked: 105, rated: '2100.00', unrated: 0 });
    } finally {
      await other.end();
    }
  });

  it.skipIf(!process.env['DATABASE_URL'])('counts a punch closed during a pay change at the new rate', async () => {
    const visit = await newVisit('2026-11-06T14:00:00Z');
    const employee = await newEmployee('labor-race', '20.00');
    const other = await secondConnection(database);
    try {
      // The other connection raises the pay and holds its transaction open: its trigger cannot see a punch
      // added meanwhile, so the punch must wait for the raise and count at the new rate.
      await other.query('begin');
      await other.query(`update users set hourly_rate = '25.00' where id = $1`, [employee]);
      const mine = punch(employee, visit, '2026-11-06T14:00:00Z', '2026-11-06T15:00:00Z');
      await blockedBehind(other, mine);
      await other.query('commit');
      await mine;
      // 60 minutes at $25.
      expect(await labor(visit)).toEqual({ punches: 1, worked: 60, rated: '1500.00', unrated: 0 });
    } finally {
      await other.end();
    }
  });
});
