import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import type { CalendarIntegration } from '#shared/domain/scheduling.ts';
import type { MailAttachment } from '../../integrations/mailer.ts';
import { walkThroughCalendarFile } from './walk-through-calendar-file.ts';

/** The outbox kind of the visitor's confirmation. */
export const BOOKING_CONFIRMATION = 'booking-confirmation';
/** The outbox kind of the e-mail with the link that confirms a held booking (decision 0034). */
export const BOOKING_CONFIRM_REQUEST = 'booking-confirm-request';
/** The outbox kind of the visitor's e-mail after a reschedule or cancellation by the manage link (decision 0048). */
export const BOOKING_CHANGED = 'booking-changed';
/** The outbox kinds of the day-before reminder of a walk-through (decision 0048). */
export const WALK_THROUGH_REMINDER = 'walk-through-reminder';

/** What the confirmation link's e-mail is rendered from; `url` holds the secret until it is delivered. */
export interface BookingConfirmRequestPayload {
  url: string;
  name: string;
  serviceType: string;
  start: string;
  end: string;
  location: string;
  /** When the hold runs out (ISO). */
  heldUntil: string;
  companyName: string;
  companyPhone: string;
}

/**
 * What the confirmation is rendered from. The outbox keeps it as JSON, so the instants are ISO
 * strings; the calendar file is built when the e-mail is rendered (no column holds it).
 */
export interface BookingConfirmationPayload {
  reference: string;
  bookingId: number;
  name: string;
  serviceType: string;
  start: string;
  end: string;
  location: string;
  calendar: CalendarIntegration;
  companyName: string;
  companyPhone: string;
  /** The host in the calendar event's UID (the site's), so UIDs stay unique across companies. */
  uidHost: string;
  /** The manage link (decision 0048): see, reschedule or cancel; a secret, blanked once delivered. Absent on older rows. */
  url?: string;
}

/** What the e-mail after a change by the manage link is rendered from (decision 0048). */
export interface BookingChangedPayload extends BookingConfirmationPayload {
  change: 'rescheduled' | 'cancelled';
  /** The calendar file's SEQUENCE after the change. */
  sequence: number;
  /** Where it was before a reschedule (ISO). */
  previousStart?: string;
  reason?: string;
}

