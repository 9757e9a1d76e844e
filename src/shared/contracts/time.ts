import * as z from './zod.ts';
import { isIsoDate } from '../domain/company-time.ts';
import { parseLatLng } from '../domain/geo.ts';

/**
 * The employee portal's time clock (signed-in spec §7, issue 13): clock in and out with the
 * browser's location, manual entries, and drive-mode trips (mileage logs). Field names of the
 * requests are the spec's. Every call acts on the caller's own rows only: an id that is someone
 * else's answers 404, as a missing one does.
 *
 * Addresses: the server resolves each punch's `location` itself through its reverse geocoder (a
 * Nominatim-compatible service, `GEOCODER_URL`). When none is configured, or it fails or is busy,
 * the stored address is the coordinates themselves ('44.976600,-93.265000'). The `address` a
 * client sends is accepted, as the spec sends one, but not stored: an address typed or computed
 * in the browser is not evidence of where the punch was.
 */

export const LOCATION_MESSAGE = 'Send the location as latitude,longitude within range, like 44.9778,-93.2650';
export const MILEAGE_MESSAGE = 'Please enter a valid mileage reading.';
export const END_MILEAGE_MESSAGE = 'Please enter a valid ending mileage reading.';
/** The spec's validation message of the manual-entry form. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in required fields';
export const END_AFTER_START_MESSAGE = 'The end time must be after the start time';

const MAX_INT = 2_147_483_647;
const id = z.int().check(z.minimum(1), z.maximum(MAX_INT));

/** 'lat,lng' as the browser read it: latitude -90..90, longitude -180..180. */
const locationSchema = z.text(LOCATION_MESSAGE).check(
  z.trim(),
  z.maxLength(60, LOCATION_MESSAGE),
  z.refine((v: string) => parseLatLng(v) !== null, LOCATION_MESSAGE),
);

const descriptionText = z.text().check(z.trim(), z.maxLength(500, 'Keep the description under 500 characters'));
/** Optional: missing, null and blank are all no description. */
const description = z.pipe(
  z.nullish(descriptionText),
  z.transform((v: string | null | undefined) => v ?? ''),
);
/** Accepted and not stored (see the top of this file). */
const clientAddress = z.nullish(z.line().check(z.maxLength(500)));
/** The spec sends a number or null; no booking is allowed. */
const bookingId = z.nullish(id);

const isoInstant = (message: string) => z.iso.datetime({ offset: true, error: message });

/**
 * An odometer reading: a number, or text holding one ("48213.4", "48,213"), kept to tenths of a
 * mile as odometers show them. Anything else (blank, negative, letters) is the spec's message.
 */
const odometer = (message: string) =>
  z.pipe(
    z.pipe(
      z.union([z.number(message), z.text(message).check(z.trim())], message),
      z.transform((value: number | string, ctx) => {
        const reading =
          typeof value === 'number' ? value : /^[0-9][0-9,]*(\.[0-9]+)?$/.test(value) ? Number(value.replaceAll(',', '')) : NaN;
        if (Number.isFinite(reading)) return Math.round(reading * 10) / 10;
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }),
    ),
    z.number(message).check(z.minimum(0, message), z.maximum(9_999_999.9, message)),
  );

/** POST /api/employee/clock-in. 409 when already clocked in, 404 a booking not assigned to the caller. */
export const clockInRequestSchema = z.object({
  bookingId,
  description,
  location: locationSchema,
  address: clientAddress,
});
export type ClockInRequest = z.input<typeof clockInRequestSchema>;
export type ValidClockInRequest = z.output<typeof clockInRequestSchema>;

/** POST /api/employee/clock-out. Without `timeEntryId`, the caller's open entry. */
export const clockOutRequestSchema = z.object({
  timeEntryId: z.nullish(id),
  /** Added to the clock-in's description. */
  description,
  location: locationSchema,
  address: clientAddress,
});
export type ClockOutRequest = z.input<typeof clockOutRequestSchema>;
export type ValidClockOutRequest = z.output<typeof clockOutRequestSchema>;

/** POST /api/employee/time-entries: a manual entry (ISO instants). */
export const manualEntryRequestSchema = z
  .object({
    bookingId,
    clockIn: isoInstant(REQUIRED_FIELDS_MESSAGE),
    clockOut: isoInstant(REQUIRED_FIELDS_MESSAGE),
    description,
  })
  .check(
    z.refine((entry) => Date.parse(entry.clockOut) > Date.parse(entry.clockIn), {
      message: END_AFTER_START_MESSAGE,
      path: ['clockOut'],
    }),
  );
export type ManualEntryRequest = z.input<typeof manualEntryRequestSchema>;
export type ValidManualEntryRequest = z.output<typeof manualEntryRequestSchema>;

