import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, roles } from '../domain/user.ts';

export const loginRequestSchema = z.object({
  /** Username, or e-mail on the routes that accept either. */
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as the login calls return it. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(roles),
  canAccessAdminPortal: z.boolean(),
  canAccessEmployeePortal: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login and POST /api/login. */
export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/admin/login. Failures carry `message` (the shared error body). */
export const adminLoginResponseSchema = z.object({ token: z.string(), admin: sessionUserSchema });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** PUT /api/auth/password: the signed-in user changes their own password. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** GET /api/auth/password-links/{token}: what the set-password page shows before the form. */
export const passwordLinkInfoSchema = z.object({
  username: z.string(),
  purpose: z.enum(['invite', 'reset']),
  expiresAt: z.string(),
});
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfoSchema>;

/** POST /api/auth/password-links/{token}: choose a password with a single-use link. */
export const setPasswordRequestSchema = z.object({ password: passwordSchema });
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** GET /api/auth/customer/profile. */
export const customerProfileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** GET /api/auth/employee/profile. */
export const employeeProfileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  hourlyRate: z.number().nullable(),
  hireDate: z.string().nullable(),
  isActive: z.boolean(),
});
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;
