import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { bookings } from './operations.ts';

/**
 * Hours worked: a clock-in and its clock-out (or a manual or admin entry), with where each punch was
 * and how far from the booking's site. `week_start` (the Sunday, Minnesota time) names the timesheet
 * week that owns the entry: an approved week locks it.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    source: text('source', { enum: ['clock', 'manual', 'admin'] }).notNull(),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    workedMinutes: integer('worked_minutes'),
    description: text('description').notNull().default(''),
    inLat: doublePrecision('in_lat'),
    inLng: doublePrecision('in_lng'),
    inAddress: text('in_address'),
    inDistanceM: integer('in_distance_m'),
    outLat: doublePrecision('out_lat'),
    outLng: doublePrecision('out_lng'),
    outAddress: text('out_address'),
    outDistanceM: integer('out_distance_m'),
    /** A punch more than 300 m from the site (FAR_PUNCH_METERS), for the admin's eye. */
    farFromSite: boolean('far_from_site').notNull().default(false),
    weekStart: date('week_start').notNull(),
    ...timestamps,
  },
  (t) => [
    // One open entry per employee, however many clock-ins race.
    uniqueIndex('time_entries_open_idx')
      .on(t.employeeId)
      .where(sql`${t.clockOut} is null`),
    index('time_entries_employee_in_idx').on(t.employeeId, t.clockIn),
    index('time_entries_employee_week_idx').on(t.employeeId, t.weekStart),
    index('time_entries_booking_idx').on(t.bookingId),
    // The visit messages job asks every minute which visits' crews clocked out lately.
    index('time_entries_clock_out_idx').on(t.clockOut),
    check('time_entries_order_check', sql`${t.clockOut} is null or ${t.clockOut} > ${t.clockIn}`),
    check('time_entries_distance_check', sql`coalesce(${t.inDistanceM}, 0) >= 0 and coalesce(${t.outDistanceM}, 0) >= 0`),
  ],
);

/** A trip in drive mode: odometer at start and end, miles between, minutes from elapsed time. */
export const mileageLogs = pgTable(
  'mileage_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    startLat: doublePrecision('start_lat').notNull(),
    startLng: doublePrecision('start_lng').notNull(),
    startAddress: text('start_address').notNull(),
    endLat: doublePrecision('end_lat'),
    endLng: doublePrecision('end_lng'),
    endAddress: text('end_address'),
    startOdometer: numeric('start_odometer', { precision: 9, scale: 1 }).notNull(),
    endOdometer: numeric('end_odometer', { precision: 9, scale: 1 }),
    miles: numeric('miles', { precision: 8, scale: 1 }),
    minutes: integer('minutes'),
    destination: text('destination'),
    weekStart: date('week_start').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mileage_logs_open_idx')
      .on(t.employeeId)
      .where(sql`${t.endedAt} is null`),
    index('mileage_logs_employee_start_idx').on(t.employeeId, t.startedAt),
    index('mileage_logs_employee_week_idx').on(t.employeeId, t.weekStart),
    check('mileage_logs_odometer_check', sql`${t.endOdometer} is null or ${t.endOdometer} >= ${t.startOdometer}`),
  ],
);

/** An employee's week (from Sunday): approval locks its entries and snapshots the pay. */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    weekStart: date('week_start').notNull(),
    status: text('status', { enum: ['open', 'approved'] })
      .notNull()
      .default('open'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    hourlyRateCents: integer('hourly_rate_cents'),
    workedMinutes: integer('worked_minutes'),
    miles: numeric('miles', { precision: 9, scale: 1 }),
    payCents: integer('pay_cents'),
    /** When the payroll CSV last included this week. */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.weekStart] }),
    index('timesheet_weeks_week_status_idx').on(t.weekStart, t.status),
    check('timesheet_weeks_sunday_check', sql`extract(dow from ${t.weekStart}) = 0`),
  ],
);

/**
 * Each visit's closed punches summed (decision 0047, issue 34's speed): the Sites screen, a site's page and the
 * margins read these sums instead of every punch. Kept by triggers on `time_entries` and on `users.hourly_rate`
 * (migration 0033), in the transaction of the change, by adding and taking away each punch's share, so no code
 * path can forget it and two changes at once never lose one another. Wages are split so the pricing model's base
 * wage (the pay of an employee without a rate, which an admin can change) is applied when read.
 */
export const visitLabor = pgTable('visit_labor', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** Closed punches attached to the visit. */
  punches: integer('punches').notNull(),
  /** Their minutes (`worked_minutes`, else clock-out minus clock-in, rounded). */
  workedMinutes: integer('worked_minutes').notNull(),
  /** Minutes x hourly rate (dollars) of the punches whose employee has a rate. */
  ratedWageMinutes: numeric('rated_wage_minutes').notNull(),
  /** Minutes of the punches whose employee has no rate: paid the pricing model's base wage. */
  unratedMinutes: integer('unrated_minutes').notNull(),
});
