import type { AdminInvoiceStatus } from '#shared/contracts/billing.ts';
import { addDays, daysBetween, nextMonthStart, type IsoDate } from '#shared/domain/company-time.ts';
import type { InvoiceStatus } from '#shared/domain/operations.ts';

/**
 * The arithmetic of invoices, pure: billed months, a plan's active days in one, prorated amounts to
 * the cent, and the status people see (overdue is derived, never stored). Dates are Minnesota
 * calendar days ('YYYY-MM-DD'), so a month has the days its calendar shows whatever the clocks do.
 */

export interface BilledMonth {
  /** 'YYYY-MM'. */
  month: string;
  first: IsoDate;
  last: IsoDate;
  days: number;
}

export function billedMonth(month: string): BilledMonth {
  const first = `${month}-01`;
  const next = nextMonthStart(first);
  return { month, first, last: addDays(next, -1), days: daysBetween(first, next) };
}

/** Days of `month` inside [startsOn, endsOn] (an open end runs on), 0 when they do not meet. */
export function activeDaysIn(month: BilledMonth, startsOn: IsoDate, endsOn: IsoDate | null): number {
  const from = startsOn > month.first ? startsOn : month.first;
  const to = endsOn !== null && endsOn < month.last ? endsOn : month.last;
  return from > to ? 0 : daysBetween(from, to) + 1;
}

/**
 * A monthly price for `activeDays` of a `days`-day month, rounded to the cent, half up. Integer
 * arithmetic throughout: 64,700 cents for 25 of 31 days is 52,177.419... and bills 52,177.
 */
export function prorate(monthlyCents: number, activeDays: number, days: number): number {
  if (activeDays >= days) return monthlyCents;
  return Math.floor((2 * monthlyCents * activeDays + days) / (2 * days));
}

/** Pending turns overdue the day after its due date (Minnesota); paid and void stay as they are. */
export function displayStatus(status: InvoiceStatus, dueDate: IsoDate, today: IsoDate): AdminInvoiceStatus {
  if (status === 'pending' && dueDate < today) return 'overdue';
  return status;
}

const monthFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/** '2026-12' -> "December 2026". */
export function monthLabel(month: string): string {
  return monthFormat.format(new Date(`${month}-01T12:00:00Z`));
}

/** '2026-12-08' -> "December 8, 2026" (a calendar day, shown as it is). */
export function dayLabel(date: IsoDate): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** Cents as the spec's dollars: 52177 -> 521.77. */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}
