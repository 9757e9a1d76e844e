import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { bookings } from './operations.ts';

/**
 * A customer's rating of a completed visit (one per visit, changeable): the only source of the
 * ratings the admin dashboard shows, per employee and on average.
 */
export const visitRatings = pgTable(
  'visit_ratings',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    ...timestamps,
  },
  (t) => [index('visit_ratings_customer_idx').on(t.customerId), check('visit_ratings_rating_check', sql`${t.rating} between 1 and 5`)],
);

/** A problem a customer reports about a visit, until an admin resolves it. */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    ...timestamps,
  },
  (t) => [
    index('problem_reports_status_idx').on(t.status, t.createdAt),
    index('problem_reports_booking_idx').on(t.bookingId),
    // A customer's reports of the last day are counted against the daily limit (decision 0034).
    index('problem_reports_customer_idx').on(t.customerId, t.createdAt),
  ],
);
