import { failureOf } from './api-fetch.ts';

export const NETWORK_PROBLEM = 'Could not reach the server. Check your connection and try again.';
export const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';

/**
 * One human sentence for a failed call outside a form (a list that did not load, an action refused):
 * the server's own message when it sent one, else what kind of failure it was.
 */
export function callErrorMessage(error: unknown, refused = 'The request was refused. Please try again.'): string {
  const failure = failureOf(error);
  if (failure.kind === 'network') return NETWORK_PROBLEM;
  return failure.message ?? (failure.status >= 500 ? SERVER_PROBLEM : refused);
}

/**
 * A failed form submit in the form's terms: problems of the fields on screen go under them (`fields`,
 * renamed by `rename` when the form names a field differently from the request), anything else joins
 * the message for the whole form.
 */
export function formFailure(
  error: unknown,
  shown: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): { message: string; fields: Record<string, string> } {
  const failure = failureOf(error);
  if (failure.kind === 'network') return { message: NETWORK_PROBLEM, fields: {} };
  const message = failure.message ?? (failure.status >= 500 ? SERVER_PROBLEM : 'The form could not be saved.');
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [requestField, problem] of Object.entries(failure.fields)) {
    const field = rename[requestField] ?? requestField;
    if (shown.includes(field)) fields[field] = problem;
    else unplaced.push(problem);
  }
  if (Object.keys(fields).length > 0 && unplaced.length === 0 && failure.status === 400) {
    return { message: 'Please correct the highlighted fields.', fields };
  }
  return { message: unplaced.length > 0 ? `${message} (${unplaced.join('; ')})` : message, fields };
}
