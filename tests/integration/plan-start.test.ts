import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteAcceptance } from '#shared/contracts/conversion.ts';
import type { AdminBooking, ServicePlan } from '#shared/contracts/operations.ts';
import type { UrgentTask } from '#shared/contracts/admin-dashboard.ts';
import { addDays, weekdayOf } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertUser, tokenFor } from '#tests/support/accounts.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import { chicagoClock, conversionConfig, count, deliver, mailedAcceptToken, requestQuote } from '#tests/support/conversion.ts';
import { call, companyToday, ok, trail, type ErrorAnswer } from '#tests/support/operations-api.ts';

/**
 * Issue 29 (decision 0033): a plan made by an online acceptance is "accepted, to start" until an admin
 * confirms its first day and crew; then its visits are produced and the customer is e-mailed the start.
 */

let t: TestApp;
let smtp: SmtpStub;
let admin: string;
const crew: Array<{ id: number; firstName: string; lastName: string; username: string; email: string }> = [];
let customerId = 0;
let plan: ServicePlan;

beforeAll(async () => {
  smtp = await startSmtpStub();
  // The acceptance's answer floor is not what these tests are about (quote-acceptance.test.ts is).
  t = await createTestApp({ ...conversionConfig(smtp), ACCEPTANCE_ANSWER_MS: '0' });
  admin = await tokenFor(t.app, (await insertUser(t.database.db, 'admin', { username: 'start-admin' })).username);
  for (const [firstName, lastName] of [
    ['Ana', 'Ruiz'],
    ['Ben', 'Olson'],
  ] as const) {
    const username = `start-${firstName.toLowerCase()}`;
    const employee = await insertUser(t.database.db, 'employee', { username, firstName, lastName, email: `${username}@twinpines.example` });
    crew.push({ id: employee.id, firstName, lastName, username, email: employee.email });
  }

  plan = await acceptOnline('start@lakeside.example', 'Start Dental');
  customerId = plan.customer.id;
  await deliver(t, smtp);
});

