import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { sites } from './customers.ts';
import { bookings } from './operations.ts';

/**
 * Extra work a customer asked for in the portal (issue 35, decision 0049): a service of the catalogue,
 * a window of days, the site and notes; the engine's estimate when the service has a rate (null: to be
 * quoted). An admin approves it with a price and a day (a one-off visit is booked: `booking_id`) or
 * declines it with a reason.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    service: text('service').notNull(),
    windowFrom: date('window_from').notNull(),
    windowTo: date('window_to').notNull(),
    notes: text('notes').notNull().default(''),
    /** The pricing engine's price for one occurrence at this site, in cents; null: to be quoted. */
    estimateCents: integer('estimate_cents'),
    status: text('status', { enum: ['requested', 'approved', 'declined'] })
      .notNull()
      .default('requested'),
    /** The price the admin approved (the one-off visit's price). */
    priceCents: integer('price_cents'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('service_requests_status_idx').on(t.status, t.createdAt),
    index('service_requests_customer_idx').on(t.customerId, t.createdAt),
    check('service_requests_window_check', sql`${t.windowTo} >= ${t.windowFrom}`),
    check('service_requests_estimate_check', sql`${t.estimateCents} is null or ${t.estimateCents} >= 0`),
    check('service_requests_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check(
      'service_requests_decision_check',
      sql`(${t.status} <> 'approved' or ${t.priceCents} is not null) and (${t.status} <> 'declined' or ${t.declineReason} is not null)`,
    ),
  ],
);

/**
 * A change a customer made to their visits (decision 0049): a visit skipped or moved within its week, or
 * the visits a site closure left out. The admin reads these as the list of changes; a skip records the
 * credit the setting in force gave it (0: none), which the month's invoice takes off the plan's amount.
 */
export const visitChanges = pgTable(
  'visit_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['skip', 'move', 'closure'] }).notNull(),
    fromStart: timestamp('from_start', { withTimezone: true }).notNull(),
    /** The new start of a moved visit. */
    toStart: timestamp('to_start', { withTimezone: true }),
    creditCents: integer('credit_cents').notNull().default(0),
    /** The closure that cancelled the visit (kind 'closure'): what the closure's count of visits left out reads. */
    closureId: integer('closure_id').references(() => siteClosures.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visit_changes_created_idx').on(t.createdAt.desc()),
    index('visit_changes_booking_idx').on(t.bookingId),
    index('visit_changes_closure_idx')
      .on(t.closureId)
      .where(sql`${t.closureId} is not null`),
    check('visit_changes_move_check', sql`(${t.kind} = 'move') = (${t.toStart} is not null)`),
    check('visit_changes_credit_check', sql`${t.creditCents} >= 0`),
    check('visit_changes_closure_check', sql`(${t.kind} = 'closure') = (${t.closureId} is not null)`),
  ],
);

/** Days a site is closed (a holiday, a move): the plan generator produces no visit on them (decision 0049). */
export const siteClosures = pgTable(
  'site_closures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_closures_site_idx').on(t.siteId, t.startsOn), check('site_closures_dates_check', sql`${t.endsOn} >= ${t.startsOn}`)],
);

/**
 * What a customer wants to be told and how (decision 0049); no row: the defaults (e-mail reminders, done
 * notes and updates on; SMS off).
 */
export const customerMessagePreferences = pgTable('customer_message_preferences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminderEmail: boolean('reminder_email').notNull().default(true),
  reminderSms: boolean('reminder_sms').notNull().default(false),
  doneEmail: boolean('done_email').notNull().default(true),
  doneSms: boolean('done_sms').notNull().default(false),
  updatesEmail: boolean('updates_email').notNull().default(true),
  ...timestamps,
});

/** A visit's reminder or done note, queued once across instances: the insert that claims it is the key. */
export const visitMessages = pgTable(
  'visit_messages',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reminder', 'done'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);

/**
 * A one-click unsubscribe link carried by one e-mail (decision 0049): the SHA-256 of its token (the token
 * is only in the e-mail), whose messages it stops. It works for 90 days, a week once used; the hourly
 * purge deletes it after that (decision 0054).
 */
export const unsubscribeLinks = pgTable(
  'unsubscribe_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: ['reminder', 'done', 'updates'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the link first stopped its e-mails; a used link answers the same for a week, then goes (decision 0054). */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('unsubscribe_links_customer_idx').on(t.customerId), index('unsubscribe_links_created_idx').on(t.createdAt)],
);