/** What the day-before reminder is rendered from (e-mail and SMS). */
export interface WalkThroughReminderPayload {
  name: string;
  serviceType: string;
  start: string;
  end: string;
  location: string;
  reference: string;
  companyName: string;
  companyPhone: string;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** "Tuesday, December 1, 2026, 9:00 AM to 10:00 AM (Central Time)". */
export function visitWhen(start: Date, end: Date): string {
  return `${dayFormat.format(start)}, ${timeFormat.format(start)} to ${timeFormat.format(end)} (Central Time)`;
}

/**
 * The e-mail that asks the visitor to confirm: the slot is held until the link is followed or the hold
 * runs out. Nothing in it is the visitor's own text except the name, service and place, each one line.
 */
export function renderBookingConfirmRequest(p: BookingConfirmRequestPayload): { subject: string; text: string } {
  const start = new Date(p.start);
  const heldUntil = new Date(p.heldUntil);
  return {
    subject: `Confirm your appointment with ${p.companyName}: ${dayFormat.format(start)}`,
    text: [
      `Hello ${p.name},`,
      '',
      `We are holding this time for you until ${timeFormat.format(heldUntil)} (Central Time). Confirm it here:`,
      '',
      p.url,
      '',
      `When: ${visitWhen(start, new Date(p.end))}`,
      `Service: ${p.serviceType}`,
      `Where: ${p.location}`,
      '',
      'Once you confirm, we send the details with a calendar file. Unconfirmed, the time is released.',
      `If you did not ask for this appointment, ignore this e-mail; questions: ${p.companyPhone}.`,
      '',
      p.companyName,
    ].join('\n'),
  };
}

const hoursOf = (start: Date, end: Date) => {
  const hours = (end.getTime() - start.getTime()) / 3_600_000;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
};

const calendarHint: Record<CalendarIntegration, string> = {
  none: 'The attached appointment.ics adds it to your calendar (Google Calendar, Outlook, Apple Calendar).',
  google: 'Open the attached appointment.ics to add it to your Google Calendar.',
  outlook: 'Open the attached appointment.ics to add it to your Outlook calendar.',
};

/** The visitor's confirmation: plain text and the visit as an .ics attachment. */
export function renderBookingConfirmation(p: BookingConfirmationPayload): { subject: string; text: string; attachments: MailAttachment[] } {
  const start = new Date(p.start);
  const end = new Date(p.end);
  const when = visitWhen(start, end);
  const ics = walkThroughCalendarFile({
    bookingId: p.bookingId,
    uidHost: p.uidHost,
    companyName: p.companyName,
    companyPhone: p.companyPhone,
    serviceType: p.serviceType,
    start,
    end,
    location: p.location,
    reference: p.reference,
  });
  return {
    subject: `Your appointment with ${p.companyName}: ${dayFormat.format(start)} (${p.reference})`,
    text: [
      `Hello ${p.name},`,
      '',
      'Your appointment is booked.',
      '',
      `When: ${when}`,
      `Length: ${hoursOf(start, end)}`,
      `Service: ${p.serviceType}`,
      `Where: ${p.location}`,
      `Reference: ${p.reference}`,
      '',
      calendarHint[p.calendar],
      ...(p.url
        ? [
            'To see, reschedule or cancel it, use your private link (it works until the appointment is over):',
            p.url,
            `Or call us at ${p.companyPhone}.`,
          ]
        : [`To change or cancel it, call us at ${p.companyPhone} and give the reference.`]),
      '',
      p.companyName,
    ].join('\n'),
    attachments: [{ filename: 'appointment.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/**
 * The visitor's e-mail after a reschedule or a cancellation (decision 0048): the calendar file again,
 * same UID with a higher SEQUENCE (METHOD:CANCEL when cancelled), so calendars update the one event.
 */
export function renderBookingChanged(p: BookingChangedPayload): { subject: string; text: string; attachments: MailAttachment[] } {
  const start = new Date(p.start);
  const end = new Date(p.end);
  const cancelled = p.change === 'cancelled';
  const ics = walkThroughCalendarFile({
    bookingId: p.bookingId,
    uidHost: p.uidHost,
    companyName: p.companyName,
    companyPhone: p.companyPhone,
    serviceType: p.serviceType,
    start,
    end,
    location: p.location,
    reference: p.reference,
    sequence: p.sequence,
    cancelled,
  });
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  return {
    subject: cancelled
      ? `Cancelled: your appointment with ${p.companyName} on ${dayFormat.format(start)} (${p.reference})`
      : `Moved: your appointment with ${p.companyName} is now ${dayFormat.format(start)} (${p.reference})`,
    text: [
      `Hello ${p.name},`,
      '',
      ...(cancelled
        ? [`Your appointment of ${visitWhen(start, end)} is cancelled.`, ...(p.reason ? [`Your reason: ${p.reason}`] : [])]
        : [
            'Your appointment is moved.',
            '',
            `When: ${visitWhen(start, end)}`,
            ...(p.previousStart
              ? [
                  `(It was ${visitWhen(new Date(p.previousStart), new Date(new Date(p.previousStart).getTime() + end.getTime() - start.getTime()))}.)`,
                ]
              : []),
          ]),
      `Service: ${p.serviceType}`,
      `Where: ${p.location}`,
      `Reference: ${p.reference}`,
      '',
      cancelled
        ? 'The attached appointment.ics removes it from your calendar. To book another time, visit our scheduling page.'
        : 'The attached appointment.ics updates the event in your calendar.',
      ...(p.url && !cancelled ? ['To see, reschedule or cancel it:', p.url] : []),
      `Questions: ${p.companyPhone}.`,
      '',
      p.companyName,
    ].join('\n'),
    attachments: [{ filename: 'appointment.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }],
  };
}

/** The day-before reminder by e-mail. */
export function renderWalkThroughReminder(p: WalkThroughReminderPayload): { subject: string; text: string } {
  const start = new Date(p.start);
  return {
    subject: `Reminder: your appointment with ${p.companyName} tomorrow at ${timeFormat.format(start)}`,
    text: [
      `Hello ${p.name},`,
      '',
      'A reminder of your free walk-through tomorrow.',
      '',
      `When: ${visitWhen(start, new Date(p.end))}`,
      `Service: ${p.serviceType}`,
      `Where: ${p.location}`,
      `Reference: ${p.reference}`,
      '',
      `To reschedule or cancel it, use the private link in your confirmation e-mail, or call us at ${p.companyPhone}.`,
      '',
      p.companyName,
    ].join('\n'),
  };
}

/** The day-before reminder by SMS: one short message. */
export function walkThroughReminderSms(p: WalkThroughReminderPayload): string {
  const start = new Date(p.start);
  return `${p.companyName}: reminder of your walk-through tomorrow, ${dayFormat.format(start)} at ${timeFormat.format(start)}, ${p.location}. To change it, use the link in your confirmation e-mail or call ${p.companyPhone}. Reply STOP to opt out.`;
}
