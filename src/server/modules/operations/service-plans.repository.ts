import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { sites } from '../../db/schema/customers.ts';
import { planCrew, servicePlans } from '../../db/schema/operations.ts';
import { personColumns, type PersonRow, type SiteRow } from './directory.repository.ts';

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

const lockedResult = (result: unknown) => (result as { rows: Array<{ locked: boolean }> }).rows[0]?.locked === true;

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
