import { ApiError } from '../../lib/api-client.ts';
import type { UserFormErrors, UserFormField } from './user-form.ts';

/** Why the server refused a form: a message for the whole form plus problems per field. */
export interface FormRejection {
  message: string;
  fields: UserFormErrors;
}

const knownFields: readonly UserFormField[] = [
  'firstName',
  'lastName',
  'username',
  'email',
  'phone',
  'role',
  'companyName',
  'position',
  'department',
  'hourlyRate',
];

function asFormField(key: string): UserFormField | undefined {
  // The server names fields by their path in the body, possibly prefixed ('body.email').
  const name = key.replace(/^body\./, '');
  return knownFields.find((field) => field === name);
}

function readFields(bodyText: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'fields' in parsed) {
      const fields = parsed.fields;
      if (fields && typeof fields === 'object') {
        return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }
    }
  } catch {
    // Not JSON: no field details.
  }
  return {};
}

export const NETWORK_PROBLEM = 'Could not reach the server. Check your connection and try again.';
export const SERVER_PROBLEM = 'Something went wrong on our side. Please try again.';

/**
 * Turns a failed create/update call into messages for the form: a 400's `fields`
 * go under their inputs, a 409 (username or e-mail taken) goes under the field it names.
 */
export function formRejectionFrom(error: unknown): FormRejection {
  if (!(error instanceof ApiError)) return { message: NETWORK_PROBLEM, fields: {} };
  const message = error.serverMessage ?? (error.status >= 500 ? SERVER_PROBLEM : 'The form could not be saved.');
  const fields: UserFormErrors = {};
  const unplaced: string[] = [];

  if (error.status === 400) {
    for (const [key, problem] of Object.entries(readFields(error.bodyText))) {
      const field = asFormField(key);
      if (field) fields[field] ??= problem;
      else unplaced.push(problem);
    }
  }
  if (error.status === 409) {
    if (/user\s*name/i.test(message)) fields.username = message;
    if (/e-?mail/i.test(message)) fields.email = message;
  }

  const hasFieldProblems = Object.keys(fields).length > 0;
  if (error.status === 400 && hasFieldProblems && unplaced.length === 0) {
    return { message: 'Please correct the highlighted fields.', fields };
  }
  return { message: unplaced.length > 0 ? `${message} (${unplaced.join('; ')})` : message, fields };
}

/** A single human sentence for failures outside a form (status change, password link). */
export function errorMessageFrom(error: unknown): string {
  if (!(error instanceof ApiError)) return NETWORK_PROBLEM;
  return error.serverMessage ?? (error.status >= 500 ? SERVER_PROBLEM : 'The request was refused. Please try again.');
}
