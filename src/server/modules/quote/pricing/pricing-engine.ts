import type { PricingConstants } from '#shared/contracts/quote/pricing.ts';
import type { QuoteBreakdown, ValidQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import { priceAddOn, type PricedAddOn } from './add-on-rules.ts';

/** The full computed quote (the company's own figures included): what a lead stores. */
export type Breakdown = QuoteBreakdown;

/** Money to the cent, other figures to 2 decimals: rounding happens only here, at the edge. */
// The epsilon keeps exact half-cents (1.005) from rounding down through binary floating point.
const cents = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
const two = cents;

const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function describe(addOns: PricedAddOn[], oneTime: boolean): string {
  if (addOns.length === 0) return 'No additional services selected';
  return addOns
    .map((a) =>
      oneTime
        ? `${a.name}: ${usd(cents(a.perOccurrence))} (one visit)`
        : `${a.name}: ${usd(cents(a.perOccurrence))} per visit, ${formatTimes(a.occurrencesPerYear)} a year`,
    )
    .join('; ');
}

function formatTimes(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

/**
 * The industry method of pricing-model §6.2: labor hours from production rate
 * and frequency, a billing rate from wage, burden, overhead and profit,
 * supplies as a share of labor, sessions per month at 52/12 weeks, add-ons
 * with markup. Pure and deterministic: same request and constants, same price.
 */
export function computeBreakdown(request: ValidQuoteRequest, c: PricingConstants): Breakdown {
  const facility = c.facilities[request.facilityType];
  const freq = c.frequencies[request.frequency];
  const oneTime = request.frequency === 'One-time';

  // labor
  const burdenedWage = c.baseWage * (1 + c.laborBurden);
  const billingRate = burdenedWage / (1 - c.overheadShare - c.profitShare);
  const totalLaborHours = Math.max(freq.minLaborHours, (request.squareFootage / facility.sqftPerLaborHour) * freq.adjustment);
  const cleanersNeeded = Math.max(1, Math.ceil(totalLaborHours / freq.maxHoursPerCleaner - 1e-9));
  const laborCostPerSession = totalLaborHours * billingRate;

  // supplies
  const suppliesPerSession = laborCostPerSession * (c.supplyPercentage / 100);

  // scheduling
  const sessionsPerMonth = oneTime ? 1 : freq.sessionsPerYear / 12;
  const baseCostPerSession = laborCostPerSession + suppliesPerSession;
  const baseMonthlyCost = baseCostPerSession * sessionsPerMonth;

  // add-ons
  const building = { squareFootage: request.squareFootage, facilityType: request.facilityType };
  const addOns = request.additionalServices.map((name) => priceAddOn(name, building, c, oneTime));
  const addOnsCost = addOns.reduce((sum, a) => sum + a.contribution, 0);

  const totalMonthly = baseMonthlyCost + addOnsCost;
  const totalAnnual = oneTime ? totalMonthly : totalMonthly * 12;

  return {
    companyName: request.companyName,
    facilityType: request.facilityType,
    facilitySize: request.facilitySize,
    squareFootage: request.squareFootage,
    frequency: request.frequency,
    totalMonthlyCost: cents(totalMonthly),
    totalAnnualCost: cents(totalAnnual),
    laborCosts: {
      baseWagePerHour: cents(c.baseWage),
      overheadAndTaxesPerHour: cents(billingRate - c.baseWage),
      totalHourlyRatePerCleaner: cents(billingRate),
      cleanersNeeded,
      hoursPerCleanerPerSession: two(totalLaborHours / cleanersNeeded),
      totalLaborHoursPerSession: two(totalLaborHours),
      laborCostPerSession: cents(laborCostPerSession),
    },
    productivity: {
      productivityRate: Math.round(facility.sqftPerLaborHour * 8),
      facilityTypeCategory: facility.category,
      frequencyAdjustment: two(freq.adjustment),
    },
    supplies: {
      supplyCostPercentage: c.supplyPercentage,
      chemicalEquipmentCostPerSession: cents(suppliesPerSession),
    },
    scheduling: {
      sessionsPerMonth: two(sessionsPerMonth),
      baseCostPerSession: cents(baseCostPerSession),
      baseMonthlyCost: cents(baseMonthlyCost),
    },
    additionalServices: {
      hasAdditionalServices: addOns.length > 0,
      additionalServicesDescription: describe(addOns, oneTime),
      markupPercentage: Math.round(c.addOnMarkup * 10000) / 100,
      additionalServicesCost: cents(addOnsCost),
    },
  };
}
