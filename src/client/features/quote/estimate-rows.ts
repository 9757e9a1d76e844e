import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { facilityTypeLabels, frequencyLabels } from '#shared/domain/quote.ts';
import { formatCount, formatHours, formatMoney, formatMultiplier, formatPercent, formatRate, formatSessions } from './format.ts';

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

export function facilityDetails(result: QuoteResult): DetailItem[] {
  const size = result.facilitySize ? result.facilitySize.charAt(0).toUpperCase() + result.facilitySize.slice(1) : '';
  return [
    { label: 'Company', value: result.companyName },
    { label: 'Facility type', value: facilityTypeLabels[result.facilityType] },
    { label: 'Square footage', value: `${formatCount(result.squareFootage)} sq ft` },
    { label: 'Facility size', value: size },
    { label: 'Cleaning frequency', value: frequencyLabels[result.frequency] },
  ];
}

export function laborRows({ laborCosts: l }: QuoteResult): EstimateRow[] {
  return [
    { label: 'Base wage', value: formatRate(l.baseWagePerHour), unit: 'per hour' },
    { label: 'Overhead & taxes', value: formatRate(l.overheadAndTaxesPerHour), unit: 'per hour' },
    { label: 'Total hourly rate per cleaner', value: formatRate(l.totalHourlyRatePerCleaner), unit: 'per hour', emphasis: 'subtotal' },
    { label: 'Cleaners needed', value: formatCount(l.cleanersNeeded), unit: l.cleanersNeeded === 1 ? 'cleaner' : 'cleaners' },
    { label: 'Hours per cleaner per session', value: formatHours(l.hoursPerCleanerPerSession), unit: 'hours' },
    { label: 'Total labor hours per session', value: formatHours(l.totalLaborHoursPerSession), unit: 'hours' },
    { label: 'Labor cost per session', value: formatMoney(l.laborCostPerSession), unit: 'per session', emphasis: 'subtotal' },
  ];
}

export function productivityRows({ productivity: p }: QuoteResult): EstimateRow[] {
  return [
    { label: 'Productivity rate', value: formatCount(p.productivityRate), unit: 'sq ft per 8-hour shift' },
    { label: 'Facility category', value: p.facilityTypeCategory },
    { label: 'Frequency adjustment', value: formatMultiplier(p.frequencyAdjustment), unit: 'labor time' },
  ];
}

export function supplyRows({ supplies: s }: QuoteResult): EstimateRow[] {
  return [
    { label: 'Supply cost rate', value: formatPercent(s.supplyCostPercentage), unit: 'of labor cost' },
    { label: 'Chemicals & equipment', value: formatMoney(s.chemicalEquipmentCostPerSession), unit: 'per session' },
  ];
}

export function scheduleRows(result: QuoteResult): EstimateRow[] {
  const { scheduling: s, additionalServices: a } = result;
  return [
    { label: 'Sessions per month', value: formatSessions(s.sessionsPerMonth), unit: 'sessions' },
    { label: 'Base cost per session', value: formatMoney(s.baseCostPerSession), unit: 'per session' },
    { label: 'Base monthly cost', value: formatMoney(s.baseMonthlyCost), unit: 'per month', emphasis: 'subtotal' },
    { label: 'Additional services', value: formatMoney(a.hasAdditionalServices ? a.additionalServicesCost : 0), unit: 'per month' },
    { label: 'Total monthly cost', value: formatMoney(result.totalMonthlyCost), unit: 'per month', emphasis: 'total' },
  ];
}

export function additionalServiceRows({ additionalServices: a }: QuoteResult): EstimateRow[] {
  return [
    { label: 'Markup', value: formatPercent(a.markupPercentage), unit: 'on service prices' },
    { label: 'Additional services cost', value: formatMoney(a.additionalServicesCost), unit: 'per month', emphasis: 'subtotal' },
  ];
}
