import type { CustomerInvoice } from '#shared/contracts/billing.ts';
import { downloadCustomerInvoicePdf } from '#shared/contracts/billing.endpoints.ts';
import { downloadAcceptedAgreement } from '#shared/contracts/conversion.endpoints.ts';
import {
  adminProblemPath,
  ANALYTICS_DEFAULT_VISITS,
  RATE_NOT_COMPLETED_MESSAGE,
  REPORT_NOT_YET_MESSAGE,
  problemReportLimitMessage,
  type AdminProblem,
  type CustomerAnalytics,
  type CustomerProblem,
  type CustomerReports,
  type VisitRating,
} from '#shared/contracts/feedback.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { companyDate, nextMonthStart, zonedInstant } from '#shared/domain/company-time.ts';
import { shortDay } from '#shared/text/company-dates.ts';
import { endpointUrl } from '#shared/http/endpoint.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createBillingRepository } from '../billing/billing.repository.ts';
import { displayStatus, dollars } from '../billing/invoice-periods.ts';
import { correctiveActionForProblem } from '../inspections/inspections.service.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { monthsEnding } from './analytics-months.ts';
import {
  createFeedbackRepository,
  meanOf,
  type BookingRow,
  type FeedbackPerson,
  type ListedProblem,
  type ProblemRow,
  type ProblemStatus,
  type RatingRow,
  type VisitDetails,
} from './feedback.repository.ts';

/** The problem reports' limit counts a rolling day. */
const DAY_MS = 24 * 3_600_000;

