import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './accounts.ts';
import { securityEventTypes } from '#shared/domain/security-events.ts';

export { securityEventTypes, type SecurityEventType } from '#shared/domain/security-events.ts';

/**
 * An append-only log of security-relevant events: who (the account concerned and
 * the acting user), from where (address, user agent), what, and the request id
 * to find the access-log line. Never a password, token or hash.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type', { enum: securityEventTypes }).notNull(),
    /** The account the event is about, when known. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted, when it is someone else (an admin changing a role). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name as typed at sign-in (trimmed, at most 100 characters): failed sign-ins name no account. */
    identifier: text('identifier'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    /** Small, non-secret facts: the route of a denial, the old and new role. */
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [index('security_events_occurred_idx').on(t.occurredAt), index('security_events_user_idx').on(t.userId, t.occurredAt)],
);

/**
 * The company's security settings (decision 0035): one row (id 1). `adminsMustUseTwoFactor` (on
 * unless an admin turns it off, which the security log records) makes admins set up two-factor
 * sign-in after a grace of a few sign-ins.
 */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    adminsMustUseTwoFactor: boolean('admins_must_use_two_factor').notNull().default(true),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [check('security_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Secrets the server makes for itself on first start when the environment gives none (the key that
 * signs device cookies, decision 0035): shared by every instance through the database, never logged.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamps.createdAt,
});
