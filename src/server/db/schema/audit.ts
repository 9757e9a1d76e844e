import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { auditEntities } from '#shared/contracts/audit.ts';
import { users } from './accounts.ts';

/**
 * Every change to plans, bookings, time and invoices (who, what, before and after, when), written in
 * the transaction that makes the change. Append-only. `actor` names a person ('user') or the system
 * part that acted ('plan-generator').
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The moment the change was written (clock_timestamp), not when its transaction began (now()): two
     * changes to one row serialised by its lock are then in the order they happened, even when the second
     * transaction began first and waited.
     */
    occurredAt: timestamp('occurred_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    entity: text('entity', { enum: auditEntities }).notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId, t.occurredAt), index('audit_events_occurred_idx').on(t.occurredAt)],
);
