import type { PricingConstants } from '#shared/contracts/quote/pricing.ts';
import { desc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pricingConfigs } from '../../../db/schema/sales.ts';

export function createPricingConfigRepository(db: Database) {
  return {
    async latest() {
      const [row] = await db.select().from(pricingConfigs).orderBy(desc(pricingConfigs.version)).limit(1);
      return row;
    },
    async insert(constants: PricingConstants, createdBy: number | null) {
      const [row] = await db.insert(pricingConfigs).values({ constants, createdBy }).returning();
      return row!;
    },
  };
}
