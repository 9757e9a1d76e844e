import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversion } from '#shared/contracts/conversion.ts';
import type { CustomerPlan } from '#shared/contracts/operations.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, TEST_PASSWORD, tokenFor } from '#tests/support/accounts.ts';
import { requestQuote } from '#tests/support/conversion.ts';
import { insertPlan, insertSite } from '#tests/support/operations.ts';

/**
 * Issue 30 (decision 0042): GET /api/customer/service-plans gives the customer their own plans, and
 * with each the billing rate per cleaner-hour of the quote it came from, which the portal shows
 * instead of the spec's display figure of $27.17. Figures are the pricing model's worked example
 * 7.1 (a 10,000 sq ft office, weekly, no add-ons), written out: 19.00 wage, burdened and grossed up
 * for overhead and profit, is $30.45 a cleaner-hour; 3.714 h × $30.449 + 10% supplies = $124.40 a
 * visit, × 4.333 visits = $539.09 a month.
 */
let t: TestApp;
let adminToken = '';
beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.database.db, 'admin', { username: 'plans-admin' });
  adminToken = await tokenFor(t.app, 'plans-admin');
});
afterAll(async () => {
  await t.close();
});

/** A customer made from a quote by the admin's conversion, signed in with a password chosen from the link. */
async function convertedCustomer(email: string, companyName: string, overrides: Record<string, unknown> = {}) {
  const quote = await requestQuote(t, { email, companyName, additionalServices: [] });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/leads/${quote.leadId}/convert`,
    headers: bearer(adminToken),
    payload: overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  const conversion = res.json() as Conversion;
  const linkToken = new URL(conversion.passwordLink!.url).searchParams.get('token')!;
  const set = await t.app.inject({ method: 'POST', url: `/api/auth/password-links/${linkToken}`, payload: { password: TEST_PASSWORD } });
  expect(set.statusCode, set.body).toBe(204);
  return { conversion, token: await tokenFor(t.app, conversion.customer.username) };
}

const plansOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/customer/service-plans', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CustomerPlan[];
};

describe('GET /api/customer/service-plans', () => {
  it("lists the customer's own plans: a quoted plan with its quote's rate, a hand-priced one without, an ended one left out", async () => {
    const { conversion, token } = await convertedCustomer('rates@lakeside.example', 'Lakeside Family Clinic');
    const customerId = conversion.customer.id;
    // A second site priced by hand by the admin ($1,200.00 a month), and an old plan that has ended.
    const annex = await insertSite(t.database.db, customerId, { name: 'Lakeside Annex', address: '7003 France Ave S, Edina, MN 55435' });
    const byHand = await insertPlan(t.database.db, customerId, annex.id, { monthlyPriceCents: 120_000 });
    await insertPlan(t.database.db, customerId, annex.id, { status: 'ended', endsOn: '2026-12-31' });
    // Someone else's plan.
    const other = await convertedCustomer('other@birch.example', 'Birch Law');

    expect(await plansOf(token)).toEqual([
      {
        id: conversion.servicePlan!.id,
        siteName: conversion.site.name,
        status: 'active',
        monthlyPrice: 539.09,
        hourlyRate: 30.45,
      },
      { id: byHand.id, siteName: 'Lakeside Annex', status: 'active', monthlyPrice: 1200, hourlyRate: null },
    ]);
    expect((await plansOf(other.token)).map((plan) => plan.id)).toEqual([other.conversion.servicePlan!.id]);
  });

  it("shows the quote's rate only while the plan keeps the quote's monthly price and frequency", async () => {
    const { conversion, token } = await convertedCustomer('changed@cedar.example', 'Cedar Dental');
    const planId = conversion.servicePlan!.id;
    const change = async (body: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/service-plans/${planId}`,
        headers: bearer(adminToken),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const own = async () => (await plansOf(token)).map(({ monthlyPrice, hourlyRate }) => ({ monthlyPrice, hourlyRate }));
    expect(await own()).toEqual([{ monthlyPrice: 539.09, hourlyRate: 30.45 }]);

    // A new price ($600.00 a month) was not worked out at $30.45 an hour: the plan's price shows instead.
    await change({ monthlyPriceCents: 60_000 });
    expect(await own()).toEqual([{ monthlyPrice: 600, hourlyRate: null }]);
    // Back to the quoted price: the quote's rate again.
    await change({ monthlyPriceCents: 53_909 });
    expect(await own()).toEqual([{ monthlyPrice: 539.09, hourlyRate: 30.45 }]);
    // The quoted price for another frequency (every other week): not the quote's plan either.
    await change({ frequency: 'Bi-weekly' });
    expect(await own()).toEqual([{ monthlyPrice: 539.09, hourlyRate: null }]);

    // Priced by the admin at the conversion ($700.00 a month): no rate from the start.
    const priced = await convertedCustomer('priced@cedar.example', 'Cedar Optometry', { monthlyPriceCents: 70_000 });
    expect(await plansOf(priced.token)).toEqual([
      {
        id: priced.conversion.servicePlan!.id,
        siteName: priced.conversion.site.name,
        status: 'active',
        monthlyPrice: 700,
        hourlyRate: null,
      },
    ]);
  });

  it('is for customers only', async () => {
    const employee = await insertUser(t.database.db, 'employee', { username: 'plans-crew' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/service-plans',
      headers: bearer(await tokenFor(t.app, employee.username)),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/service-plans' })).statusCode).toBe(401);
  });
});
