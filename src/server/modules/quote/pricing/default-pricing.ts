import type { PricingConstants } from '#shared/contracts/quote/pricing.ts';

/**
 * The defaults of shared/reference/pricing-model.md §6.1 and §6.3, with the
 * reasons there. Seeded as version 1 of the pricing configuration; a version
 * saved before a frequency existed gets that frequency's row from here
 * (stored-constants.ts, decision 0039).
 */
export const defaultPricing: PricingConstants = {
  baseWage: 19,
  laborBurden: 0.25,
  overheadShare: 0.12,
  profitShare: 0.1,
  supplyPercentage: 10,
  addOnMarkup: 0.15,
  addOnMinimum: 150,
  facilities: {
    office: { sqftPerLaborHour: 3500, category: 'Standard commercial', hardFloorShare: 0.3 },
    medical: { sqftPerLaborHour: 2500, category: 'Healthcare / high-disinfection', hardFloorShare: 0.7 },
    industrial: { sqftPerLaborHour: 4500, category: 'Industrial / heavy soil', hardFloorShare: 0.7 },
    retail: { sqftPerLaborHour: 4000, category: 'Retail / public floor', hardFloorShare: 0.6 },
    educational: { sqftPerLaborHour: 3000, category: 'Educational / high-traffic', hardFloorShare: 0.6 },
    restaurant: { sqftPerLaborHour: 2000, category: 'Food service / grease', hardFloorShare: 0.9 },
    gym: { sqftPerLaborHour: 2800, category: 'Fitness / locker rooms', hardFloorShare: 0.6 },
    warehouse: { sqftPerLaborHour: 8000, category: 'Open-floor / low-detail', hardFloorShare: 0.9 },
    other: { sqftPerLaborHour: 3000, category: 'Standard commercial', hardFloorShare: 0.5 },
  },
  frequencies: {
    'Daily-5': { adjustment: 1, sessionsPerYear: 260, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    'Daily-7': { adjustment: 1, sessionsPerYear: 365, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    Weekly: { adjustment: 1.3, sessionsPerYear: 52, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    'Bi-weekly': { adjustment: 1.45, sessionsPerYear: 26, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    // Not in the reference model: decision 0039. 2 and 3 visits on weekdays of each of 52 weeks; the time
    // per visit between Daily-5's and Weekly's, from the days of soil since the last visit.
    '2x-Weekly': { adjustment: 1.15, sessionsPerYear: 104, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    '3x-Weekly': { adjustment: 1.1, sessionsPerYear: 156, maxHoursPerCleaner: 4, minLaborHours: 1.5 },
    Monthly: { adjustment: 1.75, sessionsPerYear: 12, maxHoursPerCleaner: 8, minLaborHours: 2 },
    Quarterly: { adjustment: 2.25, sessionsPerYear: 4, maxHoursPerCleaner: 8, minLaborHours: 3 },
    // A one-time clean is not annualised: one session, annual total = monthly total.
    'One-time': { adjustment: 3, sessionsPerYear: 1, maxHoursPerCleaner: 8, minLaborHours: 4 },
  },
  addOns: {
    'Floor Care & Maintenance': { unitPrice: 0.35, occurrencesPerYear: 2 },
    'Carpet Cleaning': { unitPrice: 0.2, occurrencesPerYear: 1 },
    'Window Cleaning': { unitPrice: 5, occurrencesPerYear: 4 },
    'Post-Construction Cleanup': { unitPrice: 0.3, occurrencesPerYear: 1 },
    'Move-In/Move-Out Cleaning': { unitPrice: 0.2, occurrencesPerYear: 1 },
    'Pressure Washing': { unitPrice: 0.2, occurrencesPerYear: 2 },
    'Parking Lot Sweeping': { unitPrice: 75, occurrencesPerYear: 24 },
    'Light Fixture & Ceiling Cleaning': { unitPrice: 4, occurrencesPerYear: 2 },
    'Air Vent & Duct Cleaning': { unitPrice: 30, occurrencesPerYear: 1 },
    'Restroom Deep Restoration': { unitPrice: 175, occurrencesPerYear: 4 },
    'Day Porter Services': { unitPrice: 30, occurrencesPerYear: 260 },
    'Event Cleanup': { unitPrice: 32, occurrencesPerYear: 12 },
  },
  quantities: {
    sqftPerWindowPane: 150,
    sqftPerLightFixture: 80,
    sqftPerAirVent: 200,
    sqftPerRestroom: 5000,
    pressureWashShareOfFloor: 0.2,
    parkingLotFactor: 1.4,
    sweeperSqftPerHour: 60_000,
    sweeperMinimumHours: 1,
    dayPorterHoursPerDay: 4,
    eventSqftPerHour: 2500,
    eventMinimumHours: 4,
  },
};
