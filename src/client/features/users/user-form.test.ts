import { describe, expect, it } from 'vitest';
import { sampleEmployee } from '#tests/fixtures/sample-user.ts';
import { createUserRequestSchema } from '#shared/contracts/users.ts';
import { messagesByField } from '../../lib/contract-form.ts';
import {
  emptyUserForm,
  toUpdateUserRequest,
  userFormFromUser,
  userInput,
  visibleFields,
  type UserFormValues,
  type ValidUser,
} from './user-form.ts';

const valid: UserFormValues = {
  ...emptyUserForm,
  firstName: 'Dana',
  lastName: 'Reyes',
  username: 'dana.reyes',
  email: 'dana@acme.example',
};

const employee = sampleEmployee;

/** What the form sends, or the messages it shows: the contract decides both. */
function check(values: UserFormValues): { user?: ValidUser; messages?: Record<string, string> } {
  const result = createUserRequestSchema.safeParse(userInput(values));
  return result.success ? { user: result.data } : { messages: messagesByField(result.error.issues) };
}

describe('visibleFields', () => {
  it('adds the company for customers and the job fields for employees', () => {
    expect(visibleFields('customer')).toContain('companyName');
    expect(visibleFields('customer')).not.toContain('hourlyRate');
    expect(visibleFields('employee')).toEqual(expect.arrayContaining(['position', 'department', 'hourlyRate']));
    expect(visibleFields('employee')).not.toContain('companyName');
    expect(visibleFields('admin')).toEqual(['firstName', 'lastName', 'username', 'email', 'phone', 'role']);
  });
});

describe('checking the form with the contract', () => {
  it('defaults the role to customer and accepts a complete form (phone is optional)', () => {
    expect(emptyUserForm.role).toBe('customer');
    expect(check(valid).messages).toBeUndefined();
  });

  it('requires first name, last name, username and email', () => {
    expect(Object.keys(check({ ...emptyUserForm, firstName: '  ' }).messages ?? {})).toEqual([
      'firstName',
      'lastName',
      'username',
      'email',
    ]);
    expect(check({ ...emptyUserForm }).messages?.firstName).toBe('First name is required');
  });

  it('checks the e-mail and the username', () => {
    for (const email of ['dana', 'dana@', 'dana@acme', 'da na@acme.com', '@acme.com']) {
      expect(check({ ...valid, email }).messages?.email, email).toBe('Enter an e-mail address like name@company.com');
    }
    expect(check({ ...valid, username: 'ab' }).messages?.username).toBe('Username must be at least 3 characters');
    expect(check({ ...valid, username: 'dana reyes' }).messages?.username).toMatch(/letters, digits/);
  });

  it('checks the hourly rate of employees only', () => {
    const asEmployee = { ...valid, role: 'employee' as const };
    expect(check({ ...asEmployee, hourlyRate: '' }).user?.hourlyRate).toBeNull();
    expect(check({ ...asEmployee, hourlyRate: ' 27.17 ' }).user?.hourlyRate).toBe(27.17);
    expect(check({ ...asEmployee, hourlyRate: 'abc' }).messages?.hourlyRate).toBe('Hourly rate must be a number');
    expect(check({ ...asEmployee, hourlyRate: '-1' }).messages?.hourlyRate).toBe('Hourly rate cannot be negative');
    // No rate is an empty field (null); $0 is refused, never saved (decision 0040).
    expect(check({ ...asEmployee, hourlyRate: '0' }).messages?.hourlyRate).toBe('Hourly rate must be more than 0');
    expect(check({ ...asEmployee, hourlyRate: '27.175' }).messages?.hourlyRate).toBe('Hourly rate has at most 2 decimals');
    // A hidden field never blocks the form.
    expect(check({ ...valid, hourlyRate: 'abc' }).messages).toBeUndefined();
  });
});

describe('the create request', () => {
  it('trims, sends a blank phone as null and adds the company for customers', () => {
    expect(check({ ...valid, firstName: ' Dana ', companyName: ' Acme ', position: 'ignored' }).user).toEqual({
      firstName: 'Dana',
      lastName: 'Reyes',
      username: 'dana.reyes',
      email: 'dana@acme.example',
      phone: null,
      role: 'customer',
      companyName: 'Acme',
    });
  });

  it('sends the job fields for employees with a numeric rate, and no role fields for admins', () => {
    const user = check({
      ...valid,
      role: 'employee',
      phone: '612-555-0100',
      position: 'Cleaner',
      department: '',
      hourlyRate: '21.75',
      companyName: 'x',
    }).user;
    expect(user).toEqual({ ...user, role: 'employee', phone: '612-555-0100', position: 'Cleaner', department: null, hourlyRate: 21.75 });
    expect(user).not.toHaveProperty('companyName');
    expect(Object.keys(check({ ...valid, role: 'admin' }).user ?? {}).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'phone',
      'role',
      'username',
    ]);
  });
});

describe('the hire date', () => {
  it('is an employee field, left out when empty (the server takes the day the account is made), sent when typed', () => {
    expect(visibleFields('employee')).toContain('hireDate');
    expect(visibleFields('customer')).not.toContain('hireDate');
    const asEmployee = { ...valid, role: 'employee' as const };
    expect(check(asEmployee).user).not.toHaveProperty('hireDate');
    expect(check({ ...asEmployee, hireDate: '2026-11-02' }).user?.hireDate).toBe('2026-11-02');
    expect(check({ ...asEmployee, hireDate: '2026-13-02' }).messages?.hireDate).toBe('Enter the hire date like 2026-11-02');
    expect(check({ ...valid, hireDate: '2026-11-02' }).user).not.toHaveProperty('hireDate');
  });

  it('is filled when editing, sent when changed, and never cleared by leaving it empty', () => {
    expect(userFormFromUser(employee).hireDate).toBe('2023-04-01');
    const changed = check({ ...userFormFromUser(employee), hireDate: '2023-05-15' }).user!;
    expect(toUpdateUserRequest(changed, employee)).toEqual({ hireDate: '2023-05-15' });
    const emptied = check({ ...userFormFromUser(employee), hireDate: '' }).user!;
    expect(toUpdateUserRequest(emptied, employee)).toEqual({});
  });
});

describe('userFormFromUser / toUpdateUserRequest', () => {
  const update = (values: UserFormValues) => {
    const { user } = check(values);
    if (!user) throw new Error('the form should pass the contract');
    return toUpdateUserRequest(user, employee);
  };

  it('fills the form from a user', () => {
    expect(userFormFromUser(employee)).toMatchObject({
      firstName: 'Brian',
      phone: '',
      role: 'employee',
      hourlyRate: '24.5',
      companyName: '',
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(update(userFormFromUser(employee))).toEqual({});
    expect(update({ ...userFormFromUser(employee), hourlyRate: '24.50', firstName: ' Brian ' })).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(update({ ...userFormFromUser(employee), email: 'b.olson@crew.example', hourlyRate: '26', department: '' })).toEqual({
      email: 'b.olson@crew.example',
      hourlyRate: 26,
      department: null,
    });
  });

  it('sends a new role with the fields that role shows', () => {
    expect(update({ ...userFormFromUser(employee), role: 'customer', companyName: 'Olson LLC' })).toEqual({
      role: 'customer',
      companyName: 'Olson LLC',
    });
  });
});
