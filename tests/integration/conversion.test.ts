import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema/sales.ts';
import { customerProfiles } from '#server/db/schema/customers.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { bookingAssignments, bookings, planCrew } from '#server/db/schema/operations.ts';
import type { Conversion } from '#shared/contracts/conversion.ts';
import { addDays, companyDate, daysBetween, weekdayOf } from '#shared/domain/company-time.ts';
import { conversionStartsOn, visitMinutesFromHours } from '#shared/domain/plan-start.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import {
  chicagoClock,
  conversionConfig,
  conversionRows,
  count,
  customerBookings,
  deliver,
  requestQuote,
  setPassword,
  setPasswordToken,
} from '#tests/support/conversion.ts';

let t: TestApp;
let smtp: SmtpStub;
let admin: string;
let adminId: number;
beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp(conversionConfig(smtp));
  const user = await insertUser(t.database.db, 'admin', { username: 'conv-admin' });
  adminId = user.id;
  admin = await tokenFor(t.app, user.username);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const convert = (leadId: string, payload: object = {}, token = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/leads/${leadId}/convert`, headers: bearer(token), payload });
const today = () => companyDate(new Date());
const trail = async (entity: string, id: string | number) =>
  (await t.app.inject({ url: `/api/admin/audit?entity=${entity}&entityId=${id}`, headers: bearer(admin) })).json() as Array<{
    action: string;
    actor: string;
    actorUser: { id: number } | null;
    after: Record<string, unknown> | null;
  }>;

describe('POST /api/admin/leads/:leadId/convert', () => {
  it('makes the lead a customer with a site, a plan from the quote and its visits, all audited, and e-mails the invite', async () => {
    const quote = await requestQuote(t, { email: 'Mara.Holm@Lakeside.example' });
    const res = await convert(quote.leadId);
    expect(res.statusCode, res.body).toBe(201);
    const conversion = res.json() as Conversion;

    // The account: a customer named from the lead, its username from the e-mail.
    expect(conversion.customer).toMatchObject({
      username: 'mara.holm',
      email: 'Mara.Holm@Lakeside.example',
      companyName: 'Lakeside Dental, P.A.',
      name: 'Mara Holm',
      created: true,
    });
    const rows = await conversionRows(t.database.db, quote.leadId, 'mara.holm@lakeside.example');
    expect(rows.accounts).toHaveLength(1);
    expect(rows.accounts[0]).toMatchObject({
      role: 'customer',
      phone: '(952) 555-0123',
      firstName: 'Mara',
      lastName: 'Holm',
      passwordHash: null,
    });
    const [profile] = await t.database.db.select().from(customerProfiles).where(eq(customerProfiles.userId, conversion.customer.id));
    expect(profile).toMatchObject({ sourceLeadId: quote.leadId });

    // The site and the plan: the quote's facility, frequency, add-ons, price, labor; decision 0017's start.
    expect(conversion.site).toMatchObject({ name: 'Lakeside Dental, P.A.', address: '7001 France Ave S, Edina, MN 55435' });
    const startsOn = conversionStartsOn('Weekly', [1], today());
    expect(daysBetween(today(), startsOn)).toBeGreaterThanOrEqual(7);
    expect(weekdayOf(startsOn)).toBe(1);
    expect(conversion.servicePlan).toMatchObject({
      frequency: 'Weekly',
      serviceDays: [1],
      startTime: '18:00',
      startsOn,
      visitMinutes: visitMinutesFromHours(quote.laborCosts.hoursPerCleanerPerSession),
      crewSize: quote.laborCosts.cleanersNeeded,
      monthlyPriceCents: Math.round(quote.totalMonthlyCost * 100),
    });
    expect(rows.plans[0]).toMatchObject({ facilityType: 'office', squareFootage: 10000, addOns: ['Carpet Cleaning', 'Window Cleaning'] });

    // Its visits: produced at once through the 8-week horizon, each a Monday at 6 PM from the start.
    const visits = await t.database.db.select().from(bookings).where(eq(bookings.servicePlanId, conversion.servicePlan!.id));
    expect(visits.length).toBe(conversion.bookingsCreated);
    expect(visits.length).toBeGreaterThanOrEqual(6);
    for (const visit of visits) {
      expect(visit.planOccurrence! >= startsOn && visit.planOccurrence! <= addDays(today(), 56)).toBe(true);
      expect(weekdayOf(visit.planOccurrence!)).toBe(1);
      expect(chicagoClock(visit.scheduledStart.toISOString())).toBe('18:00');
      expect(visit).toMatchObject({ customerId: conversion.customer.id, siteId: conversion.site.id, location: conversion.site.address });
    }
    expect(conversion.firstVisit).toBe(visits.map((v) => v.scheduledStart.toISOString()).sort()[0]);

    // The lead is won, once.
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, quote.leadId));
    expect(lead).toMatchObject({ status: 'won', customerId: conversion.customer.id });
    expect(lead!.convertedAt?.toISOString()).toBe(conversion.convertedAt);

    // Every change audited, by the admin.
    for (const [entity, id, action] of [
      ['customer', conversion.customer.id, 'create'],
      ['site', conversion.site.id, 'create'],
      ['service_plan', conversion.servicePlan!.id, 'create'],
      ['booking', visits[0]!.id, 'create'],
      ['lead', quote.leadId, 'convert'],
    ] as const) {
      const events = await trail(entity, id);
      expect(
        events.map((e) => e.action),
        `${entity} ${id}`,
      ).toEqual([action]);
      expect(events[0]!.actorUser?.id).toBe(adminId);
    }
    expect((await trail('lead', quote.leadId))[0]!.after).toMatchObject({ status: 'won', via: 'admin', siteId: conversion.site.id });

    // The admin sees the set-password link once; it also went out through the outbox.
    expect(conversion.passwordLink).toMatchObject({ emailed: true });
    const delivered = await deliver(t, smtp);
    // (The quote's own e-mail, its link to accept online, went to the same address first.)
    const mail = delivered.find(
      (m) => m.to.some((to) => to.toLowerCase() === 'mara.holm@lakeside.example') && m.subject.includes('password'),
    );
    expect(mail, JSON.stringify(delivered.map((m) => [m.to, m.subject]))).toBeDefined();
    expect(mail?.subject).toContain('Choose your password');
    expect(mail?.text).toContain('username: mara.holm');
    const link = setPasswordToken(mail!.text)!;
    expect(conversion.passwordLink!.url).toContain(link);

    // The customer chooses a password, signs in and sees the visits.
    await setPassword(t, link, 'harbor lanterns at dusk 42');
    const session = await tokenFor(t.app, 'mara.holm', 'harbor lanterns at dusk 42');
    const listed = await customerBookings(t, session);
    expect(listed.map((b) => b.id).sort()).toEqual(visits.map((v) => v.id).sort());
  });

  it('takes the admin’s start, days, time, length, crew size and crew', async () => {
    const employee = await insertUser(t.database.db, 'employee', { username: 'conv-crew', firstName: 'Ana', lastName: 'Ruiz' });
    const quote = await requestQuote(t, { email: 'ops@northloop.example', companyName: 'North Loop Offices', frequency: 'Daily-5' });
    const startsOn = addDays(today(), 3);
    const res = await convert(quote.leadId, {
      startsOn,
      serviceDays: [5, 1, 3],
      startTime: '19:30',
      visitMinutes: 90,
      crewSize: 3,
      crew: [employee.id],
      frequency: 'Weekly',
    });
    expect(res.statusCode, res.body).toBe(201);
    const conversion = res.json() as Conversion;
    expect(conversion.servicePlan).toMatchObject({
      frequency: 'Weekly',
      serviceDays: [1, 3, 5],
      startTime: '19:30',
      startsOn,
      visitMinutes: 90,
      crewSize: 3,
    });
    const visits = await t.database.db.select().from(bookings).where(eq(bookings.servicePlanId, conversion.servicePlan!.id));
    expect(
      visits.every((v) => [1, 3, 5].includes(weekdayOf(v.planOccurrence!)) && chicagoClock(v.scheduledStart.toISOString()) === '19:30'),
    ).toBe(true);
    expect(await t.database.db.select().from(planCrew).where(eq(planCrew.servicePlanId, conversion.servicePlan!.id))).toHaveLength(1);
    const assigned = await t.database.db.select().from(bookingAssignments).where(eq(bookingAssignments.employeeId, employee.id));
    expect(assigned).toHaveLength(visits.length);

    // Daily-5 needs five days: refused, naming the field, nothing written.
    const other = await requestQuote(t, { email: 'ops@daily.example', frequency: 'Daily-5' });
    const refused = await convert(other.leadId, { serviceDays: [1, 2] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('serviceDays');
    expect((await conversionRows(t.database.db, other.leadId, 'ops@daily.example')).accounts).toEqual([]);
  });

  it('refuses a second conversion, and of parallel ones exactly one succeeds', async () => {
    const quote = await requestQuote(t, { email: 'twice@lakeside.example' });
    expect((await convert(quote.leadId)).statusCode).toBe(201);
    const again = await convert(quote.leadId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^This lead is already a customer: Lakeside Dental, P\.A\. \(converted on \w+ \d+, \d{4}\)\.$/);

    const racing = await requestQuote(t, { email: 'race@lakeside.example' });
    const answers = await Promise.all([convert(racing.leadId), convert(racing.leadId), convert(racing.leadId)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await conversionRows(t.database.db, racing.leadId, 'race@lakeside.example');
    expect([rows.accounts.length, rows.sites.length, rows.plans.length, rows.links.length]).toEqual([1, 1, 1, 1]);
    const visits = await count(t.database.db, 'bookings', `service_plan_id = ${rows.plans[0]!.id}`);
    expect(visits).toBe((answers.find((r) => r.statusCode === 201)!.json() as Conversion).bookingsCreated);
    const invites = await t.database.db.select().from(notifications).where(eq(notifications.recipient, 'race@lakeside.example'));
    expect(invites.map((n) => n.kind)).toEqual(['quote-accept-link', 'set-password']);
  });

  it('gives two leads of one new e-mail, converted at once, one account with both sites', async () => {
    const [a, b] = await Promise.all([
      requestQuote(t, { email: 'shared@twolakes.example', companyName: 'Two Lakes North' }),
      requestQuote(t, { email: 'shared@twolakes.example', companyName: 'Two Lakes South' }),
    ]);
    const answers = await Promise.all([convert(a!.leadId), convert(b!.leadId)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    const conversions = answers.map((r) => r.json() as Conversion);
    expect(conversions[0]!.customer.id).toBe(conversions[1]!.customer.id);
    expect(conversions.map((c) => c.customer.created).sort()).toEqual([false, true]);
    const accounts = (await conversionRows(t.database.db, a!.leadId, 'shared@twolakes.example')).accounts;
    expect(accounts).toHaveLength(1);
    expect(await count(t.database.db, 'sites', `customer_id = ${accounts[0]!.id}`)).toBe(2);
  });

  it('adds the site and plan to an existing customer of the same e-mail, without an invite', async () => {
    const customer = await insertUser(t.database.db, 'customer', { username: 'birch-law', email: 'office@birchlaw.example' });
    const quote = await requestQuote(t, { email: 'Office@BirchLaw.example', companyName: 'Birch Law (Uptown)' });
    const res = await convert(quote.leadId);
    expect(res.statusCode, res.body).toBe(201);
    const conversion = res.json() as Conversion;
    expect(conversion.customer).toMatchObject({ id: customer.id, username: 'birch-law', created: false });
    expect(conversion.passwordLink).toBeNull();
    expect(conversion.site.name).toBe('Birch Law (Uptown)');
    const rows = await conversionRows(t.database.db, quote.leadId, 'office@birchlaw.example');
    expect(rows.accounts).toHaveLength(1);
    expect(rows.links).toEqual([]);
    const mails = (await deliver(t, smtp)).filter((m) => m.to.includes('office@birchlaw.example'));
    expect(mails.map((m) => m.subject)).toEqual([`Quote ${quote.reference} accepted: your new service`]);
    expect(mails[0]!.text).toContain('Birch Law (Uptown), 7001 France Ave S');
    // The account's own profile is made (it had none), the existing one kept otherwise.
    expect(await count(t.database.db, 'customer_profiles', `user_id = ${customer.id}`)).toBe(1);
  });

  it('refuses an employee’s or an admin’s e-mail with a clear 409, writing nothing', async () => {
    await insertUser(t.database.db, 'employee', { username: 'conv-staff', email: 'staff@twinpines.example' });
    const quote = await requestQuote(t, { email: 'STAFF@twinpines.example' });
    const before = await count(t.database.db, 'sites');
    const res = await convert(quote.leadId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'staff@twinpines.example belongs to an employee account, not a customer. Convert with another e-mail address for the customer (email).',
    );
    expect(await count(t.database.db, 'sites')).toBe(before);
    expect((await t.database.db.select().from(leads).where(eq(leads.id, quote.leadId)))[0]).toMatchObject({
      status: 'new',
      customerId: null,
    });

    const adminQuote = await requestQuote(t, { email: 'conv-admin@example.test' });
    expect((await convert(adminQuote.leadId)).json().message).toMatch(/belongs to an administrator account/);

    // Another e-mail for the customer converts it.
    const other = await convert(quote.leadId, { email: 'facilities@twinpines-client.example' });
    expect(other.statusCode, other.body).toBe(201);
    expect((other.json() as Conversion).customer).toMatchObject({ email: 'facilities@twinpines-client.example', username: 'facilities' });
  });

  it('gives usernames that are free: the second "dana" is dana-2', async () => {
    const first = await convert((await requestQuote(t, { email: 'dana@one.example' })).leadId);
    const second = await convert((await requestQuote(t, { email: 'Dana@two.example' })).leadId);
    expect([(first.json() as Conversion).customer.username, (second.json() as Conversion).customer.username]).toEqual(['dana', 'dana-2']);
    const short = await convert((await requestQuote(t, { email: 'jo@three.example' })).leadId);
    expect((short.json() as Conversion).customer.username).toBe('jo-customer');
  });

  it('converts a one-time quote to a customer and a site, without a plan', async () => {
    const quote = await requestQuote(t, { email: 'once@lakeside.example', frequency: 'One-time' });
    const res = await convert(quote.leadId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ servicePlan: null, bookingsCreated: 0, firstVisit: null, customer: { created: true } });
    const rows = await conversionRows(t.database.db, quote.leadId, 'once@lakeside.example');
    expect([rows.accounts.length, rows.sites.length, rows.plans.length]).toEqual([1, 1, 0]);
  });

  it('converts a window-cleaning request only with the plan fields', async () => {
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/window-quotes',
      payload: {
        fullName: 'Wes Pane',
        mobile: '612-555-0177',
        address: '9 Lake St, Wayzata, MN',
        paneCount: '21-40',
        preferredPlan: 'Quarterly',
      },
    });
    const { leadId } = request.json() as { leadId: string };
    const missing = await convert(leadId);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['email', 'frequency', 'monthlyPriceCents', 'visitMinutes']);

    const res = await convert(leadId, { email: 'wes@pane.example', frequency: 'Quarterly', visitMinutes: 180, monthlyPriceCents: 12_500 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      customer: { username: 'wes', name: 'Wes Pane', companyName: 'Wes Pane' },
      site: { address: '9 Lake St, Wayzata, MN' },
      servicePlan: { frequency: 'Quarterly', visitMinutes: 180, monthlyPriceCents: 12_500, crewSize: 1, serviceDays: [1] },
    });
  });

  it('answers 404 for unknown and malformed lead ids and 403 to anyone but an admin', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) expect((await convert(id)).statusCode).toBe(404);
    const customer = await insertUser(t.database.db, 'customer', { username: 'conv-nosy' });
    const quote = await requestQuote(t, { email: 'nosy@lakeside.example' });
    expect((await convert(quote.leadId, {}, await tokenFor(t.app, customer.username))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/leads/${quote.leadId}/convert`, payload: {} })).statusCode).toBe(401);
  });
});
