import * as z from '../zod.ts';
import { additionalServiceNames, facilityTypes, frequencies } from '../../domain/quote.ts';

const share = z.number().check(z.minimum(0), z.maximum(1));
const positive = (max?: number) => z.number().check(z.positive(), ...(max === undefined ? [] : [z.maximum(max)]));
const atLeastZero = (max?: number) => z.number().check(z.minimum(0), ...(max === undefined ? [] : [z.maximum(max)]));

/** One object schema with the same shape under every key of `keys`. */
function sameShapeFor<const K extends string, S extends z.ZodMiniType>(keys: readonly K[], shape: () => S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, shape()])) as Record<K, S>);
}

/**
 * Every constant of the pricing model (shared/reference/pricing-model.md §6),
 * stored in the database so the company can change prices without code.
 */
export const pricingConstantsSchema = z
  .object({
    baseWage: positive(200),
    laborBurden: share,
    overheadShare: share,
    profitShare: share,
    supplyPercentage: atLeastZero(100),
    addOnMarkup: share,
    addOnMinimum: atLeastZero(100_000),
    facilities: sameShapeFor(facilityTypes, () =>
      z.object({ sqftPerLaborHour: positive(100_000), category: z.text().check(z.minLength(1), z.maxLength(80)), hardFloorShare: share }),
    ),
    frequencies: sameShapeFor(frequencies, () =>
      z.object({
        adjustment: positive(10),
        sessionsPerYear: positive(1000),
        maxHoursPerCleaner: positive(24),
        minLaborHours: atLeastZero(100),
      }),
    ),
    addOns: sameShapeFor(additionalServiceNames, () => z.object({ unitPrice: atLeastZero(100_000), occurrencesPerYear: positive(366) })),
    /** Parameters of the default quantity rules (pricing-model §6.3). */
    quantities: z.object({
      sqftPerWindowPane: positive(),
      sqftPerLightFixture: positive(),
      sqftPerAirVent: positive(),
      sqftPerRestroom: positive(),
      pressureWashShareOfFloor: share,
      parkingLotFactor: positive(),
      sweeperSqftPerHour: positive(),
      sweeperMinimumHours: atLeastZero(),
      dayPorterHoursPerDay: positive(),
      eventSqftPerHour: positive(),
      eventMinimumHours: atLeastZero(),
    }),
  })
  .check(z.refine((c) => c.overheadShare + c.profitShare < 0.9, 'Overhead and profit together must stay below 90% of the price'));
export type PricingConstants = z.infer<typeof pricingConstantsSchema>;

/** GET/PUT /api/admin/pricing-config. */
export const pricingConfigResponseSchema = z.object({
  version: z.int(),
  constants: pricingConstantsSchema,
  updatedAt: z.text(),
});
export type PricingConfigResponse = z.infer<typeof pricingConfigResponseSchema>;

export const PRICING_STALE_MESSAGE = 'The pricing changed since you opened it. Reload it, preview again and save.';
export const IF_MATCH_MESSAGE = 'If-Match must be the pricing version you opened, like "3"';

/** The version an If-Match header names: `3`, `"3"` or `W/"3"`; undefined when it names none. */
export function pricingVersionOf(ifMatch: string): number | undefined {
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(ifMatch);
  return m ? Number(m[1]) : undefined;
}

/** PUT /api/admin/pricing-config: `If-Match: "<version>"` refuses a save over someone else's (409); without it the save always goes. */
export const pricingIfMatchHeadersSchema = z.object({
  'if-match': z.optional(z.text().check(z.refine((v) => pricingVersionOf(v) !== undefined, IF_MATCH_MESSAGE))),
});

/** What one worked example costs under one set of constants. */
export const pricedExampleSchema = z.object({
  totalMonthlyCost: z.number(),
  totalAnnualCost: z.number(),
  baseCostPerSession: z.number(),
  cleanersNeeded: z.int(),
});

/** POST /api/admin/pricing-config/preview: the worked examples of pricing-model §7 under the current and the proposed constants. */
export const pricingPreviewResponseSchema = z.object({
  currentVersion: z.int(),
  examples: z.array(
    z.object({
      id: z.text(),
      label: z.text(),
      current: pricedExampleSchema,
      proposed: pricedExampleSchema,
    }),
  ),
});
export type PricingPreview = z.infer<typeof pricingPreviewResponseSchema>;

/** GET /api/admin/pricing-config/versions: newest first. */
export const pricingVersionsResponseSchema = z.object({
  versions: z.array(
    z.object({
      version: z.int(),
      createdAt: z.text(),
      /** Who saved it; null for the defaults seeded at first start (or a deleted account). */
      createdBy: z.nullable(z.object({ id: z.int(), name: z.text() })),
      /** Leads priced with this version. */
      leadsPriced: z.int(),
      /** The version new quotes use. */
      active: z.boolean(),
      /** Its constants, so an older version can be loaded into the editor and saved again as a new one; null if it no longer fits today's model. */
      constants: z.nullable(pricingConstantsSchema),
    }),
  ),
});
export type PricingVersions = z.infer<typeof pricingVersionsResponseSchema>;

/** The schemas of each endpoint in pricing.endpoints.ts, by its name (the server registers them). */
export const pricingSchemas = {
  getPricingConfig: { response: pricingConfigResponseSchema },
  updatePricingConfig: { headers: pricingIfMatchHeadersSchema, body: pricingConstantsSchema, response: pricingConfigResponseSchema },
  previewPricingConfig: { body: pricingConstantsSchema, response: pricingPreviewResponseSchema },
  listPricingVersions: { response: pricingVersionsResponseSchema },
};
