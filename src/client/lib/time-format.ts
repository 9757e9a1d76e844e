/** Times as the company reads them: Minnesota's clock, whatever the viewer's device says. */
export const MINNESOTA_TIME_ZONE = 'America/Chicago';

// Newer ICU puts a narrow no-break space before AM/PM; plain spaces read and copy the same everywhere.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const absolute = new Intl.DateTimeFormat('en-US', {
  timeZone: MINNESOTA_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

/** 'Nov 24, 2026, 9:05:03 AM CST'. An unreadable value is shown as it came. */
export function formatMinnesotaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : plainSpaces(absolute.format(date));
}

const clock = new Intl.DateTimeFormat('en-US', { timeZone: MINNESOTA_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** '3:30 PM': the time of day it was in Minnesota. An unreadable value is shown as it came. */
export function formatMinnesotaClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : plainSpaces(clock.format(date));
}

const calendarDay = new Intl.DateTimeFormat('en-US', { timeZone: MINNESOTA_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });

/** 'Nov 24, 2026': the day it was in Minnesota. An unreadable value is shown as it came. */
export function formatMinnesotaDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : calendarDay.format(date);
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const steps: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago' (or 'in 2 hours' for a future time). */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  let amount = (time - now) / 1000;
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), 'year');
}
