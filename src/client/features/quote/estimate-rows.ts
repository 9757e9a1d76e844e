import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { facilityTypeLabels, frequencyLabels } from '#shared/domain/quote.ts';
import { formatCount, formatHours, formatMoney, formatSessions } from './format.ts';

/** One line of an estimate table: what, how much (right-aligned), per what. */
export interface EstimateRow {
  label: string;
  value: string;
  unit?: string | undefined;
  /** Subtotals and totals are set off with a rule and bold type. */
  emphasis?: 'subtotal' | 'total' | undefined;
}

export interface DetailItem {
  label: string;
  value: string;
}

export function isOneTime(result: QuoteResult): boolean {
  return result.frequency === 'One-time';
}

export function facilityDetails(result: QuoteResult): DetailItem[] {
  return [
    { label: 'Company', value: result.companyName },
    { label: 'Facility type', value: facilityTypeLabels[result.facilityType] },
    { label: 'Square footage', value: `${formatCount(result.squareFootage)} sq ft` },
    { label: 'Cleaning frequency', value: frequencyLabels[result.frequency] },
  ];
}

/**
 * What the client buys, visit by visit (issue 30, decision 0038): how many visits a month, the crew and
 * its hours, the price of a visit and of a month of them, and the total. None of the company's costs.
 */
export function visitRows(result: QuoteResult): EstimateRow[] {
  const { laborCosts: crew, scheduling: s, additionalServices: a } = result;
  const crewRows: EstimateRow[] = [
    { label: 'Cleaners per visit', value: formatCount(crew.cleanersNeeded), unit: crew.cleanersNeeded === 1 ? 'cleaner' : 'cleaners' },
    { label: 'Hours per cleaner', value: formatHours(crew.hoursPerCleanerPerSession), unit: 'hours a visit' },
  ];
  const addOns = formatMoney(a.hasAdditionalServices ? a.additionalServicesCost : 0);
  if (isOneTime(result)) {
    return [
      ...crewRows,
      { label: 'Cleaning visit', value: formatMoney(s.baseCostPerSession), unit: 'one visit' },
      { label: 'Additional services', value: addOns, unit: 'one-time' },
      { label: 'Total price', value: formatMoney(result.totalMonthlyCost), unit: 'one-time', emphasis: 'total' },
    ];
  }
  return [
    { label: 'Visits per month', value: formatSessions(s.sessionsPerMonth), unit: 'on average' },
    ...crewRows,
    { label: 'Price per visit', value: formatMoney(s.baseCostPerSession), unit: 'per visit' },
    { label: 'Routine cleaning', value: formatMoney(s.baseMonthlyCost), unit: 'per month', emphasis: 'subtotal' },
    { label: 'Additional services', value: addOns, unit: 'per month' },
    { label: 'Total monthly price', value: formatMoney(result.totalMonthlyCost), unit: 'per month', emphasis: 'total' },
  ];
}

/** One chosen additional service and what it costs ("$1,610.00 per visit, once a year"). */
export interface AddOnItem {
  name: string;
  pricing: string;
}

/** The chosen additional services, read from the quote's description ("Name: pricing; Name: pricing"). */
export function additionalServiceItems({ additionalServices: a }: QuoteResult): AddOnItem[] {
  if (!a.hasAdditionalServices) return [];
  return a.additionalServicesDescription
    .split(/;\s*/)
    .map((segment) => segment.trim())
    .filter(Boolean)
    .map((segment) => {
      const at = segment.indexOf(':');
      return at < 0 ? { name: segment, pricing: '' } : { name: segment.slice(0, at).trim(), pricing: segment.slice(at + 1).trim() };
    });
}
