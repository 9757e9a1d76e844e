import { describe, expect, it } from 'vitest';
import {
  formatHourlyRate,
  formatHours,
  formatInteger,
  formatLongDate,
  formatMoneyCents,
  formatMoneyWhole,
  formatMultiplier,
  formatOneDecimal,
  formatPercent,
  formatPersonName,
  formatSquareFeet,
  MISSING,
} from './pdf-format.ts';

describe('money', () => {
  it('headline totals are whole dollars with thousands separators', () => {
    expect(formatMoneyWhole(539.09)).toBe('$539');
    expect(formatMoneyWhole(6469.05)).toBe('$6,469');
    expect(formatMoneyWhole(87083.33)).toBe('$87,083');
    expect(formatMoneyWhole(1234.5)).toBe('$1,235');
    expect(formatMoneyWhole(1_234_567.49)).toBe('$1,234,567');
    expect(formatMoneyWhole(0)).toBe('$0');
  });

  it('line items are in cents', () => {
    expect(formatMoneyCents(113.1)).toBe('$113.10');
    expect(formatMoneyCents(11.31)).toBe('$11.31');
    expect(formatMoneyCents(7256.94)).toBe('$7,256.94');
    expect(formatMoneyCents(0)).toBe('$0.00');
    expect(formatMoneyCents(1.005)).toBe('$1.01');
  });

  it('never prints -0 or NaN', () => {
    expect(formatMoneyCents(-0.001)).toBe('$0.00');
    expect(formatMoneyWhole(-0.4)).toBe('$0');
    expect(formatMoneyCents(-12.5)).toBe('-$12.50');
    expect(formatMoneyWhole(Number.NaN)).toBe(MISSING);
    expect(formatMoneyCents(Number.POSITIVE_INFINITY)).toBe(MISSING);
  });

  it('hourly rates have 2 decimals and the unit', () => {
    expect(formatHourlyRate(30.45)).toBe('$30.45/hr');
    expect(formatHourlyRate(19)).toBe('$19.00/hr');
    expect(formatHourlyRate(Number.NaN)).toBe(MISSING);
  });
});

describe('quantities', () => {
  it('hours and sessions have 1 decimal', () => {
    expect(formatHours(3.71)).toBe('3.7 hrs');
    expect(formatHours(1)).toBe('1.0 hr');
    expect(formatHours(10)).toBe('10.0 hrs');
    expect(formatOneDecimal(4.33)).toBe('4.3');
    expect(formatOneDecimal(21.67)).toBe('21.7');
    expect(formatOneDecimal(0.33)).toBe('0.3');
    expect(formatOneDecimal(1234.56)).toBe('1,234.6');
  });

  it('square footage, integers, percentages and multipliers', () => {
    expect(formatSquareFeet(10000)).toBe('10,000 sq ft');
    expect(formatSquareFeet(2_000_000)).toBe('2,000,000 sq ft');
    expect(formatInteger(28000)).toBe('28,000');
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatMultiplier(1.3)).toBe('1.30×');
    expect(formatMultiplier(2.25)).toBe('2.25×');
  });
});

describe('formatLongDate', () => {
  it('is the US long format', () => {
    expect(formatLongDate(new Date('2026-11-22T18:00:00Z'))).toBe('November 22, 2026');
  });

  it('uses the company time zone (America/Chicago), not the server one', () => {
    // 03:00 UTC on the 23rd is still the evening of the 22nd in Minnesota (CST, UTC-6).
    expect(formatLongDate(new Date('2026-11-23T03:00:00Z'))).toBe('November 22, 2026');
    // Summer: CDT, UTC-5.
    expect(formatLongDate(new Date('2026-07-01T04:59:00Z'))).toBe('June 30, 2026');
    expect(formatLongDate(new Date('2026-07-01T05:00:00Z'))).toBe('July 1, 2026');
  });

  it('prints a placeholder for an invalid date', () => {
    expect(formatLongDate(new Date('nope'))).toBe(MISSING);
  });
});

describe('formatPersonName', () => {
  it('joins the non-blank parts', () => {
    expect(formatPersonName('Jane', 'Doe')).toBe('Jane Doe');
    expect(formatPersonName(' Jane ', '')).toBe('Jane');
    expect(formatPersonName('', '')).toBe('');
  });
});
