import { describe, it, expect } from 'vitest';
import { roleBadgeVariant, roleLabel } from './role-display.ts';

describe('roleBadgeVariant', () => {
  it('follows the spec: admin destructive, employee default, customer secondary, else outline', () => {
    expect(roleBadgeVariant('admin')).toBe('destructive');
    expect(roleBadgeVariant('employee')).toBe('default');
    expect(roleBadgeVariant('customer')).toBe('secondary');
    expect(roleBadgeVariant('manager')).toBe('outline');
    expect(roleBadgeVariant('')).toBe('outline');
  });
});

describe('roleLabel', () => {
  it('capitalises the role', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('customer')).toBe('Customer');
    expect(roleLabel('')).toBe('Unknown');
  });
});
