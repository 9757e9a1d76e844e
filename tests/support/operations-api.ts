import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { AdminBooking, ServicePlan } from '#shared/contracts/operations.ts';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import type { TestApp } from './test-app.ts';
import { bearer, insertUser, tokenFor } from './accounts.ts';
import { insertSite } from './operations.ts';

/** Today on the Minnesota calendar, and `days` later. */
export const companyToday = (days = 0) => addDays(companyDate(new Date()), days);

/** The people of an operations test: an admin, two customers with a site each, employees. */
export async function operationsWorld(t: TestApp, prefix: string) {
  const db = t.database.db;
  const admin = await insertUser(db, 'admin', { username: `${prefix}-admin` });
  const customer = await insertUser(db, 'customer', {
    username: `${prefix}-customer`,
    firstName: 'Dana',
    lastName: 'Reyes',
    companyName: 'Acme Dental',
    phone: '612-555-0134',
  });
  const customerB = await insertUser(db, 'customer', { username: `${prefix}-customer-b`, companyName: 'Birch Law' });
  const employee = await insertUser(db, 'employee', { username: `${prefix}-employee`, firstName: 'Ana', lastName: 'Ruiz' });
  const employeeB = await insertUser(db, 'employee', { username: `${prefix}-employee-b`, firstName: 'Ben', lastName: 'Olson' });
  const retired = await insertUser(db, 'employee', { username: `${prefix}-retired`, isActive: false });
  const site = await insertSite(db, customer.id, { name: 'Acme Dental', address: '7001 France Ave S, Edina, MN 55435' });
  const siteB = await insertSite(db, customerB.id, { name: 'Birch Law', address: '80 S 8th St, Minneapolis, MN 55402' });
  return {
    db,
    admin,
    customer,
    customerB,
    employee,
    employeeB,
    retired,
    site,
    siteB,
    adminToken: await tokenFor(t.app, admin.username),
  };
}

type Method = 'GET' | 'POST' | 'PUT';

/** Calls the API as `token`; answers the status and the parsed body. */
export async function call<T = unknown>(t: TestApp, token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
}

/** A call that must succeed with `status`. */
export async function ok<T>(t: TestApp, token: string, method: Method, url: string, payload?: object, status = 200): Promise<T> {
  const res = await call<T>(t, token, method, url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

export interface ErrorAnswer {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** The plan body the tests start from: weekly on Monday and Thursday at 6 PM, from tomorrow. */
export function planBody(customerId: number, siteId: number, overrides: Record<string, unknown> = {}) {
  return {
    customerId,
    siteId,
    facilityType: 'office',
    squareFootage: 12_000,
    frequency: 'Weekly',
    serviceDays: [4, 1],
    startTime: '18:00',
    visitMinutes: 120,
    crewSize: 2,
    addOns: ['Carpet Cleaning'],
    monthlyPriceCents: 64_700,
    startsOn: companyToday(1),
    ...overrides,
  };
}

export const listBookings = (t: TestApp, token: string, query: string) =>
  ok<AdminBooking[]>(t, token, 'GET', `/api/admin/bookings?${query}`);
export const createPlan = (t: TestApp, token: string, body: object) =>
  ok<ServicePlan>(t, token, 'POST', '/api/admin/service-plans', body, 201);

/** Rows in a table, for "nothing was written". */
export async function countRows(db: Database, table: 'bookings' | 'service_plans' | 'booking_assignments' | 'plan_crew' | 'audit_events') {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

/** The audit trail of one record, oldest first. */
export const trail = (t: TestApp, token: string, entity: string, id: number | string) =>
  ok<Array<{ action: string; actor: string; actorUser: { id: number } | null; before: unknown; after: unknown }>>(
    t,
    token,
    'GET',
    `/api/admin/audit?entity=${entity}&entityId=${id}`,
  );
