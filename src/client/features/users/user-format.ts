import { displayName, type NameParts } from '#shared/domain/user.ts';

/** Display formats for users: who they are, and their dates and money (en-US, the viewer's time zone unless one is given). */

/** 'Jane Doe (jdoe)' for messages that must say who; just 'jdoe' when no name is on file. */
export function nameAndUsername(user: NameParts & { username: string }): string {
  const name = displayName(user);
  return name === user.username ? name : `${name} (${user.username})`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Newer ICU puts a narrow no-break space before AM/PM; plain spaces read and copy the same everywhere.
function normaliseSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

function parse(value: string): { date: Date; dateOnly: boolean } | null {
  const match = DATE_ONLY.exec(value);
  if (match) {
    // A calendar date (e.g. a hire date) has no time zone: keep the same day everywhere.
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return Number.isNaN(date.getTime()) ? null : { date, dateOnly: true };
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly: false };
}

/** 'Nov 22, 2026, 9:30 AM'. An unreadable value is shown as it came. */
export function formatDateTime(value: string, timeZone?: string): string {
  const parsed = parse(value);
  if (!parsed) return value;
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: parsed.dateOnly ? 'UTC' : timeZone,
  });
  return normaliseSpaces(format.format(parsed.date));
}

/** 'Nov 22, 2026'. Date-only strings ('2026-11-22') keep their calendar day in every time zone. */
export function formatDate(value: string, timeZone?: string): string {
  const parsed = parse(value);
  if (!parsed) return value;
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: parsed.dateOnly ? 'UTC' : timeZone,
  });
  return normaliseSpaces(format.format(parsed.date));
}

/** The user table's last-login column: the date and time, or 'Never'. */
export function formatLastLogin(value: string | null | undefined, timeZone?: string): string {
  return value ? formatDateTime(value, timeZone) : 'Never';
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$27.17/hr', or null when no rate is on file. */
export function formatHourlyRate(rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return null;
  return `${usd.format(rate)}/hr`;
}

/** The table's company/position column: a customer's company, an employee's position and department. */
export function affiliationOf(user: {
  role: string;
  companyName: string | null;
  position: string | null;
  department: string | null;
}): string | null {
  const job = [user.position, user.department].filter((part): part is string => Boolean(part?.trim())).join(' · ');
  if (user.role === 'customer') return user.companyName?.trim() || null;
  if (user.role === 'employee') return job || null;
  return job || user.companyName?.trim() || null;
}
