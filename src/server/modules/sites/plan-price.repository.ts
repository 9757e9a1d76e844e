import { and, desc, eq, gte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { invoices } from '../../db/schema/billing.ts';
import { sites } from '../../db/schema/customers.ts';
import { planPriceVersions, servicePlans } from '../../db/schema/operations.ts';

export type PriceVersionRow = typeof planPriceVersions.$inferSelect;

/**
 * The price in force: what the plan `planId` (its own price `ownPrice`) bills for the month starting
 * `month` (decision 0047): its newest accepted price version whose `effective_from` is on or before
 * that month, else its own `monthly_price_cents` (version 1, never rewritten). The one statement of the
 * rule: the invoice run, a raise's "price until now", the Sites screen and a skipped visit's credit
 * all read it, so a raise once accepted moves all of them together.
 */
export function priceInForce(planId: SQL | AnyColumn, ownPrice: SQL | AnyColumn, month: SQL | string): SQL<number> {
  const first = typeof month === 'string' ? sql`${month}::date` : month;
  return sql<number>`coalesce((select ppv.monthly_price_cents from plan_price_versions ppv
      where ppv.service_plan_id = ${planId} and ppv.accepted_at is not null and ppv.effective_from <= ${first}
      order by ppv.effective_from desc, ppv.version desc limit 1), ${ownPrice})::int`;
}

/** A plan's price versions (decision 0047) and what raising and accepting one read. */
export function createPlanPriceRepository(db: Database) {
  return {
    /** The plan, locked until the transaction ends: raises of one plan take turns. */
    async lockPlan(planId: number) {
      const [row] = await db.select().from(servicePlans).where(eq(servicePlans.id, planId)).for('update');
      return row;
    },

    /** The price the plan bills for the month starting `first` (the price in force then). */
    async priceFor(planId: number, first: string): Promise<number> {
      const [row] = await db
        .select({ cents: priceInForce(servicePlans.id, servicePlans.monthlyPriceCents, first) })
        .from(servicePlans)
        .where(eq(servicePlans.id, planId));
      return Number(row?.cents);
    },

    /** The newest month (its first day) the plan has a non-void invoice for on or after `first`, if any. */
    async invoicedFrom(planId: number, first: string): Promise<string | undefined> {
      const [row] = await db
        .select({ month: invoices.periodMonth })
        .from(invoices)
        .where(and(eq(invoices.servicePlanId, planId), ne(invoices.status, 'void'), gte(invoices.periodMonth, first)))
        .orderBy(desc(invoices.periodMonth))
        .limit(1);
      return row?.month ?? undefined;
    },

    async versions(planIds: number[]): Promise<PriceVersionRow[]> {
      if (planIds.length === 0) return [];
      return db
        .select()
        .from(planPriceVersions)
        .where(sql`${planPriceVersions.servicePlanId} in ${planIds}`)
        .orderBy(desc(planPriceVersions.createdAt), desc(planPriceVersions.id));
    },

    async sitePlanIds(siteId: number): Promise<number[]> {
      const rows = await db.select({ id: servicePlans.id }).from(servicePlans).where(eq(servicePlans.siteId, siteId));
      return rows.map((r) => r.id);
    },

    async nextVersion(planId: number): Promise<number> {
      const [row] = await db
        .select({ top: sql<number>`coalesce(max(${planPriceVersions.version}), 1)::int` })
        .from(planPriceVersions)
        .where(eq(planPriceVersions.servicePlanId, planId));
      return Number(row?.top ?? 1) + 1;
    },

    async insert(values: typeof planPriceVersions.$inferInsert): Promise<PriceVersionRow> {
      const [row] = await db.insert(planPriceVersions).values(values).returning();
      return row!;
    },

    async findByToken(token: string): Promise<PriceVersionRow | undefined> {
      const [row] = await db.select().from(planPriceVersions).where(eq(planPriceVersions.token, token)).limit(1);
      return row;
    },

    async lockByToken(token: string): Promise<PriceVersionRow | undefined> {
      const [row] = await db.select().from(planPriceVersions).where(eq(planPriceVersions.token, token)).for('update');
      return row;
    },

    async markAccepted(
      id: number,
      values: Pick<PriceVersionRow, 'signerName' | 'signerTitle' | 'ip' | 'userAgent' | 'agreementSha256'>,
      at: Date,
    ): Promise<PriceVersionRow | undefined> {
      const [row] = await db
        .update(planPriceVersions)
        .set({ ...values, acceptedAt: at, updatedAt: at })
        .where(and(eq(planPriceVersions.id, id), sql`${planPriceVersions.acceptedAt} is null`))
        .returning();
      return row;
    },

    /** The plan with its site and customer: what the agreement and its e-mail name. */
    async planParties(planId: number) {
      const [row] = await db
        .select({
          plan: servicePlans,
          siteName: sites.name,
          siteAddress: sites.address,
          customer: {
            id: users.id,
            username: users.username,
            firstName: users.firstName,
            lastName: users.lastName,
            companyName: users.companyName,
            email: users.email,
          },
        })
        .from(servicePlans)
        .innerJoin(sites, eq(sites.id, servicePlans.siteId))
        .innerJoin(users, eq(users.id, servicePlans.customerId))
        .where(eq(servicePlans.id, planId))
        .limit(1);
      return row;
    },
  };
}
export type PlanPriceRepository = ReturnType<typeof createPlanPriceRepository>;
