import * as z from './zod.ts';
import { isIsoDate, weekdayOf } from '../domain/company-time.ts';
import { END_AFTER_START_MESSAGE, mileageLogSchema, REQUIRED_FIELDS_MESSAGE, timeEntrySchema } from './time.ts';

/**
 * The admin's timesheets (issue 13, plan step 11): each employee's week (Sunday to Saturday on the
 * Minnesota calendar) with its entries and trips, approval (which locks the week and snapshots the
 * pay), reopening, corrections to entries, and the payroll CSV of approved weeks. Money in cents
 * (`...Cents`, decision 0017); a week is named by its Sunday, 'YYYY-MM-DD'.
 */

const MAX_ID = 2_147_483_647;
/** An id in a JSON body. */
const bodyId = (message: string) => z.int(message).check(z.minimum(1, message), z.maximum(MAX_ID, message));
/** An id in a path (text on the wire). */
const pathId = (message: string) => z.coerce.number(message).check(z.int(message), z.minimum(1, message), z.maximum(MAX_ID, message));

export const WEEK_DATE_MESSAGE = 'Use the date of a Sunday, like 2026-11-22';
export const SUNDAY_MESSAGE = 'Timesheet weeks start on Sunday: choose a Sunday, like 2026-11-22';

/** The Sunday that names a timesheet week: a real date, this century, and a Sunday (else 400). */
export const weekStartSchema = z.text(WEEK_DATE_MESSAGE).check(
  z.refine((v: string) => isIsoDate(v) && v >= '2000-01-01' && v <= '2099-12-31', { message: WEEK_DATE_MESSAGE, abort: true }),
  z.refine((v: string) => weekdayOf(v) === 0, SUNDAY_MESSAGE),
);

const EMPLOYEE_MESSAGE = 'Choose an employee (an employee id)';
const ENTRY_MESSAGE = 'Name a time entry (its id)';
const BOOKING_MESSAGE = 'Choose a visit (a booking id) or none';

/** GET /api/admin/timesheets?week= and GET /api/admin/timesheets/:employeeId?week= */
export const timesheetWeekQuerySchema = z.object({ week: weekStartSchema });
export const timesheetEmployeeParamsSchema = z.object({ employeeId: pathId(EMPLOYEE_MESSAGE) });
/** POST /api/admin/timesheets/:employeeId/:week/approve (and /reopen). */
export const timesheetWeekParamsSchema = z.object({ employeeId: pathId(EMPLOYEE_MESSAGE), week: weekStartSchema });

/** One Minnesota day of a week: what the payroll CSV prints for it. */
export const timesheetDaySchema = z.object({
  date: z.text(),
  /** Worked minutes of the closed entries that started this day. */
  minutes: z.int(),
  /** minutes / 60, to 2 decimals. */
  hours: z.number(),
  /** Miles of the ended trips that started this day. */
  miles: z.number(),
  /** round(minutes x rate cents / 60) at the week's rate (below); null without a rate. */
  payCents: z.nullable(z.int()),
});
export type TimesheetDay = z.infer<typeof timesheetDaySchema>;

/**
 * An entry as the admin's week shows it: the time entry, plus the name of its visit's site (null
 * without a visit, or for a visit booked without a site), so the week reads "Lakeside Family Clinic"
 * rather than a visit number.
 */
export const timesheetEntrySchema = z.extend(timeEntrySchema, { siteName: z.nullable(z.text()) });
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;

export const timesheetStatuses = ['open', 'approved'] as const;
export type TimesheetStatus = (typeof timesheetStatuses)[number];

const personSchema = z.object({ id: z.int(), name: z.text() });

/** Why an open week cannot be approved yet (decision 0040). */
export const approvalBlockerCodes = ['week-not-over', 'clocked-in', 'trip-under-way', 'no-hourly-rate'] as const;
export type ApprovalBlockerCode = (typeof approvalBlockerCodes)[number];
export const approvalBlockerSchema = z.object({ code: z.enum(approvalBlockerCodes), message: z.text() });
export type ApprovalBlocker = z.infer<typeof approvalBlockerSchema>;

/**
 * An employee's week. While it is open the figures are live (pay at the employee's current rate, as a
 * preview); once approved, `hourlyRateCents`, `payCents`, `totalMinutes` and `totalMiles` are the
 * snapshots taken at approval, which the payroll CSV adds up to.
 */
