import * as z from './zod.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, roles } from '../domain/user.ts';
import { userSchema } from './users.ts';

/** A TOTP code or a recovery code as typed; spaces and dashes are ignored. Empty means none. */
const twoFactorCode = z.text().check(z.trim(), z.maxLength(40, 'The code is too long'));

export const loginRequestSchema = z.object({
  /** A username or an e-mail address: all three login calls accept either, in any case. */
  username: z.text().check(z.trim(), z.minLength(1, 'Username is required'), z.maxLength(254)),
  password: z.text().check(z.minLength(1, 'Password is required'), z.maxLength(PASSWORD_MAX_LENGTH)),
  /**
   * The second-factor code (6 digits from an authenticator app, or a recovery code) for an
   * account with two-factor sign-in; without it such an account answers 401 TWO_FACTOR_REQUIRED.
   */
  code: z.optional(twoFactorCode),
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

/**
 * Only for an admin without two-factor sign-in while admins must use it (decision 0035): `due` means
 * this session may only set two-factor up (the back office answers 403 until it is on);
 * otherwise `signInsLeft` more sign-ins are allowed without it.
 */
export const twoFactorSetupNoticeSchema = z.object({ due: z.boolean(), signInsLeft: z.int() });
export type TwoFactorSetupNotice = z.infer<typeof twoFactorSetupNoticeSchema>;

/** POST /api/auth/login and POST /api/login. */
export const loginResponseSchema = z.object({
  token: z.text(),
  user: sessionUserSchema,
  twoFactorSetup: z.optional(twoFactorSetupNoticeSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/admin/login. Failures carry `message` (the shared error body). */
export const adminLoginResponseSchema = z.object({
  token: z.text(),
  admin: sessionUserSchema,
  twoFactorSetup: z.optional(twoFactorSetupNoticeSchema),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const passwordSchema = z
  .text()
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
  /** Whose account it is: the page's words and where it leads after are the role's (decision 0042). */
  role: z.enum(roles),
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
  /** May do site inspections (issue 33): the portal offers the inspection screen. */
  isSupervisor: z.boolean(),
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

/** GET /api/auth/two-factor: the signed-in user's second factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.nullable(z.text()),
  recoveryCodesLeft: z.int(),
  /** False for administrators: once on, their second factor stays on (another admin can reset a lost one). */
  canTurnOff: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

const currentPassword = z.text().check(z.minLength(1, 'Current password is required'), z.maxLength(PASSWORD_MAX_LENGTH));
const requiredCode = twoFactorCode.check(z.minLength(1, 'Enter the code from your authenticator app'));

/** POST /api/auth/two-factor/setup: the password again, then a new secret to scan. */
export const twoFactorSetupRequestSchema = z.object({ currentPassword });
export type TwoFactorSetupRequest = z.infer<typeof twoFactorSetupRequestSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.text(),
  otpauthUri: z.text(),
  /** The URI as a QR code: a data: URL of a PNG. */
  qrCode: z.text(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/auth/two-factor/enable and /recovery-codes: a current code from the app. */
export const twoFactorCodeRequestSchema = z.object({ code: requiredCode });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;

/** Shown once: only their digests are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.text()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/auth/two-factor/disable: the password and a code (or a recovery code). */
export const twoFactorDisableRequestSchema = z.object({ currentPassword, code: requiredCode });
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;

const sessionIdParams = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) });

/** POST /api/auth/password-reset: the username or e-mail of the account to reset. */
export const passwordResetRequestSchema = z.object({
  identifier: z.text().check(z.trim(), z.minLength(1, 'Enter your username or e-mail'), z.maxLength(254, 'Use at most 254 characters')),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The same answer whether or not an account matches: nobody learns which addresses have accounts. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account matches, we have sent a link to choose a new password to its e-mail address. The link works for one hour.';
export const passwordResetResponseSchema = z.object({ message: z.text() });

/** The schemas of each endpoint in auth.endpoints.ts, by its name (the server registers them). */
export const authSchemas = {
  requestPasswordReset: { body: passwordResetRequestSchema, response: passwordResetResponseSchema },
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
  getTwoFactor: { response: twoFactorStatusSchema },
  setUpTwoFactor: { body: twoFactorSetupRequestSchema, response: twoFactorSetupSchema },
  enableTwoFactor: { body: twoFactorCodeRequestSchema, response: recoveryCodesSchema },
  renewRecoveryCodes: { body: twoFactorCodeRequestSchema, response: recoveryCodesSchema },
  disableTwoFactor: { body: twoFactorDisableRequestSchema },
};
