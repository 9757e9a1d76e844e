import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { LIFTED_BOOKING_LIMITS } from '#tests/support/scheduling.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Issue 29: a line break in a name forged lines in the company's notices ("Dana\nPhone: ..."). Every
 * single-line field (names, e-mails, phones, companies, addresses, titles) now refuses line breaks and
 * other control characters with a 400 naming the field; multi-line fields (messages, notes) keep them.
 * A few contracts of each kind, public and signed in.
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000', ...LIFTED_BOOKING_LIMITS });
  const user = await insertUser(t.database.db, 'admin', { username: 'lines-admin' });
  admin = bearer(await tokenFor(t.app, user.username));
});
afterAll(async () => {
  await t.close();
});

const ONE_LINE = 'must be one line, without line breaks or control characters';
const FORGED = 'Dana Reyes\nPhone: (612) 555-0000\nNotes: call the attacker';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
async function refusedOn(url: string, payload: object, field: string, headers: Record<string, string> = {}) {
  const res = await post(url, payload, headers);
  expect(res.statusCode, `${url} ${field}: ${res.body}`).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: ONE_LINE } });
  expect(res.json().message).toContain(field);
}

const today = companyDate(new Date());
const wednesday = addDays(today, (3 - weekdayOf(today) + 7) % 7 || 7);
const booking = {
  clientName: 'Dana Reyes',
  clientEmail: 'dana@lines.example',
  clientPhone: '(612) 555-0134',
  serviceType: 'Office cleaning walk-through',
  preferredDate: wednesday,
  preferredTime: '09:00',
  duration: 60,
  location: '212 N 3rd Ave, Minneapolis, MN 55401',
};
const contact = {
  name: 'Dana Whitfield',
  email: 'dana@lines-dental.example',
  phone: '(612) 555-0177',
  company: 'North Loop Dental',
  topic: 'service',
  message: 'Our Tuesday crew missed the break room twice this month.',
};
const windowForm = {
  fullName: 'Ramsey Holt',
  mobile: '612-555-0188',
  address: '40 Lake St, Excelsior, MN',
  paneCount: '21-40',
  preferredPlan: 'Biannual',
};
const quote = {
  companyName: 'Lakeside Dental',
  firstName: 'Mara',
  lastName: 'Holm',
  email: 'mara@lines.example',
  phone: '(952) 555-0123',
  facilityType: 'office',
  squareFootage: 10000,
  frequency: 'Weekly',
};

describe('single-line fields refuse line breaks, naming the field', () => {
  it('on the public forms: booking, contact, window quote, quote', async () => {
    await refusedOn('/api/scheduling/book', { ...booking, clientName: FORGED }, 'clientName');
    await refusedOn('/api/scheduling/book', { ...booking, clientPhone: '612 555\r\n0134' }, 'clientPhone');
    await refusedOn('/api/scheduling/book', { ...booking, location: '212 N 3rd Ave\u2028Minneapolis' }, 'location');
    await refusedOn('/api/contact', { ...contact, name: FORGED }, 'name');
    await refusedOn('/api/contact', { ...contact, company: 'North Loop\tDental\nBcc: all@example.com' }, 'company');
    await refusedOn('/api/window-quotes', { ...windowForm, fullName: FORGED }, 'fullName');
    await refusedOn('/api/window-quotes', { ...windowForm, address: '40 Lake St\nExcelsior' }, 'address');
    await refusedOn('/api/pricing-breakdown', { ...quote, companyName: 'Lakeside\nDental' }, 'companyName');
    await refusedOn('/api/pricing-breakdown', { ...quote, lastName: 'Holm\u0085' }, 'lastName');
  });

  it('on the back office: a lead typed in, a new user, the company profile', async () => {
    const lead = { companyName: 'Birch Clinic', firstName: 'Lena', lastName: 'Voss', email: 'lena@lines.example', phone: '612-555-0177' };
    await refusedOn('/api/leads', { ...lead, companyName: 'Birch\nClinic' }, 'companyName', admin);
    await refusedOn(
      '/api/users',
      { firstName: 'Ann\nRole: admin', lastName: 'Lee', username: 'ann.lee', email: 'ann@lines.example' },
      'firstName',
      admin,
    );
    const profile = await t.app.inject({ method: 'GET', url: '/api/admin/settings/company', headers: admin });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/company',
      headers: admin,
      payload: { ...profile.json().profile, name: 'Twin Pines\nCommercial Cleaning' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: ONE_LINE });
  });

  it('takes a pasted trailing newline in a single-line field as the line it ends', async () => {
    const res = await post('/api/window-quotes', { ...windowForm, fullName: 'Ramsey Holt\n' });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('multi-line fields keep their line breaks', () => {
  it('a booking’s notes, a contact message, a window request’s notes', async () => {
    const notes = 'Ring the side door.\nParking behind the building.';
    const booked = await post('/api/scheduling/book', { ...booking, notes });
    expect(booked.statusCode, booked.body).toBe(201);
    const message = 'Our Tuesday crew missed the break room.\n\nTwice this month.';
    expect((await post('/api/contact', { ...contact, message })).statusCode).toBe(201);
    expect((await post('/api/window-quotes', { ...windowForm, notes: 'Gate code 4411.\nDog in the yard.' })).statusCode).toBe(201);
  });
});
