import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/domain/user.ts';

export interface NewPasswordErrors {
  password?: string | undefined;
  confirm?: string | undefined;
}

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** The browser-side check of a new password and its confirmation (the server checks the length again). */
export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = 'Enter a new password';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

  if (!confirm) errors.confirm = 'Re-enter the new password to confirm it';
  else if (confirm !== password) errors.confirm = 'The passwords do not match';
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
