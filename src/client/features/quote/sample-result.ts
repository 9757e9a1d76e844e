import type { QuoteResult } from '#shared/contracts/quotes.ts';

/** A realistic result (10,000 sq ft office, weekly, one add-on), for unit tests of the estimate. */
export const sampleQuoteResult: QuoteResult = {
  leadId: 'lead_7f3a',
  companyName: 'Acme Offices',
  facilityType: 'office',
  facilitySize: 'medium',
  squareFootage: 10000,
  frequency: 'Weekly',
  totalMonthlyCost: 1216.4,
  totalAnnualCost: 14596.8,
  laborCosts: {
    baseWagePerHour: 19,
    overheadAndTaxesPerHour: 11.45,
    totalHourlyRatePerCleaner: 30.45,
    cleanersNeeded: 1,
    hoursPerCleanerPerSession: 3.714,
    totalLaborHoursPerSession: 3.714,
    laborCostPerSession: 113.09,
  },
  productivity: { productivityRate: 28000, facilityTypeCategory: 'Standard commercial', frequencyAdjustment: 1.3 },
  supplies: { supplyCostPercentage: 10, chemicalEquipmentCostPerSession: 11.31 },
  scheduling: { sessionsPerMonth: 4.333, baseCostPerSession: 124.4, baseMonthlyCost: 539.07 },
  additionalServices: {
    hasAdditionalServices: true,
    additionalServicesDescription: 'Carpet Cleaning: hot-water extraction of 7,000 sq ft, once a year',
    markupPercentage: 15,
    additionalServicesCost: 677.33,
  },
};
