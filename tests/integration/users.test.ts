import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await insertUser(t.database.db, 'admin', { username: 'um-admin', firstName: 'Ada', lastName: 'Admin' });
  adminId = a.id;
  admin = await tokenFor(t.app, a.username);
  await insertUser(t.database.db, 'customer', {
    username: 'acme-buyer',
    firstName: 'Wendy',
    lastName: 'Olsen',
    email: 'wendy@acme.example',
  });
  await insertUser(t.database.db, 'employee', { username: 'cleaner-joe', firstName: 'Joe', lastName: 'Larson' });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(admin) });

const valid = { firstName: 'Sam', lastName: 'Nguyen', username: 'sam.n', email: 'sam@example.test' };

describe('listing users', () => {
  it('searches first name, last name, e-mail and username case-insensitively', async () => {
    for (const search of ['wendy', 'OLSEN', 'acme.EXAMPLE', 'acme-b']) {
      const list = (await call('GET', `/api/users?search=${encodeURIComponent(search)}`)).json() as Array<{ username: string }>;
      expect(
        list.map((u) => u.username),
        search,
      ).toEqual(['acme-buyer']);
    }
    const none = (await call('GET', '/api/users?search=%25')).json();
    expect(none).toEqual([]);
  });

  it('filters by role', async () => {
    const employees = (await call('GET', '/api/users?role=employee')).json() as Array<{ role: string }>;
    expect(employees.length).toBeGreaterThan(0);
    expect(employees.every((u) => u.role === 'employee')).toBe(true);
    expect((await call('GET', '/api/users?role=janitor')).statusCode).toBe(400);
  });
});

describe('creating users', () => {
  it('creates a customer with only customer fields and returns a one-time password link', async () => {
    const res = await call('POST', '/api/users', { ...valid, phone: '', companyName: 'Nguyen Law', position: 'ignored', hourlyRate: 30 });
    expect(res.statusCode).toBe(201);
    const { user, passwordLink } = res.json();
    expect(user).toMatchObject({
      role: 'customer',
      companyName: 'Nguyen Law',
      position: null,
      hourlyRate: null,
      phone: null,
      isActive: true,
      hasPassword: false,
    });
    expect(passwordLink.url).toContain('/set-password?token=');
  });

  it('creates an employee with position, department, hourly rate and a hire date', async () => {
    const res = await call('POST', '/api/users', {
      firstName: 'Lena',
      lastName: 'Fisk',
      username: 'lena',
      email: 'lena@example.test',
      role: 'employee',
      position: 'Day Porter',
      department: 'Operations',
      hourlyRate: '23.75',
      companyName: 'ignored',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      role: 'employee',
      position: 'Day Porter',
      department: 'Operations',
      hourlyRate: 23.75,
      companyName: null,
    });
    expect(res.json().user.hireDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("takes an employee's hire date when given, and refuses one in the future or not a date", async () => {
    const employee = (username: string, hireDate: string) =>
      call('POST', '/api/users', {
        firstName: 'Hal',
        lastName: 'Hire',
        username,
        email: `${username}@example.test`,
        role: 'employee',
        hireDate,
      });
    const hired = await employee('hal', '2026-03-02');
    expect(hired.statusCode).toBe(201);
    expect(hired.json().user.hireDate).toBe('2026-03-02');
    const future = await employee('hal-future', '2999-01-04');
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ hireDate: 'A hire date cannot be in the future' });
    const garbled = await employee('hal-garbled', 'March 2');
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().fields.hireDate).toBe('Enter the hire date like 2026-11-02');
    expect((await call('GET', '/api/users')).json().filter((u: { username: string }) => u.username.startsWith('hal-'))).toEqual([]);
  });

  it('names every invalid field in a 400 and stores nothing', async () => {
    const before = (await call('GET', '/api/users')).json().length;
    const res = await call('POST', '/api/users', { firstName: '', username: 'x', email: 'not-an-email', role: 'boss', hourlyRate: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'username', 'email', 'role', 'hourlyRate']),
    );
    expect((await call('GET', '/api/users')).json().length).toBe(before);
  });

  it('refuses a username or e-mail already taken, whatever the case, with 409', async () => {
    const res = await call('POST', '/api/users', { ...valid, username: 'ACME-BUYER', email: 'WENDY@acme.example' });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toMatchObject({ username: expect.any(String), email: expect.any(String) });
  });
});

describe('editing users', () => {
  it('updates fields and applies role-specific rules on a role change', async () => {
    const created = (
      await call('POST', '/api/users', { ...valid, username: 'switcher', email: 'switcher@example.test', companyName: 'Old Co' })
    ).json().user;
    const res = await call('PUT', `/api/users/${created.id}`, {
      role: 'employee',
      position: 'Supervisor',
      hourlyRate: 28,
      phone: '612-555-0111',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'employee',
      position: 'Supervisor',
      hourlyRate: 28,
      companyName: null,
      phone: '612-555-0111',
    });
    expect((await call('PUT', `/api/users/${created.id}`, { email: 'wendy@acme.example' })).statusCode).toBe(409);
    expect((await call('PUT', '/api/users/999999', { firstName: 'Ghost' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/users/abc', { firstName: 'Ghost' })).statusCode).toBe(400);
  });

  it('does not let an admin deactivate or demote themselves', async () => {
    const off = await call('PUT', `/api/users/${adminId}/status`, { isActive: false });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toMatch(/your own account/);
    expect((await call('PUT', `/api/users/${adminId}`, { role: 'customer' })).statusCode).toBe(400);
  });

  it('reactivates a user', async () => {
    const u = await insertUser(t.database.db, 'customer', { isActive: false });
    const res = await call('PUT', `/api/users/${u.id}/status`, { isActive: true });
    expect(res.json().isActive).toBe(true);
    expect((await call('PUT', `/api/users/${u.id}/status`, { isActive: 'yes' })).statusCode).toBe(400);
  });
});
