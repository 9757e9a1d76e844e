import * as z from './zod.ts';
import { BOOKING_HOURS, bookingConfirmers, calendarIntegrations } from '../domain/scheduling.ts';
import { companyDateSchema, wallTimeSchema } from './operations.ts';
import { optionalVisitorIdSchema } from './tracker-id.ts';

/**
 * The public scheduling page's calls (signed-in spec §3 and §7, issue 14, decision 0018): the day's
 * slots and booked times, which calendars are connected, and booking a visit. Days are Minnesota
 * days ('YYYY-MM-DD'), times Minnesota wall-clock times ('09:00'), instants ISO strings, durations minutes.
 */

/** `?date=` of the availability and events reads. */
export const schedulingDayQuerySchema = z.object({ date: companyDateSchema });

/** The spec's availability slot. */
export const availabilitySlotSchema = z.object({
  date: z.text(),
  time: z.text(),
  duration: z.int(),
  available: z.boolean(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const calendarEventSources = ['google', 'outlook', 'internal'] as const;

/**
 * The spec's calendar event. Public, so an internal one says only that the time is taken: the title
 * "Booked", no client, no location (null).
 */
export const calendarEventSchema = z.object({
  id: z.text(),
  title: z.text(),
  start: z.text(),
  end: z.text(),
  location: z.nullable(z.text()),
  source: z.enum(calendarEventSources),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** The spec's calendar integrations: whether each calendar is connected. */
export const calendarIntegrationsSchema = z.object({ google: z.boolean(), outlook: z.boolean() });
export type CalendarIntegrations = z.infer<typeof calendarIntegrationsSchema>;

/** A required single-line field: trimmed, not blank, at most `max` characters, no line breaks (z.line). */
const requiredText = (max: number, message: string) =>
  z.line(message).check(z.minLength(1, message), z.maxLength(max, `Use at most ${max} characters`));

const EMAIL_REQUIRED = 'Email is required';
const PHONE_REQUIRED = 'Phone is required';
export const DURATION_MESSAGE = `Choose a duration of ${BOOKING_HOURS.join(', ').replace(/, (\d+)$/, ' or $1')} hours, in minutes (hours x 60)`;
const HOURS_MESSAGE = `Choose ${BOOKING_HOURS.join(', ').replace(/, (\d+)$/, ' or $1')} hours`;
const NOTES_MESSAGE = 'Notes are text of at most 2,000 characters';

/**
 * POST /api/scheduling/book: the spec's booking payload and the booking form's rules. Whether the
 * day and time can be booked (hours, past, horizon) and whether a chosen calendar is connected are
 * checked by the server, which knows the time and the configuration; both answer 400 naming the field.
 */
export const bookingRequestSchema = z
  .object({
    clientName: requiredText(120, 'Full name is required'),
    clientEmail: z.pipe(
      z.line(EMAIL_REQUIRED).check(z.minLength(1, EMAIL_REQUIRED), z.maxLength(254, z.EMAIL_MESSAGE)),
      z.email(z.EMAIL_MESSAGE),
    ),
    clientPhone: z
      .line(PHONE_REQUIRED)
      .check(z.minLength(1, PHONE_REQUIRED), z.maxLength(40, z.PHONE_MESSAGE), z.refine(z.isPhoneNumber, z.PHONE_MESSAGE)),
    serviceType: requiredText(120, 'Service type is required'),
    preferredDate: companyDateSchema,
    preferredTime: wallTimeSchema,
    /** Minutes: the chosen hours times 60 (default one hour, as the form). */
    duration: z._default(
      z.int(DURATION_MESSAGE).check(z.refine((v: number) => BOOKING_HOURS.some((h) => h * 60 === v), DURATION_MESSAGE)),
      60,
    ),
    /** The hours the form showed; when sent, it must agree with `duration`. */
    selectedHours: z.optional(
      z.int(HOURS_MESSAGE).check(z.refine((v: number) => (BOOKING_HOURS as readonly number[]).includes(v), HOURS_MESSAGE)),
    ),
    location: requiredText(300, 'Service location is required'),
    notes: z._default(z.text(NOTES_MESSAGE).check(z.trim(), z.maxLength(2000, NOTES_MESSAGE)), ''),
    calendarIntegration: z._default(z.enum(calendarIntegrations, 'Choose a calendar: none, google or outlook'), 'none'),
    /** An addition to the spec's payload: the tracker's visitor id, as on the quote forms (decision 0020). */
    visitorId: optionalVisitorIdSchema,
  })
  .check(
    z.superRefine((booking, ctx) => {
      if (booking.selectedHours !== undefined && booking.selectedHours * 60 !== booking.duration) {
        ctx.addIssue({
          code: 'custom',
          path: ['duration'],
          message: `The duration must be the selected ${booking.selectedHours} hours times 60 minutes`,
          input: booking.duration,
        });
      }
    }),
  );
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type ValidBookingRequest = z.output<typeof bookingRequestSchema>;
/** What a lead made by a booking keeps of it: the request as validated and the booking it made. */
export type StoredBookingRequest = ValidBookingRequest & { bookingId: number };

/**
 * 201 of POST /api/scheduling/book: the visit, held (status 'pending') until `heldUntil`, and the
 * spec's success words. `confirmBy` says who confirms it (decisions 0034, 0041): 'email', the visitor
 * with the link e-mailed to them before the hold runs out; 'office', while the site sends no e-mail,
 * the office after calling them (held until the visit starts). `calendarFile` is the visit as an
 * iCalendar file (tentative) for the page to offer when no e-mail will bring one, else null.
 * The reference comes with the confirmation: a booking nobody confirms makes no lead.
 */
export const bookingResultSchema = z.object({
  bookingId: z.int(),
  status: z.literal('pending'),
  start: z.text(),
  end: z.text(),
  heldUntil: z.text(),
  confirmBy: z.enum(bookingConfirmers),
  calendarFile: z.nullable(z.text()),
  message: z.text(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

const CONFIRM_TOKEN_MESSAGE = 'Open the whole confirmation link from the e-mail';

/** POST /api/scheduling/confirm: the token of the link e-mailed to the visitor. */
export const bookingConfirmRequestSchema = z.object({
  token: z.text(CONFIRM_TOKEN_MESSAGE).check(z.trim(), z.minLength(1, CONFIRM_TOKEN_MESSAGE), z.maxLength(200, CONFIRM_TOKEN_MESSAGE)),
});

/**
 * 200 of POST /api/scheduling/confirm: the confirmed visit, its lead's reference and the visit as an
 * iCalendar file, which the page offers for download (the e-mail carries the same file).
 */
export const bookingConfirmationSchema = z.object({
  reference: z.text(),
  bookingId: z.int(),
  start: z.text(),
  end: z.text(),
  message: z.text(),
  calendarFile: z.text(),
  /**
   * The private link to see, reschedule or cancel the walk-through (decision 0048), also in the e-mail;
   * null when the office confirmed it (the link then goes by e-mail only).
   */
  manageUrl: z.nullable(z.text()),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

/**
 * One calendar's part of a sync: not connected (no address configured), synced (how many busy
 * times it now blocks in the horizon) or failed (why, in words; its stored busy times stay as they were).
 */
export const calendarSyncOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('not-connected') }),
  z.object({ status: z.literal('synced'), events: z.int() }),
  z.object({ status: z.literal('failed'), message: z.text() }),
]);
export type CalendarSyncOutcome = z.infer<typeof calendarSyncOutcomeSchema>;

/**
 * 200 of POST /api/scheduling/sync. `ok` is false when a connected calendar failed; `message` is the
 * toast's words (the spec's "Calendars synchronized successfully" on success). `syncedAt` is when the
 * feeds were read: a sync asked for within a minute of the last answers that one again.
 */
export const calendarSyncResultSchema = z.object({
  ok: z.boolean(),
  message: z.text(),
  syncedAt: z.text(),
  google: calendarSyncOutcomeSchema,
  outlook: calendarSyncOutcomeSchema,
});
export type CalendarSyncResult = z.infer<typeof calendarSyncResultSchema>;

const BOOKING_ID_MESSAGE = 'Use a whole-number id';
/** POST /api/admin/bookings/:id/confirm: the held walk-through an admin confirms after calling (decision 0041). */
export const walkThroughParamsSchema = z.object({
  id: z.coerce
    .number(BOOKING_ID_MESSAGE)
    .check(z.int(BOOKING_ID_MESSAGE), z.minimum(1, BOOKING_ID_MESSAGE), z.maximum(2_147_483_647, BOOKING_ID_MESSAGE)),
});

/** GET /api/scheduling/feed/:token.ics: the secret in the address (Fastify gives `token.ics` as one parameter). */
export const bookingFeedParamsSchema = z.object({ file: z.text().check(z.maxLength(300)) });

const MANAGE_TOKEN_MESSAGE = 'Open the whole link from the e-mail';
/** /api/scheduling/manage/:token: the manage link's secret (decision 0048). */
export const manageTokenParamsSchema = z.object({
  token: z.text(MANAGE_TOKEN_MESSAGE).check(z.trim(), z.minLength(1, MANAGE_TOKEN_MESSAGE), z.maxLength(200, MANAGE_TOKEN_MESSAGE)),
});

/** POST /api/scheduling/manage/:token/reschedule: another free slot of the calendar, by the booking's rules. */
export const rescheduleRequestSchema = z.object({ preferredDate: companyDateSchema, preferredTime: wallTimeSchema });
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

const REASON_MESSAGE = 'The reason is text of at most 500 characters';
/** POST /api/scheduling/manage/:token/cancel: why, if the visitor says (optional). */
export const cancelWalkThroughRequestSchema = z.object({
  reason: z._default(z.text(REASON_MESSAGE).check(z.trim(), z.maxLength(500, REASON_MESSAGE)), ''),
});
export type CancelWalkThroughRequest = z.input<typeof cancelWalkThroughRequestSchema>;

/**
 * A walk-through as its manage link shows it (decision 0048): what, when and where, whether it still
 * stands, and its current calendar file (the same UID with the latest SEQUENCE). `message` says what
 * the last change did ('' for a read).
 */
export const managedWalkThroughSchema = z.object({
  bookingId: z.int(),
  reference: z.text(),
  name: z.text(),
  serviceType: z.text(),
  location: z.text(),
  start: z.text(),
  end: z.text(),
  status: z.enum(['confirmed', 'cancelled', 'completed']),
  cancelReason: z.nullable(z.text()),
  companyPhone: z.text(),
  calendarFile: z.text(),
  message: z.text(),
});
export type ManagedWalkThrough = z.infer<typeof managedWalkThroughSchema>;

/** The schemas of each endpoint in scheduling.endpoints.ts, by its name (the server registers them). */
export const schedulingSchemas = {
  listAvailability: { query: schedulingDayQuerySchema, response: z.array(availabilitySlotSchema) },
  listCalendarEvents: { query: schedulingDayQuerySchema, response: z.array(calendarEventSchema) },
  getCalendarIntegrations: { response: calendarIntegrationsSchema },
  bookAppointment: { body: bookingRequestSchema, response: bookingResultSchema },
  confirmAppointment: { body: bookingConfirmRequestSchema, response: bookingConfirmationSchema },
  confirmWalkThrough: { params: walkThroughParamsSchema, response: bookingConfirmationSchema },
  syncCalendars: { response: calendarSyncResultSchema },
  getManagedWalkThrough: { params: manageTokenParamsSchema, response: managedWalkThroughSchema },
  rescheduleWalkThrough: { params: manageTokenParamsSchema, body: rescheduleRequestSchema, response: managedWalkThroughSchema },
  cancelWalkThrough: { params: manageTokenParamsSchema, body: cancelWalkThroughRequestSchema, response: managedWalkThroughSchema },
  bookingsFeed: { params: bookingFeedParamsSchema },
};
