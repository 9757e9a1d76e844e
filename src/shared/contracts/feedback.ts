import * as z from './zod.ts';
import { customerInvoiceStatuses } from './billing.ts';

/**
 * Feedback and the customer's own history (issue 13, step 14): a customer rates a completed visit
 * (1 to 5, one rating per visit that they can change: the latest counts) and reports a problem with
 * a visit (the company is e-mailed through the outbox; an admin resolves it). The portal's Analytics
 * and Reports tabs read the customer's visits per month, hours on site per visit (the crew's time
 * entries), the ratings they gave, their invoices with PDFs and their accepted agreements. Every call
 * acts on the caller's own rows: a visit that is someone else's answers 404, as a missing one does.
 * The ratings are the only source of every rating the admin dashboard shows.
 */

const MAX_ID = 2_147_483_647;
const ID_MESSAGE = 'Use a whole-number id';
const textId = z.coerce.number(ID_MESSAGE).check(z.int(ID_MESSAGE), z.minimum(1, ID_MESSAGE), z.maximum(MAX_ID, ID_MESSAGE));
export const feedbackIdParams = z.object({ id: textId });

export const RATING_MESSAGE = 'Rate the visit with a whole number from 1 to 5';
export const COMMENT_MESSAGE = 'Keep the comment to 1,000 characters or fewer';
export const DESCRIPTION_MESSAGE = 'Describe the problem in up to 2,000 characters';
export const RESOLUTION_MESSAGE = 'Say how the problem was resolved, in up to 2,000 characters';
/** 409 of PUT /api/customer/bookings/{id}/rating on a visit that is not completed. */
export const RATE_NOT_COMPLETED_MESSAGE = 'You can rate a visit once it is completed';
/** 409 of POST /api/customer/bookings/{id}/problems on a visit that is neither completed nor today's. */
export const REPORT_NOT_YET_MESSAGE = 'You can report a problem with a visit on its day or once it is completed';
/** 429 once a customer has sent the day's problem reports (decision 0034): each one e-mails the company. */
export const problemReportLimitMessage = (limit: number) =>
  `You have sent ${limit} problem report${limit === 1 ? '' : 's'} in the last 24 hours, the most we take in a day. Please add anything new tomorrow, or call us if it is urgent.`;

/** PUT /api/customer/bookings/{id}/rating: the whole rating (a comment left out is no comment). */
export const rateVisitRequestSchema = z.object({
  rating: z.int(RATING_MESSAGE).check(z.minimum(1, RATING_MESSAGE), z.maximum(5, RATING_MESSAGE)),
  comment: z.nullish(
    z.pipe(
      z.text(COMMENT_MESSAGE).check(z.trim(), z.maxLength(1000, COMMENT_MESSAGE)),
      z.transform((v: string) => (v === '' ? null : v)),
    ),
  ),
});
export type RateVisitRequest = z.input<typeof rateVisitRequestSchema>;

export const visitRatingSchema = z.object({
  bookingId: z.int(),
  rating: z.int(),
  comment: z.nullable(z.text()),
  /** When it was first given, and when last changed (the latest counts). */
  createdAt: z.text(),
  updatedAt: z.text(),
});
export type VisitRating = z.infer<typeof visitRatingSchema>;

/** POST /api/customer/bookings/{id}/problems. */
export const reportProblemRequestSchema = z.object({
  description: z.text(DESCRIPTION_MESSAGE).check(z.trim(), z.minLength(1, DESCRIPTION_MESSAGE), z.maxLength(2000, DESCRIPTION_MESSAGE)),
});
export type ReportProblemRequest = z.input<typeof reportProblemRequestSchema>;

export const problemStatuses = ['open', 'resolved'] as const;
export type ProblemStatus = (typeof problemStatuses)[number];