export const timesheetWeekSchema = z.object({
  employee: z.object({ id: z.int(), name: z.text(), username: z.text(), isActive: z.boolean() }),
  weekStart: z.text(),
  status: z.enum(timesheetStatuses),
  /** Earliest first; `farFromSite` and the distances flag punches more than 300 m from the site. */
  entries: z.array(timesheetEntrySchema),
  /** Earliest first. */
  trips: z.array(mileageLogSchema),
  /** The days with time or miles, earliest first. */
  days: z.array(timesheetDaySchema),
  totalMinutes: z.int(),
  totalHours: z.number(),
  totalMiles: z.number(),
  /** Entries still clocked in and trips still under way: the week cannot be approved while any is open. */
  openEntries: z.int(),
  openTrips: z.int(),
  /** Entries with a punch more than 300 m from the visit's site. */
  farPunches: z.int(),
  /** Approved: the rate snapshotted at approval. Open: the employee's rate now (null when none is set). */
  hourlyRateCents: z.nullable(z.int()),
  /** Approved: the snapshot (the sum of the days). Open: the same sum at the current rate (null without one). */
  payCents: z.nullable(z.int()),
  /**
   * Open: every reason POST .../approve would refuse the week today, worked out by the same server
   * function as the refusal (empty: it can be approved). Approved: empty.
   */
  approvalBlockers: z.array(approvalBlockerSchema),
  approvedBy: z.nullable(personSchema),
  approvedAt: z.nullable(z.text()),
  /** When a payroll CSV last included this week (kept when the week is reopened). */
  exportedAt: z.nullable(z.text()),
});
export type TimesheetWeek = z.infer<typeof timesheetWeekSchema>;

/** Every employee with entries, trips or an approval in the week, by name. */
export const timesheetListSchema = z.object({
  weekStart: z.text(),
  timesheets: z.array(timesheetWeekSchema),
});
export type TimesheetList = z.infer<typeof timesheetListSchema>;

/** POST .../reopen: the week open again; `warning` when a payroll CSV already included it. */
export const reopenedTimesheetSchema = z.object({
  timesheet: timesheetWeekSchema,
  warning: z.nullable(z.text()),
});
export type ReopenedTimesheet = z.infer<typeof reopenedTimesheetSchema>;

const isoInstant = z.iso.datetime({ offset: true, error: REQUIRED_FIELDS_MESSAGE });
const descriptionText = z.text().check(z.trim(), z.maxLength(500, 'Keep the description under 500 characters'));
const endAfterStart = z.refine<{ clockIn: string; clockOut: string }>((entry) => Date.parse(entry.clockOut) > Date.parse(entry.clockIn), {
  message: END_AFTER_START_MESSAGE,
  path: ['clockOut'],
});

/** POST /api/admin/time-entries: an entry the admin adds for an employee (source 'admin'). */
export const adminEntryRequestSchema = z
  .object({
    employeeId: bodyId(EMPLOYEE_MESSAGE),
    bookingId: z.nullish(bodyId(BOOKING_MESSAGE)),
    clockIn: isoInstant,
    clockOut: isoInstant,
    description: z.pipe(
      z.nullish(descriptionText),
      z.transform((v: string | null | undefined) => v ?? ''),
    ),
  })
  .check(endAfterStart);
export type AdminEntryRequest = z.input<typeof adminEntryRequestSchema>;
export type ValidAdminEntryRequest = z.output<typeof adminEntryRequestSchema>;

/**
 * PUT /api/admin/time-entries/:id: new start and end (an open entry is closed by it); `bookingId` and
 * `description` are kept when missing, cleared by null. The entry becomes source 'admin'.
 */
export const adminEntryUpdateSchema = z
  .object({
    bookingId: z.optional(z.nullable(bodyId(BOOKING_MESSAGE))),
    clockIn: isoInstant,
    clockOut: isoInstant,
    description: z.optional(z.nullable(descriptionText)),
  })
  .check(endAfterStart);
export type AdminEntryUpdate = z.input<typeof adminEntryUpdateSchema>;
export type ValidAdminEntryUpdate = z.output<typeof adminEntryUpdateSchema>;

export const timeEntryParamsSchema = z.object({ id: pathId(ENTRY_MESSAGE) });

/** At most this many days from the first Sunday to the last Saturday of one payroll CSV. */
export const PAYROLL_MAX_WEEKS = 53;
const PAYROLL_RANGE_MESSAGE = `Choose a last week on or after the first, at most ${PAYROLL_MAX_WEEKS} weeks later`;

/** GET /api/admin/payroll.csv?from=&to=: the weeks from the Sunday `from` to the week of the Sunday `to`, inclusive. */
export const payrollQuerySchema = z
  .object({ from: weekStartSchema, to: weekStartSchema })
  .check(
    z.refine<{ from: string; to: string }>(
      (q) => q.to >= q.from && Date.parse(q.to) - Date.parse(q.from) < PAYROLL_MAX_WEEKS * 7 * 86_400_000,
      { message: PAYROLL_RANGE_MESSAGE, path: ['to'] },
    ),
  );

/** The schemas of each endpoint in timesheets.endpoints.ts, by its name. */
export const timesheetsSchemas = {
  listTimesheets: { query: timesheetWeekQuerySchema, response: timesheetListSchema },
  getTimesheet: { params: timesheetEmployeeParamsSchema, query: timesheetWeekQuerySchema, response: timesheetWeekSchema },
  approveTimesheet: { params: timesheetWeekParamsSchema, response: timesheetWeekSchema },
  reopenTimesheet: { params: timesheetWeekParamsSchema, response: reopenedTimesheetSchema },
  createAdminTimeEntry: { body: adminEntryRequestSchema, response: timeEntrySchema },
  updateAdminTimeEntry: { params: timeEntryParamsSchema, body: adminEntryUpdateSchema, response: timeEntrySchema },
  deleteAdminTimeEntry: { params: timeEntryParamsSchema },
  downloadPayrollCsv: { query: payrollQuerySchema },
};
