import { describe, expect, it } from 'vitest';
import type { User } from '#shared/contracts/users.ts';
import {
  emptyUserForm,
  firstInvalidField,
  parseHourlyRate,
  toCreateUserRequest,
  toUpdateUserRequest,
  userFormFromUser,
  validateUserForm,
  visibleFields,
  type UserFormValues,
} from './user-form.ts';

const valid: UserFormValues = {
  ...emptyUserForm,
  firstName: 'Dana',
  lastName: 'Reyes',
  username: 'dana.reyes',
  email: 'dana@acme.example',
};

const employee: User = {
  id: 7,
  username: 'bolson',
  email: 'brian@crew.example',
  firstName: 'Brian',
  lastName: 'Olson',
  phone: null,
  role: 'employee',
  companyName: null,
  position: 'Crew Lead',
  department: 'Night Shift',
  hourlyRate: 24.5,
  hireDate: '2023-04-01',
  isActive: true,
  hasPassword: true,
  lastLoginAt: null,
  createdAt: '2023-04-01T12:00:00Z',
};

describe('visibleFields', () => {
  it('adds the company for customers and the job fields for employees', () => {
    expect(visibleFields('customer')).toContain('companyName');
    expect(visibleFields('customer')).not.toContain('hourlyRate');
    expect(visibleFields('employee')).toEqual(expect.arrayContaining(['position', 'department', 'hourlyRate']));
    expect(visibleFields('employee')).not.toContain('companyName');
    expect(visibleFields('admin')).toEqual(['firstName', 'lastName', 'username', 'email', 'phone', 'role']);
  });
});

describe('validateUserForm', () => {
  it('defaults the role to customer', () => {
    expect(emptyUserForm.role).toBe('customer');
  });

  it('accepts a complete form (phone is optional)', () => {
    expect(validateUserForm(valid)).toEqual({});
  });

  it('requires first name, last name, username and email', () => {
    expect(validateUserForm({ ...emptyUserForm, firstName: '  ' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username is required',
      email: 'Email is required',
    });
  });

  it('checks the e-mail format', () => {
    for (const email of ['dana', 'dana@', 'dana@acme', 'da na@acme.com', '@acme.com']) {
      expect(validateUserForm({ ...valid, email }).email).toMatch(/valid e-mail/);
    }
    expect(validateUserForm({ ...valid, email: ' dana@acme.co ' }).email).toBeUndefined();
  });

  it('checks the username like the server does', () => {
    expect(validateUserForm({ ...valid, username: 'ab' }).username).toBe('Username must be at least 3 characters');
    expect(validateUserForm({ ...valid, username: 'dana reyes' }).username).toMatch(/letters, digits/);
    expect(validateUserForm({ ...valid, username: 'x'.repeat(51) }).username).toBe('Username must be at most 50 characters');
  });

  it('validates the hourly rate of employees only', () => {
    const asEmployee = { ...valid, role: 'employee' as const };
    expect(validateUserForm({ ...asEmployee, hourlyRate: '' })).toEqual({});
    expect(validateUserForm({ ...asEmployee, hourlyRate: '27.17' })).toEqual({});
    expect(validateUserForm({ ...asEmployee, hourlyRate: '27' })).toEqual({});
    expect(validateUserForm({ ...asEmployee, hourlyRate: 'abc' }).hourlyRate).toBe('Hourly rate must be a number');
    expect(validateUserForm({ ...asEmployee, hourlyRate: '1e3' }).hourlyRate).toBe('Hourly rate must be a number');
    expect(validateUserForm({ ...asEmployee, hourlyRate: '-1' }).hourlyRate).toBe('Hourly rate cannot be negative');
    expect(validateUserForm({ ...asEmployee, hourlyRate: '27.175' }).hourlyRate).toBe('Hourly rate has at most 2 decimals');
    expect(validateUserForm({ ...asEmployee, hourlyRate: '1000.01' }).hourlyRate).toMatch(/too high/);
    // A hidden field never blocks the form.
    expect(validateUserForm({ ...valid, hourlyRate: 'abc' })).toEqual({});
  });

  it('limits the length of optional text', () => {
    expect(validateUserForm({ ...valid, companyName: 'x'.repeat(161) }).companyName).toBe('Company name must be at most 160 characters');
  });
});

describe('firstInvalidField', () => {
  it('follows the screen order', () => {
    expect(firstInvalidField({ email: 'x', lastName: 'y' }, 'customer')).toBe('lastName');
    expect(firstInvalidField({}, 'customer')).toBeUndefined();
  });
});

describe('parseHourlyRate', () => {
  it('reads numbers and blanks', () => {
    expect(parseHourlyRate(' 24.50 ')).toBe(24.5);
    expect(parseHourlyRate('.5')).toBe(0.5);
    expect(parseHourlyRate('')).toBeNull();
    expect(parseHourlyRate('12abc')).toBeUndefined();
  });
});

describe('toCreateUserRequest', () => {
  it('trims, sends a blank phone as null and adds the company for customers', () => {
    expect(toCreateUserRequest({ ...valid, firstName: ' Dana ', companyName: ' Acme ', position: 'ignored' })).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      username: 'dana.reyes',
      email: 'dana@acme.example',
      phone: null,
      role: 'customer',
      companyName: 'Acme',
    });
  });

  it('sends the job fields for employees with a numeric rate', () => {
    expect(
      toCreateUserRequest({ ...valid, role: 'employee', phone: '612-555-0100', position: 'Cleaner', department: '', hourlyRate: '21.75', companyName: 'ignored' }),
    ).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      username: 'dana.reyes',
      email: 'dana@acme.example',
      phone: '612-555-0100',
      role: 'employee',
      position: 'Cleaner',
      department: null,
      hourlyRate: 21.75,
    });
  });

  it('sends no role fields for admins', () => {
    expect(Object.keys(toCreateUserRequest({ ...valid, role: 'admin' })).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'phone', 'role', 'username'].sort(),
    );
  });
});

describe('userFormFromUser / toUpdateUserRequest', () => {
  it('fills the form from a user', () => {
    expect(userFormFromUser(employee)).toMatchObject({ firstName: 'Brian', phone: '', role: 'employee', hourlyRate: '24.5', companyName: '' });
  });

  it('sends nothing when nothing changed', () => {
    expect(toUpdateUserRequest(userFormFromUser(employee), employee)).toEqual({});
    expect(toUpdateUserRequest({ ...userFormFromUser(employee), hourlyRate: '24.50', firstName: ' Brian ' }, employee)).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(
      toUpdateUserRequest({ ...userFormFromUser(employee), email: 'b.olson@crew.example', hourlyRate: '26', department: '' }, employee),
    ).toEqual({ email: 'b.olson@crew.example', hourlyRate: 26, department: null });
  });

  it('sends a new role with the fields that role shows', () => {
    expect(toUpdateUserRequest({ ...userFormFromUser(employee), role: 'customer', companyName: 'Olson LLC' }, employee)).toEqual({
      role: 'customer',
      companyName: 'Olson LLC',
    });
  });
});