/** A problem as the customer who reported it sees it. `visitDate` is the visit's Minnesota day. */
export const customerProblemSchema = z.object({
  id: z.int(),
  bookingId: z.int(),
  visitDate: z.text(),
  serviceType: z.text(),
  description: z.text(),
  status: z.enum(problemStatuses),
  createdAt: z.text(),
  resolvedAt: z.nullable(z.text()),
  resolution: z.nullable(z.text()),
});
export type CustomerProblem = z.infer<typeof customerProblemSchema>;

const PROBLEM_LIMIT_MESSAGE = 'Ask for 1 to 500 problems';
/** GET /api/admin/problems: open, resolved, or (no status) both; newest first. */
export const problemListQuerySchema = z.object({
  status: z.optional(z.enum(problemStatuses, 'Choose open or resolved')),
  limit: z.optional(
    z.coerce
      .number(PROBLEM_LIMIT_MESSAGE)
      .check(z.int(PROBLEM_LIMIT_MESSAGE), z.minimum(1, PROBLEM_LIMIT_MESSAGE), z.maximum(500, PROBLEM_LIMIT_MESSAGE)),
  ),
});
export type ProblemListQuery = z.input<typeof problemListQuerySchema>;

/** A problem as the admin follows it up: the visit, its site and the customer to call back. */
export const adminProblemSchema = z.object({
  id: z.int(),
  booking: z.object({
    id: z.int(),
    /** Minnesota day and the start instant (ISO). */
    date: z.text(),
    scheduledDate: z.text(),
    serviceType: z.text(),
    location: z.text(),
    status: z.text(),
    site: z.nullable(z.object({ id: z.int(), name: z.text(), address: z.text() })),
  }),
  customer: z.object({
    id: z.int(),
    name: z.text(),
    companyName: z.nullable(z.text()),
    email: z.text(),
    phone: z.nullable(z.text()),
  }),
  description: z.text(),
  status: z.enum(problemStatuses),
  createdAt: z.text(),
  resolvedAt: z.nullable(z.text()),
  resolvedBy: z.nullable(z.object({ id: z.int(), name: z.text() })),
  resolution: z.nullable(z.text()),
});
export type AdminProblem = z.infer<typeof adminProblemSchema>;

/** POST /api/admin/problems/{id}/resolve. */
export const resolveProblemRequestSchema = z.object({
  resolution: z.text(RESOLUTION_MESSAGE).check(z.trim(), z.minLength(1, RESOLUTION_MESSAGE), z.maxLength(2000, RESOLUTION_MESSAGE)),
});
export type ResolveProblemRequest = z.input<typeof resolveProblemRequestSchema>;

export const ANALYTICS_DEFAULT_MONTHS = 12;
/**
 * How many visits the answer lists unless asked (the newest; the figures and months count them all):
 * a daily plan completes 365 a year, too many to send on every visit to the tab (issue 13, step 20).
 */
export const ANALYTICS_DEFAULT_VISITS = 100;
export const ANALYTICS_MAX_VISITS = 500;
const MONTHS_MESSAGE = 'Ask for 1 to 36 months';
const VISITS_MESSAGE = `Ask for 1 to ${ANALYTICS_MAX_VISITS} visits`;
/**
 * GET /api/customer/analytics: this month and the months before it (12 in all unless asked); the
 * newest `limit` of their visits listed (100 unless asked, at most 500).
 */
