import { failureOf } from '../../lib/api-client.ts';

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
