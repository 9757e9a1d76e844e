import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from './sales.ts';

/**
 * Messages from the About page's contact form (decision 0024). A message whose topic is a quote also
 * makes a lead (source 'contact') in the same transaction; `lead_id` links the two.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    topic: text('topic', { enum: ['quote', 'service', 'other'] }).notNull(),
    message: text('message').notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** The visitor's tracker id when the page sent one, for the lead's journey. */
    visitorId: text('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc())],
);
