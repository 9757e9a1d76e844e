import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import type { BookingSortKey, SortDirection } from '#shared/contracts/operations.ts';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { users } from '../../db/schema/accounts.ts';
import { invoiceLines } from '../../db/schema/billing.ts';
import { problemReports, visitRatings } from '../../db/schema/feedback.ts';
import { sites } from '../../db/schema/customers.ts';
import { bookingAssignments, bookings, servicePlans } from '../../db/schema/operations.ts';
import { mileageLogs, timeEntries } from '../../db/schema/time.ts';
import { personColumns, type PersonRow } from './directory.repository.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type BookingStatus = BookingRow['status'];

/** A visit with its customer (null for a booking made without an account) and, for a plan visit, the plan's crew size. */
export interface ListedBooking {
  booking: BookingRow;
  customer: PersonRow | null;
  crewNeeded: number | null;
}

/** A visit as the customer's list shows it: the columns the spec's Booking is made of. */
export type CustomerVisitRow = Pick<
  BookingRow,
  'id' | 'serviceType' | 'scheduledStart' | 'durationMinutes' | 'status' | 'priceCents' | 'notes'
>;

/** A visit as the employee's list shows it: the columns the spec's Assignment is made of, and where it is. */
export type AssignedVisitRow = Pick<
  BookingRow,
  'id' | 'serviceType' | 'scheduledStart' | 'durationMinutes' | 'status' | 'notes' | 'clientName' | 'clientPhone' | 'location'
> & {
  /** The site's name; null for a visit booked without a site. */
  siteName: string | null;
};

/** A person of a crew as a portal names them (first name and last initial). */
export type CrewMemberRow = Pick<PersonRow, 'username' | 'firstName' | 'lastName'>;

export interface BookingFilter {
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  status?: BookingStatus | undefined;
  customerId?: number | undefined;
  employeeId?: number | undefined;
  planId?: number | undefined;
  siteId?: number | undefined;
  limit: number;
}

/** The bookings list's order: a column and its direction (ties: earliest start first, then id). */
export interface BookingOrder {
  key: BookingSortKey;
  direction: SortDirection;
}

/** A person's name as the admin's screens print it (operations.mapper.ts fullName): first and last, else the username. */
const customerName = sql`coalesce(nullif(concat_ws(' ', nullif(${users.firstName}, ''), nullif(${users.lastName}, '')), ''), ${users.username})`;
/**
 * The bookings list's columns as it sorts them, case left out: the client as the list prints it
 * ("Company (Name)", the name, the booking's own name, else "No customer"), the service, the status in
 * its life's order.
 */
const sortColumns: Record<BookingSortKey, SQL> = {
  when: sql`${bookings.scheduledStart}`,
  client: sql`lower(case
    when ${bookings.customerId} is null or ${users.id} is null then coalesce(${bookings.clientName}, 'No customer')
    when coalesce(${users.companyName}, '') <> '' then ${users.companyName} || ' (' || ${customerName} || ')'
    else ${customerName} end)`,
  service: sql`lower(${bookings.serviceType})`,
  status: sql`case ${bookings.status} when 'pending' then 0 when 'confirmed' then 1 when 'completed' then 2 else 3 end`,
};
const orderOf = (order: BookingOrder): SQL =>
  order.direction === 'ascending' ? asc(sortColumns[order.key]) : desc(sortColumns[order.key]);

const assignedVisitColumns = {
  id: bookings.id,
  serviceType: bookings.serviceType,
  scheduledStart: bookings.scheduledStart,
  durationMinutes: bookings.durationMinutes,
  status: bookings.status,
  notes: bookings.notes,
  clientName: bookings.clientName,
  clientPhone: bookings.clientPhone,
  location: bookings.location,
  siteName: sites.name,
};

