import type { PricingConstants } from '#shared/contracts/quote/pricing.ts';
import type { AdditionalServiceName, FacilityType } from '#shared/domain/quote.ts';

interface Building {
  squareFootage: number;
  facilityType: FacilityType;
}

interface AddOnRule {
  /** Units per occurrence (sq ft, panes, fixtures, hours...) when only the building size is known. */
  quantity(b: Building, c: PricingConstants): number;
  /** Priced per square foot: such project work has a minimum charge per occurrence. */
  perSquareFoot: boolean;
  unit: string;
}

const hardFloor = (b: Building, c: PricingConstants) => c.facilities[b.facilityType].hardFloorShare * b.squareFootage;

/** Default quantity rules of pricing-model §6.3. */
export const addOnRules: Record<AdditionalServiceName, AddOnRule> = {
  'Floor Care & Maintenance': { quantity: hardFloor, perSquareFoot: true, unit: 'sq ft of hard floor' },
  'Carpet Cleaning': { quantity: (b, c) => b.squareFootage - hardFloor(b, c), perSquareFoot: true, unit: 'sq ft of carpet' },
  'Window Cleaning': {
    quantity: (b, c) => Math.ceil(b.squareFootage / c.quantities.sqftPerWindowPane),
    perSquareFoot: false,
    unit: 'panes',
  },
  'Post-Construction Cleanup': { quantity: (b) => b.squareFootage, perSquareFoot: true, unit: 'sq ft' },
  'Move-In/Move-Out Cleaning': { quantity: (b) => b.squareFootage, perSquareFoot: true, unit: 'sq ft' },
  'Pressure Washing': {
    quantity: (b, c) => c.quantities.pressureWashShareOfFloor * b.squareFootage,
    perSquareFoot: true,
    unit: 'sq ft of flatwork',
  },
  'Parking Lot Sweeping': {
    quantity: (b, c) =>
      Math.max(c.quantities.sweeperMinimumHours, (c.quantities.parkingLotFactor * b.squareFootage) / c.quantities.sweeperSqftPerHour),
    perSquareFoot: false,
    unit: 'sweeper hours',
  },
  'Light Fixture & Ceiling Cleaning': {
    quantity: (b, c) => Math.ceil(b.squareFootage / c.quantities.sqftPerLightFixture),
    perSquareFoot: false,
    unit: 'fixtures',
  },
  'Air Vent & Duct Cleaning': {
    quantity: (b, c) => Math.ceil(b.squareFootage / c.quantities.sqftPerAirVent),
    perSquareFoot: false,
    unit: 'vents',
  },
  'Restroom Deep Restoration': {
    quantity: (b, c) => Math.max(1, Math.ceil(b.squareFootage / c.quantities.sqftPerRestroom)),
    perSquareFoot: false,
    unit: 'restrooms',
  },
  // One porter day; the occurrences per year (260) make it a weekday service.
  'Day Porter Services': { quantity: (_b, c) => c.quantities.dayPorterHoursPerDay, perSquareFoot: false, unit: 'porter hours per day' },
  'Event Cleanup': {
    quantity: (b, c) => Math.max(c.quantities.eventMinimumHours, b.squareFootage / c.quantities.eventSqftPerHour),
    perSquareFoot: false,
    unit: 'labor hours per event',
  },
};

export interface PricedAddOn {
  name: AdditionalServiceName;
  quantity: number;
  unit: string;
  perOccurrence: number;
  occurrencesPerYear: number;
  /** What it adds to the monthly total (recurring) or to the one-time total. */
  contribution: number;
}

/** perOccurrence = unit price x quantity x (1 + markup), floored at the minimum for per-sq-ft work. */
export function priceAddOn(name: AdditionalServiceName, b: Building, c: PricingConstants, oneTime: boolean): PricedAddOn {
  const rule = addOnRules[name];
  const { unitPrice, occurrencesPerYear } = c.addOns[name];
  const quantity = rule.quantity(b, c);
  const marked = unitPrice * quantity * (1 + c.addOnMarkup);
  const perOccurrence = rule.perSquareFoot ? Math.max(c.addOnMinimum, marked) : marked;
  return {
    name,
    quantity,
    unit: rule.unit,
    perOccurrence,
    occurrencesPerYear,
    contribution: oneTime ? perOccurrence : (perOccurrence * occurrencesPerYear) / 12,
  };
}
