import { describe, expect, it } from 'vitest';
import { additionalServiceItems, facilityDetails, visitRows } from './estimate-rows.ts';
import { sampleQuoteResult } from '#tests/fixtures/sample-quote-result.ts';

const values = (rows: { label: string; value: string; unit?: string | undefined }[]) => rows.map((r) => [r.label, r.value, r.unit ?? '']);

describe('estimate rows', () => {
  it('facility details use the catalogue labels', () => {
    expect(facilityDetails(sampleQuoteResult)).toEqual([
      { label: 'Company', value: 'Acme Offices' },
      { label: 'Facility type', value: 'Office Building' },
      { label: 'Square footage', value: '10,000 sq ft' },
      { label: 'Cleaning frequency', value: 'Weekly' },
    ]);
  });

  it('the visits: how many, the crew, the price of one and of a month, then the total', () => {
    const rows = visitRows(sampleQuoteResult);
    expect(values(rows)).toEqual([
      ['Visits per month', '4.3', 'on average'],
      ['Cleaners per visit', '2', 'cleaners'],
      ['Hours per cleaner', '1.9', 'hours a visit'],
      ['Price per visit', '$124', 'per visit'],
      ['Routine cleaning', '$539', 'per month'],
      ['Additional services', '$677', 'per month'],
      ['Total monthly price', '$1,216', 'per month'],
    ]);
    expect(rows.at(-1)?.emphasis).toBe('total');
  });

  it('a one-time cleaning is one visit and one price', () => {
    const oneTime = {
      ...sampleQuoteResult,
      frequency: 'One-time' as const,
      laborCosts: { cleanersNeeded: 1, hoursPerCleanerPerSession: 4, totalLaborHoursPerSession: 4 },
      totalMonthlyCost: 800,
      totalAnnualCost: 800,
      scheduling: { sessionsPerMonth: 1, baseCostPerSession: 122.6, baseMonthlyCost: 122.6 },
    };
    expect(values(visitRows(oneTime))).toEqual([
      ['Cleaners per visit', '1', 'cleaner'],
      ['Hours per cleaner', '4.0', 'hours a visit'],
      ['Cleaning visit', '$123', 'one visit'],
      ['Additional services', '$677', 'one-time'],
      ['Total price', '$800', 'one-time'],
    ]);
  });

  it('shows $0 of additional services when none were chosen, and lists none', () => {
    const none = {
      ...sampleQuoteResult,
      additionalServices: {
        hasAdditionalServices: false,
        additionalServicesDescription: 'No additional services selected',
        additionalServicesCost: 0,
      },
    };
    expect(visitRows(none)[5]).toMatchObject({ label: 'Additional services', value: '$0' });
    expect(additionalServiceItems(none)).toEqual([]);
  });

  it('reads each additional service and its pricing from the description', () => {
    expect(additionalServiceItems(sampleQuoteResult)).toEqual([
      { name: 'Carpet Cleaning', pricing: '$1,610.00 per visit, once a year' },
      { name: 'Window Cleaning', pricing: '$385.25 per visit, 4 times a year' },
    ]);
  });
});
