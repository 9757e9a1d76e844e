import type { TimeEntry } from '#shared/contracts/time.ts';
import { instantFromMinnesotaInput, minnesotaDateTimeInput } from '../../lib/business-format.ts';

/** A correction as typed: start and end as Minnesota date-times ('2026-11-24T18:00'), the visit's id as text. */
export interface EntryValues {
  clockIn: string;
  clockOut: string;
  bookingId: string;
  description: string;
}

export function newEntryValues(day: string): EntryValues {
  return { clockIn: `${day}T09:00`, clockOut: `${day}T17:00`, bookingId: '', description: '' };
}

export function entryValues(entry: TimeEntry): EntryValues {
  return {
    clockIn: minnesotaDateTimeInput(entry.clockIn),
    clockOut: entry.clockOut ? minnesotaDateTimeInput(entry.clockOut) : '',
    bookingId: entry.bookingId === null ? '' : String(entry.bookingId),
    description: entry.description,
  };
}

/** The request's times and visit (null: none) as the contract reads them. */
export function entryInput(values: EntryValues): Record<string, unknown> {
  return {
    clockIn: instantFromMinnesotaInput(values.clockIn),
    clockOut: instantFromMinnesotaInput(values.clockOut),
    bookingId: values.bookingId === '' ? null : Number(values.bookingId),
    description: values.description,
  };
}