/**
 * A time entry: the spec's fields (id, bookingId, clockIn, clockOut, hoursWorked, description,
 * location, address: those of the clock-in), then those of the clock-out and the distances.
 */
export const timeEntrySchema = z.object({
  id: z.int(),
  bookingId: z.nullable(z.int()),
  clockIn: z.text(),
  /** Null while the entry is open (the employee is clocked in). */
  clockOut: z.nullable(z.text()),
  /** Worked minutes / 60, to 2 decimals; null while open. */
  hoursWorked: z.nullable(z.number()),
  description: z.text(),
  /** Where the clock-in was, 'lat,lng'; null for manual entries. */
  location: z.nullable(z.text()),
  address: z.nullable(z.text()),
  /** clock (punched), manual (typed in by the employee) or admin (a correction). */
  source: z.enum(['clock', 'manual', 'admin']),
  clockOutLocation: z.nullable(z.text()),
  clockOutAddress: z.nullable(z.text()),
  /** Metres from the booking's site at clock-in; null without a booking, a site location or a punch location. */
  distanceMeters: z.nullable(z.int()),
  clockOutDistanceMeters: z.nullable(z.int()),
  /** A punch was more than FAR_PUNCH_METERS (300 m) from the site: flagged for the admin. */
  farFromSite: z.boolean(),
  /** The Sunday (Minnesota) of the clock-in: the timesheet week that owns the entry. */
  weekStart: z.text(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const employeeStatuses = ['Active', 'Off Duty'] as const;

/**
 * GET /api/employee/time-entries: the 10 latest entries (newest first) and what the portal's
 * header shows: Active while an entry is open, else Off Duty; the hours of this week (from
 * Sunday, Minnesota time), the open entry counted up to now.
 */
export const timeEntriesOverviewSchema = z.object({
  entries: z.array(timeEntrySchema),
  status: z.enum(employeeStatuses),
  openEntry: z.nullable(timeEntrySchema),
  weekStart: z.text(),
  weeklyHours: z.number(),
});
export type TimeEntriesOverview = z.infer<typeof timeEntriesOverviewSchema>;

/** POST /api/employee/mileage-logs: start a trip in drive mode. 409 while another trip is open. */
export const startTripRequestSchema = z.object({
  bookingId,
  location: locationSchema,
  address: clientAddress,
  startMileage: odometer(MILEAGE_MESSAGE),
});
export type StartTripRequest = z.input<typeof startTripRequestSchema>;
export type ValidStartTripRequest = z.output<typeof startTripRequestSchema>;

/** POST /api/employee/mileage-logs/:id/end. The ending mileage is at least the starting one. */
export const endTripRequestSchema = z.object({
  location: locationSchema,
  address: clientAddress,
  endMileage: odometer(END_MILEAGE_MESSAGE),
  destination: z.line('Destination is required').check(z.minLength(1, 'Destination is required'), z.maxLength(200)),
});
export type EndTripRequest = z.input<typeof endTripRequestSchema>;
export type ValidEndTripRequest = z.output<typeof endTripRequestSchema>;

export const tripParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_INT)) });

/** A trip (mileage log). Miles = end - start; minutes from the elapsed time. Null fields while it is open. */
export const mileageLogSchema = z.object({
  id: z.int(),
  bookingId: z.nullable(z.int()),
  startedAt: z.text(),
  endedAt: z.nullable(z.text()),
  startLocation: z.text(),
  startAddress: z.text(),
  endLocation: z.nullable(z.text()),
  endAddress: z.nullable(z.text()),
  startMileage: z.number(),
  endMileage: z.nullable(z.number()),
  miles: z.nullable(z.number()),
  minutes: z.nullable(z.int()),
  destination: z.nullable(z.text()),
  weekStart: z.text(),
});
export type MileageLog = z.infer<typeof mileageLogSchema>;

/** GET /api/employee/mileage-logs?week=: a week's trips (any day of it; default this week) and their totals. */
export const mileageQuerySchema = z.object({
  week: z.optional(z.text().check(z.refine((v: string) => isIsoDate(v), 'Use a date like 2026-11-22'))),
});

export const mileageWeekSchema = z.object({
  /** The Sunday of the week listed. */
  weekStart: z.text(),
  /** Newest first. */
  trips: z.array(mileageLogSchema),
  /** Ended trips of the week. */
  totalMiles: z.number(),
  totalMinutes: z.int(),
  /** The trip in progress, whichever week it started in. */
  openTrip: z.nullable(mileageLogSchema),
});
export type MileageWeek = z.infer<typeof mileageWeekSchema>;

/**
 * GET /api/employee/locations: every location the server stores about the caller (issue 13: an
 * employee can see them), newest first. Punches (clock-in, clock-out) come from their time entries,
 * trip starts and ends from their trips; a manual entry stores none. The newest `limit` are listed
 * (200 unless asked, at most 500: a few years of punches), `total` says how many are stored.
 */
