import * as z from './zod.ts';
import { securityEventTypes } from '../domain/security-events.ts';

export { securityEventTypes, type SecurityEventType } from '../domain/security-events.ts';

const isoDate = z.text().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-24'));

/** GET /api/admin/security-events: filters, newest first, paged by id. Dates are Minnesota days, `to` included. */
export const securityEventQuerySchema = z.object({
  /** One type or several, comma-separated. */
  type: z.optional(
    z.pipe(
      z.pipe(
        z.text().check(z.maxLength(600)),
        z.transform((v: string) =>
          v
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ),
      z.array(z.enum(securityEventTypes, 'Unknown event type')),
    ),
  ),
  /** Part of the username or e-mail of the account, or of the name typed at sign-in. */
  user: z.optional(z.text().check(z.trim(), z.maxLength(100))),
  userId: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  /** Keyset paging: events older than this id (the previous page's `nextBefore`). */
  before: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
});
export type SecurityEventQuery = z.input<typeof securityEventQuerySchema>;

const personSchema = z.nullable(z.object({ id: z.int(), username: z.text() }));

export const securityEventSchema = z.object({
  id: z.int(),
  occurredAt: z.text(),
  type: z.enum(securityEventTypes),
  /** The account the event is about. */
  user: personSchema,
  /** Who acted, when someone else did (an admin changing a role). */
  actor: personSchema,
  /** The name typed at sign-in. */
  identifier: z.nullable(z.text()),
  ip: z.nullable(z.text()),
  userAgent: z.nullable(z.text()),
  requestId: z.nullable(z.text()),
  detail: z.record(z.text(), z.union([z.text(), z.number(), z.boolean(), z.null()])),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventPageSchema = z.object({
  events: z.array(securityEventSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.nullable(z.int()),
});
export type SecurityEventPage = z.infer<typeof securityEventPageSchema>;

/** Sign-ins an admin without two-factor sign-in gets before they must set it up (decision 0035). */
export const ADMIN_TWO_FACTOR_GRACE_SIGN_INS = 3;

/** GET and PUT /api/admin/security-settings: the company's security settings (decision 0035). */
export const securitySettingsSchema = z.object({
  /** On by default: admins set up two-factor sign-in within a few sign-ins. Off is recorded in the security log. */
  adminsMustUseTwoFactor: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** The schemas of each endpoint in security.endpoints.ts, by its name (the server registers them). */
export const securitySchemas = {
  listSecurityEvents: { query: securityEventQuerySchema, response: securityEventPageSchema },
  getSecuritySettings: { response: securitySettingsSchema },
  updateSecuritySettings: { body: securitySettingsSchema, response: securitySettingsSchema },
};
