import type { BookingRequest } from '#shared/contracts/scheduling.ts';
import { BOOKING_HOURS, type CalendarIntegration } from '#shared/domain/scheduling.ts';
import type { IsoDate } from '#shared/domain/company-time.ts';

/** The free slot the visitor chose: a Minnesota day and an hour ('09:00'). */
export interface ChosenSlot {
  date: IsoDate;
  time: string;
}

/**
 * What the booking form holds: text as typed, the hours as the duration select holds them ('1' to
 * '8'); the day and time come from the chosen slot. Field names are the request's (spec §3).
 */
export interface BookingFormValues {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  location: string;
  serviceType: string;
  selectedHours: string;
  calendarIntegration: CalendarIntegration;
  notes: string;
}

export const emptyBooking: BookingFormValues = {
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  location: '',
  serviceType: '',
  selectedHours: '1',
  calendarIntegration: 'none',
  notes: '',
};

/** The fields on screen, by the names the server uses in its 400's `fields`. */
export const BOOKING_FIELDS = [
  'clientName',
  'clientEmail',
  'clientPhone',
  'location',
  'serviceType',
  'selectedHours',
  'calendarIntegration',
  'notes',
] as const;

/** The server names a wrong length `duration`; the form shows it under the hours. */
export const BOOKING_FIELD_NAMES = { duration: 'selectedHours' } as const;

/** The request for the chosen slot: the duration in minutes (hours x 60, spec §9) with the hours shown. */
export function bookingRequest(values: BookingFormValues, slot: ChosenSlot): BookingRequest {
  const hours = Number(values.selectedHours);
  return {
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    clientPhone: values.clientPhone,
    serviceType: values.serviceType,
    preferredDate: slot.date,
    preferredTime: slot.time,
    duration: hours * 60,
    selectedHours: hours,
    location: values.location,
    notes: values.notes,
    calendarIntegration: values.calendarIntegration,
  };
}

/** '1 hour', '3 hours', 'Full Day (8 hours)' (spec §5). */
export const hoursLabel = (hours: number): string => (hours === 8 ? 'Full Day (8 hours)' : `${hours} hour${hours === 1 ? '' : 's'}`);

export const durationOptions = BOOKING_HOURS.map((hours) => ({ value: String(hours), label: hoursLabel(hours) }));

export const calendarNames = { google: 'Google Calendar', outlook: 'Outlook Calendar' } as const;

/** What the visit is about. The API takes any text; these are the services the company sells. */
export const serviceTypes = [
  'Office Cleaning',
  'Medical Facility Cleaning',
  'Industrial Cleaning',
  'Educational Facility Cleaning',
  'Retail Cleaning',
  'Window Cleaning',
  'Floor Care',
  'Post-Construction Cleaning',
  'Other',
] as const;

export const serviceTypeOptions = serviceTypes.map((type) => ({ value: type, label: type }));
