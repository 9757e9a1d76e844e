import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { IsoDate } from '#shared/domain/company-time.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { users } from '../../db/schema/accounts.ts';
import { sites } from '../../db/schema/customers.ts';
import { bookingAssignments, bookings, planCrew, servicePlans } from '../../db/schema/operations.ts';
import {
  customerMessagePreferences,
  serviceRequests,
  siteClosures,
  unsubscribeLinks,
  visitChanges,
  visitMessages,
} from '../../db/schema/self-service.ts';
import { priceInForce } from '../sites/plan-price.repository.ts';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type VisitChangeRow = typeof visitChanges.$inferSelect;
export type SiteClosureRow = typeof siteClosures.$inferSelect;
export type PreferencesRow = typeof customerMessagePreferences.$inferSelect;
export type UnsubscribeTopic = (typeof unsubscribeLinks.$inferSelect)['topic'];
export type SelfServiceBookingRow = typeof bookings.$inferSelect;

export interface CustomerContact {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
}

export interface SiteWithBuilding {
  id: number;
  name: string;
  address: string;
  /** The building as its newest plan with a size describes it; null without one. */
  facilityType: string | null;
  squareFootage: number | null;
}

export interface ListedRequest {
  request: ServiceRequestRow;
  site: { id: number; name: string; address: string };
  customer: CustomerContact;
  visitStart: Date | null;
}

export interface ListedChange {
  change: VisitChangeRow;
  serviceType: string;
  site: string;
  customer: CustomerContact;
}

export interface ListedClosure {
  closure: SiteClosureRow;
  site: { id: number; name: string };
  customer: CustomerContact;
  visitsLeftOut: number;
}

/** A visit a message is about: when, where, who. */
export interface VisitForMessage {
  booking: SelfServiceBookingRow;
  siteName: string | null;
  customer: CustomerContact;
}

const contactColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phone: users.phone,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
};

