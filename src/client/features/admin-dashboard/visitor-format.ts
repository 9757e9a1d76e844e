import type { VisitSeriesBucket } from '#shared/contracts/tracking.ts';

const hourFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/**
 * A visits-chart bucket as a label. Buckets are already Minnesota wall time ('2026-11-24T14',
 * '2026-11-24', '2026-11'), so they are read as UTC and printed as UTC: no shift by the viewer's zone.
 */
export function bucketLabel(bucket: string, kind: VisitSeriesBucket): string {
  const hour = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})/.exec(bucket);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(bucket);
  const month = /^(\d{4})-(\d{2})$/.exec(bucket);
  if (kind === 'hour' && hour)
    return hourFormat.format(new Date(Date.UTC(+hour[1]!, +hour[2]! - 1, +hour[3]!, +hour[4]!))).replace(/[\u202f\u00a0]/g, ' ');
  if (kind === 'day' && day) return dayFormat.format(new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!)));
  if (kind === 'month' && month) return monthFormat.format(new Date(Date.UTC(+month[1]!, +month[2]! - 1, 1)));
  return bucket;
}

/** The change from `before` to `now` in % (1 decimal); null when there is nothing to compare with. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** The years the picker offers: this one and the 5 before it (spec §9). */
export function pickerYears(currentYear: number): number[] {
  return Array.from({ length: 6 }, (_, i) => currentYear - i);
}