export const LOCATIONS_DEFAULT_LIMIT = 200;
export const LOCATIONS_MAX_LIMIT = 500;
export const LOCATIONS_LIMIT_MESSAGE = `Ask for 1 to ${LOCATIONS_MAX_LIMIT} locations`;
/**
 * Where the next page starts (issue 30: a phone shows a page at a time): the `nextCursor` of the page
 * before, '<instant>~<seq>~<row id>~<kind>', the sort key of its last point. Opaque to clients.
 */
export const LOCATIONS_CURSOR_MESSAGE = 'Use the nextCursor of the page before to ask for the next page';
const CURSOR_PATTERN = /^([0-9T:.+\- ]{10,40})~([12])~([1-9][0-9]{0,9})~(clock-in|clock-out|trip-start|trip-end)$/;
export interface LocationCursor {
  at: string;
  seq: 1 | 2;
  id: number;
  kind: LocationKind;
}
export function parseLocationCursor(text: string): LocationCursor | null {
  const match = CURSOR_PATTERN.exec(text);
  if (!match || Number.isNaN(Date.parse(match[1]!)) || Number(match[3]) > 2_147_483_647) return null;
  return { at: match[1]!, seq: Number(match[2]) as 1 | 2, id: Number(match[3]), kind: match[4] as LocationKind };
}
export const locationsQuerySchema = z.object({
  before: z.optional(
    z.text(LOCATIONS_CURSOR_MESSAGE).check(z.refine((v: string) => parseLocationCursor(v) !== null, LOCATIONS_CURSOR_MESSAGE)),
  ),
  limit: z._default(
    z.coerce
      .number(LOCATIONS_LIMIT_MESSAGE)
      .check(
        z.int(LOCATIONS_LIMIT_MESSAGE),
        z.minimum(1, LOCATIONS_LIMIT_MESSAGE),
        z.maximum(LOCATIONS_MAX_LIMIT, LOCATIONS_LIMIT_MESSAGE),
      ),
    LOCATIONS_DEFAULT_LIMIT,
  ),
});
export type LocationsQuery = z.input<typeof locationsQuerySchema>;

export const locationKinds = ['clock-in', 'clock-out', 'trip-start', 'trip-end'] as const;
export type LocationKind = (typeof locationKinds)[number];

/** One stored point, with the row that holds it and, when it names one, the booking. */
export const storedLocationSchema = z.object({
  kind: z.enum(locationKinds),
  /** When it was recorded (ISO instant): the punch, or the trip's start or end. */
  at: z.text(),
  lat: z.number(),
  lng: z.number(),
  /** The geocoder's address (or the coordinates, when it had none); null when none was stored. */
  address: z.nullable(z.text()),
  /** Punches only: metres from the booking's site, when the booking, its site and the point are known. */
  distanceFromSiteM: z.nullable(z.int()),
  /** Over FAR_PUNCH_METERS (300 m) from the site: flagged for the admin. Always false for trips. */
  farFromSite: z.boolean(),
  /** The time entry of a punch, or null. */
  timeEntryId: z.nullable(z.int()),
  /** The trip of a trip's start or end, or null. */
  tripId: z.nullable(z.int()),
  bookingId: z.nullable(z.int()),
  /** The booking's service and client, named as the assignments name them; null without a booking. */
  serviceType: z.nullable(z.text()),
  clientName: z.nullable(z.text()),
});
export type StoredLocation = z.infer<typeof storedLocationSchema>;

export const storedLocationsSchema = z.object({
  /** Newest first, at most `limit`; with `before`, those after that cursor. */
  locations: z.array(storedLocationSchema),
  /** How many are stored about the caller in all. */
  total: z.int(),
  /** `before` for the next page; null when this page holds the oldest point. */
  nextCursor: z.nullable(z.text()),
});
export type StoredLocations = z.infer<typeof storedLocationsSchema>;

/** The schemas of each endpoint in time.endpoints.ts, by its name. */
export const timeSchemas = {
  listTimeEntries: { response: timeEntriesOverviewSchema },
  clockIn: { body: clockInRequestSchema, response: timeEntrySchema },
  clockOut: { body: clockOutRequestSchema, response: timeEntrySchema },
  createTimeEntry: { body: manualEntryRequestSchema, response: timeEntrySchema },
  listMileageLogs: { query: mileageQuerySchema, response: mileageWeekSchema },
  startTrip: { body: startTripRequestSchema, response: mileageLogSchema },
  endTrip: { params: tripParamsSchema, body: endTripRequestSchema, response: mileageLogSchema },
  listLocations: { query: locationsQuerySchema, response: storedLocationsSchema },
};
