import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '#server/modules/accounts/users.repository.ts';
import type { TimesheetWeek } from '#shared/contracts/timesheets.ts';
import { addDays, companyDate, weekStart } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertEntry } from '#tests/support/operations.ts';
import type { Person } from '#tests/support/time-clock.ts';
import { api, approveUrl, inWeek, insertTrip, pastWeek } from '#tests/support/timesheets.ts';

/**
 * Decision 0040: every read of a week says what would keep POST .../approve from approving it, worked
 * out by the function the approval itself runs, so the screen can disable Approve and say why first.
 * Weeks are counted back from this week's Sunday, so the test holds any day; "not over yet" is this
 * week, which always is.
 */
let t: TestApp;
let admin: Person;
let n = 0;

async function person(role: 'employee' | 'admin', overrides: Partial<UserRow> = {}): Promise<Person> {
  const row = await insertUser(t.database.db, role, { username: `blk-${role}-${++n}`, ...overrides });
  return { id: row.id, username: row.username, token: await tokenFor(t.app, row.username) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await person('admin');
});
afterAll(async () => {
  await t.close();
});

const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );

async function week(employeeId: number, sunday: string): Promise<TimesheetWeek> {
  const res = await api(t, admin, 'GET', `/api/admin/timesheets/${employeeId}?week=${sunday}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const weekRows = async () =>
  ((await t.database.db.execute(sql`select count(*)::int as n from timesheet_weeks`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!
    .n;

describe('approval blockers on every read of a week', () => {
  it('lists them all, and the approval refuses with exactly those words, writing nothing', async () => {
    const thisWeek = weekStart(companyDate(new Date()));
    const emp = await person('employee', { firstName: 'Noa', lastName: 'Rate', hourlyRate: null });
    // Rows put in directly: clocked in since 00:30 on this week's Sunday, a trip under way since 00:10.
    await insertEntry(t.database.db, emp.id, inWeek(thisWeek, 0, '00:30'), 0, { clockOut: null, workedMinutes: null, source: 'clock' });
    await insertTrip(t.database.db, emp.id, inWeek(thisWeek, 0, '00:10'), 0, true);

    const shown = await week(emp.id, thisWeek);
    expect(shown.approvalBlockers.map((b) => b.code)).toEqual(['week-not-over', 'clocked-in', 'trip-under-way', 'no-hourly-rate']);
    const [notOver, clockedIn, trip, noRate] = shown.approvalBlockers.map((b) => b.message);
    expect(notOver).toBe(`The week of ${longDate(thisWeek)} is not over yet: it can be approved from ${longDay(addDays(thisWeek, 7))}.`);
    expect(clockedIn).toMatch(/^Noa Rate is still clocked in \(.+\): clock them out or correct the entry before approving the week\.$/);
    expect(trip).toBe('Noa Rate has a trip still under way in this week: it must end before the week is approved.');
    expect(noRate).toBe('Set an hourly rate first: Noa Rate has none, so the week’s pay cannot be worked out.');

    const rows = await weekRows();
    const refused = await api(t, admin, 'POST', approveUrl(emp.id, thisWeek));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe([notOver, clockedIn, trip, noRate].join(' '));
    expect(await weekRows()).toBe(rows);

    // The list of the week carries the same.
    const list = await api(t, admin, 'GET', `/api/admin/timesheets?week=${thisWeek}`);
    const listed = (list.json().timesheets as TimesheetWeek[]).find((s) => s.employee.id === emp.id)!;
    expect(listed.approvalBlockers).toEqual(shown.approvalBlockers);
  });

  it('is empty for an ended week with a rate and nothing open, which then approves; an approved week has none', async () => {
    const past = pastWeek(2);
    const emp = await person('employee', { hourlyRate: '20.00' });
    await insertEntry(t.database.db, emp.id, inWeek(past, 2, '09:00'), 90);
    expect((await week(emp.id, past)).approvalBlockers).toEqual([]);
    const approved = await api(t, admin, 'POST', approveUrl(emp.id, past));
    expect(approved.statusCode, approved.body).toBe(200);
    // 90 minutes at $20.00 an hour.
    expect(approved.json()).toMatchObject({ status: 'approved', payCents: 3000, approvalBlockers: [] });
    expect((await week(emp.id, past)).approvalBlockers).toEqual([]);
  });

  it('goes away once the missing rate is set through PUT /api/users/{id}, and the week then approves at it', async () => {
    const past = pastWeek(1);
    const emp = await person('employee', { firstName: 'Ivo', lastName: 'Late', hourlyRate: null });
    await insertEntry(t.database.db, emp.id, inWeek(past, 3, '08:00'), 150);
    expect((await week(emp.id, past)).approvalBlockers.map((b) => b.code)).toEqual(['no-hourly-rate']);

    // A blank rate is refused, not taken for $0 (which would lift the blocker and approve at no pay);
    // so are 0 and what is not a number. Nothing is written: the blocker stays.
    const refusals: Array<[unknown, string]> = [
      ['', 'Enter the hourly rate, like 21.50'],
      ['   ', 'Enter the hourly rate, like 21.50'],
      [0, 'Hourly rate must be more than 0'],
      ['0.00', 'Hourly rate must be more than 0'],
      ['abc', 'Hourly rate must be a number'],
      [true, 'Hourly rate must be a number'],
    ];
    for (const [hourlyRate, message] of refusals) {
      const refused = await api(t, admin, 'PUT', `/api/users/${emp.id}`, { hourlyRate });
      expect(refused.statusCode, JSON.stringify(hourlyRate)).toBe(400);
      expect(refused.json().fields, JSON.stringify(hourlyRate)).toEqual({ hourlyRate: message });
    }
    const [stored] = (
      (await t.database.db.execute(sql`select hourly_rate from users where id = ${emp.id}`)) as unknown as {
        rows: Array<{ hourly_rate: string | null }>;
      }
    ).rows;
    expect(stored!.hourly_rate).toBeNull();
    expect((await week(emp.id, past)).approvalBlockers.map((b) => b.code)).toEqual(['no-hourly-rate']);

    const set = await api(t, admin, 'PUT', `/api/users/${emp.id}`, { hourlyRate: 22.4 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ hourlyRate: 22.4, role: 'employee' });

    const after = await week(emp.id, past);
    // 150 minutes at $22.40 an hour: $56.00.
    expect(after).toMatchObject({ approvalBlockers: [], hourlyRateCents: 2240, payCents: 5600 });
    const approved = await api(t, admin, 'POST', approveUrl(emp.id, past));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', payCents: 5600 });
  });

  it('a new employee with a blank rate is refused; one saved at $0.00 (before the refusal) still has no rate', async () => {
    const created = await api(t, admin, 'POST', '/api/users', {
      firstName: 'Blank',
      lastName: 'Rate',
      username: 'blk-blank-rate',
      email: 'blank.rate@example.test',
      role: 'employee',
      hourlyRate: '',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({ hourlyRate: 'Enter the hourly rate, like 21.50' });

    const past = pastWeek(3);
    const emp = await person('employee', { firstName: 'Zero', lastName: 'Pay', hourlyRate: '0.00' });
    await insertEntry(t.database.db, emp.id, inWeek(past, 1, '09:00'), 60);
    const shown = await week(emp.id, past);
    expect(shown).toMatchObject({ hourlyRateCents: null, payCents: null });
    expect(shown.approvalBlockers).toEqual([
      { code: 'no-hourly-rate', message: 'Set an hourly rate first: Zero Pay has none, so the week’s pay cannot be worked out.' },
    ]);
    expect((await api(t, admin, 'POST', approveUrl(emp.id, past))).statusCode).toBe(409);
  });
});
