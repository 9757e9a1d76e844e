import { failureOf } from '../../lib/api-client.ts';

/** Spec §8: clock in/out shows the server's message, else this. */
export const CLOCK_FAILED = 'Unable to clock in/out. Please ensure location services are enabled.';
/** Spec §8: 'Failed to add time entry – Please check your information and try again.' */
export const ENTRY_FAILED = { title: 'Failed to add time entry', description: 'Please check your information and try again.' };
/** Spec §8: a trip the server refused or never answered. */
export const DRIVE_FAILED = 'Drive Mode Failed';

/**
 * The server's sentence for a refused call, or `fallback` when there was no answer or no message.
 * A 400 says what is wrong in its fields ('Invalid body: location' is for developers).
 */
export function serverMessage(error: unknown, fallback: string): string {
  const failure = failureOf(error);
  if (failure.kind === 'network') return fallback;
  const problems = Object.values(failure.fields);
  if (failure.status === 400 && problems.length > 0) return problems.join(' ');
  return failure.message ?? fallback;
}

/** A 400's problems by field name (empty for any other failure). */
export function fieldProblems(error: unknown): Record<string, string> {
  const failure = failureOf(error);
  return failure.kind === 'refused' && failure.status === 400 ? failure.fields : {};
}
