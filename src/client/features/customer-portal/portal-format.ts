import { MINNESOTA_TIME_ZONE } from '../../lib/time-format.ts';

/**
 * How the customer portal writes visits, hours and money. Visit times are Minnesota's, where the
 * building is, whatever zone the viewer's device is set to.
 */

// Newer ICU puts a narrow no-break space before AM/PM; plain spaces read and copy the same everywhere.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const visitDay = new Intl.DateTimeFormat('en-US', {
  timeZone: MINNESOTA_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const visitClock = new Intl.DateTimeFormat('en-US', { timeZone: MINNESOTA_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const hoursNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const ratingNumber = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** 'Tue, Dec 1, 2026 at 6:00 PM' (Minnesota). An unreadable value is shown as it came. */
export function formatVisitTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${visitDay.format(at)} at ${plain(visitClock.format(at))}`;
}

/** '1 hour', '2.5 hours'. */
export const hoursLabel = (hours: number): string => `${hoursNumber.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;

/** '4.5' from 4.5, '4.25' from 4.25: a rating average. */
export const formatRating = (rating: number): string => ratingNumber.format(rating);

/** 'Ana R., Ben T.' or the words for no team yet. */
export function teamLabel(team: readonly string[]): string {
  return team.length > 0 ? team.join(', ') : 'Not assigned yet';
}

/** '6:00 PM' (Minnesota) from an instant. */
export function formatClock(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : plain(visitClock.format(at));
}

/** '45 min', '1 h', '1 h 52 min' from whole minutes. */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