export function createBookingsRepository(db: Database) {
  const listed = () =>
    db
      .select({ booking: bookings, customer: personColumns, crewNeeded: servicePlans.crewSize })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.customerId))
      .leftJoin(servicePlans, eq(servicePlans.id, bookings.servicePlanId));
  const isAssignedTo = (employeeId: number) =>
    inArray(
      bookings.id,
      db.select({ id: bookingAssignments.bookingId }).from(bookingAssignments).where(eq(bookingAssignments.employeeId, employeeId)),
    );

  const matching = (filter: Omit<BookingFilter, 'limit'>): SQL | undefined => {
    const where: SQL[] = [];
    if (filter.from) where.push(gte(bookings.scheduledStart, filter.from));
    if (filter.to) where.push(lt(bookings.scheduledStart, filter.to));
    if (filter.status) where.push(eq(bookings.status, filter.status));
    if (filter.customerId !== undefined) where.push(eq(bookings.customerId, filter.customerId));
    if (filter.planId !== undefined) where.push(eq(bookings.servicePlanId, filter.planId));
    if (filter.siteId !== undefined) where.push(eq(bookings.siteId, filter.siteId));
    if (filter.employeeId !== undefined) where.push(isAssignedTo(filter.employeeId));
    return where.length ? and(...where) : undefined;
  };

  /**
   * A plan visit nobody has touched: still confirmed, still in the future, never edited through the
   * API (an edit, a cancel or a crew change moves updated_at off created_at), and nothing recorded
   * against it (time, trips, rating, problem, invoice line).
   */
  const untouchedFutureVisit = (planId: number, now: Date) =>
    and(
      eq(bookings.servicePlanId, planId),
      eq(bookings.status, 'confirmed'),
      gt(bookings.scheduledStart, now),
      sql`${bookings.updatedAt} = ${bookings.createdAt}`,
      notExists(
        db
          .select({ one: sql`1` })
          .from(timeEntries)
          .where(eq(timeEntries.bookingId, bookings.id)),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(mileageLogs)
          .where(eq(mileageLogs.bookingId, bookings.id)),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(visitRatings)
          .where(eq(visitRatings.bookingId, bookings.id)),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(problemReports)
          .where(eq(problemReports.bookingId, bookings.id)),
      ),
      notExists(
        db
          .select({ one: sql`1` })
          .from(invoiceLines)
          .where(eq(invoiceLines.bookingId, bookings.id)),
      ),
    );

  /** Assigns employees to bookings; an assignment already there stays as it is. */
  async function assign(rows: ReadonlyArray<{ bookingId: number; employeeId: number; assignedBy: number | null }>): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(bookingAssignments)
      .values([...rows])
      .onConflictDoNothing();
  }

  return {
    async insert(values: NewBookingRow): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      return row!;
    },

    /**
     * Plan visits, each (plan, occurrence day) once however many runs race: the ones already there
     * (a cancelled one included) are skipped. Answers the rows actually added.
     */
    async insertPlanVisits(rows: readonly NewBookingRow[]): Promise<BookingRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(bookings)
        .values([...rows])
        .onConflictDoNothing({
          target: [bookings.servicePlanId, bookings.planOccurrence],
          where: sql`${bookings.servicePlanId} is not null`,
        })
        .returning();
    },

    async find(id: number): Promise<ListedBooking | undefined> {
      const [row] = await listed().where(eq(bookings.id, id)).limit(1);
      return row;
    },

    /** The booking row, locked until the transaction ends (edits, cancel, complete and crew changes take turns). */
    async lock(id: number): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
      return row;
    },

    /** An edit through the API: updated_at moves, which marks a plan visit as touched by hand. */
    async update(id: number, changes: Partial<NewBookingRow>): Promise<BookingRow> {
      const [row] = await db
        .update(bookings)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(bookings.id, id))
        .returning();
      return row!;
    },

    /** Earliest first. */
    async list(filter: BookingFilter): Promise<ListedBooking[]> {
      return listed().where(matching(filter)).orderBy(asc(bookings.scheduledStart), asc(bookings.id)).limit(filter.limit);
    },

    /**
     * One page of the visits the filter matches, in `order`, how many match in all and on how many pages (at
     * least one). A page past the end answers the last page (the list shrank since the caller counted it).
     */
    async page(
      filter: Omit<BookingFilter, 'limit'>,
      order: BookingOrder,
      page: number,
      size: number,
    ): Promise<{ rows: ListedBooking[]; total: number; page: number; pageCount: number }> {
      const where = matching(filter);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(bookings).where(where);
      const pageCount = Math.max(1, Math.ceil(total / size));
      const current = Math.min(page, pageCount);
      const rows = await listed()
        .where(where)
        .orderBy(orderOf(order), asc(bookings.scheduledStart), asc(bookings.id))
        .limit(size)
        .offset((current - 1) * size);
      return { rows, total, page: current, pageCount };
    },

    /**
     * A customer's own visits starting in [from, to), cancelled ones left out, earliest first, each
     * with its crew (first names first, as `crewOf` orders them). The window rides
     * `bookings_customer_start_idx`; each crew is read by the assignments' key, visit by visit (a join
     * would have the planner hash every assignment there is), and the list comes back as one JSON
     * text (`jsonRows`: a daily plan's months of visits are hundreds of rows).
     */
    async ofCustomer(customerId: number, from: Date, to: Date): Promise<Array<{ visit: CustomerVisitRow; crew: CrewMemberRow[] }>> {
      const rows = await jsonRows<Omit<CustomerVisitRow, 'scheduledStart'> & { scheduledStart: string; crew: number[] | null }>(
        db,
        sql`select ${bookings.id} as "id", ${bookings.serviceType} as "serviceType", ${bookings.scheduledStart} as "scheduledStart",
            ${bookings.durationMinutes} as "durationMinutes", ${bookings.status} as "status", ${bookings.priceCents} as "priceCents",
            ${bookings.notes} as "notes",
            (select array_agg(${bookingAssignments.employeeId}) from ${bookingAssignments}
              where ${bookingAssignments.bookingId} = ${bookings.id}) as "crew"
          from ${bookings}
          where ${bookings.customerId} = ${customerId} and ${bookings.scheduledStart} >= ${from.toISOString()}::timestamptz
            and ${bookings.scheduledStart} < ${to.toISOString()}::timestamptz and ${bookings.status} <> 'cancelled'`,
        sql`r."scheduledStart", r."id"`,
      );
      const ids = [...new Set(rows.flatMap((row) => row.crew ?? []))];
      const people =
        ids.length === 0
          ? []
          : await db
              .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
              .from(users)
              .where(inArray(users.id, ids))
              .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
      const rank = new Map(people.map((person, i) => [person.id, i]));
      return rows.map(({ crew, scheduledStart, ...visit }) => ({
        visit: { ...visit, scheduledStart: new Date(scheduledStart) },
        crew: (crew ?? [])
          .filter((id) => rank.has(id))
          .sort((a, b) => rank.get(a)! - rank.get(b)!)
          .map((id) => people[rank.get(id)!]!),
      }));
    },

    /**
     * The visits an employee is assigned to starting in [from, to), cancelled ones left out,
     * earliest first, with their customer (null for a booking made without an account).
     */
    async assignedTo(employeeId: number, from: Date, to: Date): Promise<Array<{ visit: AssignedVisitRow; customer: PersonRow | null }>> {
      const rows = await db
        .select({ visit: assignedVisitColumns, customer: personColumns })
        .from(bookingAssignments)
        .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
        .leftJoin(users, eq(users.id, bookings.customerId))
        .leftJoin(sites, eq(sites.id, bookings.siteId))
        .where(
          and(
            eq(bookingAssignments.employeeId, employeeId),
            gte(bookings.scheduledStart, from),
            lt(bookings.scheduledStart, to),
            ne(bookings.status, 'cancelled'),
          ),
        )
        .orderBy(asc(bookings.scheduledStart), asc(bookings.id));
      return rows.map(({ visit, customer }) => ({ visit, customer: customer && customer.id !== null ? customer : null }));
    },

    /** The assigned team of each booking, by booking id. */
    async crewOf(bookingIds: readonly number[]): Promise<Map<number, PersonRow[]>> {
      const crews = new Map<number, PersonRow[]>(bookingIds.map((id) => [id, []]));
      if (bookingIds.length === 0) return crews;
      const rows = await db
        .select({ bookingId: bookingAssignments.bookingId, person: personColumns })
        .from(bookingAssignments)
        .innerJoin(users, eq(users.id, bookingAssignments.employeeId))
        .where(inArray(bookingAssignments.bookingId, [...bookingIds]))
        .orderBy(asc(bookingAssignments.bookingId), asc(users.firstName), asc(users.lastName), asc(users.id));
      for (const row of rows) crews.get(row.bookingId)?.push(row.person);
      return crews;
    },

    async crewIds(bookingId: number): Promise<number[]> {
      const rows = await db
        .select({ id: bookingAssignments.employeeId })
        .from(bookingAssignments)
        .where(eq(bookingAssignments.bookingId, bookingId))
        .orderBy(asc(bookingAssignments.employeeId));
      return rows.map((r) => r.id);
    },

    /** Makes the team exactly `employeeIds`: the others are unassigned, the new ones assigned by `assignedBy`. */
    async replaceCrew(bookingId: number, employeeIds: readonly number[], assignedBy: number | null): Promise<void> {
      await db
        .delete(bookingAssignments)
        .where(
          employeeIds.length === 0
            ? eq(bookingAssignments.bookingId, bookingId)
            : and(eq(bookingAssignments.bookingId, bookingId), notInArray(bookingAssignments.employeeId, [...employeeIds])),
        );
      await assign(employeeIds.map((employeeId) => ({ bookingId, employeeId, assignedBy })));
    },

    assign,

    /** The plan's untouched future visits, locked (a crew change for the plan's coming visits). */
    async lockUntouchedFutureVisits(planId: number, now: Date): Promise<BookingRow[]> {
      return db.select().from(bookings).where(untouchedFutureVisit(planId, now)).orderBy(asc(bookings.scheduledStart)).for('update');
    },

    /** Deletes bookings (a plan's untouched visits, locked first by the caller); their assignments go with them. */
    async deleteByIds(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db.delete(bookings).where(inArray(bookings.id, [...ids]));
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
