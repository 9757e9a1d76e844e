import { describe, it, expect } from 'vitest';
import { authApi } from '#shared/contracts/auth.paths.ts';
import { logoutUrlFor } from './logout-url.ts';

describe('logoutUrlFor', () => {
  it('uses the admin logout for the separate admin login', () => {
    expect(logoutUrlFor({ kind: 'admin', role: 'admin' })).toBe(authApi.adminLogout);
  });

  it('uses the role logout for general sessions of customers and employees', () => {
    expect(logoutUrlFor({ kind: 'general', role: 'customer' })).toBe(authApi.customerLogout);
    expect(logoutUrlFor({ kind: 'general', role: 'employee' })).toBe(authApi.employeeLogout);
  });

  it('uses the general logout otherwise (an admin signed in through the portal)', () => {
    expect(logoutUrlFor({ kind: 'general', role: 'admin' })).toBe(authApi.logout);
  });
});
