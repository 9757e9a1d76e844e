import type { MileageLog, TimeEntry } from '#shared/contracts/time.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { formatLatLng } from '#shared/domain/geo.ts';
import type { MileageLogRow, TimeEntryRow } from './time.repository.ts';

/** How time entries and trips read to employees, admins and messages. */
export const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric' });
export const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
export const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
export const pointOf = (lat: number | null, lng: number | null) => (lat !== null && lng !== null ? formatLatLng({ lat, lng }) : null);
export function toTimeEntry(row: TimeEntryRow): TimeEntry {
  return {
    id: row.id,
    bookingId: row.bookingId,
    clockIn: row.clockIn.toISOString(),
    clockOut: row.clockOut?.toISOString() ?? null,
    hoursWorked: row.workedMinutes === null ? null : hours(row.workedMinutes),
    description: row.description,
    location: pointOf(row.inLat, row.inLng),
    address: row.inAddress,
    source: row.source,
    clockOutLocation: pointOf(row.outLat, row.outLng),
    clockOutAddress: row.outAddress,
    distanceMeters: row.inDistanceM,
    clockOutDistanceMeters: row.outDistanceM,
    farFromSite: row.farFromSite,
    weekStart: row.weekStart,
  };
}
export function toMileageLog(row: MileageLogRow): MileageLog {
  return {
    id: row.id,
    bookingId: row.bookingId,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    startLocation: formatLatLng({ lat: row.startLat, lng: row.startLng }),
    startAddress: row.startAddress,
    endLocation: pointOf(row.endLat, row.endLng),
    endAddress: row.endAddress,
    startMileage: Number(row.startOdometer),
    endMileage: row.endOdometer === null ? null : Number(row.endOdometer),
    miles: row.miles === null ? null : Number(row.miles),
    minutes: row.minutes,
    destination: row.destination,
    weekStart: row.weekStart,
  };
}
/** "Monday, November 23 9:00 AM–5:00 PM", or "... from 9:00 AM (still clocked in)". */
export function entryLabel(row: Pick<TimeEntryRow, 'clockIn' | 'clockOut'>): string {
  const from = `${dayFormat.format(row.clockIn)} ${timeFormat.format(row.clockIn)}`;
  return row.clockOut
    ? `${from}–${timeFormat.format(row.clockOut)}`
    : `${dayFormat.format(row.clockIn)} from ${timeFormat.format(row.clockIn)} (still clocked in)`;
}
