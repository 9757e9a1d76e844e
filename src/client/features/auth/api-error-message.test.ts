import { describe, it, expect } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { errorStatus, isNetworkError, serverErrorMessage } from './api-error-message.ts';

const body = (value: object) => JSON.stringify(value);

describe('serverErrorMessage', () => {
  it('returns the message of the shared error body', () => {
    const error = new ApiError(400, body({ code: 'BAD_REQUEST', message: 'Current password is incorrect' }));
    expect(serverErrorMessage(error)).toBe('Current password is incorrect');
  });

  it('prefers the message of a named field', () => {
    const error = new ApiError(
      400,
      body({ code: 'VALIDATION_FAILED', message: 'Invalid request', fields: { password: 'Password is too common' } }),
    );
    expect(serverErrorMessage(error, ['password'])).toBe('Password is too common');
  });

  it('matches a nested field path by its last segment, and follows the order given', () => {
    const error = new ApiError(
      400,
      body({ code: 'VALIDATION_FAILED', message: 'Invalid request', fields: { 'body.newPassword': 'Too short', currentPassword: 'Required' } }),
    );
    expect(serverErrorMessage(error, ['newPassword', 'currentPassword'])).toBe('Too short');
    expect(serverErrorMessage(error, ['currentPassword', 'newPassword'])).toBe('Required');
    expect(serverErrorMessage(error, ['other'])).toBe('Invalid request');
  });

  it('is undefined for a body that is not JSON, or an error that is not an API answer', () => {
    expect(serverErrorMessage(new ApiError(500, 'Internal Server Error'))).toBeUndefined();
    expect(serverErrorMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('isNetworkError / errorStatus', () => {
  it('tells a fetch failure from an answer', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new ApiError(500, 'x'))).toBe(false);
    expect(errorStatus(new ApiError(410, 'x'))).toBe(410);
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });
});
