import { describe, expect, it } from 'vitest';
import { countUsers } from './user-counts.ts';

describe('countUsers', () => {
  it('is all zero for an empty list', () => {
    expect(countUsers([])).toEqual({ total: 0, active: 0, admins: 0, employees: 0, customers: 0 });
  });

  it('counts every user, the active ones and each role', () => {
    expect(
      countUsers([
        { role: 'admin', isActive: true },
        { role: 'employee', isActive: true },
        { role: 'employee', isActive: false },
        { role: 'customer', isActive: true },
        { role: 'customer', isActive: false },
        { role: 'customer', isActive: true },
      ]),
    ).toEqual({ total: 6, active: 4, admins: 1, employees: 2, customers: 3 });
  });

  it('counts an unknown role in the total only', () => {
    expect(countUsers([{ role: 'auditor', isActive: true }])).toEqual({ total: 1, active: 1, admins: 0, employees: 0, customers: 0 });
  });
});
