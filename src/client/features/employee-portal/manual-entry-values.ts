import { zonedInstant } from '#shared/domain/company-time.ts';

/** What the manual-entry form holds: the picker's text, as typed. */
export interface ManualEntryValues {
  bookingId: string;
  clockIn: string;
  clockOut: string;
  description: string;
}

export const NO_VISIT = 'none';

export const emptyManualEntry: ManualEntryValues = { bookingId: NO_VISIT, clockIn: '', clockOut: '', description: '' };

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * A date-and-time picker's value ('2026-11-23T09:00') as the instant it means on Minnesota's
 * clock, where the company files hours, whatever zone the phone is set to; '' when not one
 * (the contract then says the spec's 'Please fill in required fields').
 */
export function minnesotaInstant(local: string): string {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match?.[1] || !match[2]) return '';
  return zonedInstant(match[1], match[2]).toISOString();
}

/** The request the form stands for (POST /api/employee/time-entries): bookingId a number or null. */
export function manualEntryInput(values: ManualEntryValues) {
  return {
    bookingId: values.bookingId === NO_VISIT ? null : Number(values.bookingId),
    clockIn: minnesotaInstant(values.clockIn),
    clockOut: minnesotaInstant(values.clockOut),
    description: values.description,
  };
}
