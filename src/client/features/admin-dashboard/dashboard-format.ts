import { LEAD_SCORE_GREEN, LEAD_SCORE_YELLOW } from '#shared/domain/dashboard.ts';

/** How the dashboard writes its figures. A rate with no denominator comes as null and shows "-". */

export const NO_FIGURE = '-';

const whole = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatCount(value: number | null | undefined): string {
  return value == null ? NO_FIGURE : whole.format(value);
}

/** '$12,340' (dollars on the wire, no cents on a headline). */
export function formatMoney(value: number | null | undefined): string {
  return value == null ? NO_FIGURE : dollars.format(value);
}

/** '23.5%'; null is "-". */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  return value == null ? NO_FIGURE : `${value.toFixed(digits)}%`;
}

/** '+20.0%', '-3.5%', '0.0%'; null is "-". */
export function formatGrowth(value: number | null | undefined): string {
  if (value == null) return NO_FIGURE;
  const sign = value > 0 ? '+' : '';
  return `${sign}${value.toFixed(1)}%`;
}

/** A rating out of 5 with two decimals; null is "-". */
export function formatRating(value: number | null | undefined): string {
  return value == null ? NO_FIGURE : value.toFixed(2);
}

export type ScoreTone = 'green' | 'yellow' | 'red';

/** The lead score's colour (spec §9): 80 or more green, 60 or more yellow, otherwise red. */
export function leadScoreTone(score: number): ScoreTone {
  if (score >= LEAD_SCORE_GREEN) return 'green';
  if (score >= LEAD_SCORE_YELLOW) return 'yellow';
  return 'red';
}

export type UsageTone = 'normal' | 'amber' | 'red';

/** A usage bar's colour: amber from 70%, red from 90%. */
export function usageTone(percent: number): UsageTone {
  if (percent >= 90) return 'red';
  if (percent >= 70) return 'amber';
  return 'normal';
}

/** Seconds as minutes with one decimal ('2.5 min'), as the Avg Duration card shows it. */
export function formatMinutesFromSeconds(seconds: number): string {
  return `${(seconds / 60).toFixed(1)} min`;
}

/** A file size for people: '812 KB', '4.4 MB', '1.2 GB' (decimal units, as disks are sold). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes)) return NO_FIGURE;
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} bytes` : `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
