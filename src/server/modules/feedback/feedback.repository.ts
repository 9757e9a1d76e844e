import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { users } from '../../db/schema/accounts.ts';
import { sites } from '../../db/schema/customers.ts';
import { problemReports, visitRatings } from '../../db/schema/feedback.ts';
import { bookingAssignments, bookings } from '../../db/schema/operations.ts';
import { leads, quoteAcceptances } from '../../db/schema/sales.ts';
import { timeEntries } from '../../db/schema/time.ts';

/** The advisory lock class of a customer's problem reports (with the customer's id); 'PRBL'. */
const PROBLEM_REPORT_LOCK = 0x5052_424c;

export type BookingRow = typeof bookings.$inferSelect;
export type RatingRow = typeof visitRatings.$inferSelect;
export type ProblemRow = typeof problemReports.$inferSelect;
export type ProblemStatus = ProblemRow['status'];

/** A person as feedback names them. */
export interface FeedbackPerson {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  email: string;
  phone: string | null;
}

export interface SiteSummary {
  id: number;
  name: string;
  address: string;
}

/** A visit with what a problem report tells the company about it. */
export interface VisitDetails {
  booking: BookingRow;
  site: SiteSummary | null;
  customer: FeedbackPerson;
}

export interface ListedProblem {
  problem: ProblemRow;
  booking: BookingRow;
  site: SiteSummary | null;
  customer: FeedbackPerson;
  resolver: { id: number; username: string; firstName: string | null; lastName: string | null } | null;
}

/** A completed visit with the crew's recorded time and the customer's rating. */
export interface CompletedVisit {
  id: number;
  serviceType: string;
  scheduledStart: Date;
  completedAt: Date | null;
  /** The Minnesota day of the visit (its start: an admin may mark it completed days later). */
  date: string;
  /** Sum of the closed time entries on the visit. */
  workedMinutes: number;
  /** Distinct employees with a closed entry on the visit. */
  crewSize: number;
  rating: number | null;
}

/** Ratings of the visits an employee was assigned to (the admin dashboard's per-employee rating). */
export interface EmployeeRatings {
  employeeId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  ratings: number;
  ratingSum: number;
  /** Mean of the ratings, 2 decimals. */
  average: number;
}

export interface RatingSummary {
  ratings: number;
  ratingSum: number;
  /** Mean of every rating, 2 decimals; null when there is none. */
  average: number | null;
}

export interface AcceptedAgreement {
  leadId: string;
  reference: string;
  acceptedAt: Date;
  signerName: string;
  signerTitle: string;
  facilityType: string | null;
  frequency: string | null;
  estimatedPriceCents: number;
  agreementSha256: string;
  /** The acceptance link's token: its agreement route serves the stamped copy. */
  token: string;
}

const personColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  email: users.email,
  phone: users.phone,
};

const siteColumns = { id: sites.id, name: sites.name, address: sites.address };
const resolvers = alias(users, 'resolver');

/** The mean of `count` ratings summing to `sum`, to 2 decimals. */
export const meanOf = (sum: number, count: number) => Math.round((sum / count) * 100) / 100;

/** A booking may have no site (one made without an account): the left join then gives null. */
const siteOrNull = (site: SiteSummary | null): SiteSummary | null => (site && site.id !== null ? site : null);

interface ProblemJoinRow {
  problem: ProblemRow;
  booking: BookingRow;
  site: SiteSummary | null;
  customer: FeedbackPerson;
  resolver: ListedProblem['resolver'];
}

