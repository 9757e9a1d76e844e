import type { createUserRequestSchema, CreateUserRequest, UpdateUserRequest, User } from '#shared/contracts/users.ts';
import { roles, type Role } from '#shared/domain/user.ts';
import type { ContractOutput } from '../../lib/contract-form.ts';

type TextField = Exclude<keyof CreateUserRequest, 'role' | 'hourlyRate' | 'hireDate'>;

/**
 * What the create/edit form holds: the request's fields as typed (the rate too, as text; the hire
 * date as the date input's 'YYYY-MM-DD', empty for "the day the account is made").
 */
export type UserFormValues = Record<TextField, string> & { role: Role; hourlyRate: string; hireDate: string };
export type UserFormField = keyof UserFormValues;

/** A user as the contract checked it: trimmed, blanks as null, the rate a number. */
export type ValidUser = ContractOutput<typeof createUserRequestSchema>;

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
  hireDate: '',
};

const roleLabels: Record<Role, string> = { admin: 'Admin', employee: 'Employee', customer: 'Customer' };
export const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

const commonFields: readonly UserFormField[] = ['firstName', 'lastName', 'username', 'email', 'phone', 'role'];
const roleFields: Record<Role, readonly UserFormField[]> = {
  admin: [],
  customer: ['companyName'],
  employee: ['position', 'department', 'hourlyRate', 'hireDate'],
};

/** The fields the form shows for a role, in screen order (customers add a company, employees their job). */
export function visibleFields(role: Role): UserFormField[] {
  return [...commonFields, ...roleFields[role]];
}

/**
 * The request the form stands for: the visible fields only (a hidden field never
 * blocks the form), an empty rate as no rate, an empty hire date left out (the server
 * takes the day the account is made, or keeps the one saved). The contract trims and
 * turns blanks into null.
 */
export function userInput(values: UserFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of visibleFields(values.role)) input[field] = values[field];
  if ('hourlyRate' in input && values.hourlyRate.trim() === '') input.hourlyRate = null;
  if ('hireDate' in input && values.hireDate.trim() === '') delete input.hireDate;
  return input;
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
    hireDate: user.hireDate ?? '',
  };
}

/** PUT /api/users/{id} body: only the visible fields that differ from what is saved (may be empty). */
export function toUpdateUserRequest(valid: ValidUser, original: User): UpdateUserRequest {
  const body: Record<string, unknown> = {};
  for (const field of visibleFields(valid.role)) {
    // A hire date is changed, never cleared: left empty, the saved one stays.
    if (field === 'hireDate' && valid.hireDate === undefined) continue;
    const next = valid[field] ?? null;
    if (next !== (original[field] ?? null)) body[field] = next;
  }
  return body as UpdateUserRequest;
}
