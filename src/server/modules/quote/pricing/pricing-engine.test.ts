import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quoteRequestSchema, type QuoteRequest } from '#shared/contracts/quote/quotes.ts';
import {
  additionalServiceNames,
  facilityTypes,
  frequencies,
  SQUARE_FOOTAGE_MAX,
  SQUARE_FOOTAGE_MIN,
  type Frequency,
} from '#shared/domain/quote.ts';
import { computeBreakdown } from './pricing-engine.ts';
import { defaultPricing } from './default-pricing.ts';
import { priceAddOn } from './add-on-rules.ts';
import { workedExamples } from './worked-examples.ts';

const quote = (r: Partial<QuoteRequest>) =>
  computeBreakdown(
    quoteRequestSchema.parse({
      companyName: 'Acme',
      firstName: 'Dana',
      lastName: 'Reyes',
      phone: '612-555-0134',
      email: 'a@b.example',
      facilityType: 'office',
      squareFootage: 10_000,
      frequency: 'Weekly',
      ...r,
    }),
    defaultPricing,
  );

describe('worked examples of the pricing model (§7), to the cent', () => {
  it('the shared worked examples (the Settings preview prices these) match §7 to the cent', () => {
    expect(workedExamples.map((e) => e.id)).toEqual(['office-weekly', 'office-weekly-add-ons', 'medical-daily-5']);
    for (const e of workedExamples) {
      const q = computeBreakdown(e.request, defaultPricing);
      expect({ id: e.id, totalMonthlyCost: q.totalMonthlyCost, totalAnnualCost: q.totalAnnualCost }).toEqual({ id: e.id, ...e.spec });
    }
  });

  it('10,000 sq ft office, weekly', () => {
    const q = quote({});
    expect(q.laborCosts).toEqual({
      baseWagePerHour: 19,
      overheadAndTaxesPerHour: 11.45,
      totalHourlyRatePerCleaner: 30.45,
      cleanersNeeded: 1,
      hoursPerCleanerPerSession: 3.71,
      totalLaborHoursPerSession: 3.71,
      laborCostPerSession: 113.1,
    });
    expect(q.productivity).toEqual({ productivityRate: 28000, facilityTypeCategory: 'Standard commercial', frequencyAdjustment: 1.3 });
    expect(q.supplies).toEqual({ supplyCostPercentage: 10, chemicalEquipmentCostPerSession: 11.31 });
    expect(q.scheduling).toEqual({ sessionsPerMonth: 4.33, baseCostPerSession: 124.4, baseMonthlyCost: 539.09 });
    expect(q.additionalServices).toMatchObject({ hasAdditionalServices: false, markupPercentage: 15, additionalServicesCost: 0 });
    expect(q.totalMonthlyCost).toBe(539.09);
    expect(q.totalAnnualCost).toBe(6469.05);
  });

  it('10,000 sq ft office, weekly, with carpet cleaning yearly and windows quarterly', () => {
    const q = quote({ additionalServices: ['Carpet Cleaning', 'Window Cleaning'] });
    expect(q.additionalServices.additionalServicesCost).toBe(262.58);
    expect(q.totalMonthlyCost).toBe(801.67);
    expect(q.totalAnnualCost).toBe(9620.05);
    expect(q.additionalServices.additionalServicesDescription).toContain('Carpet Cleaning: $1,610.00 per visit, once a year');
  });

  it('25,000 sq ft medical facility, Daily-5', () => {
    const q = quote({ facilityType: 'medical', squareFootage: 25_000, frequency: 'Daily-5' });
    expect(q.laborCosts).toMatchObject({
      cleanersNeeded: 3,
      hoursPerCleanerPerSession: 3.33,
      totalLaborHoursPerSession: 10,
      laborCostPerSession: 304.49,
    });
    expect(q.productivity).toEqual({
      productivityRate: 20000,
      facilityTypeCategory: 'Healthcare / high-disinfection',
      frequencyAdjustment: 1,
    });
    expect(q.supplies.chemicalEquipmentCostPerSession).toBe(30.45);
    expect(q.scheduling).toEqual({ sessionsPerMonth: 21.67, baseCostPerSession: 334.94, baseMonthlyCost: 7256.94 });
    expect(q.totalMonthlyCost).toBe(7256.94);
    expect(q.totalAnnualCost).toBe(87083.33);
  });

  it('add-on prices per occurrence for a 10,000 sq ft office match table 6.3', () => {
    const b = { squareFootage: 10_000, facilityType: 'office' as const };
    const perOccurrence = Object.fromEntries(
      additionalServiceNames.map((n) => [n, Math.round(priceAddOn(n, b, defaultPricing, false).perOccurrence * 100) / 100]),
    );
    const monthly = Object.fromEntries(
      additionalServiceNames.map((n) => [n, Math.round(priceAddOn(n, b, defaultPricing, false).contribution * 100) / 100]),
    );
    expect(perOccurrence).toMatchObject({
      'Floor Care & Maintenance': 1207.5,
      'Carpet Cleaning': 1610,
      'Window Cleaning': 385.25,
      'Post-Construction Cleanup': 3450,
      'Move-In/Move-Out Cleaning': 2300,
      'Pressure Washing': 460,
      'Parking Lot Sweeping': 86.25,
      'Light Fixture & Ceiling Cleaning': 575,
      'Air Vent & Duct Cleaning': 1725,
      'Restroom Deep Restoration': 402.5,
      'Event Cleanup': 147.2,
    });
    expect(monthly).toMatchObject({
      'Floor Care & Maintenance': 201.25,
      'Carpet Cleaning': 134.17,
      'Window Cleaning': 128.42,
      'Pressure Washing': 76.67,
      'Parking Lot Sweeping': 172.5,
      'Light Fixture & Ceiling Cleaning': 95.83,
      'Air Vent & Duct Cleaning': 143.75,
      'Restroom Deep Restoration': 134.17,
      'Day Porter Services': 2990,
      'Event Cleanup': 147.2,
    });
  });

  it('sanity checks of §7.3: one-time 10,000 sq ft office and a small weekly office', () => {
    const oneTime = quote({ frequency: 'One-time' });
    expect(Math.round(oneTime.totalMonthlyCost)).toBe(287);
    expect(oneTime.totalAnnualCost).toBe(oneTime.totalMonthlyCost);
    expect(oneTime.scheduling.sessionsPerMonth).toBe(1);
    expect(Math.round(quote({ squareFootage: 1000 }).totalMonthlyCost)).toBe(218);
  });

  // Decision 0039: 2 and 3 times a week, worked by hand. Billing rate 19 × 1.25 / (1 − 0.12 − 0.10)
  // = 23.75 / 0.78 = $30.448718 an hour; supplies 10% of labor.
  it('10,000 sq ft office, 2 times a week', () => {
    // Hours: 10,000 ÷ 3,500 × 1.15 = 3.285714 (one cleaner, under 4 h). Labor 3.285714 × 30.448718 = 100.0458;
    // supplies 10.0046; per visit 110.0504. Visits 2 × 52 ÷ 12 = 104 ÷ 12 = 8.666667 a month:
    // 110.0504 × 8.666667 = 953.7698 a month, × 12 = 11,445.24 a year.
    const q = quote({ frequency: '2x-Weekly' });
    expect(q.laborCosts).toMatchObject({
      cleanersNeeded: 1,
      hoursPerCleanerPerSession: 3.29,
      totalLaborHoursPerSession: 3.29,
      laborCostPerSession: 100.05,
    });
    expect(q.productivity.frequencyAdjustment).toBe(1.15);
    expect(q.supplies.chemicalEquipmentCostPerSession).toBe(10);
    expect(q.scheduling).toEqual({ sessionsPerMonth: 8.67, baseCostPerSession: 110.05, baseMonthlyCost: 953.77 });
    expect(q.totalMonthlyCost).toBe(953.77);
    expect(q.totalAnnualCost).toBe(11445.24);
  });

  it('10,000 sq ft office, 3 times a week', () => {
    // Hours: 10,000 ÷ 3,500 × 1.10 = 3.142857. Labor 3.142857 × 30.448718 = 95.6960; supplies 9.5696;
    // per visit 105.2656. Visits 3 × 52 ÷ 12 = 13 a month: 105.2656 × 13 = 1,368.4524 a month;
    // × 12 = 16,421.43 a year.
    const q = quote({ frequency: '3x-Weekly' });
    expect(q.laborCosts).toMatchObject({ cleanersNeeded: 1, totalLaborHoursPerSession: 3.14, laborCostPerSession: 95.7 });
    expect(q.productivity.frequencyAdjustment).toBe(1.1);
    expect(q.supplies.chemicalEquipmentCostPerSession).toBe(9.57);
    expect(q.scheduling).toEqual({ sessionsPerMonth: 13, baseCostPerSession: 105.27, baseMonthlyCost: 1368.45 });
    expect(q.totalMonthlyCost).toBe(1368.45);
    expect(q.totalAnnualCost).toBe(16421.43);
  });

  it('2 and 3 times a week: the minimum visit for a small office, and the crew split for a large one', () => {
    // 1,000 sq ft: 1,000 ÷ 3,500 × 1.15 = 0.33 h, below the 1.5 h minimum. 1.5 × 30.448718 × 1.10 = 50.2404
    // a visit; × 8.666667 = 435.42 a month.
    const small = quote({ squareFootage: 1000, frequency: '2x-Weekly' });
    expect(small.laborCosts.totalLaborHoursPerSession).toBe(1.5);
    expect(small.scheduling.baseCostPerSession).toBe(50.24);
    expect(small.totalMonthlyCost).toBe(435.42);
    // 25,000 sq ft medical: 25,000 ÷ 2,500 × 1.10 = 11 h, three cleaners (4 h at most each) of 3.67 h.
    // 11 × 30.448718 = 334.9359; supplies 33.4936; per visit 368.4295; × 13 = 4,789.58 a month; × 12 = 57,475.00.
    const large = quote({ facilityType: 'medical', squareFootage: 25_000, frequency: '3x-Weekly' });
    expect(large.laborCosts).toMatchObject({ cleanersNeeded: 3, hoursPerCleanerPerSession: 3.67, laborCostPerSession: 334.94 });
    expect(large.scheduling).toEqual({ sessionsPerMonth: 13, baseCostPerSession: 368.43, baseMonthlyCost: 4789.58 });
    expect(large.totalAnnualCost).toBe(57475);
  });

  it('floors per-square-foot project work at the minimum charge', () => {
    const small = priceAddOn('Carpet Cleaning', { squareFootage: 500, facilityType: 'office' }, defaultPricing, true);
    expect(small.perOccurrence).toBe(150);
  });
});

