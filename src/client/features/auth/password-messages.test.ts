import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '#shared/domain/user.ts';
import { ApiError, failureOf } from '../../lib/api-client.ts';
import { CONNECTION_ERROR } from './login-messages.ts';
import { changePasswordFailureMessage, confirmationProblem, PASSWORD_HINT, setPasswordFailureMessage } from './password-messages.ts';

const refused = (status: number, body: object | string) =>
  failureOf(new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body)));
const offline = failureOf(new TypeError('Failed to fetch'));

describe('confirmationProblem', () => {
  it('asks for the confirmation, then for the same value', () => {
    expect(confirmationProblem('x'.repeat(12), '')).toBe('Re-enter the new password to confirm it');
    expect(confirmationProblem('x'.repeat(12), 'y'.repeat(12))).toBe('The passwords do not match');
    expect(confirmationProblem('x'.repeat(12), 'x'.repeat(12))).toBeUndefined();
  });

  it('states the minimum in the hint', () => {
    expect(PASSWORD_HINT).toBe(`At least ${PASSWORD_MIN_LENGTH} characters.`);
  });
});

describe('changePasswordFailureMessage', () => {
  it('shows the server message of a 400 or 401, preferring a named field (nested paths too)', () => {
    expect(changePasswordFailureMessage(refused(400, { code: 'BAD_REQUEST', message: 'Current password is incorrect' }))).toBe(
      'Current password is incorrect',
    );
    const fields = {
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      fields: { 'body.newPassword': 'Too short', currentPassword: 'Required' },
    };
    expect(changePasswordFailureMessage(refused(400, fields))).toBe('Required');
    expect(changePasswordFailureMessage(refused(401, { message: 'Current password is incorrect' }))).toBe('Current password is incorrect');
  });

  it('has fixed texts for other answers and for no answer', () => {
    expect(changePasswordFailureMessage(refused(500, 'Internal Server Error'))).toBe(
      'Your password could not be changed. Please try again.',
    );
    expect(changePasswordFailureMessage(refused(429, { message: 'Too many attempts' }))).toBe(
      'Your password could not be changed. Please try again.',
    );
    expect(changePasswordFailureMessage(offline)).toBe(CONNECTION_ERROR);
  });
});

describe('setPasswordFailureMessage', () => {
  it("prefers the server's word on the password, then its message, then a fixed text", () => {
    expect(setPasswordFailureMessage(refused(400, { message: 'Invalid request', fields: { password: 'Password is too common' } }))).toBe(
      'Password is too common',
    );
    expect(setPasswordFailureMessage(refused(400, { message: 'Invalid request' }))).toBe('Invalid request');
    expect(setPasswordFailureMessage(refused(502, 'Bad Gateway'))).toBe('Your password could not be saved. Please try again.');
    expect(setPasswordFailureMessage(offline)).toBe(CONNECTION_ERROR);
  });
});
