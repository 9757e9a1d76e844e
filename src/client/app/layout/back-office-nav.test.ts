import { describe, expect, it } from 'vitest';
import { backOfficeNav, isCurrent } from './back-office-nav.ts';

describe('back-office navigation', () => {
  it("lists the customer portal's tabs, from the one list the page shows, and Account stands for the settings page", () => {
    const links = backOfficeNav('customer');
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['Dashboard', '/customer-dashboard'],
      ['Analytics', '/customer-dashboard?tab=analytics'],
      ['Services', '/customer-dashboard?tab=services'],
      ['Billing', '/customer-dashboard?tab=billing'],
      ['Reports', '/customer-dashboard?tab=reports'],
      ['Account', '/customer-dashboard?tab=account'],
    ]);
    const current = (path: string, search: string) => links.filter((link) => isCurrent(link, path, search)).map((link) => link.label);
    expect(current('/customer-dashboard', '')).toEqual(['Dashboard']);
    expect(current('/customer-dashboard', 'tab=billing')).toEqual(['Billing']);
    expect(current('/customer-dashboard', 'tab=dashboard')).toEqual(['Dashboard']);
    expect(current('/account', '')).toEqual(['Account']);
    expect(current('/user-management', 'tab=billing')).toEqual([]);
  });

  it('other links ignore the query string', () => {
    const [dashboard] = backOfficeNav('admin');
    expect(isCurrent(dashboard!, '/admin/dashboard', 'tab=anything')).toBe(true);
    expect(isCurrent(dashboard!, '/admin-dashboard', '')).toBe(true);
  });

  it("names the company's settings and the person's own account apart, never two entries called Settings", () => {
    const labels = backOfficeNav('admin').map((link) => link.label);
    expect(labels.filter((label) => /settings/i.test(label))).toEqual(['System Settings']);
    expect(backOfficeNav('admin').find((link) => link.href === '/account')?.label).toBe('My Account');
    expect(backOfficeNav('employee').map((link) => link.label)).toEqual(['Employee Portal', 'My Account']);
  });
});
