/**
 * What the security log records, as admins filter for it. The server's table
 * (`db/schema/security.ts`) takes its column's values from this list. Kept out of
 * the contract so screens can list the types without loading the validation library.
 */
export const securityEventTypes = [
  'sign-in.succeeded',
  'sign-in.failed',
  'sign-in.throttled',
  'sign-in.unlocked',
  'access.denied',
  'password.changed',
  'password.change-failed',
  'password.set-with-link',
  'password-link.issued',
  'two-factor.enabled',
  'two-factor.disabled',
  'two-factor.reset',
  'two-factor.recovery-codes-issued',
  'two-factor.recovery-code-used',
  'user.created',
  'user.role-changed',
  'user.deactivated',
  'user.activated',
  'security-settings.changed',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];