export const analyticsQuerySchema = z.object({
  months: z._default(
    z.coerce.number(MONTHS_MESSAGE).check(z.int(MONTHS_MESSAGE), z.minimum(1, MONTHS_MESSAGE), z.maximum(36, MONTHS_MESSAGE)),
    ANALYTICS_DEFAULT_MONTHS,
  ),
  limit: z._default(
    z.coerce
      .number(VISITS_MESSAGE)
      .check(z.int(VISITS_MESSAGE), z.minimum(1, VISITS_MESSAGE), z.maximum(ANALYTICS_MAX_VISITS, VISITS_MESSAGE)),
    ANALYTICS_DEFAULT_VISITS,
  ),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/**
 * One completed visit. `workedMinutes` sums the crew's closed time entries on the visit (an entry
 * still open is not counted); `hoursOnSite` is the same in hours (2 decimals), null when nobody
 * recorded time on it; `crewSize` is how many people recorded time on it. `rating` is the caller's.
 */
export const visitHistorySchema = z.object({
  bookingId: z.int(),
  /** The Minnesota day of the visit (its start, whenever it was marked completed). */
  date: z.text(),
  serviceType: z.text(),
  scheduledDate: z.text(),
  completedAt: z.nullable(z.text()),
  workedMinutes: z.int(),
  hoursOnSite: z.nullable(z.number()),
  crewSize: z.int(),
  rating: z.nullable(z.int()),
});
export type VisitHistory = z.infer<typeof visitHistorySchema>;

/**
 * The customer's Analytics tab. `months`: every month of the window, oldest first, with the visits
 * completed in it (zero when none; Minnesota months). `visits`: the newest of those visits, newest
 * first, at most the `limit` asked for (`visitsCompleted` counts them all: fewer listed means the
 * list was cut). The figures are of every visit of the window: hours on site, and the average of
 * the caller's ratings (2 decimals), null when they rated none.
 */
export const customerAnalyticsSchema = z.object({
  months: z.array(z.object({ month: z.text(), visits: z.int() })),
  visits: z.array(visitHistorySchema),
  visitsCompleted: z.int(),
  workedMinutes: z.int(),
  ratingsGiven: z.int(),
  averageRating: z.nullable(z.number()),
});
export type CustomerAnalytics = z.infer<typeof customerAnalyticsSchema>;

/** An invoice on the Reports tab: the spec's Invoice and where its PDF is. */
export const reportInvoiceSchema = z.object({
  id: z.int(),
  invoiceNumber: z.text(),
  issueDate: z.text(),
  dueDate: z.text(),
  description: z.text(),
  /** Dollars. */
  amount: z.number(),
  status: z.enum(customerInvoiceStatuses),
  pdfUrl: z.text(),
});

/**
 * A quote the customer accepted online. `pdfUrl` is its acceptance link's agreement route, which
 * serves the accepted bytes with the acceptance stamped on them (the customer was sent that link).
 */
export const reportAgreementSchema = z.object({
  reference: z.text(),
  acceptedAt: z.text(),
  signerName: z.text(),
  signerTitle: z.text(),
  facilityType: z.nullable(z.text()),
  frequency: z.nullable(z.text()),
  /** The quoted monthly price, dollars. */
  monthlyPrice: z.number(),
  agreementSha256: z.text(),
  pdfUrl: z.text(),
});

/** The customer's Reports tab: invoices (void left out, newest first) and accepted agreements (newest first). */
export const customerReportsSchema = z.object({
  invoices: z.array(reportInvoiceSchema),
  agreements: z.array(reportAgreementSchema),
});
export type CustomerReports = z.infer<typeof customerReportsSchema>;

/** Where the admin follows a problem up (the e-mail links here; the screen is step 16). */
export const adminProblemPath = (id: number) => `/admin/problems/${id}`;

/** The schemas of each endpoint in feedback.endpoints.ts, by its name (the server registers them). */
export const feedbackSchemas = {
  rateVisit: { params: feedbackIdParams, body: rateVisitRequestSchema, response: visitRatingSchema },
  reportProblem: { params: feedbackIdParams, body: reportProblemRequestSchema, response: customerProblemSchema },
  listCustomerProblems: { response: z.array(customerProblemSchema) },
  listProblems: { query: problemListQuerySchema, response: z.array(adminProblemSchema) },
  resolveProblem: { params: feedbackIdParams, body: resolveProblemRequestSchema, response: adminProblemSchema },
  customerAnalytics: { query: analyticsQuerySchema, response: customerAnalyticsSchema },
  customerReports: { response: customerReportsSchema },
};
