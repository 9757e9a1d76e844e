import { PASSWORD_MIN_LENGTH } from '#shared/domain/user.ts';
import type { CallFailure } from '../../lib/api-client.ts';
import { CONNECTION_ERROR } from './login-messages.ts';

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

export { confirmationProblem } from '#shared/domain/password-confirmation.ts';

/** The server's word on the first of `fields` it named, else its message. */
function serverWord(failure: CallFailure, fields: readonly string[]): string | undefined {
  return fields.map((field) => failure.fields[field]).find(Boolean) ?? failure.message;
}

/** Change password: a wrong current password (400/401) or a refused new one is the server's to say. */
export function changePasswordFailureMessage(failure: CallFailure): string {
  if (failure.kind === 'network') return CONNECTION_ERROR;
  const word = failure.status === 400 || failure.status === 401 ? serverWord(failure, ['currentPassword', 'newPassword']) : undefined;
  return word ?? 'Your password could not be changed. Please try again.';
}

/** Set password with a link (a gone link is handled before): the server's word on the password, else a fixed text. */
export function setPasswordFailureMessage(failure: CallFailure): string {
  if (failure.kind === 'network') return CONNECTION_ERROR;
  return serverWord(failure, ['password']) ?? 'Your password could not be saved. Please try again.';
}
