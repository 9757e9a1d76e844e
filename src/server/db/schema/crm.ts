import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { crmActivityTypes } from '#shared/domain/crm.ts';
import { users } from './accounts.ts';
import { leads } from './sales.ts';

/**
 * A lead's history (decision 0019): what staff did (calls, e-mails, meetings, notes, each with its
 * outcome) and every change to the lead (created, status, priority, follow-up, converted), written
 * in the change's transaction. Append-only. `actor_id` is null when the system acted (an online
 * acceptance converting the lead).
 */
export const crmActivities = pgTable(
  'crm_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type', { enum: crmActivityTypes }).notNull(),
    outcome: text('outcome'),
    description: text('description').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A lead's panel reads its newest few; the feed across leads reads the newest of all.
    index('crm_activities_lead_idx').on(t.leadId, t.occurredAt.desc()),
    index('crm_activities_occurred_idx').on(t.occurredAt.desc()),
  ],
);
