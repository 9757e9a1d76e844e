import type { AdminBooking, UpdateBookingRequest } from '#shared/contracts/operations.ts';
import { centsToInput, inputToCents } from '../../../lib/business-format.ts';

/** The one-off form as typed: text and choices (the crew a list of employee ids as text). */
export interface NewBookingValues {
  customerId: string;
  siteId: string;
  serviceType: string;
  date: string;
  startTime: string;
  durationMinutes: string;
  /** Dollars as typed; the request carries cents. */
  price: string;
  location: string;
  notes: string;
  crew: string[];
}

export const PRICE_MESSAGE = 'Enter the price in dollars, like 180 or 180.50';

export function newBookingValues(today: string, prefill: { customerId?: string; siteId?: string } = {}): NewBookingValues {
  return {
    customerId: prefill.customerId ?? '',
    siteId: prefill.siteId ?? '',
    serviceType: '',
    date: today,
    startTime: '18:00',
    durationMinutes: '120',
    price: '',
    location: '',
    notes: '',
    crew: [],
  };
}

const idOrNothing = (text: string) => (text === '' ? undefined : Number(text));
const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** POST /api/admin/bookings as the contract reads it; an unreadable price passes as 0 and `checkPrice` names it. */
export function newBookingInput(values: NewBookingValues): Record<string, unknown> {
  return {
    customerId: idOrNothing(values.customerId),
    siteId: idOrNothing(values.siteId),
    serviceType: values.serviceType,
    date: values.date,
    startTime: values.startTime,
    durationMinutes: numberOrNothing(values.durationMinutes),
    priceCents: inputToCents(values.price) ?? 0,
    location: values.location.trim() === '' ? undefined : values.location,
    notes: values.notes,
    crew: values.crew.map(Number),
  };
}

export function checkPrice(values: { price: string }, required = true): { price?: string } {
  if (values.price.trim() === '' && !required) return {};
  return inputToCents(values.price) === null ? { price: PRICE_MESSAGE } : {};
}

/** The edit form as typed. */
export interface EditBookingValues {
  date: string;
  startTime: string;
  durationMinutes: string;
  serviceType: string;
  price: string;
  location: string;
  notes: string;
}

export function editBookingValues(booking: AdminBooking): EditBookingValues {
  return {
    date: booking.date,
    startTime: booking.startTime,
    durationMinutes: String(booking.durationMinutes),
    serviceType: booking.serviceType,
    price: centsToInput(booking.priceCents),
    location: booking.location,
    notes: booking.notes,
  };
}

/** PUT /api/admin/bookings/{id} as the contract reads it: a visit that is not confirmed takes notes only. */
export function editBookingInput(values: EditBookingValues, detailsEditable: boolean): Record<string, unknown> {
  if (!detailsEditable) return { notes: values.notes };
  return {
    date: values.date,
    startTime: values.startTime,
    durationMinutes: numberOrNothing(values.durationMinutes),
    serviceType: values.serviceType,
    priceCents: values.price.trim() === '' ? null : (inputToCents(values.price) ?? 0),
    location: values.location,
    notes: values.notes,
  };
}

/** Only what differs from the visit as saved (may be empty: nothing to send). */
export function bookingChanges(valid: UpdateBookingRequest, booking: AdminBooking): UpdateBookingRequest {
  const saved: Record<string, unknown> = {
    date: booking.date,
    startTime: booking.startTime,
    durationMinutes: booking.durationMinutes,
    serviceType: booking.serviceType,
    priceCents: booking.priceCents,
    location: booking.location,
    notes: booking.notes,
  };
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(valid)) {
    if (value !== undefined && value !== saved[field]) changes[field] = value;
  }
  return changes as UpdateBookingRequest;
}
