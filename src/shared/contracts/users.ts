import { z } from 'zod';
import { roles } from '../domain/user.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** A user as admins see it (never the password hash). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  companyName: z.string().nullable(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  hourlyRate: z.number().nullable(),
  hireDate: z.string().nullable(),
  isActive: z.boolean(),
  /** False until the user has chosen a password through their link. */
  hasPassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dot, dash and underscore');

/** Money per hour with at most two decimals (the form's step 0.01). */
const hourlyRateSchema = z.coerce
  .number({ message: 'Hourly rate must be a number' })
  .min(0, 'Hourly rate cannot be negative')
  .max(1000, 'Hourly rate looks too high')
  .refine((v) => Math.round(v * 100) === v * 100 || Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Hourly rate has at most 2 decimals')
  .nullish();

/** POST /api/users: the create-user form. No password: the user sets it through a link. */
export const createUserRequestSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
  username: usernameSchema,
  email: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address')),
  phone: optionalText(40),
  role: z.enum(roles).default('customer'),
  companyName: optionalText(160),
  position: optionalText(80),
  department: optionalText(80),
  hourlyRate: hourlyRateSchema,
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** PUT /api/users/{id}: any subset of the same fields. */
export const updateUserRequestSchema = createUserRequestSchema.partial().extend({ role: z.enum(roles).optional() });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/** PUT /api/users/{id}/status. */
export const userStatusRequestSchema = z.object({ isActive: z.boolean() });

export const userListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(['all', ...roles]).optional(),
});

/** A single-use link for choosing a password, shown once to the admin. */
export const passwordLinkSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
  /** True when the link was queued for e-mail to the user. */
  emailed: z.boolean(),
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

export const createUserResponseSchema = z.object({ user: userSchema, passwordLink: passwordLinkSchema });
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;
