import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrorsFrom, serverMessageOf } from './field-errors.ts';

describe('fieldErrorsFrom', () => {
  it('reads the fields of a 400 by top-level name, first message wins', () => {
    const body = JSON.stringify({
      code: 'VALIDATION_FAILED',
      message: 'Invalid body: email, squareFootage',
      fields: {
        email: 'Enter a valid e-mail address',
        'body.squareFootage': 'Square footage must be at least 100',
        'additionalServices.0': 'Unknown additional service',
        'additionalServices.1': 'second',
      },
    });
    expect(fieldErrorsFrom(new ApiError(400, body))).toEqual({
      email: 'Enter a valid e-mail address',
      squareFootage: 'Square footage must be at least 100',
      additionalServices: 'Unknown additional service',
    });
  });

  it('gives nothing for other statuses, bodies that are not JSON, and non-API errors', () => {
    expect(fieldErrorsFrom(new ApiError(500, JSON.stringify({ fields: { email: 'x' } })))).toEqual({});
    expect(fieldErrorsFrom(new ApiError(400, 'Bad Request'))).toEqual({});
    expect(fieldErrorsFrom(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('serverMessageOf', () => {
  it('returns the message of the error body, if any', () => {
    expect(serverMessageOf(new ApiError(400, JSON.stringify({ message: 'Phone is required' })))).toBe('Phone is required');
    expect(serverMessageOf(new ApiError(500, 'boom'))).toBeUndefined();
    expect(serverMessageOf(new Error('x'))).toBeUndefined();
  });
});
