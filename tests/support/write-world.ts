import type { Conversion } from '#shared/contracts/conversion.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { expectStatus, type HttpApi } from './http-api.ts';

/**
 * The people and plans a stream of writes needs, made through the running server's public API as an
 * admin would: employees who chose their passwords through their links, customers converted from
 * quotes (each with a site and a plan running since `planStartsOn`), and a visit about now assigned
 * to the first employee, to clock into.
 */

export const ADMIN = { username: 'ops-admin', password: 'Kill-nine survives 2026' };
const EMPLOYEE_PASSWORD = 'Mop bucket lantern 77';

export interface Employee {
  id: number;
  username: string;
  token: string;
}

export interface WriteWorld {
  adminToken: string;
  employees: Employee[];
  plans: Array<{ id: number; customerId: number; siteId: number }>;
  /** A one-off visit starting within the hour, assigned to employees[0]. */
  visitId: number;
  /** References of the leads the setup's quotes made (part of the 'quote' number series). */
  setupReferences: string[];
}

/** A calculator quote like the home page sends, with the fields a test makes unique. */
export function quoteBody(n: string) {
  return {
    companyName: `Killnine Dental ${n}`,
    firstName: 'Mara',
    lastName: `Holm ${n}`,
    email: `quote-${n}@killnine.example`,
    phone: '(952) 555-0123',
    facilityType: 'office',
    squareFootage: 10000,
    frequency: 'Weekly',
    additionalServices: ['Carpet Cleaning'],
    address: `${100 + Number(n.replace(/\D/g, '') || 0)} France Ave S, Edina, MN 55435`,
    source: 'calculator',
  };
}

/** "2026-11" minus `months`. */
export function monthBefore(month: string, months: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The Minnesota day and hh:mm of an instant. */
function minnesotaClock(at: Date): { date: string; time: string } {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date: companyDate(at), time };
}

/** Free scheduling slots from the day after tomorrow: Monday to Saturday, 08:00 to 15:00 starts. */
export function bookingSlots(count: number): Array<{ date: string; time: string }> {
  const slots: Array<{ date: string; time: string }> = [];
  let day = addDays(companyDate(new Date()), 2);
  while (slots.length < count) {
    if (weekdayOf(day) !== 0) {
      for (let hour = 8; hour <= 15 && slots.length < count; hour++) slots.push({ date: day, time: `${String(hour).padStart(2, '0')}:00` });
    }
    day = addDays(day, 1);
  }
  return slots;
}

export async function signIn(api: HttpApi, path: '/api/admin/login' | '/api/auth/login', username: string, password: string) {
  const body = await expectStatus(
    api.call<{ token: string }>('POST', path, { body: { username, password } }),
    200,
    `sign-in of ${username}`,
  );
  return body.token;
}

async function createEmployee(api: HttpApi, adminToken: string, n: number): Promise<Employee> {
  const username = `crew-${n}`;
  const created = await expectStatus(
    api.call<{ user: { id: number }; passwordLink: { url: string } }>('POST', '/api/users', {
      token: adminToken,
      body: { firstName: 'Crew', lastName: `Member ${n}`, username, email: `${username}@killnine.example`, role: 'employee' },
    }),
    201,
    `creating ${username}`,
  );
  const linkToken = created.passwordLink.url.match(/token=([\w-]+)/)?.[1];
  if (!linkToken) throw new Error(`no token in ${created.passwordLink.url}`);
  await expectStatus(
    api.call('POST', `/api/auth/password-links/${linkToken}`, { body: { password: EMPLOYEE_PASSWORD } }),
    204,
    `password of ${username}`,
  );
  return { id: created.user.id, username, token: await signIn(api, '/api/auth/login', username, EMPLOYEE_PASSWORD) };
}

export async function buildWriteWorld(
  api: HttpApi,
  options: { employees: number; plans: number; planStartsOn: string },
): Promise<WriteWorld> {
  const adminToken = await signIn(api, '/api/admin/login', ADMIN.username, ADMIN.password);
  const employees: Employee[] = [];
  for (let n = 1; n <= options.employees; n++) employees.push(await createEmployee(api, adminToken, n));

  const plans: WriteWorld['plans'] = [];
  const setupReferences: string[] = [];
  for (let n = 1; n <= options.plans; n++) {
    const quote = await expectStatus(
      api.call<{ leadId: string; reference: string }>('POST', '/api/pricing-breakdown', {
        body: quoteBody(`setup${n}`),
        headers: { 'idempotency-key': `setup-quote-${n}` },
      }),
      200,
      `setup quote ${n}`,
    );
    setupReferences.push(quote.reference);
    const conversion = await expectStatus(
      api.call<Conversion>('POST', `/api/admin/leads/${quote.leadId}/convert`, {
        token: adminToken,
        body: { startsOn: options.planStartsOn },
      }),
      201,
      `converting setup quote ${n}`,
    );
    if (!conversion.servicePlan) throw new Error('the weekly quote made no plan');
    plans.push({ id: conversion.servicePlan.id, customerId: conversion.customer.id, siteId: conversion.site.id });
  }

  const soon = minnesotaClock(new Date(Date.now() + 20 * 60_000));
  const visit = await expectStatus(
    api.call<{ id: number }>('POST', '/api/admin/bookings', {
      token: adminToken,
      body: {
        customerId: plans[0]!.customerId,
        siteId: plans[0]!.siteId,
        serviceType: 'Office cleaning',
        date: soon.date,
        startTime: soon.time,
        durationMinutes: 120,
        priceCents: 18_000,
        crew: [employees[0]!.id],
      },
    }),
    201,
    'the visit to clock into',
  );
  return { adminToken, employees, plans, visitId: visit.id, setupReferences };
}
