import * as z from './zod.ts';
import { roles } from '../domain/user.ts';
import { isIsoDate } from '../domain/company-time.ts';

/** Optional single-line text (z.line: no line breaks): trimmed, and an empty answer stored as null. */
const optionalText = (max: number) =>
  z.nullish(
    z.pipe(
      z.line().check(z.maxLength(max)),
      z.transform((v: string) => (v === '' ? null : v)),
    ),
  );

/** A user as admins see it (never the password hash). */
export const userSchema = z.object({
  id: z.int(),
  username: z.text(),
  email: z.text(),
  firstName: z.nullable(z.text()),
  lastName: z.nullable(z.text()),
  phone: z.nullable(z.text()),
  role: z.enum(roles),
  companyName: z.nullable(z.text()),
  position: z.nullable(z.text()),
  department: z.nullable(z.text()),
  hourlyRate: z.nullable(z.number()),
  hireDate: z.nullable(z.text()),
  isActive: z.boolean(),
  /** An employee who may do site inspections (issue 33, decision 0045); set with PUT /api/admin/employees/:id/supervisor. */
  isSupervisor: z.boolean(),
  /** False until the user has chosen a password through their link. */
  hasPassword: z.boolean(),
  /** Signs in with a TOTP code as well as the password (decision 0010). */
  twoFactorEnabled: z.boolean(),
  lastLoginAt: z.nullable(z.text()),
  createdAt: z.text(),
});
export type User = z.infer<typeof userSchema>;

export const usernameSchema = z
  .line()
  .check(
    z.minLength(1, 'Username is required'),
    z.minLength(3, 'Username must be at least 3 characters'),
    z.maxLength(50, 'Username must be at most 50 characters'),
    z.regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dot, dash and underscore'),
  );

/** Money per hour with at most two decimals (the form's step 0.01). */
const RATE_NUMBER = 'Hourly rate must be a number';
export const HOURLY_RATE_REQUIRED = 'Enter the hourly rate, like 21.50';
export const HOURLY_RATE_ZERO = 'Hourly rate must be more than 0';
const rateChecks = [
  z.minimum(0, 'Hourly rate cannot be negative'),
  // No rate is null (left empty on the form); $0 is never meant, and would approve weeks at no pay (decision 0040).
  z.refine<number>((v) => v !== 0, HOURLY_RATE_ZERO),
  z.maximum(1000, 'Hourly rate looks too high'),
  z.refine<number>((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Hourly rate has at most 2 decimals'),
] as const;
/** Digits with a decimal point and a sign at most: no '', '0x10', '1e2' or Infinity (what Number() would take). */
const RATE_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A rate as a number or as typed ('21.50'), never coerced: a blank text is refused (coercion took
 * '' for 0 and saved $0.00), as is anything but a number or a text. `otherwise`: the message for a
 * value of another kind (a missing one, where the rate is required).
 */
const rateValue = (otherwise: string) =>
  z.pipe(
    z.pipe(
      z.union(
        [
          z.number(RATE_NUMBER),
          z.text(HOURLY_RATE_REQUIRED).check(
            z.trim(),
            z.minLength(1, HOURLY_RATE_REQUIRED),
            z.refine((v: string) => v === '' || RATE_TEXT.test(v), RATE_NUMBER),
          ),
        ],
        otherwise,
      ),
      z.transform((v: string | number) => Number(v)),
    ),
    z.number(RATE_NUMBER).check(...rateChecks),
  );

/** The rate on the user form and PUT /api/users/{id}: optional, null for none. */
const hourlyRateSchema = z.nullish(rateValue(RATE_NUMBER));

/**
 * The timesheet screen's "set the missing rate" form (decision 0040): a PUT /api/users/{id} body with
 * the rate alone, which here may not be left out.
 */
export const setHourlyRateRequestSchema = z.object({ hourlyRate: rateValue(HOURLY_RATE_REQUIRED) });

/** POST /api/users: the create-user form. No password: the user sets it through a link. */
export const createUserRequestSchema = z.object({
  firstName: z.line().check(z.minLength(1, 'First name is required'), z.maxLength(80)),
  lastName: z.line().check(z.minLength(1, 'Last name is required'), z.maxLength(80)),
  username: usernameSchema,
  email: z.pipe(z.line().check(z.minLength(1, 'Email is required'), z.maxLength(254)), z.email(z.EMAIL_MESSAGE)),
  phone: z.nullish(
    z.pipe(
      z.line().check(
        z.maxLength(40),
        z.refine((v: string) => v === '' || z.isPhoneNumber(v), z.PHONE_MESSAGE),
      ),
      z.transform((v: string) => (v === '' ? null : v)),
    ),
  ),
  role: z._default(z.enum(roles), 'customer'),
  companyName: optionalText(160),
  position: optionalText(80),
  department: optionalText(80),
  hourlyRate: hourlyRateSchema,
  /** An employee's first day ('2026-11-02'); left out, the day the account is made. Manual time entries never start before it. */
  hireDate: z.optional(z.text().check(z.refine((v: string) => isIsoDate(v), 'Enter the hire date like 2026-11-02'))),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** PUT /api/users/{id}: any subset of the same fields. */
export const updateUserRequestSchema = z.extend(z.partial(createUserRequestSchema), { role: z.optional(z.enum(roles)) });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** PUT /api/users/{id}/status. */
export const userStatusRequestSchema = z.object({ isActive: z.boolean() });

const userRoleFilters = ['all', ...roles] as const;

export const userListQuerySchema = z.object({
  search: z.optional(z.text().check(z.trim(), z.maxLength(100))),
  role: z.optional(z.enum(userRoleFilters)),
});

/** A single-use link for choosing a password, shown once to the admin. */
export const passwordLinkSchema = z.object({
  url: z.text(),
  expiresAt: z.text(),
  /** True when the link was queued for e-mail to the user. */
  emailed: z.boolean(),
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

export const createUserResponseSchema = z.object({ user: userSchema, passwordLink: passwordLinkSchema });
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

const idParams = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) });

/** The schemas of each endpoint in users.endpoints.ts, by its name (the server registers them). */
export const usersSchemas = {
  listUsers: { query: userListQuerySchema, response: z.array(userSchema) },
  createUser: { body: createUserRequestSchema, response: createUserResponseSchema },
  updateUser: { params: idParams, body: updateUserRequestSchema, response: userSchema },
  setUserStatus: { params: idParams, body: userStatusRequestSchema, response: userSchema },
  issuePasswordLink: { params: idParams, response: passwordLinkSchema },
  clearSignInLock: { params: idParams },
  resetTwoFactor: { params: idParams },
};
