import { LOCATION_MESSAGE } from '#shared/contracts/time.ts';
import { addDays, companyDate, weekStart, type IsoDate } from '#shared/domain/company-time.ts';
import { distanceMeters, parseLatLng, type LatLng } from '#shared/domain/geo.ts';
import { FAR_PUNCH_METERS } from '#shared/domain/operations.ts';
import { AppError } from '../../errors.ts';
import { entryLabel } from './time.mapper.ts';
import type { BookingForPunch, TimeEntryRow } from './time.repository.ts';

// What a punch, entry or trip may be, and the refusals the employee reads when it may not.

/** A booking can be clocked into from this long before its start to this long after (decision 0017). */
export const BOOKING_PUNCH_WINDOW_MS = 12 * 3_600_000;
/** A manual entry may end this far past now (the form's minute, a clock a little ahead). */
export const FUTURE_SLACK_MS = 5 * 60_000;
export const MAX_ENTRY_MS = 24 * 3_600_000;
/** More than this in one trip is taken for a mistyped odometer. */
export const MAX_TRIP_MILES = 1000;

export const ALREADY_CLOCKED_IN = 'You are already clocked in.';
export const NOT_CLOCKED_IN = 'You are not clocked in.';
export const TRIP_IN_PROGRESS = 'You already have a trip in progress. End it before starting another.';

const weekFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

export const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);
export const weekOf = (at: Date): IsoDate => weekStart(companyDate(at));
/** Odometer readings and miles are tenths: count them as integers so 0.1 + 0.2 stays 0.3. */
export const tenths = (value: string | number) => Math.round(Number(value) * 10);

const dayText = (day: IsoDate) => weekFormat.format(new Date(`${day}T12:00:00Z`));
const startRefused = (message: string) => new AppError('VALIDATION_FAILED', 'Invalid body: clockIn', { clockIn: message });

/**
 * Whether an employee may enter time by hand that starts on `day` (decision 0034): at most `daysBack`
 * days before today in Minnesota, and never before their hire date. Admins enter older time.
 */
export function refuseManualStart(day: IsoDate, today: IsoDate, daysBack: number, hireDate: IsoDate | null): void {
  const earliest = addDays(today, -daysBack);
  if (day < earliest) {
    throw startRefused(
      `Time can be entered for the last ${daysBack} days only (from ${dayText(earliest)}). Ask an administrator to enter older time.`,
    );
  }
  if (hireDate && day < hireDate) throw startRefused(`An entry cannot start before your hire date, ${dayText(hireDate)}.`);
}

export const overlaps = (row: TimeEntryRow) => new AppError('CONFLICT', `This entry overlaps your entry of ${entryLabel(row)}.`);
export const lockedWeek = (week: IsoDate) =>
  new AppError('CONFLICT', `The week of ${weekFormat.format(new Date(`${week}T12:00:00Z`))} is approved and locked.`);
export const bookingNotFound = () => new AppError('NOT_FOUND', 'Booking not found among your assignments');
export const entryNotFound = () => new AppError('NOT_FOUND', 'Time entry not found');
export const tripNotFound = () => new AppError('NOT_FOUND', 'Trip not found');

/** The contract checked the text; this turns it into a point (and says so again should a caller skip the contract). */
export function pointFrom(location: string): LatLng {
  const point = parseLatLng(location);
  if (!point) throw new AppError('VALIDATION_FAILED', `Invalid body: location`, { location: LOCATION_MESSAGE });
  return point;
}

/** Metres from the booking's site, when both are known. */
export function distanceFromSite(booking: BookingForPunch | undefined, point: LatLng): number | null {
  if (!booking || booking.siteLat === null || booking.siteLng === null) return null;
  return Math.round(distanceMeters({ lat: booking.siteLat, lng: booking.siteLng }, point));
}

export const isFar = (distance: number | null) => distance !== null && distance > FAR_PUNCH_METERS;