/** The advisory lock class of an employee's visits, with the employee's id: customers' moves onto a crew one at a time; 'CREW'. */
const CREW_LOCK = 0x43524557;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The stored side of customer self-service (decision 0049). */
export function createSelfServiceRepository(db: Database) {
  async function visitsWithCustomers(ids: readonly number[]): Promise<VisitForMessage[]> {
    if (ids.length === 0) return [];
    return db
      .select({ booking: bookings, siteName: sites.name, customer: contactColumns })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.customerId))
      .leftJoin(sites, eq(sites.id, bookings.siteId))
      .where(inArray(bookings.id, [...ids]))
      .orderBy(bookings.scheduledStart, bookings.id);
  }

  return {
    async contact(customerId: number): Promise<CustomerContact | undefined> {
      const [row] = await db
        .select(contactColumns)
        .from(users)
        .where(and(eq(users.id, customerId), eq(users.role, 'customer')));
      return row;
    },

    /** The customer's active sites, each with the building its newest sized plan describes. */
    async sitesOf(customerId: number): Promise<SiteWithBuilding[]> {
      const rows = await db
        .select({ id: sites.id, name: sites.name, address: sites.address })
        .from(sites)
        .where(and(eq(sites.customerId, customerId), eq(sites.isActive, true)))
        .orderBy(sites.name, sites.id);
      if (rows.length === 0) return [];
      const plans = await db
        .select({ siteId: servicePlans.siteId, facilityType: servicePlans.facilityType, squareFootage: servicePlans.squareFootage })
        .from(servicePlans)
        .where(
          and(
            inArray(
              servicePlans.siteId,
              rows.map((r) => r.id),
            ),
            sql`${servicePlans.squareFootage} is not null`,
          ),
        )
        .orderBy(desc(servicePlans.createdAt), desc(servicePlans.id));
      return rows.map((site) => {
        const plan = plans.find((p) => p.siteId === site.id);
        return { ...site, facilityType: plan?.facilityType ?? null, squareFootage: plan?.squareFootage ?? null };
      });
    },

    async insertRequest(values: typeof serviceRequests.$inferInsert): Promise<ServiceRequestRow> {
      const [row] = await db.insert(serviceRequests).values(values).returning();
      return row!;
    },

    async lockRequest(id: number): Promise<ServiceRequestRow | undefined> {
      const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id)).for('update');
      return row;
    },

    async updateRequest(id: number, changes: Partial<typeof serviceRequests.$inferInsert>): Promise<void> {
      await db
        .update(serviceRequests)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(serviceRequests.id, id));
    },

    /** Requests with their site, customer and visit: open ones first, newest first. */
    async listRequests(filter: { customerId?: number; status?: ServiceRequestRow['status']; id?: number }): Promise<ListedRequest[]> {
      const conditions = [
        filter.customerId === undefined ? undefined : eq(serviceRequests.customerId, filter.customerId),
        filter.status === undefined ? undefined : eq(serviceRequests.status, filter.status),
        filter.id === undefined ? undefined : eq(serviceRequests.id, filter.id),
      ].filter((c) => c !== undefined);
      return db
        .select({
          request: serviceRequests,
          site: { id: sites.id, name: sites.name, address: sites.address },
          customer: contactColumns,
          visitStart: bookings.scheduledStart,
        })
        .from(serviceRequests)
        .innerJoin(sites, eq(sites.id, serviceRequests.siteId))
        .innerJoin(users, eq(users.id, serviceRequests.customerId))
        .leftJoin(bookings, eq(bookings.id, serviceRequests.bookingId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(sql`${serviceRequests.status} = 'requested' desc`, desc(serviceRequests.createdAt), desc(serviceRequests.id))
        .limit(500);
    },

    /** The active crew of the newest active plan at a site: who an approved one-off visit goes to by default. */
    async siteCrew(siteId: number): Promise<number[]> {
      const rows = await db
        .select({ employeeId: planCrew.employeeId, planId: servicePlans.id })
        .from(planCrew)
        .innerJoin(servicePlans, eq(servicePlans.id, planCrew.servicePlanId))
        .innerJoin(users, eq(users.id, planCrew.employeeId))
        .where(and(eq(servicePlans.siteId, siteId), eq(servicePlans.status, 'active'), eq(users.isActive, true)))
        .orderBy(desc(servicePlans.id), planCrew.employeeId);
      const newest = rows[0]?.planId;
      return rows.filter((r) => r.planId === newest).map((r) => r.employeeId);
    },

    async insertChange(values: typeof visitChanges.$inferInsert): Promise<VisitChangeRow> {
      const [row] = await db.insert(visitChanges).values(values).returning();
      return row!;
    },

    async listChanges(filter: { customerId?: number; id?: number }): Promise<ListedChange[]> {
      const conditions = [
        filter.customerId === undefined ? undefined : eq(visitChanges.customerId, filter.customerId),
        filter.id === undefined ? undefined : eq(visitChanges.id, filter.id),
      ].filter((c) => c !== undefined);
      return db
        .select({
          change: visitChanges,
          serviceType: bookings.serviceType,
          site: sql<string>`coalesce(${sites.name}, ${bookings.location})`,
          customer: contactColumns,
        })
        .from(visitChanges)
        .innerJoin(bookings, eq(bookings.id, visitChanges.bookingId))
        .leftJoin(sites, eq(sites.id, bookings.siteId))
        .innerJoin(users, eq(users.id, visitChanges.customerId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(visitChanges.createdAt), desc(visitChanges.id))
        .limit(200);
    },

    async insertClosure(values: typeof siteClosures.$inferInsert): Promise<SiteClosureRow> {
      const [row] = await db.insert(siteClosures).values(values).returning();
      return row!;
    },

    /** Closures with their site and customer, and how many planned visits each cancelled (its changes name it). */
    async listClosures(filter: { customerId?: number; id?: number }): Promise<ListedClosure[]> {
      const conditions = [
        filter.customerId === undefined ? undefined : eq(sites.customerId, filter.customerId),
        filter.id === undefined ? undefined : eq(siteClosures.id, filter.id),
      ].filter((c) => c !== undefined);
      const rows = await db
        .select({
          closure: siteClosures,
          site: { id: sites.id, name: sites.name },
          customer: contactColumns,
          visitsLeftOut: sql<number>`(select count(*)::int from ${visitChanges} vc where vc.closure_id = ${siteClosures.id})`,
        })
        .from(siteClosures)
        .innerJoin(sites, eq(sites.id, siteClosures.siteId))
        .innerJoin(users, eq(users.id, sites.customerId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(siteClosures.createdAt), desc(siteClosures.id))
        .limit(200);
      return rows.map((r) => ({ ...r, visitsLeftOut: Number(r.visitsLeftOut) }));
    },

    /** The closures of a site that touch the days from `from` through `to`. */
    async closuresOf(siteId: number, from: IsoDate, to: IsoDate): Promise<Array<{ startsOn: IsoDate; endsOn: IsoDate; reason: string }>> {
      return db
        .select({ startsOn: siteClosures.startsOn, endsOn: siteClosures.endsOn, reason: siteClosures.reason })
        .from(siteClosures)
        .where(and(eq(siteClosures.siteId, siteId), lte(siteClosures.startsOn, to), gte(siteClosures.endsOn, from)));
    },

    /** The site's confirmed plan visits starting in [from, to), locked: what a closure cancels. */
    async lockPlanVisitsOfSite(siteId: number, from: Date, to: Date): Promise<SelfServiceBookingRow[]> {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.siteId, siteId),
            eq(bookings.status, 'confirmed'),
            eq(bookings.source, 'plan'),
            gte(bookings.scheduledStart, from),
            lt(bookings.scheduledStart, to),
          ),
        )
        .orderBy(bookings.scheduledStart)
        .for('update');
    },

    async preferences(customerId: number): Promise<PreferencesRow | undefined> {
      const [row] = await db.select().from(customerMessagePreferences).where(eq(customerMessagePreferences.customerId, customerId));
      return row;
    },

    async preferencesOf(customerIds: readonly number[]): Promise<Map<number, PreferencesRow>> {
      if (customerIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(customerMessagePreferences)
        .where(inArray(customerMessagePreferences.customerId, [...customerIds]));
      return new Map(rows.map((r) => [r.customerId, r]));
    },

    async savePreferences(customerId: number, values: Partial<Omit<typeof customerMessagePreferences.$inferInsert, 'customerId'>>) {
      await db
        .insert(customerMessagePreferences)
        .values({ customerId, ...values })
        .onConflictDoUpdate({ target: customerMessagePreferences.customerId, set: { ...values, updatedAt: new Date() } });
    },

    async insertUnsubscribeLink(tokenHash: string, customerId: number, topic: UnsubscribeTopic, createdAt: Date): Promise<void> {
      await db.insert(unsubscribeLinks).values({ tokenHash, customerId, topic, createdAt });
    },

    /** A link that still works: made after `madeAfter`, and unused or used after `usedAfter`. */
    async findUnsubscribeLink(tokenHash: string, limits: { madeAfter: Date; usedAfter: Date }) {
      const [row] = await db
        .select()
        .from(unsubscribeLinks)
        .where(
          and(
            eq(unsubscribeLinks.tokenHash, tokenHash),
            gt(unsubscribeLinks.createdAt, limits.madeAfter),
            or(isNull(unsubscribeLinks.usedAt), gt(unsubscribeLinks.usedAt, limits.usedAfter)),
          ),
        );
      return row;
    },

    /** Marks a link used at `at` unless it already was; answers whether this was its first use. */
    async useUnsubscribeLink(tokenHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(unsubscribeLinks)
        .set({ usedAt: at })
        .where(and(eq(unsubscribeLinks.tokenHash, tokenHash), isNull(unsubscribeLinks.usedAt)))
        .returning({ tokenHash: unsubscribeLinks.tokenHash });
      return rows.length > 0;
    },

    /** Deletes the links that no longer work (made before `madeAfter`, or used before `usedAfter`); answers how many. */
    async deleteDeadUnsubscribeLinks(limits: { madeAfter: Date; usedAfter: Date }): Promise<number> {
      const gone = await db
        .delete(unsubscribeLinks)
        .where(or(lte(unsubscribeLinks.createdAt, limits.madeAfter), lte(unsubscribeLinks.usedAt, limits.usedAfter)))
        .returning({ tokenHash: unsubscribeLinks.tokenHash });
      return gone.length;
    },

    /**
     * Claims the reminders of customers' confirmed visits starting in [from, to) booked before
     * `bookedBefore` (one INSERT ... ON CONFLICT DO NOTHING: each visit is claimed once across instances).
     */
    async claimReminders(from: Date, to: Date, bookedBefore: Date): Promise<VisitForMessage[]> {
      const claimed = await db.execute(sql`
        insert into ${visitMessages} (booking_id, kind)
        select b.id, 'reminder' from ${bookings} b
        where b.status = 'confirmed' and b.customer_id is not null
          and b.scheduled_start >= ${from.toISOString()} and b.scheduled_start < ${to.toISOString()}
          and b.created_at < ${bookedBefore.toISOString()}
        on conflict do nothing
        returning booking_id`);
      return visitsWithCustomers(rowsOf<{ booking_id: number }>(claimed).map((r) => Number(r.booking_id)));
    },

    /**
     * Claims the "visit done" notes of customers' visits whose crew punched in and has all clocked out,
     * the last clock-out at or after `since` (one INSERT ... ON CONFLICT DO NOTHING; it starts from the
     * punches clocked out since then, by their index, not from every visit ever). Answers each visit
     * with its first clock-in and last clock-out.
     */
    async claimDoneNotes(since: Date): Promise<Array<VisitForMessage & { firstIn: Date; lastOut: Date }>> {
      const claimed = await db.execute(sql`
        insert into ${visitMessages} (booking_id, kind)
        select b.id, 'done' from ${bookings} b
        where b.id in (select e.booking_id from time_entries e where e.clock_out >= ${since.toISOString()})
          and b.customer_id is not null and b.status in ('confirmed', 'completed')
          and not exists (select 1 from time_entries e where e.booking_id = b.id and e.clock_out is null)
        on conflict do nothing
        returning booking_id`);
      const ids = rowsOf<{ booking_id: number }>(claimed).map((r) => Number(r.booking_id));
      if (ids.length === 0) return [];
      const spans = rowsOf<{ booking_id: number; first_in: string | Date; last_out: string | Date }>(
        await db.execute(sql`
          select booking_id, min(clock_in) as first_in, max(clock_out) as last_out from time_entries
          where booking_id in (${idList(ids)}) group by booking_id`),
      );
      const byId = new Map(spans.map((s) => [Number(s.booking_id), s]));
      return (await visitsWithCustomers(ids)).map((v) => {
        const span = byId.get(v.booking.id)!;
        return { ...v, firstIn: new Date(span.first_in), lastOut: new Date(span.last_out) };
      });
    },

    /** Skipped visits' credits of the given plans whose occurrence falls from `from` through `to`. */
    async creditsOf(
      planIds: readonly number[],
      from: IsoDate,
      to: IsoDate,
    ): Promise<Array<{ planId: number; occurrence: IsoDate; creditCents: number }>> {
      if (planIds.length === 0) return [];
      const rows = await db
        .select({ planId: bookings.servicePlanId, occurrence: bookings.planOccurrence, creditCents: visitChanges.creditCents })
        .from(visitChanges)
        .innerJoin(bookings, eq(bookings.id, visitChanges.bookingId))
        .where(
          and(
            eq(visitChanges.kind, 'skip'),
            ne(visitChanges.creditCents, 0),
            inArray(bookings.servicePlanId, [...planIds]),
            gte(bookings.planOccurrence, from),
            lte(bookings.planOccurrence, to),
          ),
        )
        .orderBy(bookings.planOccurrence, bookings.id);
      return rows.map((r) => ({ planId: r.planId!, occurrence: r.occurrence!, creditCents: r.creditCents }));
    },

    /** One of the customer's visits, locked; undefined when it is not theirs. */
    async lockBookingOf(customerId: number, bookingId: number): Promise<SelfServiceBookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
        .for('update');
      return row;
    },

    /** The plan, with `monthPriceCents`: the price in force for the month starting `month` (decision 0047). */
    async planOf(planId: number, month: IsoDate) {
      const [row] = await db
        .select({ plan: servicePlans, monthPriceCents: priceInForce(servicePlans.id, servicePlans.monthlyPriceCents, month) })
        .from(servicePlans)
        .where(eq(servicePlans.id, planId));
      return row && { ...row.plan, monthPriceCents: Number(row.monthPriceCents) };
    },

    /**
     * Takes each employee's lock, lowest id first (so two moves sharing crew members never deadlock): a
     * move's check of the crew's other visits then holds until its transaction ends.
     */
    async lockCrew(employeeIds: readonly number[]): Promise<void> {
      for (const id of [...employeeIds].sort((a, b) => a - b)) await db.execute(sql`select pg_advisory_xact_lock(${CREW_LOCK}, ${id})`);
    },

    /** The visits other than `except`, not cancelled, of any of these employees that overlap [from, to), earliest first. */
    async crewVisitsOverlapping(
      employeeIds: readonly number[],
      from: Date,
      to: Date,
      except: number,
    ): Promise<Array<{ id: number; scheduledStart: Date; durationMinutes: number }>> {
      if (employeeIds.length === 0) return [];
      return db
        .selectDistinct({ id: bookings.id, scheduledStart: bookings.scheduledStart, durationMinutes: bookings.durationMinutes })
        .from(bookings)
        .innerJoin(bookingAssignments, eq(bookingAssignments.bookingId, bookings.id))
        .where(
          and(
            inArray(bookingAssignments.employeeId, [...employeeIds]),
            ne(bookings.id, except),
            ne(bookings.status, 'cancelled'),
            lt(bookings.scheduledStart, to),
            // Visits last at most 16 hours (the plans' and the API's limit): the start index bounds the scan, the end decides.
            gte(bookings.scheduledStart, new Date(from.getTime() - 24 * 3_600_000)),
            sql`${bookings.scheduledStart} + ${bookings.durationMinutes} * interval '1 minute' > ${from.toISOString()}`,
          ),
        )
        .orderBy(bookings.scheduledStart, bookings.id);
    },

    async updateBooking(id: number, changes: Partial<typeof bookings.$inferInsert>): Promise<SelfServiceBookingRow> {
      const [row] = await db
        .update(bookings)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(bookings.id, id))
        .returning();
      return row!;
    },

    /** One of the customer's sites (active or not); undefined when it is not theirs. */
    async siteOf(customerId: number, siteId: number) {
      const [row] = await db
        .select({ id: sites.id, name: sites.name, address: sites.address, isActive: sites.isActive })
        .from(sites)
        .where(and(eq(sites.id, siteId), eq(sites.customerId, customerId)));
      return row;
    },
  };
}

export type SelfServiceRepository = ReturnType<typeof createSelfServiceRepository>;