export function createFeedbackRepository(db: Database) {
  const listedProblems = () =>
    db
      .select({
        problem: problemReports,
        booking: bookings,
        site: siteColumns,
        customer: personColumns,
        resolver: { id: resolvers.id, username: resolvers.username, firstName: resolvers.firstName, lastName: resolvers.lastName },
      })
      .from(problemReports)
      .innerJoin(bookings, eq(bookings.id, problemReports.bookingId))
      .innerJoin(users, eq(users.id, problemReports.customerId))
      .leftJoin(sites, eq(sites.id, bookings.siteId))
      .leftJoin(resolvers, eq(resolvers.id, problemReports.resolvedBy));

  const toListed = (row: ProblemJoinRow): ListedProblem => ({
    problem: row.problem,
    booking: row.booking,
    site: siteOrNull(row.site),
    customer: row.customer,
    resolver: row.resolver && row.resolver.id !== null ? row.resolver : null,
  });

  return {
    /**
     * The caller's own booking, locked until the transaction ends (two ratings of one visit take
     * turns, so the trail says create once). Undefined when it is missing or someone else's.
     */
    async lockOwnBooking(bookingId: number, customerId: number): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
        .for('update');
      return row;
    },

    /** The caller's own booking with its site and the customer, or undefined. */
    async ownVisit(bookingId: number, customerId: number): Promise<VisitDetails | undefined> {
      const [row] = await db
        .select({ booking: bookings, site: siteColumns, customer: personColumns })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.customerId))
        .leftJoin(sites, eq(sites.id, bookings.siteId))
        .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)));
      return row ? { booking: row.booking, site: siteOrNull(row.site), customer: row.customer } : undefined;
    },

    async findRating(bookingId: number): Promise<RatingRow | undefined> {
      const [row] = await db.select().from(visitRatings).where(eq(visitRatings.bookingId, bookingId));
      return row;
    },

    /** One rating per visit: a second one replaces the first (the latest counts). */
    async upsertRating(values: { bookingId: number; customerId: number; rating: number; comment: string | null }): Promise<RatingRow> {
      const [row] = await db
        .insert(visitRatings)
        .values(values)
        .onConflictDoUpdate({
          target: visitRatings.bookingId,
          set: { rating: values.rating, comment: values.comment, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    /** Within a transaction: one report of a customer at a time, so the daily limit is counted exactly (released at commit). */
    async lockCustomerReports(customerId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${PROBLEM_REPORT_LOCK}, ${customerId})`);
    },

    /** How many problems the customer has reported since `since`. */
    async reportsSince(customerId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(problemReports)
        .where(and(eq(problemReports.customerId, customerId), sql`${problemReports.createdAt} > ${since.toISOString()}::timestamptz`));
      return Number(row?.n ?? 0);
    },

    async insertProblem(values: { bookingId: number; customerId: number; description: string; createdAt: Date }): Promise<ProblemRow> {
      const [row] = await db.insert(problemReports).values(values).returning();
      return row!;
    },

    /** A customer's own reports with their visits, newest first. */
    async problemsOf(customerId: number): Promise<Array<{ problem: ProblemRow; booking: BookingRow }>> {
      return db
        .select({ problem: problemReports, booking: bookings })
        .from(problemReports)
        .innerJoin(bookings, eq(bookings.id, problemReports.bookingId))
        .where(eq(problemReports.customerId, customerId))
        .orderBy(desc(problemReports.createdAt), desc(problemReports.id));
    },

    /** Every report (or those of one status), newest first. */
    async listProblems(filter: { status?: ProblemStatus | undefined; limit: number }): Promise<ListedProblem[]> {
      const where: SQL | undefined = filter.status ? eq(problemReports.status, filter.status) : undefined;
      const rows = await listedProblems().where(where).orderBy(desc(problemReports.createdAt), desc(problemReports.id)).limit(filter.limit);
      return rows.map(toListed);
    },

    async findProblem(id: number): Promise<ListedProblem | undefined> {
      const [row] = await listedProblems().where(eq(problemReports.id, id));
      return row ? toListed(row) : undefined;
    },

    /** The report locked for a change until the transaction ends. */
    async lockProblem(id: number): Promise<ProblemRow | undefined> {
      const [row] = await db.select().from(problemReports).where(eq(problemReports.id, id)).for('update');
      return row;
    },

    /** Resolves an open report; undefined when it was not open. */
    async resolveProblem(id: number, resolution: { resolvedBy: number; resolution: string }): Promise<ProblemRow | undefined> {
      const [row] = await db
        .update(problemReports)
        .set({ status: 'resolved', resolvedAt: sql`now()`, updatedAt: sql`now()`, ...resolution })
        .where(and(eq(problemReports.id, id), eq(problemReports.status, 'open')))
        .returning();
      return row;
    },

    /**
     * A customer's completed visits that started in [from, to) (the visit's day, not the day an admin
     * marked it completed), newest first, with their Minnesota day, the crew's closed time on each and
     * the customer's rating. Each visit's time and rating are read by their indexes
     * (`time_entries_booking_idx`, the ratings' key): a join would have the planner hash every
     * rating there is. A year of a daily plan is hundreds of visits: they come back as one JSON
     * text (`jsonRows`).
     */
    async completedVisits(customerId: number, from: Date, to: Date, timeZone: string): Promise<CompletedVisit[]> {
      const rows = await jsonRows<
        Omit<CompletedVisit, 'scheduledStart' | 'completedAt'> & { scheduledStart: string; completedAt: string | null }
      >(
        db,
        sql`select ${bookings.id} as "id", ${bookings.serviceType} as "serviceType", ${bookings.scheduledStart} as "scheduledStart",
            ${bookings.completedAt} as "completedAt",
            to_char(${bookings.scheduledStart} at time zone ${timeZone}, 'YYYY-MM-DD') as "date",
            coalesce(t.minutes, 0)::int as "workedMinutes", coalesce(t.people, 0)::int as "crewSize",
            (select ${visitRatings.rating} from ${visitRatings} where ${visitRatings.bookingId} = ${bookings.id}) as "rating"
          from ${bookings}
          left join lateral (
            select sum(${timeEntries.workedMinutes}) as minutes, count(distinct ${timeEntries.employeeId}) as people
            from ${timeEntries} where ${timeEntries.bookingId} = ${bookings.id} and ${timeEntries.clockOut} is not null
          ) t on true
          where ${bookings.customerId} = ${customerId} and ${bookings.status} = 'completed'
            and ${bookings.scheduledStart} >= ${from.toISOString()}::timestamptz and ${bookings.scheduledStart} < ${to.toISOString()}::timestamptz`,
        sql`r."scheduledStart" desc, r."id" desc`,
      );
      return rows.map((row) => ({
        id: row.id,
        serviceType: row.serviceType,
        scheduledStart: new Date(row.scheduledStart),
        completedAt: row.completedAt === null ? null : new Date(row.completedAt),
        date: row.date,
        workedMinutes: row.workedMinutes,
        crewSize: row.crewSize,
        rating: row.rating,
      }));
    },

    /**
     * For the admin dashboard: each employee's ratings, those of the visits they are assigned to
     * (a visit with a crew of two counts for both). Best average first, then most ratings.
     */
    async ratingsByEmployee(): Promise<EmployeeRatings[]> {
      const rows = await db
        .select({
          employeeId: bookingAssignments.employeeId,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          ratings: sql<number>`count(*)::int`,
          ratingSum: sql<number>`sum(${visitRatings.rating})::int`,
        })
        .from(visitRatings)
        .innerJoin(bookingAssignments, eq(bookingAssignments.bookingId, visitRatings.bookingId))
        .innerJoin(users, eq(users.id, bookingAssignments.employeeId))
        .groupBy(bookingAssignments.employeeId, users.id)
        .orderBy(asc(bookingAssignments.employeeId));
      return rows
        .map((row) => ({ ...row, average: meanOf(row.ratingSum, row.ratings) }))
        .sort((a, b) => b.average - a.average || b.ratings - a.ratings || a.employeeId - b.employeeId);
    },

    /** For the admin dashboard: every rating there is. */
    async ratingSummary(): Promise<RatingSummary> {
      const [row] = await db
        .select({ ratings: sql<number>`count(*)::int`, ratingSum: sql<number>`coalesce(sum(${visitRatings.rating}), 0)::int` })
        .from(visitRatings);
      const ratings = row?.ratings ?? 0;
      const ratingSum = row?.ratingSum ?? 0;
      return { ratings, ratingSum, average: ratings === 0 ? null : meanOf(ratingSum, ratings) };
    },

    /** The quotes a customer accepted online: their converted leads with a signed acceptance, newest first. */
    async acceptedAgreements(customerId: number): Promise<AcceptedAgreement[]> {
      const rows = await db
        .select({
          leadId: leads.id,
          reference: leads.reference,
          acceptedAt: quoteAcceptances.acceptedAt,
          signerName: quoteAcceptances.signerName,
          signerTitle: quoteAcceptances.signerTitle,
          facilityType: leads.facilityType,
          frequency: leads.frequency,
          estimatedPriceCents: leads.estimatedPriceCents,
          agreementSha256: quoteAcceptances.agreementSha256,
          token: quoteAcceptances.token,
        })
        .from(leads)
        .innerJoin(quoteAcceptances, eq(quoteAcceptances.leadId, leads.id))
        .where(and(eq(leads.customerId, customerId), isNotNull(quoteAcceptances.acceptedAt)))
        .orderBy(desc(quoteAcceptances.acceptedAt), asc(leads.reference));
      // The table's check makes every signer field and the hash present once accepted.
      return rows.map((row) => ({
        ...row,
        acceptedAt: row.acceptedAt!,
        signerName: row.signerName ?? '',
        signerTitle: row.signerTitle ?? '',
        agreementSha256: row.agreementSha256 ?? '',
      }));
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
