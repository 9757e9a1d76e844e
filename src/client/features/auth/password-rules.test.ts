import { describe, it, expect } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/domain/user.ts';
import { hasErrors, PASSWORD_HINT, validateNewPassword } from './password-rules.ts';

const ok = 'x'.repeat(PASSWORD_MIN_LENGTH);

describe('validateNewPassword', () => {
  it('accepts a long-enough password that matches its confirmation', () => {
    const errors = validateNewPassword(ok, ok);
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('asks for both fields when empty', () => {
    expect(validateNewPassword('', '')).toEqual({
      password: 'Enter a new password',
      confirm: 'Re-enter the new password to confirm it',
    });
  });

  it('rejects a password one character short of the minimum', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(validateNewPassword(short, short).password).toBe(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  });

  it('rejects a password over the maximum', () => {
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(validateNewPassword(long, long).password).toBe(`Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  });

  it('reports a confirmation that does not match', () => {
    const errors = validateNewPassword(ok, `${ok}y`);
    expect(errors).toEqual({ confirm: 'The passwords do not match' });
    expect(hasErrors(errors)).toBe(true);
  });

  it('counts cleared errors as no errors', () => {
    expect(hasErrors({ password: undefined, confirm: undefined })).toBe(false);
  });

  it('states the minimum in the hint', () => {
    expect(PASSWORD_HINT).toBe(`At least ${PASSWORD_MIN_LENGTH} characters.`);
  });
});
