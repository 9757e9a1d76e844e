import { describe, expect, it } from 'vitest';
import { formatCount, formatHours, formatMoney, formatMultiplier, formatPercent, formatRate, formatSessions } from './format.ts';

describe('formatMoney', () => {
  it('rounds to whole dollars with thousands separators', () => {
    expect(formatMoney(538.6)).toBe('$539');
    expect(formatMoney(7256.5)).toBe('$7,257');
    expect(formatMoney(1234567.49)).toBe('$1,234,567');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(0.4)).toBe('$0');
  });

  it('matches the success toast formula', () => {
    for (const total of [0.5, 99.5, 1499.49, 12345.678, 2_000_000.5]) {
      expect(formatMoney(total)).toBe(`$${Math.round(total).toLocaleString('en-US')}`);
    }
  });

  it('never shows -0 and puts the sign before the dollar sign', () => {
    expect(formatMoney(-0.2)).toBe('$0');
    expect(formatMoney(-1500)).toBe('-$1,500');
  });
});

describe('formatRate', () => {
  it('shows two decimals', () => {
    expect(formatRate(30.4487)).toBe('$30.45');
    expect(formatRate(19)).toBe('$19.00');
    expect(formatRate(1234.5)).toBe('$1,234.50');
    expect(formatRate(-0.001)).toBe('$0.00');
  });
});

describe('hours and sessions', () => {
  it('show one decimal', () => {
    expect(formatHours(2.857)).toBe('2.9');
    expect(formatHours(4)).toBe('4.0');
    expect(formatSessions(4.3333)).toBe('4.3');
    expect(formatSessions(21.67)).toBe('21.7');
    expect(formatSessions(1)).toBe('1.0');
    expect(formatHours(-0.01)).toBe('0.0');
  });
});

describe('formatCount, formatPercent, formatMultiplier', () => {
  it('format counts, percentages and factors', () => {
    expect(formatCount(28000)).toBe('28,000');
    expect(formatCount(12500.4)).toBe('12,500');
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(15.04)).toBe('15%');
    expect(formatMultiplier(1.3)).toBe('×1.30');
    expect(formatMultiplier(1)).toBe('×1.00');
  });
});
