import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingStatuses, planFrequencies } from '#shared/domain/operations.ts';
import { bookingConfirmers } from '#shared/domain/scheduling.ts';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { sites } from './customers.ts';
import { leads } from './sales.ts';

/** Recurring service for one site: it produces the bookings ahead (decision 0017). */
export const servicePlans = pgTable(
  'service_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'restrict' }),
    facilityType: text('facility_type').notNull(),
    squareFootage: integer('square_footage'),
    frequency: text('frequency', { enum: planFrequencies }).notNull(),
    /** Weekdays of the visits, 0 = Sunday .. 6 = Saturday. */
    serviceDays: smallint('service_days').array().notNull(),
    /** Minnesota wall-clock time of each visit. */
    startTime: time('start_time').notNull(),
    visitMinutes: integer('visit_minutes').notNull(),
    crewSize: smallint('crew_size').notNull().default(1),
    addOns: jsonb('add_ons').$type<string[]>().notNull().default([]),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    /**
     * The labour hours a visit is bid at, when an admin sets them (decision 0047); null: the quote's labour
     * hours per session, or the plan's visit minutes times its crew size without a quote.
     */
    bidHoursPerVisit: numeric('bid_hours_per_visit', { precision: 6, scale: 2 }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    /** `pending_start`: accepted online, waiting for an admin to confirm its start and crew (decision 0033). */
    status: text('status', { enum: ['pending_start', 'active', 'paused', 'ended'] })
      .notNull()
      .default('active'),
    /** The last day the generator has produced bookings for. */
    generatedThrough: date('generated_through'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('service_plans_lead_idx')
      .on(t.leadId)
      .where(sql`${t.leadId} is not null`),
    index('service_plans_customer_idx').on(t.customerId),
    index('service_plans_status_idx').on(t.status),
    check(
      'service_plans_days_check',
      sql`cardinality(${t.serviceDays}) between 1 and 7 and ${t.serviceDays} <@ array[0,1,2,3,4,5,6]::smallint[]`,
    ),
    check('service_plans_minutes_check', sql`${t.visitMinutes} between 15 and 960`),
    check('service_plans_crew_check', sql`${t.crewSize} between 1 and 50`),
    check('service_plans_price_check', sql`${t.monthlyPriceCents} >= 0`),
    check('service_plans_bid_hours_check', sql`${t.bidHoursPerVisit} is null or ${t.bidHoursPerVisit} between 0.25 and 500`),
    check('service_plans_dates_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/** The default team of a plan, copied onto the bookings it produces. */
export const planCrew = pgTable(
  'plan_crew',
  {
    servicePlanId: integer('service_plan_id')
      .notNull()
      .references(() => servicePlans.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.servicePlanId, t.employeeId] })],
);

/** One visit: produced by a plan (with its occurrence day) or made by hand (one-off). */
export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'restrict' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'restrict' }),
    servicePlanId: integer('service_plan_id').references(() => servicePlans.id, { onDelete: 'restrict' }),
    /** The Minnesota day the plan produced it for; it never changes, even when the visit moves. */
    planOccurrence: date('plan_occurrence'),
    source: text('source', { enum: ['plan', 'admin', 'scheduling'] }).notNull(),
    /** Who booked without an account (the scheduling page, a later issue). */
    clientName: text('client_name'),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    serviceType: text('service_type').notNull(),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('confirmed'),
    /** A pending booking holds its slot until then; a confirmed one keeps the value (decision 0034). */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** A one-off's price; plan visits are billed by the month. */
    priceCents: integer('price_cents'),
    /** The address as it was when booked. */
    location: text('location').notNull(),
    notes: text('notes').notNull().default(''),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...timestamps,
  },
  (t) => [
    // The generator's idempotency key; a cancelled visit keeps it, so it is not produced again.
    uniqueIndex('bookings_plan_occurrence_idx')
      .on(t.servicePlanId, t.planOccurrence)
      .where(sql`${t.servicePlanId} is not null`),
    index('bookings_start_idx').on(t.scheduledStart),
    index('bookings_customer_start_idx').on(t.customerId, t.scheduledStart),
    index('bookings_status_start_idx').on(t.status, t.scheduledStart),
    index('bookings_site_idx').on(t.siteId),
    // A site's visits in a window: its page, its months and its figures (decision 0047, issue 34's speed).
    index('bookings_site_start_idx').on(t.siteId, t.scheduledStart),
    // The dashboard (decision 0021): jobs completed in a window, and the newest bookings people made.
    index('bookings_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    index('bookings_created_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.source} <> 'plan'`),
    check('bookings_plan_check', sql`(${t.servicePlanId} is null) = (${t.planOccurrence} is null)`),
    check('bookings_client_check', sql`${t.customerId} is not null or ${t.clientName} is not null`),
    check('bookings_duration_check', sql`${t.durationMinutes} > 0`),
    check('bookings_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check('bookings_pending_check', sql`${t.status} <> 'pending' or ${t.heldUntil} is not null`),
    // The sweep that releases unconfirmed holds (decision 0034).
    index('bookings_pending_idx')
      .on(t.heldUntil)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * What the scheduling page's booking asked for and who asked (decision 0034): the confirmation
 * link's digest, the e-mail and client address the per-day limits count, and the request as
 * validated, from which the lead is made once the e-mail confirms.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** SHA-256 of the confirmation link's token; the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    /** The e-mail as counted: lower case, without a +tag. */
    emailKey: text('email_key').notNull(),
    /** The client address as counted (an IPv6 address as its /64). */
    requestedFrom: text('requested_from').notNull(),
    /**
     * Who is to confirm it, fixed when booked (decision 0041): 'email', the visitor from the link within
     * the 30-minute hold; 'office', an admin after calling (no e-mail went out; held until the visit).
     */
    confirmBy: text('confirm_by', { enum: bookingConfirmers }).notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** The lead made when the e-mail confirmed the booking. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * SHA-256 of the manage link's token (decision 0048): made when the booking is confirmed, it lets the
     * visitor see, reschedule or cancel it until the appointment ends.
     */
    manageTokenHash: text('manage_token_hash'),
    /** The calendar file's SEQUENCE: 0 as confirmed, one more with each reschedule or the cancellation. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** When the day-before reminder was queued (once across instances: one UPDATE claims it). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_requests_token_idx').on(t.tokenHash),
    uniqueIndex('booking_requests_manage_token_idx')
      .on(t.manageTokenHash)
      .where(sql`${t.manageTokenHash} is not null`),
    index('booking_requests_email_idx').on(t.emailKey, t.createdAt),
    index('booking_requests_address_idx').on(t.requestedFrom, t.createdAt),
    check('booking_requests_confirm_by_check', sql`${t.confirmBy} in ('email', 'office')`),
  ],
);

/** The assigned team of a booking (the spec's assignedTeam). */
export const bookingAssignments = pgTable(
  'booking_assignments',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.employeeId] }), index('booking_assignments_employee_idx').on(t.employeeId, t.bookingId)],
);

/**
 * A plan's price raised from the first day of a month (decision 0047): version 2, 3, ... of the plan's
 * price (version 1 is the plan's own `monthly_price_cents`). Offered with a new agreement e-mailed to the
 * customer; once accepted online, the invoices of its month and after follow it, past ones stay as issued.
 */
export const planPriceVersions = pgTable(
  'plan_price_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    servicePlanId: integer('service_plan_id')
      .notNull()
      .references(() => servicePlans.id, { onDelete: 'restrict' }),
    version: smallint('version').notNull(),
    /** The first day of the first month billed at this price. */
    effectiveFrom: date('effective_from').notNull(),
    previousPriceCents: integer('previous_price_cents').notNull(),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The unguessable part of the acceptance link (`/accept/<token>`, 32 random bytes). */
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    signerName: text('signer_name'),
    signerTitle: text('signer_title'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    agreementSha256: text('agreement_sha256'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plan_price_versions_plan_version_idx').on(t.servicePlanId, t.version),
    uniqueIndex('plan_price_versions_token_idx').on(t.token),
    check('plan_price_versions_month_check', sql`extract(day from ${t.effectiveFrom}) = 1`),
    check('plan_price_versions_price_check', sql`${t.monthlyPriceCents} >= 0`),
    check('plan_price_versions_version_check', sql`${t.version} >= 2`),
  ],
);
