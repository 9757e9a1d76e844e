import type { CreateUserRequest, UpdateUserRequest, User } from '#shared/contracts/users.ts';
import { roles, type Role } from '#shared/domain/user.ts';

/** What the create/edit form holds: every input as typed. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  role: Role;
  companyName: string;
  position: string;
  department: string;
  hourlyRate: string;
}

export type UserFormField = keyof UserFormValues;
export type UserFormErrors = Partial<Record<UserFormField, string>>;

export const emptyUserForm: UserFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phone: '',
  role: 'customer',
  companyName: '',
  position: '',
  department: '',
  hourlyRate: '',
};

export const roleLabels: Record<Role, string> = { admin: 'Admin', employee: 'Employee', customer: 'Customer' };

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

const commonFields: readonly UserFormField[] = ['firstName', 'lastName', 'username', 'email', 'phone', 'role'];
const roleFields: Record<Role, readonly UserFormField[]> = {
  admin: [],
  customer: ['companyName'],
  employee: ['position', 'department', 'hourlyRate'],
};

/** The fields the form shows for a role, in screen order (customers add a company, employees their job). */
export function visibleFields(role: Role): UserFormField[] {
  return [...commonFields, ...roleFields[role]];
}

export function isFieldVisible(field: string, role: Role): field is UserFormField {
  return visibleFields(role).includes(field as UserFormField);
}

// Mirrors the server's rules so most mistakes are caught before sending.
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const maxLengths: Partial<Record<UserFormField, number>> = {
  firstName: 80,
  lastName: 80,
  username: 50,
  email: 254,
  phone: 40,
  companyName: 160,
  position: 80,
  department: 80,
};
const fieldNames: Record<UserFormField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  companyName: 'Company name',
  position: 'Position',
  department: 'Department',
  hourlyRate: 'Hourly rate',
};

/** The number in the hourly rate input, null when empty, undefined when it is not a number. */
export function parseHourlyRate(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

function hourlyRateProblem(text: string): string | undefined {
  const value = parseHourlyRate(text);
  if (value === null) return undefined;
  if (value === undefined) return 'Hourly rate must be a number';
  if (value < 0) return 'Hourly rate cannot be negative';
  if (value > 1000) return 'Hourly rate looks too high (at most $1,000.00)';
  if (!/^[+-]?\d*(\.\d{0,2})?$/.test(text.trim())) return 'Hourly rate has at most 2 decimals';
  return undefined;
}

/** Problems with the visible fields, by field; an empty object means the form can be sent. */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const username = values.username.trim();
  const email = values.email.trim();

  if (!firstName) errors.firstName = 'First name is required';
  if (!lastName) errors.lastName = 'Last name is required';

  if (!username) errors.username = 'Username is required';
  else if (username.length < 3) errors.username = 'Username must be at least 3 characters';
  else if (!USERNAME_PATTERN.test(username)) errors.username = 'Username may use letters, digits, dot, dash and underscore';

  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter a valid e-mail address, like name@company.com';

  for (const field of visibleFields(values.role)) {
    const max = maxLengths[field];
    if (errors[field] || max === undefined) continue;
    if (values[field].trim().length > max) errors[field] = `${fieldNames[field]} must be at most ${max} characters`;
  }

  if (values.role === 'employee') {
    const problem = hourlyRateProblem(values.hourlyRate);
    if (problem) errors.hourlyRate = problem;
  }
  return errors;
}

/** First field with a problem, in screen order (to move the focus there). */
export function firstInvalidField(errors: UserFormErrors, role: Role): UserFormField | undefined {
  return visibleFields(role).find((field) => errors[field]);
}

function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

interface NormalisedUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string | null;
  role: Role;
  companyName: string | null;
  position: string | null;
  department: string | null;
  hourlyRate: number | null;
}

function normalise(values: UserFormValues): NormalisedUser {
  const rate = parseHourlyRate(values.hourlyRate);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    role: values.role,
    companyName: optional(values.companyName),
    position: optional(values.position),
    department: optional(values.department),
    hourlyRate: rate === undefined ? null : rate,
  };
}

/** POST /api/users body: the common fields plus only those of the chosen role. Call after validation. */
export function toCreateUserRequest(values: UserFormValues): CreateUserRequest {
  const n = normalise(values);
  const body: CreateUserRequest = {
    firstName: n.firstName,
    lastName: n.lastName,
    username: n.username,
    email: n.email,
    phone: n.phone,
    role: n.role,
  };
  if (n.role === 'customer') body.companyName = n.companyName;
  if (n.role === 'employee') {
    body.position = n.position;
    body.department = n.department;
    body.hourlyRate = n.hourlyRate;
  }
  return body;
}

/** The form filled with a user's details, for editing. */
export function userFormFromUser(user: User): UserFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username,
    email: user.email,
    phone: user.phone ?? '',
    role: user.role,
    companyName: user.companyName ?? '',
    position: user.position ?? '',
    department: user.department ?? '',
    hourlyRate: user.hourlyRate === null ? '' : String(user.hourlyRate),
  };
}

/** PUT /api/users/{id} body: only the visible fields that differ from what is saved (may be empty). */
export function toUpdateUserRequest(values: UserFormValues, original: User): UpdateUserRequest {
  const next = normalise(values);
  const before = normalise(userFormFromUser(original));
  const body: Record<string, unknown> = {};
  for (const field of visibleFields(values.role)) {
    if (next[field] !== before[field]) body[field] = next[field];
  }
  return body as UpdateUserRequest;
}
