import { describe, it, expect } from 'vitest';
import { userMenuEntries } from './user-menu-entries.ts';

const hrefs = (role: string) => userMenuEntries(role).map((e) => `${e.label} ${e.href}`);

describe('userMenuEntries', () => {
  it('gives admins their dashboard, User Management, CRM Dashboard and My Account', () => {
    expect(hrefs('admin')).toEqual([
      'Dashboard /admin-dashboard',
      'User Management /user-management',
      'CRM Dashboard /crm-dashboard',
      'My Account /account',
    ]);
  });

  it('gives employees and customers their dashboard and My Account only', () => {
    expect(hrefs('employee')).toEqual(['Dashboard /employee-dashboard', 'My Account /account']);
    expect(hrefs('customer')).toEqual(['Dashboard /customer-dashboard', 'My Account /account']);
  });

  it('sends any other role home', () => {
    expect(hrefs('visitor')).toEqual(['Dashboard /', 'My Account /account']);
  });
});
