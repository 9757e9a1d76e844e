/**
 * Minnesota calendar days and wall-clock times as the server's messages write them, the way the back
 * office shows them (client/lib/business-format.ts): 'Nov 28, 2026', '7:15 PM'. A value that is not a
 * day or a time is returned as it came.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 28, 2026' from '2026-11-28' (a calendar day: read and printed as UTC, whatever the host's zone). */
export function shortDay(date: string): string {
  const m = ISO_DATE.exec(date);
  return m ? dayFormat.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))) : date;
}

/** '7:15 PM' from '19:15' (or '19:15:00'). */
export function wallClock(time: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return time;
  const hour = Number(m[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}