export interface FeedbackDeps {
  db: Database;
  /** Where the company is told about problems (NOTIFY_EMAIL, the inbox of new leads). */
  notifyTo: string;
  /** SITE_URL: the e-mail links to the admin screen there. */
  siteUrl: string;
  /** Problem reports one customer may send in 24 hours (PROBLEM_REPORTS_PER_DAY, decision 0034). */
  reportsPerDay: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

const DEFAULT_PROBLEM_LIST = 100;

const visitTime = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Tuesday, December 8, 2026 at 6:00 PM" on Minnesota's clock (plain spaces, for any mail reader). */
export function visitWhen(at: Date): string {
  return visitTime.format(at).replace(/[\u202f\u00a0]/g, ' ');
}

function personName(p: { firstName: string | null; lastName: string | null; username: string }): string {
  return [p.firstName?.trim(), p.lastName?.trim()].filter(Boolean).join(' ') || p.username;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
/** Text for a mail header: one line, no control characters. */
const oneLine = (value: string) =>
  Array.from(value, (c) => (c < ' ' || c === '\x7f' ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

function toRating(row: RatingRow): VisitRating {
  return {
    bookingId: row.bookingId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a rating (the demo generator writes the same for ratings it writes in bulk). */
export const ratingRecord = (row: RatingRow) => ({
  bookingId: row.bookingId,
  customerId: row.customerId,
  rating: row.rating,
  comment: row.comment,
});

function problemRecord(row: ProblemRow) {
  return {
    bookingId: row.bookingId,
    customerId: row.customerId,
    description: row.description,
    status: row.status,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
  };
}

function toCustomerProblem(problem: ProblemRow, booking: BookingRow): CustomerProblem {
  return {
    id: problem.id,
    bookingId: problem.bookingId,
    visitDate: companyDate(booking.scheduledStart),
    serviceType: booking.serviceType,
    description: problem.description,
    status: problem.status,
    createdAt: problem.createdAt.toISOString(),
    resolvedAt: problem.resolvedAt?.toISOString() ?? null,
    resolution: problem.resolution,
  };
}

function toAdminProblem({ problem, booking, site, customer, resolver }: ListedProblem): AdminProblem {
  return {
    id: problem.id,
    booking: {
      id: booking.id,
      date: companyDate(booking.scheduledStart),
      scheduledDate: booking.scheduledStart.toISOString(),
      serviceType: booking.serviceType,
      location: booking.location,
      status: booking.status,
      site,
    },
    customer: {
      id: customer.id,
      name: personName(customer),
      companyName: customer.companyName,
      email: customer.email,
      phone: customer.phone,
    },
    description: problem.description,
    status: problem.status,
    createdAt: problem.createdAt.toISOString(),
    resolvedAt: problem.resolvedAt?.toISOString() ?? null,
    resolvedBy: resolver ? { id: resolver.id, name: personName(resolver) } : null,
    resolution: problem.resolution,
  };
}

/** "Dana Reyes, Acme Dental" (the company when there is one). */
function customerLabel(customer: FeedbackPerson): string {
  const name = personName(customer);
  const company = customer.companyName?.trim();
  return company && company !== name ? `${name}, ${company}` : name;
}

/** What the company's e-mail says about a reported problem ('problem-report' template). */
function problemNotice(problem: ProblemRow, visit: VisitDetails, adminUrl: string) {
  const { booking, site, customer } = visit;
  const who = customerLabel(customer);
  const when = visitWhen(booking.scheduledStart);
  return {
    title: oneLine(`Problem reported by ${who} about the visit of ${when}`),
    problemId: problem.id,
    bookingId: booking.id,
    bookingDate: when,
    serviceType: booking.serviceType,
    site: site ? `${site.name}, ${site.address}` : booking.location,
    customer: who,
    customerEmail: customer.email,
    customerPhone: customer.phone ?? 'not given',
    description: problem.description,
    adminUrl,
  };
}

/**
 * Ratings, problem reports and the customer's own history. Every customer call is scoped by the
 * session's user: a visit that is not the caller's answers 404, as a missing one does. Changes are
 * audited in their transaction; a problem's e-mail is queued in the same transaction.
 */
export function createFeedbackService(deps: FeedbackDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** PUT /api/customer/bookings/{id}/rating: one per visit, the latest counts. */
    async rate(
      bookingId: number,
      customerId: number,
      input: { rating: number; comment?: string | null | undefined },
    ): Promise<VisitRating> {
      return inTransaction(db, async (tx) => {
        const feedback = createFeedbackRepository(tx);
        const booking = await feedback.lockOwnBooking(bookingId, customerId);
        if (!booking) throw notFound('Booking');
        if (booking.status !== 'completed') throw new AppError('CONFLICT', RATE_NOT_COMPLETED_MESSAGE);
        const comment = input.comment ?? null;
        const before = await feedback.findRating(bookingId);
        if (before && before.rating === input.rating && before.comment === comment) return toRating(before);
        const after = await feedback.upsertRating({ bookingId, customerId, rating: input.rating, comment });
        await createAuditRepository(tx).record({
          actor: { userId: customerId },
          entity: 'visit_rating',
          entityId: bookingId,
          action: before ? 'update' : 'create',
          before: before ? ratingRecord(before) : null,
          after: ratingRecord(after),
        });
        return toRating(after);
      });
    },

    /** POST /api/customer/bookings/{id}/problems: stored, e-mailed to the company and audited together. */
    async report(bookingId: number, customerId: number, description: string): Promise<CustomerProblem> {
      return inTransaction(db, async (tx) => {
        const feedback = createFeedbackRepository(tx);
        const at = now();
        const visit = await feedback.ownVisit(bookingId, customerId);
        if (!visit) throw notFound('Booking');
        const { booking } = visit;
        const today = booking.status === 'confirmed' && companyDate(booking.scheduledStart) === companyDate(at);
        if (booking.status !== 'completed' && !today) throw new AppError('CONFLICT', REPORT_NOT_YET_MESSAGE);
        // Each report e-mails the company: a few a day per customer (decision 0034), counted under the customer's lock.
        await feedback.lockCustomerReports(customerId);
        if ((await feedback.reportsSince(customerId, new Date(at.getTime() - DAY_MS))) >= deps.reportsPerDay) {
          throw new AppError('RATE_LIMITED', problemReportLimitMessage(deps.reportsPerDay));
        }
        const problem = await feedback.insertProblem({ bookingId, customerId, description, createdAt: at });
        await createOutboxRepository(tx).enqueue({
          channel: 'email',
          recipient: deps.notifyTo,
          kind: 'problem-report',
          payload: problemNotice(problem, visit, `${deps.siteUrl}${adminProblemPath(problem.id)}`),
        });
        await createAuditRepository(tx).record({
          actor: { userId: customerId },
          entity: 'problem_report',
          entityId: problem.id,
          action: 'create',
          after: problemRecord(problem),
        });
        // The crew is given the problem as a corrective action (decision 0045).
        await correctiveActionForProblem(tx, { id: problem.id, bookingId, description, customerId }, at);
        return toCustomerProblem(problem, booking);
      });
    },

    /** GET /api/customer/problems. */
    async problemsOf(customerId: number): Promise<CustomerProblem[]> {
      const rows = await createFeedbackRepository(db).problemsOf(customerId);
      return rows.map(({ problem, booking }) => toCustomerProblem(problem, booking));
    },

    /** GET /api/admin/problems. */
    async listProblems(query: { status?: ProblemStatus | undefined; limit?: number | undefined }): Promise<AdminProblem[]> {
      const rows = await createFeedbackRepository(db).listProblems({ status: query.status, limit: query.limit ?? DEFAULT_PROBLEM_LIST });
      return rows.map(toAdminProblem);
    },

    /** POST /api/admin/problems/{id}/resolve: open ones only (409 otherwise). */
    async resolve(id: number, resolution: string, actorId: number): Promise<AdminProblem> {
      await inTransaction(db, async (tx) => {
        const feedback = createFeedbackRepository(tx);
        const before = await feedback.lockProblem(id);
        if (!before) throw notFound('Problem');
        if (before.status !== 'open') {
          const on = before.resolvedAt ? ` on ${shortDay(companyDate(before.resolvedAt))}` : '';
          throw new AppError('CONFLICT', `This problem was already resolved${on}.`);
        }
        const after = await feedback.resolveProblem(id, { resolvedBy: actorId, resolution });
        await createAuditRepository(tx).record({
          actor: { userId: actorId },
          entity: 'problem_report',
          entityId: id,
          action: 'resolve',
          before: problemRecord(before),
          after: problemRecord(after!),
        });
      });
      const listed = await createFeedbackRepository(db).findProblem(id);
      return toAdminProblem(listed!);
    },

    /**
     * GET /api/customer/analytics: the last `months` Minnesota months, this one included. The
     * months and figures count every completed visit of the window; the newest `limit` are listed.
     */
    async analytics(customerId: number, months: number, limit = ANALYTICS_DEFAULT_VISITS): Promise<CustomerAnalytics> {
      const window = monthsEnding(companyDate(now()), months);
      const from = zonedInstant(`${window[0]}-01`);
      const to = zonedInstant(nextMonthStart(`${window.at(-1)}-01`));
      const visits = await createFeedbackRepository(db).completedVisits(customerId, from, to, COMPANY_TIME_ZONE);
      const perMonth = new Map(window.map((month) => [month, 0]));
      let workedMinutes = 0;
      let ratingSum = 0;
      let ratingsGiven = 0;
      for (const visit of visits) {
        const month = visit.date.slice(0, 7);
        perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
        workedMinutes += visit.workedMinutes;
        if (visit.rating !== null) {
          ratingSum += visit.rating;
          ratingsGiven++;
        }
      }
      const history = visits.slice(0, limit).map((visit) => ({
        bookingId: visit.id,
        date: visit.date,
        serviceType: visit.serviceType,
        scheduledDate: visit.scheduledStart.toISOString(),
        completedAt: visit.completedAt?.toISOString() ?? null,
        workedMinutes: visit.workedMinutes,
        hoursOnSite: visit.crewSize === 0 ? null : hours(visit.workedMinutes),
        crewSize: visit.crewSize,
        rating: visit.rating,
      }));
      return {
        months: window.map((month) => ({ month, visits: perMonth.get(month) ?? 0 })),
        visits: history,
        visitsCompleted: visits.length,
        workedMinutes,
        ratingsGiven,
        averageRating: ratingsGiven === 0 ? null : meanOf(ratingSum, ratingsGiven),
      };
    },

    /** GET /api/customer/reports: invoices with their PDF links, and accepted agreements. */
    async reports(customerId: number): Promise<CustomerReports> {
      const today = companyDate(now());
      const invoices = await createBillingRepository(db).listForCustomer(customerId);
      const agreements = await createFeedbackRepository(db).acceptedAgreements(customerId);
      return {
        invoices: invoices.map((row) => ({
          id: row.id,
          invoiceNumber: row.invoiceNumber,
          issueDate: row.issueDate,
          dueDate: row.dueDate,
          description: row.description,
          amount: dollars(row.amountCents),
          // Void invoices are not listed, so what is left is one of the customer's three.
          status: displayStatus(row.status, row.dueDate, today) as CustomerInvoice['status'],
          pdfUrl: endpointUrl(downloadCustomerInvoicePdf, { params: { id: row.id } }),
        })),
        agreements: agreements.map((row) => ({
          reference: row.reference,
          acceptedAt: row.acceptedAt.toISOString(),
          signerName: row.signerName,
          signerTitle: row.signerTitle,
          facilityType: row.facilityType,
          frequency: row.frequency,
          monthlyPrice: dollars(row.estimatedPriceCents),
          agreementSha256: row.agreementSha256,
          // The customer's own acceptance link: once accepted it serves the copy with the acceptance stamped on it.
          pdfUrl: endpointUrl(downloadAcceptedAgreement, { params: { token: row.token } }),
        })),
      };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
