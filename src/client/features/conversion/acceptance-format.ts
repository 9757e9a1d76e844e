import type { QuoteAcceptance } from '#shared/contracts/conversion.ts';
import { facilityTypeLabels, type FacilityType } from '#shared/domain/quote.ts';
import { formatCents, formatDay, formatMinutes, formatServiceDays, formatWallTime } from '../../lib/business-format.ts';
import { MINNESOTA_TIME_ZONE } from '../../lib/time-format.ts';

/** How the acceptance page writes a quote's terms. */

const longDay = new Intl.DateTimeFormat('en-US', { timeZone: MINNESOTA_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });
const longTime = new Intl.DateTimeFormat('en-US', {
  timeZone: MINNESOTA_TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'December 24, 2026': the Minnesota day of an instant. */
export function formatLongDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : longDay.format(at);
}

/** 'November 24, 2026 at 9:05 AM CST'. */
export function formatLongTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : longTime.format(at).replace(/[\u202f\u00a0]/g, ' ');
}

export const facilityLabel = (type: string): string => facilityTypeLabels[type as FacilityType] ?? type;

/** '$1,216.00 a month', or '$640.00 for the visit' for a one-time quote. */
export function priceLabel(quote: Pick<QuoteAcceptance, 'monthlyPriceCents' | 'oneTime'>): string {
  return `${formatCents(quote.monthlyPriceCents)} ${quote.oneTime ? 'for the visit' : 'a month'}`;
}

/** 'Starting Mon, Dec 7, 2026: Mon – Fri at 6:00 PM, 2 h 30 min visits, a crew of 2.' */
export function scheduleLabel(schedule: NonNullable<QuoteAcceptance['proposedSchedule']>): string {
  const crew = schedule.crewSize === 1 ? 'one cleaner' : `a crew of ${schedule.crewSize}`;
  return `Starting ${formatDay(schedule.startsOn)}: ${formatServiceDays(schedule.serviceDays)} at ${formatWallTime(schedule.startTime)}, ${formatMinutes(schedule.visitMinutes)} visits, ${crew}.`;
}
