import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { displayName } from '#shared/domain/user.ts';
import { centsText, hoursText } from '../time/timesheet-pay.ts';

/**
 * How the export writes values for a spreadsheet: money in dollars with 2 decimals ('647.00'),
 * business days as ISO dates, instants as the Minnesota wall clock ('2026-11-24 18:00', the header
 * says Central) since that is the day and time the company worked them, yes/no for flags, blank for
 * nothing. Money and hours are text so '647.00' keeps its decimals; they are never formulas.
 */

export const dollars = (cents: number | null): string | null => (cents === null ? null : centsText(cents));

export const hours = (minutes: number | null): string | null => (minutes === null ? null : hoursText(minutes));

export const yesNo = (flag: boolean): string => (flag ? 'yes' : 'no');

/** 'Ana Ruiz', or the username when no name is set; blank for nobody (a left join found none). */
export function personName(username: string | null, firstName: string | null, lastName: string | null): string | null {
  if (username === null) return null;
  return displayName({ username, firstName, lastName });
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant on the company's clock, 'YYYY-MM-DD HH:MM'; blank for none. */
export function companyDateTime(at: Date | null): string | null {
  if (at === null) return null;
  const part = Object.fromEntries(wallClock.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
