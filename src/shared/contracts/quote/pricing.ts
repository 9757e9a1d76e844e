import { z } from 'zod';
import { additionalServiceNames, facilityTypes, frequencies } from '../../domain/quote.ts';

const share = z.number().min(0).max(1);
const positive = z.number().positive().finite();

/**
 * Every constant of the pricing model (shared/reference/pricing-model.md §6),
 * stored in the database so the company can change prices without code.
 */
export const pricingConstantsSchema = z
  .object({
    baseWage: positive.max(200),
    laborBurden: share,
    overheadShare: share,
    profitShare: share,
    supplyPercentage: z.number().min(0).max(100),
    addOnMarkup: share,
    addOnMinimum: z.number().min(0).max(100_000),
    facilities: z.object(
      Object.fromEntries(
        facilityTypes.map((t) => [
          t,
          z.object({ sqftPerLaborHour: positive.max(100_000), category: z.string().min(1).max(80), hardFloorShare: share }),
        ]),
      ) as Record<(typeof facilityTypes)[number], z.ZodObject<{ sqftPerLaborHour: typeof positive; category: z.ZodString; hardFloorShare: typeof share }>>,
    ),
    frequencies: z.object(
      Object.fromEntries(
        frequencies.map((f) => [
          f,
          z.object({
            adjustment: positive.max(10),
            sessionsPerYear: positive.max(1000),
            maxHoursPerCleaner: positive.max(24),
            minLaborHours: z.number().min(0).max(100),
          }),
        ]),
      ) as Record<
        (typeof frequencies)[number],
        z.ZodObject<{ adjustment: typeof positive; sessionsPerYear: typeof positive; maxHoursPerCleaner: typeof positive; minLaborHours: z.ZodNumber }>
      >,
    ),
    addOns: z.object(
      Object.fromEntries(
        additionalServiceNames.map((name) => [name, z.object({ unitPrice: z.number().min(0).max(100_000), occurrencesPerYear: positive.max(366) })]),
      ) as Record<(typeof additionalServiceNames)[number], z.ZodObject<{ unitPrice: z.ZodNumber; occurrencesPerYear: typeof positive }>>,
    ),
    /** Parameters of the default quantity rules (pricing-model §6.3). */
    quantities: z.object({
      sqftPerWindowPane: positive,
      sqftPerLightFixture: positive,
      sqftPerAirVent: positive,
      sqftPerRestroom: positive,
      pressureWashShareOfFloor: share,
      parkingLotFactor: positive,
      sweeperSqftPerHour: positive,
      sweeperMinimumHours: z.number().min(0),
      dayPorterHoursPerDay: positive,
      eventSqftPerHour: positive,
      eventMinimumHours: z.number().min(0),
    }),
  })
  .refine((c) => c.overheadShare + c.profitShare < 0.9, 'Overhead and profit together must stay below 90% of the price');
export type PricingConstants = z.infer<typeof pricingConstantsSchema>;

/** GET/PUT /api/admin/pricing-config. */
export const pricingConfigResponseSchema = z.object({
  version: z.number().int(),
  constants: pricingConstantsSchema,
  updatedAt: z.string(),
});
export type PricingConfigResponse = z.infer<typeof pricingConfigResponseSchema>;
