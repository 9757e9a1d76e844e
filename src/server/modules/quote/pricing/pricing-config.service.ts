import { pricingConstantsSchema, type PricingConfigResponse, type PricingConstants } from '#shared/contracts/quote/pricing.ts';
import type { Database } from '../../../db/client.ts';
import { createPricingConfigRepository } from './pricing-config.repository.ts';
import { defaultPricing } from './default-pricing.ts';

export interface ActivePricing {
  version: number;
  constants: PricingConstants;
}

/** The pricing constants in force. Changing them adds a version; old leads keep theirs. */
export function createPricingConfigService(db: Database) {
  const repo = createPricingConfigRepository(db);
  const toResponse = (row: { version: number; constants: PricingConstants; updatedAt: Date }): PricingConfigResponse => ({
    version: row.version,
    constants: pricingConstantsSchema.parse(row.constants),
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /** Version 1 is the reference model's defaults. */
    async seedDefaults(): Promise<void> {
      if (!(await repo.latest())) await repo.insert(defaultPricing, null);
    },

    async active(): Promise<ActivePricing> {
      const row = await repo.latest();
      if (!row) return { version: 0, constants: defaultPricing };
      return { version: row.version, constants: pricingConstantsSchema.parse(row.constants) };
    },

    async current(): Promise<PricingConfigResponse> {
      const row = await repo.latest();
      if (!row) throw new Error('Pricing configuration has not been seeded');
      return toResponse(row);
    },

    async update(constants: PricingConstants, adminId: number): Promise<PricingConfigResponse> {
      return toResponse(await repo.insert(constants, adminId));
    },
  };
}

export type PricingConfigService = ReturnType<typeof createPricingConfigService>;
