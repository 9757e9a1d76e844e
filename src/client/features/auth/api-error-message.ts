import { ApiError } from '../../lib/api-client.ts';

/**
 * What the server said about a failed call: the message for the first of
 * `fields` named in a validation failure (`fields` of the shared error body),
 * else its `message`; undefined when the error is not an API answer.
 */
export function serverErrorMessage(error: unknown, fields: readonly string[] = []): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const fieldMessages = parseFields(error.bodyText);
  for (const field of fields) {
    const match = Object.entries(fieldMessages).find(([path]) => path === field || path.endsWith(`.${field}`));
    if (match) return match[1];
  }
  return error.serverMessage;
}

function parseFields(bodyText: string): Record<string, string> {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (!body || typeof body !== 'object' || !('fields' in body)) return {};
    const fields = body.fields;
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** fetch rejects with a TypeError when no answer arrived at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
