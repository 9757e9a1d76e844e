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

/** The schemas of each endpoint in pricing.endpoints.ts, by its name (the server registers them). */
export const pricingSchemas = {
  getPricingConfig: { response: pricingConfigResponseSchema },
  updatePricingConfig: { body: pricingConstantsSchema, response: pricingConfigResponseSchema },
};
