import { describe, expect, it } from 'vitest';
import { additionalServiceRows, facilityDetails, laborRows, productivityRows, scheduleRows, supplyRows } from './estimate-rows.ts';
import { sampleQuoteResult } from '#tests/fixtures/sample-quote-result.ts';

const values = (rows: { label: string; value: string; unit?: string | undefined }[]) => rows.map((r) => [r.label, r.value, r.unit ?? '']);

describe('estimate rows', () => {
  it('facility details use the catalogue labels', () => {
    expect(facilityDetails(sampleQuoteResult)).toEqual([
      { label: 'Company', value: 'Acme Offices' },
      { label: 'Facility type', value: 'Office Building' },
      { label: 'Square footage', value: '10,000 sq ft' },
      { label: 'Facility size', value: 'Medium' },
      { label: 'Cleaning frequency', value: 'Weekly' },
    ]);
  });

  it('labor: hourly rates to cents, hours to one decimal, money to dollars', () => {
    expect(values(laborRows(sampleQuoteResult))).toEqual([
      ['Base wage', '$19.00', 'per hour'],
      ['Overhead & taxes', '$11.45', 'per hour'],
      ['Total hourly rate per cleaner', '$30.45', 'per hour'],
      ['Cleaners needed', '1', 'cleaner'],
      ['Hours per cleaner per session', '3.7', 'hours'],
      ['Total labor hours per session', '3.7', 'hours'],
      ['Labor cost per session', '$113', 'per session'],
    ]);
    expect(laborRows(sampleQuoteResult).filter((r) => r.emphasis === 'subtotal')).toHaveLength(2);
  });

  it('productivity and supplies', () => {
    expect(values(productivityRows(sampleQuoteResult))).toEqual([
      ['Productivity rate', '28,000', 'sq ft per 8-hour shift'],
      ['Facility category', 'Standard commercial', ''],
      ['Frequency adjustment', '×1.30', 'labor time'],
    ]);
    expect(values(supplyRows(sampleQuoteResult))).toEqual([
      ['Supply cost rate', '10%', 'of labor cost'],
      ['Chemicals & equipment', '$11', 'per session'],
    ]);
  });

  it('monthly schedule ends with the total', () => {
    const rows = scheduleRows(sampleQuoteResult);
    expect(values(rows)).toEqual([
      ['Sessions per month', '4.3', 'sessions'],
      ['Base cost per session', '$124', 'per session'],
      ['Base monthly cost', '$539', 'per month'],
      ['Additional services', '$677', 'per month'],
      ['Total monthly cost', '$1,216', 'per month'],
    ]);
    expect(rows.at(-1)?.emphasis).toBe('total');
  });

  it('shows $0 of additional services when none were chosen', () => {
    const none = {
      ...sampleQuoteResult,
      additionalServices: {
        hasAdditionalServices: false,
        additionalServicesDescription: '',
        markupPercentage: 15,
        additionalServicesCost: 0,
      },
    };
    expect(scheduleRows(none)[3]?.value).toBe('$0');
  });

  it('additional services: markup and cost', () => {
    expect(values(additionalServiceRows(sampleQuoteResult))).toEqual([
      ['Markup', '15%', 'on service prices'],
      ['Additional services cost', '$677', 'per month'],
    ]);
  });
});
