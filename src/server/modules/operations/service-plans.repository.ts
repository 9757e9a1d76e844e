import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { addDays, companyDate, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { sites } from '../../db/schema/customers.ts';
import { bookings, planCrew, servicePlans } from '../../db/schema/operations.ts';
import { leads } from '../../db/schema/sales.ts';
import { personColumns, type PersonRow, type SiteRow } from './directory.repository.ts';
import { firstRowOf } from '../../db/rows-of.ts';

export type PlanRow = typeof servicePlans.$inferSelect;
export type NewPlanRow = typeof servicePlans.$inferInsert;
export type PlanStatus = PlanRow['status'];

/** A plan with the customer and site it serves, as lists and details show it. */
export interface ListedPlan {
  plan: PlanRow;
  customer: PersonRow;
  site: SiteRow;
}

/** One generator run at a time across instances (pg_try_advisory_xact_lock; 'PLAN'). */
const GENERATOR_LOCK_KEY = 0x504c_414e;

const lockedResult = (result: unknown) => firstRowOf<{ locked: boolean }>(result)?.locked === true;

export function createServicePlansRepository(db: Database) {
  const listed = () =>
    db
      .select({ plan: servicePlans, customer: personColumns, site: sites })
      .from(servicePlans)
      .innerJoin(users, eq(users.id, servicePlans.customerId))
      .innerJoin(sites, eq(sites.id, servicePlans.siteId));

  return {
    async insert(values: NewPlanRow): Promise<PlanRow> {
      const [row] = await db.insert(servicePlans).values(values).returning();
      return row!;
    },

    /**
     * A customer's plans that have not ended, oldest first, with the site's name and what the quote each
     * came from asked: its billing rate per cleaner-hour (text as jsonb gives it; null without a computed
     * quote), its monthly price and frequency (null without a quote), so the rate is shown only while
     * the plan is still priced as quoted.
     */
    async ofCustomer(customerId: number) {
      return db
        .select({
          id: servicePlans.id,
          status: servicePlans.status,
          frequency: servicePlans.frequency,
          monthlyPriceCents: servicePlans.monthlyPriceCents,
          siteName: sites.name,
          quotedRate: sql<string | null>`${leads.result} -> 'laborCosts' ->> 'totalHourlyRatePerCleaner'`,
          quotedMonthlyPriceCents: leads.estimatedPriceCents,
          quotedFrequency: leads.frequency,
        })
        .from(servicePlans)
        .innerJoin(sites, eq(sites.id, servicePlans.siteId))
        .leftJoin(leads, eq(leads.id, servicePlans.leadId))
        .where(and(eq(servicePlans.customerId, customerId), ne(servicePlans.status, 'ended')))
        .orderBy(asc(servicePlans.id));
    },

    /**
     * The days (Minnesota) of plan visits that are not cancelled, by plan, among `days` (a plan's
     * holiday warnings, decision 0043): only those days are read, so a list of plans costs one small
     * query, none when no holiday is near. `planId`: one plan only.
     */
    async visitDaysAmong(days: readonly IsoDate[], planId?: number): Promise<Map<number, IsoDate[]>> {
      const found = new Map<number, IsoDate[]>();
      if (days.length === 0) return found;
      const onDays = or(
        ...days.map((day) =>
          and(gte(bookings.scheduledStart, zonedInstant(day)), lt(bookings.scheduledStart, zonedInstant(addDays(day, 1)))),
        ),
      );
      const rows = await db
        .select({ planId: bookings.servicePlanId, start: bookings.scheduledStart })
        .from(bookings)
        .where(
          and(
            planId === undefined ? isNotNull(bookings.servicePlanId) : eq(bookings.servicePlanId, planId),
            ne(bookings.status, 'cancelled'),
            onDays,
          ),
        );
      for (const row of rows) {
        const list = found.get(row.planId!) ?? [];
        list.push(companyDate(row.start));
        found.set(row.planId!, list);
      }
      return found;
    },

    async find(id: number): Promise<ListedPlan | undefined> {
      const [row] = await listed().where(eq(servicePlans.id, id)).limit(1);
      return row;
    },

    /** The plan row, locked until the transaction ends: a plan edit and a generator run take turns. */
    async lock(id: number): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(servicePlans).where(eq(servicePlans.id, id)).for('update');
      return row;
    },

    async update(id: number, changes: Partial<NewPlanRow>): Promise<PlanRow> {
      const [row] = await db
        .update(servicePlans)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(servicePlans.id, id))
        .returning();
      return row!;
    },

    /** Records the day the plan's visits have been produced through (not an edit: updated_at stays). */
    async setGeneratedThrough(id: number, through: string): Promise<void> {
      await db.update(servicePlans).set({ generatedThrough: through }).where(eq(servicePlans.id, id));
    },

    async list(filter: { customerId?: number | undefined; status?: PlanStatus | undefined }): Promise<ListedPlan[]> {
      const where: SQL[] = [];
      if (filter.customerId !== undefined) where.push(eq(servicePlans.customerId, filter.customerId));
      if (filter.status) where.push(eq(servicePlans.status, filter.status));
      return listed()
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(servicePlans.id));
    },

    /** Active plans, or only those whose visits are not yet produced through `through` (or their end). */
    async activeIds(options: { dueThrough?: string } = {}): Promise<number[]> {
      const through = options.dueThrough;
      const due =
        through === undefined
          ? undefined
          : or(
              isNull(servicePlans.generatedThrough),
              lt(servicePlans.generatedThrough, sql`least(coalesce(${servicePlans.endsOn}, ${through}::date), ${through}::date)`),
            );
      const rows = await db
        .select({ id: servicePlans.id })
        .from(servicePlans)
        .where(and(eq(servicePlans.status, 'active'), due))
        .orderBy(asc(servicePlans.id));
      return rows.map((r) => r.id);
    },

    /** The default team of each plan, by plan id. */
    async crewOf(planIds: readonly number[]): Promise<Map<number, PersonRow[]>> {
      const crews = new Map<number, PersonRow[]>(planIds.map((id) => [id, []]));
      if (planIds.length === 0) return crews;
      const rows = await db
        .select({ planId: planCrew.servicePlanId, person: personColumns })
        .from(planCrew)
        .innerJoin(users, eq(users.id, planCrew.employeeId))
        .where(inArray(planCrew.servicePlanId, [...planIds]))
        .orderBy(asc(planCrew.servicePlanId), asc(users.firstName), asc(users.lastName), asc(users.id));
      for (const row of rows) crews.get(row.planId)?.push(row.person);
      return crews;
    },

    async replaceCrew(planId: number, employeeIds: readonly number[]): Promise<void> {
      await db.delete(planCrew).where(eq(planCrew.servicePlanId, planId));
      if (employeeIds.length > 0)
        await db.insert(planCrew).values(employeeIds.map((employeeId) => ({ servicePlanId: planId, employeeId })));
    },

    /** Takes the generator's lock for this transaction; false when another run holds it. */
    async tryGeneratorLock(): Promise<boolean> {
      return lockedResult(await db.execute(sql`select pg_try_advisory_xact_lock(${GENERATOR_LOCK_KEY}) as locked`));
    },

    /** Waits for the generator's lock (an admin's "generate now" runs after a run in progress). */
    async waitForGeneratorLock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${GENERATOR_LOCK_KEY})`);
    },
  };
}
export type ServicePlansRepository = ReturnType<typeof createServicePlansRepository>;
