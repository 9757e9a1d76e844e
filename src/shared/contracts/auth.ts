import * as z from './zod.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, roles } from '../domain/user.ts';
import { userSchema } from './users.ts';

export const loginRequestSchema = z.object({
  /** Username, or e-mail on the routes that accept either. */
  username: z.text().check(z.trim(), z.minLength(1, 'Username is required'), z.maxLength(254)),
  password: z.text().check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as the login calls return it. */
export const sessionUserSchema = z.object({
  id: z.int(),
  username: z.text(),
  email: z.text(),
  firstName: z.nullable(z.text()),
  lastName: z.nullable(z.text()),
  role: z.enum(roles),
  canAccessAdminPortal: z.boolean(),
  canAccessEmployeePortal: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login and POST /api/login. */
export const loginResponseSchema = z.object({ token: z.text(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/admin/login. Failures carry `message` (the shared error body). */
export const adminLoginResponseSchema = z.object({ token: z.text(), admin: sessionUserSchema });
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );

/** PUT /api/auth/password: the signed-in user changes their own password. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.text().check(z.minLength(1, 'Current password is required'), z.maxLength(PASSWORD_MAX_LENGTH)),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** GET /api/auth/password-links/{token}: what the set-password page shows before the form. */
export const passwordLinkInfoSchema = z.object({
  username: z.text(),
  purpose: z.enum(['invite', 'reset']),
  expiresAt: z.text(),
});
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfoSchema>;

/** POST /api/auth/password-links/{token}: choose a password with a single-use link. */
export const setPasswordRequestSchema = z.object({ password: passwordSchema });
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** GET /api/auth/customer/profile. */
export const customerProfileSchema = z.object({
  firstName: z.nullable(z.text()),
  lastName: z.nullable(z.text()),
  email: z.text(),
  phone: z.nullable(z.text()),
  companyName: z.nullable(z.text()),
  createdAt: z.text(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** GET /api/auth/employee/profile. */
export const employeeProfileSchema = z.object({
  firstName: z.nullable(z.text()),
  lastName: z.nullable(z.text()),
  email: z.text(),
  phone: z.nullable(z.text()),
  position: z.nullable(z.text()),
  hourlyRate: z.nullable(z.number()),
  hireDate: z.nullable(z.text()),
  isActive: z.boolean(),
});
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;

const tokenParams = z.object({ token: z.text().check(z.minLength(1), z.maxLength(200)) });

/** One of the signed-in user's sessions (a device or browser where they are signed in). */
export const ownSessionSchema = z.object({
  id: z.int(),
  /** Which sign-in made it: 'portal', 'page' or 'admin'. */
  via: z.text(),
  createdAt: z.text(),
  lastUsedAt: z.nullable(z.text()),
  expiresAt: z.text(),
  ipAddress: z.nullable(z.text()),
  userAgent: z.nullable(z.text()),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

const sessionIdParams = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) });

/** The schemas of each endpoint in auth.endpoints.ts, by its name (the server registers them). */
export const authSchemas = {
  portalLogin: { body: loginRequestSchema, response: loginResponseSchema },
  pageLogin: { body: loginRequestSchema, response: loginResponseSchema },
  adminLogin: { body: loginRequestSchema, response: adminLoginResponseSchema },
  getMe: { response: userSchema },
  changePassword: { body: changePasswordRequestSchema },
  getPasswordLink: { params: tokenParams, response: passwordLinkInfoSchema },
  setPasswordWithLink: { params: tokenParams, body: setPasswordRequestSchema },
  getCustomerProfile: { response: customerProfileSchema },
  getEmployeeProfile: { response: employeeProfileSchema },
  listOwnSessions: { response: z.array(ownSessionSchema) },
  revokeOwnSession: { params: sessionIdParams },
};
