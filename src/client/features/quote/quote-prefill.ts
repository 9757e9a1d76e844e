import { facilityTypeForServiceId, facilityTypes, type FacilityType } from '#shared/domain/quote.ts';
import type { QuoteFormValues } from './quote-form-values.ts';

/** 'st-louis-park' -> 'St Louis Park'; anything that is not a plain slug gives ''. */
export function cityNameFromSlug(slug: string): string {
  const clean = slug.trim().toLowerCase();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(clean) || clean.length > 80) return '';
  return clean
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function isFacilityType(value: string): value is FacilityType {
  return (facilityTypes as readonly string[]).includes(value);
}

/**
 * What links may preset in the calculator: ?service=<services page id> or
 * ?type=<facility type> (type wins), ?sqft=<number>, ?city=<city slug> (into the address).
 */
export function calculatorPrefill(search: string): Partial<QuoteFormValues> {
  const params = new URLSearchParams(search);
  const prefill: Partial<QuoteFormValues> = {};

  const service = params.get('service');
  if (service && Object.hasOwn(facilityTypeForServiceId, service)) {
    prefill.facilityType = facilityTypeForServiceId[service];
  }
  const type = params.get('type');
  if (type && isFacilityType(type)) prefill.facilityType = type;

  const sqft = params.get('sqft')?.replaceAll(',', '').trim();
  if (sqft && /^\d{1,9}$/.test(sqft) && Number(sqft) > 0) prefill.squareFootage = String(Number(sqft));

  const city = cityNameFromSlug(params.get('city') ?? '');
  if (city) prefill.address = city;

  return prefill;
}