/** A client asks for a weekly quote, opens the link e-mailed to them, and accepts: the plan it made. */
async function acceptOnline(email: string, companyName: string): Promise<ServicePlan> {
  const quote = await requestQuote(t, { email, companyName });
  const token = await mailedAcceptToken(t, smtp, email, quote.reference);
  const page = (await t.app.inject({ url: `/api/quote-acceptances/${token}` })).json() as QuoteAcceptance;
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/quote-acceptances/${token}`,
    payload: { signerName: 'Mara Holm', signerTitle: 'Office Manager', consent: true, agreementSha256: page.agreementSha256 },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  const listed = await ok<ServicePlan[]>(t, admin, 'GET', '/api/admin/service-plans?status=pending_start');
  return listed.find((p) => p.customer.companyName === companyName)!;
}
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const confirm = (id: number, body: object, token = admin) =>
  call<ServicePlan & ErrorAnswer>(t, token, 'POST', `/api/admin/service-plans/${id}/confirm-start`, body);
const planVisits = (id: number) => ok<AdminBooking[]>(t, admin, 'GET', `/api/admin/bookings?planId=${id}&limit=1000`);
const urgent = () => ok<UrgentTask[]>(t, admin, 'GET', '/api/admin/urgent-tasks');

describe('a plan accepted online', () => {
  it('is listed as "accepted, to start" with no visits, is an urgent task, and cannot be switched on or paused by an edit', async () => {
    expect(plan).toMatchObject({ status: 'pending_start', crew: [], generatedThrough: null, customer: { companyName: 'Start Dental' } });
    expect(await planVisits(plan.id)).toEqual([]);
    expect((await urgent()).find((task) => task.kind === 'plans-to-start')).toEqual({
      kind: 'plans-to-start',
      title: 'Accepted, to start',
      description: '1 plan accepted online waits for you to confirm the start date and crew',
      priority: 'high',
      count: 1,
      href: '/admin/service-plans?status=pending_start',
    });

    for (const status of ['active', 'paused']) {
      const res = await call<ErrorAnswer>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { status });
      expect(res.status, status).toBe(409);
      expect(res.body.message).toBe(
        'This plan was accepted online and waits for its start: confirm its start date and crew first (Confirm start).',
      );
    }
    const pending = await call<ErrorAnswer>(t, admin, 'PUT', `/api/admin/service-plans/${plan.id}`, { status: 'pending_start' });
    expect(pending.status).toBe(400);
    expect(pending.body.fields).toEqual({ status: 'Choose a status: active, paused, ended' });
    expect(await ok<ServicePlan>(t, admin, 'GET', `/api/admin/service-plans/${plan.id}`)).toMatchObject({ status: 'pending_start' });
    expect(await count(t.database.db, 'bookings', `service_plan_id = ${plan.id}`)).toBe(0);
  });

  it('refuses a confirmation without a day from today on, or without an active crew (400), and an unknown plan (404), writing nothing', async () => {
    const auditBefore = await count(t.database.db, 'audit_events');
    const missing = await confirm(plan.id, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields ?? {}).sort()).toEqual(['employeeIds', 'startsOn']);

    const past = await confirm(plan.id, { startsOn: companyToday(-1), employeeIds: [crew[0]!.id] });
    expect(past.status).toBe(400);
    expect(past.body.fields).toHaveProperty('startsOn');

    const nobody = await confirm(plan.id, { startsOn: companyToday(10), employeeIds: [] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.fields).toEqual({ employeeIds: 'Choose the crew: at least one active employee, each once, at most 50' });

    const notStaff = await confirm(plan.id, { startsOn: companyToday(10), employeeIds: [customerId] });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.fields).toEqual({ employeeIds: `Choose active employees only: ${customerId} is not one` });

    const noDays = await confirm(plan.id, { startsOn: companyToday(10), employeeIds: [crew[0]!.id], serviceDays: [] });
    expect(noDays.status).toBe(400);
    expect(noDays.body.fields).toHaveProperty('serviceDays');

    expect((await confirm(2_000_000_000, { startsOn: companyToday(10), employeeIds: [crew[0]!.id] })).status).toBe(404);

    expect(await ok<ServicePlan>(t, admin, 'GET', `/api/admin/service-plans/${plan.id}`)).toMatchObject({
      status: 'pending_start',
      crew: [],
    });
    expect(await count(t.database.db, 'bookings', `service_plan_id = ${plan.id}`)).toBe(0);
    expect(await count(t.database.db, 'audit_events')).toBe(auditBefore);
  });

  it('starts when the admin confirms: its visits from that day with the crew, audited, and the customer e-mailed the start without the crew’s names', async () => {
    // The first Monday at least ten days ahead (the plan is weekly on Mondays).
    let startsOn = companyToday(10);
    while (weekdayOf(startsOn) !== 1) startsOn = addDays(startsOn, 1);
    const res = await confirm(plan.id, { startsOn, startTime: '07:30', employeeIds: [crew[0]!.id, crew[1]!.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', startsOn, startTime: '07:30', serviceDays: [1] });
    expect(res.body.crew.map((p) => p.id).sort()).toEqual([crew[0]!.id, crew[1]!.id].sort());

    // Every Monday from the start through the 8-week horizon, at 7:30, with both cleaners.
    const horizon = companyToday(56);
    const expected: string[] = [];
    for (let day = startsOn; day <= horizon; day = addDays(day, 7)) expected.push(day);
    const visits = await planVisits(plan.id);
    expect(visits.map((v) => v.date)).toEqual(expected);
    for (const visit of visits) {
      expect(chicagoClock(visit.scheduledDate)).toBe('07:30');
      expect(visit.crew.map((p) => p.id).sort()).toEqual([crew[0]!.id, crew[1]!.id].sort());
    }

    const history = await trail(t, admin, 'service_plan', plan.id);
    expect(history.at(-1)).toMatchObject({
      action: 'confirm-start',
      before: { status: 'pending_start', crew: [] },
      after: { status: 'active', startsOn, startTime: '07:30' },
    });

    const mails = (await deliver(t, smtp)).filter((m) => m.to.includes('start@lakeside.example'));
    expect(mails.map((m) => m.subject)).toEqual([
      `Your cleaning service starts on ${new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(`${startsOn}T12:00:00Z`))}`,
    ]);
    const text = mails[0]!.text;
    expect(text).toContain('Crew: 2 cleaners');
    expect(text).toContain('at 7:30 AM');
    expect(text).toContain('https://www.example.test/customer-dashboard');
    for (const person of crew) {
      for (const secret of [person.firstName, person.lastName, person.username, person.email]) expect(text).not.toContain(secret);
    }

    expect((await urgent()).find((task) => task.kind === 'plans-to-start')).toBeUndefined();
  });

  it('is confirmed once: a plan not waiting for its start is 409 and nothing changes', async () => {
    const visits = await count(t.database.db, 'bookings', `service_plan_id = ${plan.id}`);
    const again = await confirm(plan.id, { startsOn: companyToday(20), employeeIds: [crew[0]!.id] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Plan #${plan.id} is not waiting for its start: it is active.`);
    expect(await count(t.database.db, 'bookings', `service_plan_id = ${plan.id}`)).toBe(visits);
    expect((await ok<ServicePlan>(t, admin, 'GET', `/api/admin/service-plans/${plan.id}`)).crew).toHaveLength(2);
  });

  it('is refused to anyone but an admin (401, 403) and changes nothing', async () => {
    const customerToken = await tokenFor(t.app, (await insertUser(t.database.db, 'customer', { username: 'start-customer' })).username);
    const employeeToken = await tokenFor(t.app, crew[0]!.username);
    const body = { startsOn: companyToday(20), employeeIds: [crew[0]!.id] };
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/service-plans/${plan.id}/confirm-start`, payload: body })).statusCode,
    ).toBe(401);
    expect((await confirm(plan.id, body, customerToken)).status).toBe(403);
    expect((await confirm(plan.id, body, employeeToken)).status).toBe(403);
  });

  it('ends without a last day when the client withdraws before it started (nothing of it is billed)', async () => {
    const withdrawn = await acceptOnline('withdrawn@lakeside.example', 'Withdrawn Dental');
    const withDay = await call<ErrorAnswer>(t, admin, 'PUT', `/api/admin/service-plans/${withdrawn.id}`, {
      status: 'ended',
      endsOn: withdrawn.startsOn,
    });
    expect(withDay.status).toBe(400);
    expect(withDay.body.fields).toEqual({ endsOn: 'This plan never started: end it without a last day (leave endsOn out)' });
    const ended = await ok<ServicePlan>(t, admin, 'PUT', `/api/admin/service-plans/${withdrawn.id}`, { status: 'ended' });
    expect(ended).toMatchObject({ status: 'ended', endsOn: null });
    expect(await count(t.database.db, 'bookings', `service_plan_id = ${withdrawn.id}`)).toBe(0);
  });
});
