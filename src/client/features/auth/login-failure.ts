import { ApiError } from '../../lib/api-client.ts';

/** rejected: the server answered non-OK; network: fetch itself failed; unexpected: anything else. */
export type LoginFailureKind = 'rejected' | 'network' | 'unexpected';

/**
 * Why a sign-in did not work. Login calls rethrow their errors as this instead
 * of ApiError, so the app-wide 401 handler (meant for calls made with a stored
 * session) leaves a rejected password alone even when an older session is
 * still stored: the form shows its own message.
 */
export class LoginFailure extends Error {
  override readonly name = 'LoginFailure';

  constructor(
    readonly kind: LoginFailureKind,
    readonly status?: number | undefined,
    readonly serverMessage?: string | undefined,
    /** The password was right and the account asks for its second-factor code (401 TWO_FACTOR_REQUIRED). */
    readonly needsCode = false,
  ) {
    super(status ? `Sign-in failed (${status})` : `Sign-in failed (${kind})`);
  }
}

export function toLoginFailure(error: unknown): LoginFailure {
  if (error instanceof LoginFailure) return error;
  if (error instanceof ApiError) {
    return new LoginFailure('rejected', error.status, error.serverMessage, error.problem.code === 'TWO_FACTOR_REQUIRED');
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return new LoginFailure('network');
  return new LoginFailure('unexpected');
}