describe('properties', () => {
  // Recurring frequencies from least to most frequent.
  const byFrequency: Frequency[] = ['Quarterly', 'Monthly', 'Bi-weekly', 'Weekly', '2x-Weekly', '3x-Weekly', 'Daily-5', 'Daily-7'];
  const request = fc.record({
    facilityType: fc.constantFrom(...facilityTypes),
    squareFootage: fc.integer({ min: SQUARE_FOOTAGE_MIN, max: SQUARE_FOOTAGE_MAX }),
    frequency: fc.constantFrom(...frequencies),
    additionalServices: fc.subarray([...additionalServiceNames]),
  });

  it('never gives NaN, Infinity or a negative amount for any request the schema accepts', () => {
    fc.assert(
      fc.property(request, (r) => {
        const q = quote(r);
        const numbers: number[] = [];
        const walk = (v: unknown) => {
          if (typeof v === 'number') numbers.push(v);
          else if (v && typeof v === 'object') Object.values(v).forEach(walk);
        };
        walk(q);
        expect(numbers.length).toBeGreaterThan(15);
        for (const n of numbers) {
          expect(Number.isFinite(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(q.totalMonthlyCost).toBeGreaterThan(0);
        expect(q.totalAnnualCost).toBeGreaterThanOrEqual(q.totalMonthlyCost);
        expect(q.laborCosts.cleanersNeeded).toBeGreaterThanOrEqual(1);
        expect(q.laborCosts.hoursPerCleanerPerSession).toBeLessThanOrEqual(
          defaultPricing.frequencies[r.frequency].maxHoursPerCleaner + 0.005,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('the monthly price never decreases with more square feet', () => {
    fc.assert(
      fc.property(request, fc.integer({ min: 0, max: 50_000 }), (r, extra) => {
        const bigger = Math.min(SQUARE_FOOTAGE_MAX, r.squareFootage + extra);
        expect(quote({ ...r, squareFootage: bigger }).totalMonthlyCost).toBeGreaterThanOrEqual(quote(r).totalMonthlyCost);
      }),
      { numRuns: 500 },
    );
  });

  it('the monthly price never decreases with more frequent cleaning', () => {
    fc.assert(
      fc.property(request, fc.integer({ min: 0, max: byFrequency.length - 2 }), (r, i) => {
        const less = quote({ ...r, frequency: byFrequency[i]! }).totalMonthlyCost;
        const more = quote({ ...r, frequency: byFrequency[i + 1]! }).totalMonthlyCost;
        expect(more).toBeGreaterThanOrEqual(less);
      }),
      { numRuns: 500 },
    );
  });

  it('a visit never takes longer when visits come more often (less soil between them)', () => {
    fc.assert(
      fc.property(request, fc.integer({ min: 0, max: byFrequency.length - 2 }), (r, i) => {
        const less = quote({ ...r, frequency: byFrequency[i]! }).laborCosts.totalLaborHoursPerSession;
        const more = quote({ ...r, frequency: byFrequency[i + 1]! }).laborCosts.totalLaborHoursPerSession;
        expect(more).toBeLessThanOrEqual(less);
      }),
      { numRuns: 300 },
    );
  });

  it('add-ons only add', () => {
    fc.assert(
      fc.property(request, (r) => {
        const without = quote({ ...r, additionalServices: [] });
        const withAddOns = quote(r);
        expect(withAddOns.totalMonthlyCost).toBeGreaterThanOrEqual(without.totalMonthlyCost);
        expect(withAddOns.scheduling.baseMonthlyCost).toBe(without.scheduling.baseMonthlyCost);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(request, (r) => {
        expect(quote(r)).toEqual(quote(r));
      }),
      { numRuns: 100 },
    );
  });
});
