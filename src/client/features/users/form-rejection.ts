import { failureOf } from '../../lib/api-client.ts';

export const NETWORK_PROBLEM = 'Could not reach the server. Check your connection and try again.';
export const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';

/**
 * A 409 names the taken username or e-mail in its words (a sign-up that lost a race carries no fields):
 * that field gets the message.
 */
export function conflictFields(error: unknown): Record<string, string> {
  const failure = failureOf(error);
  const fields: Record<string, string> = {};
  if (failure.kind !== 'refused' || failure.status !== 409 || !failure.message) return fields;
  if (/user\s*name/i.test(failure.message)) fields['username'] = failure.message;
  if (/e-?mail/i.test(failure.message)) fields['email'] = failure.message;
  return fields;
}

/** A single human sentence for failures outside a form (status change, password link, list). */
export function errorMessageFrom(error: unknown): string {
  const failure = failureOf(error);
  if (failure.kind === 'network') return NETWORK_PROBLEM;
  return failure.message ?? (failure.status >= 500 ? SERVER_PROBLEM : 'The request was refused. Please try again.');
}
