import { failureOf, type CallFailure } from '../../lib/api-client.ts';

export const NETWORK_PROBLEM = 'Could not reach the server. Check your connection and try again.';
export const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';

/** Why the server refused the user form: a message for the whole form plus problems under the fields shown. */
export interface FormRejection {
  message: string;
  fields: Record<string, string>;
}

/** A 409 names the taken username or e-mail in its message: that field gets it. */
function conflictFields(message: string): Record<string, string> {
  const fields: Record<string, string> = {};
  if (/user\s*name/i.test(message)) fields.username = message;
  if (/e-?mail/i.test(message)) fields.email = message;
  return fields;
}

/**
 * A failed create/update in the form's terms: a 400's fields and a 409's field
 * go under the inputs in `shown`; problems of fields not on screen join the form message.
 */
export function formRejectionFrom(failure: CallFailure, shown: readonly string[]): FormRejection {
  if (failure.kind === 'network') return { message: NETWORK_PROBLEM, fields: {} };
  const message = failure.message ?? (failure.status >= 500 ? SERVER_PROBLEM : 'The form could not be saved.');
  const problems = failure.status === 400 ? failure.fields : failure.status === 409 ? conflictFields(message) : {};
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [field, problem] of Object.entries(problems)) {
    if (shown.includes(field)) fields[field] = problem;
    else unplaced.push(problem);
  }
  if (failure.status === 400 && Object.keys(fields).length > 0 && unplaced.length === 0) {
    return { message: 'Please correct the highlighted fields.', fields };
  }
  return { message: unplaced.length > 0 ? `${message} (${unplaced.join('; ')})` : message, fields };
}

/** A single human sentence for failures outside a form (status change, password link, list). */
export function errorMessageFrom(error: unknown): string {
  const failure = failureOf(error);
  if (failure.kind === 'network') return NETWORK_PROBLEM;
  return failure.message ?? (failure.status >= 500 ? SERVER_PROBLEM : 'The request was refused. Please try again.');
}
