import { describe, it, expect } from 'vitest';
import { logoutEndpointFor } from './logout-url.ts';

describe('logoutEndpointFor', () => {
  it('uses the admin logout for the separate admin login', () => {
    expect(logoutEndpointFor({ kind: 'admin', role: 'admin' }).path).toBe('/api/admin/logout');
  });

  it('uses the role logout for general sessions of customers and employees', () => {
    expect(logoutEndpointFor({ kind: 'general', role: 'customer' }).path).toBe('/api/auth/customer/logout');
    expect(logoutEndpointFor({ kind: 'general', role: 'employee' }).path).toBe('/api/auth/employee/logout');
  });

  it('uses the general logout otherwise (an admin signed in through the portal)', () => {
    expect(logoutEndpointFor({ kind: 'general', role: 'admin' }).path).toBe('/api/auth/logout');
  });
});
