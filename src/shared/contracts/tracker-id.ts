import * as z from './zod.ts';

/** What the tracker's ids look like (opaque: letters, digits and `_ . : -`, 8 to 100 characters). */
const TRACKER_ID = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * The tracker's opaque visitor and session ids, as the API accepts them. A module of its own: the
 * quote forms' contracts use it, and importing tracking.ts would bring its other schemas into the
 * public pages' islands (issue 11's budget).
 */
export const trackerIdSchema = z
  .text()
  .check(z.trim(), z.minLength(8), z.maxLength(100), z.regex(/^[A-Za-z0-9_.:-]+$/, 'must be an opaque id'));

/**
 * The tracker's visitor id as a form sends it along (decision 0020): optional, and anything that is
 * not an id (malformed, a number) is dropped rather than failing the form, since a visitor's request
 * never depends on it. A transform rather than `z.catch`, which would add half a KiB to the islands.
 */
export const optionalVisitorIdSchema = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value: unknown) => (typeof value === 'string' && TRACKER_ID.test(value.trim()) ? value.trim() : undefined)),
  ),
);
