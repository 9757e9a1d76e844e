import { defineEndpoint } from '../http/endpoint.ts';
import type { authSchemas } from './auth.ts';

type Schemas = typeof authSchemas;

const tag = 'auth';
const loginErrors = [401, 403, 429];
const logout = (path: string, who: string) =>
  defineEndpoint({ method: 'POST', path, access: 'authenticated', tag, summary: `Sign out (${who})`, status: 204 });

/** Client Portal login: routes each role to its portal. */
export const portalLogin = defineEndpoint<Schemas['portalLogin']>({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  tag,
  summary: 'Client Portal sign-in (any role; username or e-mail)',
  errors: loginErrors,
});

/** Sign-in page: username or e-mail. */
export const pageLogin = defineEndpoint<Schemas['pageLogin']>({
  method: 'POST',
  path: '/api/login',
  access: 'public',
  tag,
  summary: 'Sign-in page (username or e-mail)',
  errors: loginErrors,
});

export const adminLogin = defineEndpoint<Schemas['adminLogin']>({
  method: 'POST',
  path: '/api/admin/login',
  access: 'public',
  tag,
  summary: 'Admin sign-in (username or e-mail)',
  errors: loginErrors,
});

export const getMe = defineEndpoint<Schemas['getMe']>({
  method: 'GET',
  path: '/api/auth/me',
  access: 'authenticated',
  tag,
  summary: 'The signed-in user',
});

export const changePassword = defineEndpoint<Schemas['changePassword']>({
  method: 'PUT',
  path: '/api/auth/password',
  access: 'authenticated',
  tag,
  summary: 'Change the signed-in user’s password',
  status: 204,
  errors: [429],
});

export const requestPasswordReset = defineEndpoint<Schemas['requestPasswordReset']>({
  method: 'POST',
  path: '/api/auth/password-reset',
  access: 'public',
  tag,
  summary: 'Forgot password: e-mail a one-hour reset link (same answer whether or not the account exists)',
  status: 202,
  errors: [429, 503],
});

export const getPasswordLink = defineEndpoint<Schemas['getPasswordLink']>({
  method: 'GET',
  path: '/api/auth/password-links/:token',
  access: 'public',
  tag,
  summary: 'What a set-password link is for, before the form',
  errors: [404, 410],
});

export const setPasswordWithLink = defineEndpoint<Schemas['setPasswordWithLink']>({
  method: 'POST',
  path: '/api/auth/password-links/:token',
  access: 'public',
  tag,
  summary: 'Choose a password with a single-use link',
  status: 204,
  errors: [404, 410],
});

export const getCustomerProfile = defineEndpoint<Schemas['getCustomerProfile']>({
  method: 'GET',
  path: '/api/auth/customer/profile',
  access: 'customer',
  tag,
  summary: 'The signed-in customer’s profile',
});

export const getEmployeeProfile = defineEndpoint<Schemas['getEmployeeProfile']>({
  method: 'GET',
  path: '/api/auth/employee/profile',
  access: 'employee',
  tag,
  summary: 'The signed-in employee’s profile',
});

export const listOwnSessions = defineEndpoint<Schemas['listOwnSessions']>({
  method: 'GET',
  path: '/api/auth/sessions',
  access: 'authenticated',
  tag,
  summary: 'The signed-in user’s own sessions (devices where they are signed in)',
});

export const revokeOwnSession = defineEndpoint<Schemas['revokeOwnSession']>({
  method: 'DELETE',
  path: '/api/auth/sessions/:id',
  access: 'authenticated',
  tag,
  summary: 'Sign out one of the signed-in user’s own sessions',
  status: 204,
  errors: [404],
});

export const getTwoFactor = defineEndpoint<Schemas['getTwoFactor']>({
  method: 'GET',
  path: '/api/auth/two-factor',
  access: 'authenticated',
  tag,
  summary: 'Whether the signed-in user has two-factor sign-in, and how many recovery codes are left',
});

export const setUpTwoFactor = defineEndpoint<Schemas['setUpTwoFactor']>({
  method: 'POST',
  path: '/api/auth/two-factor/setup',
  access: 'authenticated',
  tag,
  summary: 'Start two-factor setup: a new TOTP secret and its QR code (after the current password)',
  errors: [400, 409, 429],
});

export const enableTwoFactor = defineEndpoint<Schemas['enableTwoFactor']>({
  method: 'POST',
  path: '/api/auth/two-factor/enable',
  access: 'authenticated',
  tag,
  summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes, once',
  errors: [400, 409, 429],
});

export const renewRecoveryCodes = defineEndpoint<Schemas['renewRecoveryCodes']>({
  method: 'POST',
  path: '/api/auth/two-factor/recovery-codes',
  access: 'authenticated',
  tag,
  summary: 'Replace the recovery codes (the old ones stop working)',
  errors: [400, 409, 429],
});

export const disableTwoFactor = defineEndpoint<Schemas['disableTwoFactor']>({
  method: 'POST',
  path: '/api/auth/two-factor/disable',
  access: 'authenticated',
  tag,
  summary: 'Turn two-factor sign-in off (not for administrators)',
  status: 204,
  errors: [400, 403, 409, 429],
});

export const signOut = logout('/api/auth/logout', 'any role');
export const customerSignOut = logout('/api/auth/customer/logout', 'customer portal');
export const employeeSignOut = logout('/api/auth/employee/logout', 'employee portal');
export const adminSignOut = logout('/api/admin/logout', 'admin');
