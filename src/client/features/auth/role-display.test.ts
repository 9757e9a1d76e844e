import { describe, it, expect } from 'vitest';
import { roleBadgeVariant, roleLabel } from './role-display.ts';

describe('roleBadgeVariant', () => {
  it('gives each role its own calm badge: admin info, employee default, customer secondary, else outline', () => {
    // Issue 12 overrides the spec's destructive (red) Admin badge: red reads as an alarm, not a role.
    expect(roleBadgeVariant('admin')).toBe('info');
    expect(roleBadgeVariant('employee')).toBe('default');
    expect(roleBadgeVariant('customer')).toBe('secondary');
    expect(roleBadgeVariant('manager')).toBe('outline');
    expect(roleBadgeVariant('')).toBe('outline');
  });

  it('never shows a role in the alarm colour', () => {
    for (const role of ['admin', 'employee', 'customer', 'manager']) expect(roleBadgeVariant(role)).not.toBe('destructive');
  });
});

describe('roleLabel', () => {
  it('capitalises the role', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('customer')).toBe('Customer');
    expect(roleLabel('')).toBe('Unknown');
  });
});
