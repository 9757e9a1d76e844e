import { describe, expect, it } from 'vitest';
import { ApiError, failureOf } from '../../lib/api-client.ts';
import { errorMessageFrom, formRejectionFrom, NETWORK_PROBLEM, SERVER_PROBLEM } from './form-rejection.ts';

const body = (value: object) => JSON.stringify(value);
const shown = ['firstName', 'lastName', 'username', 'email', 'phone', 'role', 'companyName'];
const rejection = (status: number, text: string) => formRejectionFrom(failureOf(new ApiError(status, text)), shown);

describe('formRejectionFrom', () => {
  it("puts a 400's fields under their inputs", () => {
    const text = body({
      code: 'VALIDATION_FAILED',
      message: 'Invalid body: email, body.username',
      fields: { email: 'Enter a valid e-mail address', 'body.username': 'Too short' },
    });
    expect(rejection(400, text)).toEqual({
      message: 'Please correct the highlighted fields.',
      fields: { email: 'Enter a valid e-mail address', username: 'Too short' },
    });
  });

  it('keeps problems of fields not on screen in the form message', () => {
    expect(rejection(400, body({ message: 'Invalid body', fields: { email: 'Bad', hourlyRate: 'Not allowed' } }))).toEqual({
      message: 'Invalid body (Not allowed)',
      fields: { email: 'Bad' },
    });
  });

  it('shows a 400 without fields as a form message', () => {
    expect(rejection(400, body({ message: 'You cannot change your own role.' }))).toEqual({
      message: 'You cannot change your own role.',
      fields: {},
    });
  });

  it('puts a 409 under the username or e-mail it names', () => {
    expect(rejection(409, body({ message: 'That username is already taken.' }))).toEqual({
      message: 'That username is already taken.',
      fields: { username: 'That username is already taken.' },
    });
    expect(rejection(409, body({ message: 'An account with this e-mail already exists.' })).fields).toEqual({
      email: 'An account with this e-mail already exists.',
    });
  });

  it('falls back to generic messages', () => {
    expect(formRejectionFrom(failureOf(new TypeError('Failed to fetch')), shown)).toEqual({ message: NETWORK_PROBLEM, fields: {} });
    expect(rejection(502, 'Bad Gateway')).toEqual({ message: SERVER_PROBLEM, fields: {} });
  });
});

describe('errorMessageFrom', () => {
  it('prefers the server message', () => {
    expect(errorMessageFrom(new ApiError(400, body({ message: 'You cannot deactivate your own account.' })))).toBe(
      'You cannot deactivate your own account.',
    );
    expect(errorMessageFrom(new ApiError(500, 'oops'))).toBe(SERVER_PROBLEM);
    expect(errorMessageFrom(new Error('offline'))).toBe(NETWORK_PROBLEM);
  });
});
