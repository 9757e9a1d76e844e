import { ApiError } from '../../lib/api-client.ts';

/**
 * The server's per-field messages of a 400 (`fields` of the shared error body),
 * keyed by the top-level field name ('additionalServices.0' -> 'additionalServices').
 * Empty for any other failure.
 */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  let fields: unknown;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    fields = body && typeof body === 'object' && 'fields' in body ? body.fields : undefined;
  } catch {
    return {};
  }
  if (!fields || typeof fields !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    const field = path.replace(/^body\./, '').split('.')[0];
    if (field && !(field in result)) result[field] = message;
  }
  return result;
}

/** The server's message, if the failure was an API answer that carried one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
