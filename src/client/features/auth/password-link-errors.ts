import { failureOf } from '../../lib/api-client.ts';

/** Statuses that mean the link itself is unusable: malformed (400 on a read), unknown (404) or used/expired (410). */
const READ_INVALID = new Set([400, 404, 410]);
const WRITE_INVALID = new Set([404, 410]);

/** For GET of the link: the link cannot be used. */
export function isInvalidLinkReadError(error: unknown): boolean {
  const { status } = failureOf(error);
  return status !== undefined && READ_INVALID.has(status);
}

/** For POST to the link: a 400 is about the password, so only 404/410 mean the link went away meanwhile. */
export function isInvalidLinkWriteError(error: unknown): boolean {
  const { status } = failureOf(error);
  return status !== undefined && WRITE_INVALID.has(status);
}

export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired. Ask your administrator for a new link.';
