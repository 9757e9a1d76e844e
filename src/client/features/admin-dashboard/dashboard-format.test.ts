import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatGrowth,
  formatMinutesFromSeconds,
  formatMoney,
  formatPercent,
  formatRating,
  leadScoreTone,
  usageTone,
} from './dashboard-format.ts';
import { parseDashboardTab } from './dashboard-tabs.ts';
import { bucketLabel, changePercent, pickerYears } from './visitor-format.ts';
import { labelIndexes, niceMax } from '../../components/ui/charts/chart-frame.tsx';

describe('dashboard figures as text', () => {
  it('writes rates with one decimal and null as "-"', () => {
    expect(formatPercent(88.94)).toBe('88.9%');
    expect(formatPercent(null)).toBe('-');
    expect(formatGrowth(20)).toBe('+20.0%');
    expect(formatGrowth(-3.46)).toBe('-3.5%');
    expect(formatGrowth(0)).toBe('0.0%');
    expect(formatGrowth(null)).toBe('-');
    expect(formatRating(4.666)).toBe('4.67');
    expect(formatRating(null)).toBe('-');
    expect(formatMoney(12340.5)).toBe('$12,341');
    expect(formatMinutesFromSeconds(150)).toBe('2.5 min');
  });

  it('colours the lead score at 80 and 60, and usage at 70 and 90', () => {
    expect([100, 80, 79.9, 60, 59.9, 0].map(leadScoreTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
    expect([0, 69.9, 70, 89.9, 90, 100].map(usageTone)).toEqual(['normal', 'normal', 'amber', 'amber', 'red', 'red']);
  });

  it('reads the tab from ?tab=, Overview otherwise', () => {
    expect(parseDashboardTab('?tab=visitor-analytics')).toBe('visitor-analytics');
    expect(parseDashboardTab('tab=reports')).toBe('reports');
    expect(parseDashboardTab('?tab=nope')).toBe('overview');
    expect(parseDashboardTab('')).toBe('overview');
  });
});

describe('visitor analytics helpers', () => {
  it('labels buckets as Minnesota wall time, whatever the viewer’s zone', () => {
    expect(bucketLabel('2026-11-18T14', 'hour')).toBe('2 PM');
    expect(bucketLabel('2026-11-01', 'day')).toBe('Nov 1');
    expect(bucketLabel('2026-01', 'month')).toBe('Jan');
    expect(bucketLabel('odd', 'day')).toBe('odd');
  });

  it('computes the change against last year, null with nothing to compare', () => {
    expect(changePercent(1200, 1000)).toBe(20);
    expect(changePercent(900, 1200)).toBe(-25);
    expect(changePercent(5, 0)).toBeNull();
  });

  it('offers this year and 5 back', () => {
    expect(pickerYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
});

describe('chart helpers', () => {
  it('rounds the scale up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax([])).toBe(1);
    expect(niceMax([0, 0])).toBe(1);
    expect(niceMax([7])).toBe(10);
    expect(niceMax([13])).toBe(20);
    expect(niceMax([240])).toBe(250);
    expect(niceMax([3001])).toBe(5000);
  });

  it('spreads at most n axis labels, first and last included', () => {
    expect(labelIndexes(12, 4)).toEqual([0, 4, 7, 11]);
    expect(labelIndexes(3, 4)).toEqual([0, 1, 2]);
    expect(labelIndexes(0, 4)).toEqual([]);
  });
});

describe('formatBytes', () => {
  it('writes sizes in decimal units with at most one decimal', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(812_000)).toBe('812 KB');
    expect(formatBytes(4_400_000)).toBe('4.4 MB');
    expect(formatBytes(1_234_000_000)).toBe('1.2 GB');
    expect(formatBytes(null)).toBe('-');
  });
});
