import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { leadSources, leadStatuses } from '#shared/contracts/crm/leads.ts';
import type { PricingConstants } from '#shared/contracts/quote/pricing.ts';
import type { QuoteBreakdown, StoredQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import type { StoredBookingRequest } from '#shared/contracts/scheduling.ts';
import type { ValidCreateLead } from '#shared/contracts/crm/crm.ts';
import type { StoredContactRequest } from '#shared/contracts/contact.ts';

/** Versioned pricing constants: the newest row prices new quotes; each lead keeps its version. */
export const pricingConfigs = pgTable('pricing_configs', {
  version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
  constants: jsonb('constants').$type<PricingConstants>().notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * Everything a visitor asks a price for. The id is a random UUID: quote and
 * agreement PDFs are public by link, so it must not be guessable.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    /** What people say and see ("TP-2026-0148"): gap-free per year; the UUID stays in links only. */
    reference: text('reference').notNull(),
    /** The form or person that made the lead; 'manual': typed in by an admin (CRM), 'scheduling': a booked visit. */
    source: text('source', { enum: leadSources }).notNull(),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    /** Why a lost lead was lost (required while it is lost, decision 0019); cleared when it is reopened. */
    lostReason: text('lost_reason'),
    priority: text('priority', { enum: ['high', 'medium', 'low', 'very-low'] }).notNull(),
    leadScore: integer('lead_score').notNull(),
    /** The quote's monthly total in cents (rounded only for display). */
    estimatedPriceCents: integer('estimated_price_cents').notNull(),
    nextFollowUpDate: date('next_follow_up_date').notNull(),
    companyName: text('company_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    facilityType: text('facility_type'),
    squareFootage: integer('square_footage'),
    frequency: text('frequency'),
    address: text('address').notNull(),
    /** The request as validated (a form's, the scheduling page's booking, or the admin's for a lead typed in), and the computed result, as they were at the time. */
    request: jsonb('request').$type<StoredQuoteRequest | ValidCreateLead | StoredBookingRequest | StoredContactRequest>().notNull(),
    result: jsonb('result').$type<QuoteBreakdown>(),
    pricingVersion: integer('pricing_version').references(() => pricingConfigs.version),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the lead became a customer with a site and a plan (online acceptance or the admin). */
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    /** The tracker's visitor id the quote or booking carried (decision 0020); null: untracked. */
    visitorId: text('visitor_id'),
    /** The first page that visitor ever viewed, as known when the lead was made. */
    arrivalPage: text('arrival_page'),
    /** That visitor's page views and sessions after the first, kept up to date by the tracker (decision 0020). */
    pageViews: integer('page_views').notNull().default(0),
    returnVisits: integer('return_visits').notNull().default(0),
    /** How often the lead's quote or agreement PDF was served to someone not signed in as staff. */
    pdfDownloads: integer('pdf_downloads').notNull().default(0),
    /** The last activity, status/priority/follow-up change or visit of its visitor (hourly): the score decays from it. */
    lastTouchedAt: timestamp('last_touched_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the CRM's search (GET /api/leads?q=) reads, kept by the database: the company, the contact's name,
     * e-mail, phone and reference, one a line (a search never holds a line break, so a text matches within
     * one field), in lower case. `search_text like lower(pattern)` is the ILIKE of those fields (decision 0061).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(company_name || E'\\n' || first_name || ' ' || last_name || E'\\n' || email || E'\\n' || phone || E'\\n' || reference)`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('leads_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('leads_reference_idx').on(t.reference),
    index('leads_created_at_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status),
    index('leads_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('leads_visitor_id_idx').on(t.visitorId),
    // The CRM's leads by arrival page (decision 0061): grouped in this index alone, not from the rows.
    index('leads_arrival_page_idx').on(t.arrivalPage, t.status, t.estimatedPriceCents),
    // The CRM's list (decision 0061): read backwards, newest first, with what its filters read, so a page is
    // found in this index alone (a few hundred pages rather than the table's thousands), then only its rows.
    // An entry stays far below a B-tree's limit: the searched fields' longest is about 1.6 KB.
    index('leads_list_idx').on(t.createdAt, t.id, t.status, t.priority, t.searchText),
    // The pipeline's figures (the dashboard's follow-ups and open-lead score, the CRM's totals by status) read
    // this index alone: a lead's row carries its quote and request (about 1.8 KB), so a scan of the table
    // reads twenty times the pages (decision 0061).
    index('leads_pipeline_idx').on(
      t.status,
      t.nextFollowUpDate,
      t.priority,
      t.estimatedPriceCents,
      t.leadScore,
      t.pageViews,
      t.returnVisits,
      t.pdfDownloads,
      t.lastTouchedAt,
    ),
    check('leads_lost_reason_check', sql`${t.status} <> 'lost' or (${t.lostReason} is not null and btrim(${t.lostReason}) <> '')`),
  ],
);

/**
 * A visitor's request for a free consultation about one quote (the result panel's
 * "Schedule Free Consultation"). One per lead: asking again answers the first.
 * The preferences are optional and free of meaning to the system; staff read them.
 */
export const consultationRequests = pgTable('consultation_requests', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  preferredDays: text('preferred_days').array().notNull(),
  preferredTimes: text('preferred_times').array().notNull(),
  ...timestamps,
});

/** PostgreSQL bytea as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The offer of a quote to accept online, and once signed, its acceptance: who, when, from where, and
 * the SHA-256 of the exact agreement PDF bytes shown, which are kept. The token is in clear like the
 * lead id: it is printed on the agreement and grants accepting this one quote, not a sign-in.
 */
export const quoteAcceptances = pgTable(
  'quote_acceptances',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'restrict' }),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    signerName: text('signer_name'),
    signerTitle: text('signer_title'),
    consent: boolean('consent'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    agreementSha256: text('agreement_sha256'),
    agreementPdf: bytea('agreement_pdf'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quote_acceptances_token_idx').on(t.token),
    check(
      'quote_acceptances_signed_check',
      sql`${t.acceptedAt} is null or (${t.signerName} is not null and ${t.signerTitle} is not null and ${t.consent} = true and ${t.agreementSha256} is not null and ${t.agreementPdf} is not null)`,
    ),
  ],
);
