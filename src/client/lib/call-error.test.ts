import { describe, expect, it } from 'vitest';
import { ApiError } from './api-fetch.ts';
import { callErrorMessage, formFailure, NETWORK_PROBLEM, SERVER_PROBLEM } from './call-error.ts';

const body = (value: object) => JSON.stringify(value);
const shown = ['firstName', 'lastName', 'username', 'email', 'price'];
const failed = (status: number, text: string, rename: Record<string, string> = {}) =>
  formFailure(new ApiError(status, text), shown, rename);

describe('formFailure', () => {
  it("puts a 400's fields under their inputs (a request field renamed to the form's)", () => {
    const text = body({
      code: 'VALIDATION_FAILED',
      message: 'Invalid body: email, priceCents',
      fields: { email: 'Enter a valid e-mail address', priceCents: 'Enter a price' },
    });
    expect(failed(400, text, { priceCents: 'price' })).toEqual({
      message: 'Please correct the highlighted fields.',
      fields: { email: 'Enter a valid e-mail address', price: 'Enter a price' },
    });
  });

  it('keeps problems of fields not on screen in the form message', () => {
    expect(failed(400, body({ message: 'Invalid body', fields: { email: 'Bad', hourlyRate: 'Not allowed' } }))).toEqual({
      message: 'Invalid body (Not allowed)',
      fields: { email: 'Bad' },
    });
  });

  it('says a refusal without fields as the form message, and a field named by a 409 under it with its words', () => {
    expect(failed(400, body({ message: 'You cannot change your own role.' }))).toEqual({
      message: 'You cannot change your own role.',
      fields: {},
    });
    expect(
      failed(409, body({ message: 'That username is already taken', fields: { username: 'That username is already taken' } })),
    ).toEqual({
      message: 'That username is already taken',
      fields: { username: 'That username is already taken' },
    });
  });

  it('falls back to generic messages', () => {
    expect(formFailure(new TypeError('Failed to fetch'), shown)).toEqual({ message: NETWORK_PROBLEM, fields: {} });
    expect(failed(502, 'Bad Gateway')).toEqual({ message: SERVER_PROBLEM, fields: {} });
    expect(failed(422, '')).toEqual({ message: 'The form could not be saved.', fields: {} });
  });
});

describe('callErrorMessage', () => {
  it("prefers the server's message, else says what kind of failure it was", () => {
    expect(callErrorMessage(new ApiError(400, JSON.stringify({ message: 'You cannot deactivate your own account.' })))).toBe(
      'You cannot deactivate your own account.',
    );
    expect(callErrorMessage(new ApiError(500, 'oops'))).toBe('Something went wrong on our side. Please try again.');
    expect(callErrorMessage(new Error('offline'))).toBe('Could not reach the server. Check your connection and try again.');
  });
});
