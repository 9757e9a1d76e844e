import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, roles } from '../domain/user.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { userSchema } from './users.ts';

export const loginRequestSchema = z.object({
  /** Username, or e-mail on the routes that accept either. */
  username: z.string().check(z.trim(), z.minLength(1, 'Username is required'), z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as the login calls return it. */
export const sessionUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
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
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );

/** PUT /api/auth/password: the signed-in user changes their own password. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, 'Current password is required'), z.maxLength(PASSWORD_MAX_LENGTH)),
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
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.string(),
  phone: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** GET /api/auth/employee/profile. */
export const employeeProfileSchema = z.object({
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.string(),
  phone: z.nullable(z.string()),
  position: z.nullable(z.string()),
  hourlyRate: z.nullable(z.number()),
  hireDate: z.nullable(z.string()),
  isActive: z.boolean(),
});
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;

const tag = 'auth';
const loginErrors = [401, 403, 429];

/** Client Portal login: routes each role to its portal. */
export const portalLogin = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  tag,
  summary: 'Client Portal sign-in (any role)',
  body: loginRequestSchema,
  response: loginResponseSchema,
  errors: loginErrors,
});

/** Sign-in page: username or e-mail. */
export const pageLogin = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  access: 'public',
  tag,
  summary: 'Sign-in page (username or e-mail)',
  body: loginRequestSchema,
  response: loginResponseSchema,
  errors: loginErrors,
});

export const adminLogin = defineEndpoint({
  method: 'POST',
  path: '/api/admin/login',
  access: 'public',
  tag,
  summary: 'Admin sign-in',
  body: loginRequestSchema,
  response: adminLoginResponseSchema,
  errors: loginErrors,
});

const logout = (path: string, who: string) =>
  defineEndpoint({ method: 'POST', path, access: 'authenticated', tag, summary: `Sign out (${who})`, status: 204 });

export const signOut = logout('/api/auth/logout', 'any role');
export const customerSignOut = logout('/api/auth/customer/logout', 'customer portal');
export const employeeSignOut = logout('/api/auth/employee/logout', 'employee portal');
export const adminSignOut = logout('/api/admin/logout', 'admin');

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/auth/me',
  access: 'authenticated',
  tag,
  summary: 'The signed-in user',
  response: userSchema,
});

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/password',
  access: 'authenticated',
  tag,
  summary: 'Change the signed-in user’s password',
  body: changePasswordRequestSchema,
  status: 204,
  errors: [429],
});

const tokenParams = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

export const getPasswordLink = defineEndpoint({
  method: 'GET',
  path: '/api/auth/password-links/:token',
  access: 'public',
  tag,
  summary: 'What a set-password link is for, before the form',
  params: tokenParams,
  response: passwordLinkInfoSchema,
  errors: [404, 410],
});

export const setPasswordWithLink = defineEndpoint({
  method: 'POST',
  path: '/api/auth/password-links/:token',
  access: 'public',
  tag,
  summary: 'Choose a password with a single-use link',
  params: tokenParams,
  body: setPasswordRequestSchema,
  status: 204,
  errors: [404, 410],
});

export const getCustomerProfile = defineEndpoint({
  method: 'GET',
  path: '/api/auth/customer/profile',
  access: 'customer',
  tag,
  summary: 'The signed-in customer’s profile',
  response: customerProfileSchema,
});

export const getEmployeeProfile = defineEndpoint({
  method: 'GET',
  path: '/api/auth/employee/profile',
  access: 'employee',
  tag,
  summary: 'The signed-in employee’s profile',
  response: employeeProfileSchema,
});
