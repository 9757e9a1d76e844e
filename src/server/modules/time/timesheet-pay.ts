import { companyDate, type IsoDate } from '#shared/domain/company-time.ts';

/**
 * The arithmetic of a timesheet week, kept pure: which Minnesota day each entry and trip counts on,
 * and pay per day. A day's pay is round(minutes x rate cents / 60), half up, in whole cents, and a
 * week's pay is the sum of its days, so the payroll CSV (a row per day) adds up to the week's
 * snapshot exactly. Miles are counted in tenths (integers) so 0.1 + 0.2 stays 0.3.
 */

export interface EntryTime {
  clockIn: Date;
  clockOut: Date | null;
  workedMinutes: number | null;
}
export interface TripMiles {
  startedAt: Date;
  endedAt: Date | null;
  miles: string | null;
}
export interface DayTotals {
  date: IsoDate;
  minutes: number;
  milesTenths: number;
  /** Null without a rate. */
  payCents: number | null;
}
export interface WeekTotals {
  days: DayTotals[];
  minutes: number;
  milesTenths: number;
  payCents: number | null;
}

/**
 * users.hourly_rate (numeric dollars, '21.00') in cents; null when none is set. A stored $0.00 counts
 * as none (decision 0040): the API refuses 0, but rows saved before it did (a blank rate was coerced
 * to 0) must block approval as "no hourly rate", not approve a week at $0.
 */
export function rateCents(hourlyRate: string | null): number | null {
  if (hourlyRate === null) return null;
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(hourlyRate.trim());
  if (!match) throw new Error(`Not an hourly rate: ${hourlyRate}`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents === 0 ? null : cents;
}

/** round(minutes x rate / 60), half up: 1 minute at $21.00 is 35 cents, 1 minute at $0.30 is 1 cent (0.5). */
export function payCents(minutes: number, hourlyRateCents: number): number {
  return Math.round((minutes * hourlyRateCents) / 60);
}

/** Miles ('12.3', numeric on the trip) as tenths of a mile. */
export const tenthsOf = (miles: string | number | null): number => (miles === null ? 0 : Math.round(Number(miles) * 10));

/** Hours to 2 decimals, as a number (8.5) for the JSON answers. */
export const hoursOf = (minutes: number): number => Math.round((minutes * 100) / 60) / 100;

/** '8.50': minutes / 60 to 2 decimals, for the CSV. */
export function hoursText(minutes: number): string {
  const hundredths = Math.round((minutes * 100) / 60);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** '21.00' from 2100. */
export function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '12.3' from 123. */
export function milesText(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/**
 * The days of a week with time or miles, earliest first. A closed entry counts whole on the
 * Minnesota day it started (as the week is the week it started in); open entries and trips under
 * way count nothing yet.
 */
export function weekTotals(entries: readonly EntryTime[], trips: readonly TripMiles[], hourlyRateCents: number | null): WeekTotals {
  const byDay = new Map<IsoDate, { minutes: number; milesTenths: number }>();
  const day = (date: IsoDate) => {
    let totals = byDay.get(date);
    if (!totals) byDay.set(date, (totals = { minutes: 0, milesTenths: 0 }));
    return totals;
  };
  for (const entry of entries) {
    if (entry.clockOut === null || entry.workedMinutes === null) continue;
    day(companyDate(entry.clockIn)).minutes += entry.workedMinutes;
  }
  for (const trip of trips) {
    if (trip.endedAt === null) continue;
    day(companyDate(trip.startedAt)).milesTenths += tenthsOf(trip.miles);
  }
  const days = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, t]) => ({
      date,
      minutes: t.minutes,
      milesTenths: t.milesTenths,
      payCents: hourlyRateCents === null ? null : payCents(t.minutes, hourlyRateCents),
    }));
  return {
    days,
    minutes: days.reduce((sum, d) => sum + d.minutes, 0),
    milesTenths: days.reduce((sum, d) => sum + d.milesTenths, 0),
    payCents: hourlyRateCents === null ? null : days.reduce((sum, d) => sum + d.payCents!, 0),
  };
}
