import { pricingConstantsSchema, type PricingConstants } from '#shared/contracts/quote/pricing.ts';
import { frequencies, type Frequency } from '#shared/domain/quote.ts';
import { defaultPricing } from './default-pricing.ts';

/**
 * Pricing versions are never rewritten: a lead names the version that priced it, and that version's
 * stored constants give its price again. A frequency added to the model later (2 and 3 times a week,
 * decision 0039) has no row in the versions saved before it; these read such a version as today's model
 * does, its own rows untouched and the missing frequencies' rows taken from the defaults. No quote of
 * the missing frequency was ever priced with it, so no old price moves.
 */

const frequencyRows = (stored: unknown): Record<string, unknown> => {
  const rows = (stored as { frequencies?: unknown } | null)?.frequencies;
  return rows && typeof rows === 'object' ? (rows as Record<string, unknown>) : {};
};

/** The frequencies a stored version has no row for. */
export function missingFrequencies(stored: unknown): Frequency[] {
  const rows = frequencyRows(stored);
  return frequencies.filter((f) => !(f in rows));
}

/** A stored version with the rows it lacks filled in from the defaults (its own rows as saved). */
function withMissingFrequencies(stored: unknown): unknown {
  const missing = missingFrequencies(stored);
  if (missing.length === 0 || !stored || typeof stored !== 'object') return stored;
  const added = Object.fromEntries(missing.map((f) => [f, defaultPricing.frequencies[f]]));
  return { ...stored, frequencies: { ...frequencyRows(stored), ...added } };
}

/** A stored version's constants as today's model reads them; throws if they do not fit it. */
export function readStoredConstants(stored: unknown): PricingConstants {
  return pricingConstantsSchema.parse(withMissingFrequencies(stored));
}

/** As readStoredConstants, or null for constants that no longer fit the model. */
export function tryReadStoredConstants(stored: unknown): PricingConstants | null {
  return pricingConstantsSchema.safeParse(withMissingFrequencies(stored)).data ?? null;
}
