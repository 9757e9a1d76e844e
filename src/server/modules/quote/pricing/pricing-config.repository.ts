import type { PricingConstants } from '#shared/contracts/quote/pricing.ts';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/accounts.ts';
import { leads, pricingConfigs } from '../../../db/schema/sales.ts';

/** Pricing saves are taken one at a time across instances (pg_advisory_xact_lock; 'PRIC'). */
const PRICING_LOCK_KEY = 0x5052_4943;

export function createPricingConfigRepository(db: Database) {
  return {
    async latest(tx: Database = db) {
      const [row] = await tx.select().from(pricingConfigs).orderBy(desc(pricingConfigs.version)).limit(1);
      return row;
    },
    async insert(constants: PricingConstants, createdBy: number | null, tx: Database = db) {
      const [row] = await tx.insert(pricingConfigs).values({ constants, createdBy }).returning();
      return row!;
    },
    /**
     * Saves are taken one at a time (a transaction-scoped advisory lock), so the version an If-Match
     * names is compared with the newest one while no other save can slip in between.
     */
    async lockForSave(tx: Database) {
      await tx.execute(sql`select pg_advisory_xact_lock(${PRICING_LOCK_KEY})`);
    },
    /** Every version, newest first, with who saved it and the number of leads it priced. */
    async versions() {
      const priced = db
        .select({ version: leads.pricingVersion, leads: count().as('leads') })
        .from(leads)
        .groupBy(leads.pricingVersion)
        .as('priced');
      return db
        .select({
          version: pricingConfigs.version,
          createdAt: pricingConfigs.createdAt,
          constants: pricingConfigs.constants,
          userId: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          leadsPriced: sql<number>`coalesce(${priced.leads}, 0)`.mapWith(Number),
        })
        .from(pricingConfigs)
        .leftJoin(users, eq(users.id, pricingConfigs.createdBy))
        .leftJoin(priced, eq(priced.version, pricingConfigs.version))
        .orderBy(desc(pricingConfigs.version));
    },
  };
}
