import { describe, it, expect } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { LoginFailure, toLoginFailure } from './login-failure.ts';

describe('toLoginFailure', () => {
  it('keeps the status and server message of an API answer', () => {
    const failure = toLoginFailure(new ApiError(401, JSON.stringify({ code: 'UNAUTHORIZED', message: 'Invalid credentials' })));
    expect(failure.kind).toBe('rejected');
    expect(failure.status).toBe(401);
    expect(failure.serverMessage).toBe('Invalid credentials');
  });

  it('has no server message when the body is not the error envelope', () => {
    const failure = toLoginFailure(new ApiError(502, 'Bad Gateway'));
    expect(failure).toMatchObject({ kind: 'rejected', status: 502, serverMessage: undefined });
  });

  it('treats a TypeError from fetch as a network failure', () => {
    expect(toLoginFailure(new TypeError('Failed to fetch')).kind).toBe('network');
  });

  it('treats anything else as unexpected, and is not an ApiError (the global 401 handler ignores it)', () => {
    const failure = toLoginFailure(new SyntaxError('Unexpected token'));
    expect(failure.kind).toBe('unexpected');
    expect(failure).not.toBeInstanceOf(ApiError);
  });

  it('returns a LoginFailure unchanged', () => {
    const failure = new LoginFailure('network');
    expect(toLoginFailure(failure)).toBe(failure);
  });
});
