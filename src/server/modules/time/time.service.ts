import type {
  MileageLog,
  MileageWeek,
  TimeEntriesOverview,
  TimeEntry,
  ValidClockInRequest,
  ValidClockOutRequest,
  ValidEndTripRequest,
  ValidManualEntryRequest,
  ValidStartTripRequest,
} from '#shared/contracts/time.ts';
import { companyDate, weekStart, type IsoDate } from '#shared/domain/company-time.ts';
import { LATEST_TIME_ENTRIES_SHOWN } from '#shared/domain/operations.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import type { Geocoder } from '../../integrations/geocoder.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createTimeEntrySettingsRepository } from '../settings/time-entry-settings.repository.ts';
import {
  BOOKING_PUNCH_WINDOW_MS,
  FUTURE_SLACK_MS,
  MAX_ENTRY_MS,
  MAX_TRIP_MILES,
  ALREADY_CLOCKED_IN,
  NOT_CLOCKED_IN,
  TRIP_IN_PROGRESS,
  minutesBetween,
  weekOf,
  tenths,
  overlaps,
  lockedWeek,
  bookingNotFound,
  entryNotFound,
  tripNotFound,
  pointFrom,
  distanceFromSite,
  isFar,
  refuseManualStart,
} from './time-rules.ts';
import { dayFormat, timeFormat, hours, toTimeEntry, toMileageLog } from './time.mapper.ts';
import { createTimeRepository, type BookingForPunch, type MileageLogRow, type TimeEntryRow } from './time.repository.ts';

export interface TimeServiceDeps {
  db: Database;
  geocoder: Geocoder;
}

/**
 * The employee's time clock and trips. Every write runs in one transaction that first takes the
 * employee's advisory lock, then checks (open entry, overlap, approved week, assignment) and writes
 * with its audit event: a refusal writes nothing, and two writes for one employee take turns. The
 * partial unique indexes (one open entry, one open trip) back the checks up. Addresses are looked
 * up before the transaction, so no lock is held while the geocoder answers.
 */
export function createTimeService({ db, geocoder }: TimeServiceDeps) {
  const reads = createTimeRepository(db);

  /** Runs a write under the employee's lock; a unique-key refusal (a race the lock did not see) is `onDuplicate`. */
  async function write<T>(
    employeeId: number,
    work: (repo: ReturnType<typeof createTimeRepository>, audit: ReturnType<typeof createAuditRepository>) => Promise<T>,
    onDuplicate: string,
  ): Promise<T> {
    try {
      return await inTransaction(db, async (tx) => {
        const repo = createTimeRepository(tx);
        await repo.lockEmployee(employeeId);
        return work(repo, createAuditRepository(tx));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', onDuplicate);
      throw error;
    }
  }

  async function refuseLockedWeeks(repo: ReturnType<typeof createTimeRepository>, employeeId: number, weeks: IsoDate[]) {
    const [locked] = await repo.approvedWeeks(employeeId, [...new Set(weeks)]);
    if (locked) throw lockedWeek(locked);
  }

  /** An assigned booking that can still be worked, or the reason it cannot. */
  async function workableBooking(
    repo: ReturnType<typeof createTimeRepository>,
    employeeId: number,
    bookingId: number,
    allowCompleted: boolean,
  ): Promise<BookingForPunch> {
    const booking = await repo.assignedBooking(bookingId, employeeId);
    if (!booking) throw bookingNotFound();
    if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'This visit was cancelled.');
    if (booking.status === 'completed' && !allowCompleted) throw new AppError('CONFLICT', 'This visit is already completed.');
    return booking;
  }

  return {
    async overview(employeeId: number, now = new Date()): Promise<TimeEntriesOverview> {
      const week = weekOf(now);
      const [latest, open, closedMinutes] = await Promise.all([
        reads.latestEntries(employeeId, LATEST_TIME_ENTRIES_SHOWN),
        reads.openEntry(employeeId),
        reads.closedMinutesInWeek(employeeId, week),
      ]);
      const openMinutes = open && open.weekStart === week ? Math.max(0, minutesBetween(open.clockIn, now)) : 0;
      return {
        entries: latest.map(toTimeEntry),
        status: open ? 'Active' : 'Off Duty',
        openEntry: open ? toTimeEntry(open) : null,
        weekStart: week,
        weeklyHours: hours(closedMinutes + openMinutes),
      };
    },

    async clockIn(employeeId: number, request: ValidClockInRequest): Promise<TimeEntry> {
      const point = pointFrom(request.location);
      // Cheap refusals before asking the geocoder; all of them are checked again under the lock.
      if (await reads.openEntry(employeeId)) throw new AppError('CONFLICT', ALREADY_CLOCKED_IN);
      if (request.bookingId && !(await reads.assignedBooking(request.bookingId, employeeId))) throw bookingNotFound();
      const { address } = await geocoder.reverse(point);

      return write(
        employeeId,
        async (repo, audit) => {
          const now = new Date();
          if (await repo.openEntry(employeeId)) throw new AppError('CONFLICT', ALREADY_CLOCKED_IN);
          const overlap = await repo.firstOverlap(employeeId, now, null);
          if (overlap) throw overlaps(overlap);
          const week = weekOf(now);
          await refuseLockedWeeks(repo, employeeId, [week]);
          let booking: BookingForPunch | undefined;
          if (request.bookingId) {
            booking = await workableBooking(repo, employeeId, request.bookingId, false);
            if (Math.abs(booking.scheduledStart.getTime() - now.getTime()) > BOOKING_PUNCH_WINDOW_MS) {
              throw new AppError(
                'CONFLICT',
                `This visit is scheduled for ${dayFormat.format(booking.scheduledStart)} ${timeFormat.format(booking.scheduledStart)}: clock in to it from 12 hours before to 12 hours after.`,
              );
            }
          }
          const distance = distanceFromSite(booking, point);
          const row = await repo.insertEntry({
            employeeId,
            bookingId: booking?.id ?? null,
            source: 'clock',
            clockIn: now,
            description: request.description,
            inLat: point.lat,
            inLng: point.lng,
            inAddress: address,
            inDistanceM: distance,
            farFromSite: isFar(distance),
            weekStart: week,
          });
          const entry = toTimeEntry(row);
          await audit.record({ actor: { userId: employeeId }, entity: 'time_entry', entityId: row.id, action: 'clock-in', after: entry });
          return entry;
        },
        ALREADY_CLOCKED_IN,
      );
    },

    async clockOut(employeeId: number, request: ValidClockOutRequest): Promise<TimeEntry> {
      const point = pointFrom(request.location);

      /** The entry to close, or why there is none. */
      const target = async (repo: ReturnType<typeof createTimeRepository>): Promise<TimeEntryRow> => {
        if (!request.timeEntryId) {
          const open = await repo.openEntry(employeeId);
          if (!open) throw new AppError('CONFLICT', NOT_CLOCKED_IN);
          return open;
        }
        const entry = await repo.ownEntry(employeeId, request.timeEntryId);
        if (!entry) throw entryNotFound();
        if (entry.clockOut) {
          const open = await repo.openEntry(employeeId);
          throw new AppError('CONFLICT', open ? 'This entry is already clocked out.' : NOT_CLOCKED_IN);
        }
        return entry;
      };

      await target(reads);
      const { address } = await geocoder.reverse(point);

      return write(
        employeeId,
        async (repo, audit) => {
          const entry = await target(repo);
          await refuseLockedWeeks(repo, employeeId, [entry.weekStart]);
          // A clock-out within the same millisecond as its clock-in still ends after it.
          const now = new Date(Math.max(Date.now(), entry.clockIn.getTime() + 1));
          const booking = entry.bookingId === null ? undefined : await repo.bookingById(entry.bookingId);
          const distance = distanceFromSite(booking, point);
          const note = request.description;
          const closed = await repo.closeEntry(employeeId, entry.id, {
            clockOut: now,
            workedMinutes: minutesBetween(entry.clockIn, now),
            outLat: point.lat,
            outLng: point.lng,
            outAddress: address,
            outDistanceM: distance,
            farFromSite: entry.farFromSite || isFar(distance),
            ...(note ? { description: entry.description ? `${entry.description}\n${note}`.slice(0, 1000) : note } : {}),
          });
          // Unreachable under the lock; kept so a change elsewhere cannot close an entry twice.
          if (!closed) throw new AppError('CONFLICT', NOT_CLOCKED_IN);
          const after = toTimeEntry(closed);
          await audit.record({
            actor: { userId: employeeId },
            entity: 'time_entry',
            entityId: closed.id,
            action: 'clock-out',
            before: toTimeEntry(entry),
            after,
          });
          return after;
        },
        NOT_CLOCKED_IN,
      );
    },

    async createManual(employeeId: number, request: ValidManualEntryRequest, now = new Date()): Promise<TimeEntry> {
      const clockIn = new Date(request.clockIn);
      const clockOut = new Date(request.clockOut);
      if (!(clockOut > clockIn)) {
        throw new AppError('VALIDATION_FAILED', 'Invalid body: clockOut', { clockOut: 'The end time must be after the start time' });
      }
      if (clockOut.getTime() > now.getTime() + FUTURE_SLACK_MS) {
        throw new AppError('VALIDATION_FAILED', 'Invalid body: clockOut', { clockOut: 'An entry cannot end in the future' });
      }
      if (clockOut.getTime() - clockIn.getTime() > MAX_ENTRY_MS) {
        throw new AppError('VALIDATION_FAILED', 'Invalid body: clockOut', { clockOut: 'An entry can be at most 24 hours long' });
      }
      const [policy, hireDate] = await Promise.all([createTimeEntrySettingsRepository(db).get(), reads.hireDate(employeeId)]);
      refuseManualStart(companyDate(clockIn), companyDate(now), policy.manualEntryDaysBack, hireDate);
      return write(
        employeeId,
        async (repo, audit) => {
          const overlap = await repo.firstOverlap(employeeId, clockIn, clockOut);
          if (overlap) throw overlaps(overlap);
          const week = weekOf(clockIn);
          await refuseLockedWeeks(repo, employeeId, [week]);
          const booking = request.bookingId ? await workableBooking(repo, employeeId, request.bookingId, true) : undefined;
          const row = await repo.insertEntry({
            employeeId,
            bookingId: booking?.id ?? null,
            source: 'manual',
            clockIn,
            clockOut,
            workedMinutes: minutesBetween(clockIn, clockOut),
            description: request.description,
            weekStart: week,
          });
          const entry = toTimeEntry(row);
          await audit.record({ actor: { userId: employeeId }, entity: 'time_entry', entityId: row.id, action: 'create', after: entry });
          return entry;
        },
        // Only the open-entry key exists on time entries, and a manual entry is never open.
        ALREADY_CLOCKED_IN,
      );
    },

    async mileageWeek(employeeId: number, day: IsoDate | undefined, now = new Date()): Promise<MileageWeek> {
      const week = weekStart(day ?? companyDate(now));
      const [trips, open] = await Promise.all([reads.tripsInWeek(employeeId, week), reads.openTrip(employeeId)]);
      const ended = trips.filter((trip) => trip.endedAt !== null);
      return {
        weekStart: week,
        trips: trips.map(toMileageLog),
        totalMiles: ended.reduce((total, trip) => total + tenths(trip.miles ?? 0), 0) / 10,
        totalMinutes: ended.reduce((total, trip) => total + (trip.minutes ?? 0), 0),
        openTrip: open ? toMileageLog(open) : null,
      };
    },

    async startTrip(employeeId: number, request: ValidStartTripRequest): Promise<MileageLog> {
      const point = pointFrom(request.location);
      if (await reads.openTrip(employeeId)) throw new AppError('CONFLICT', TRIP_IN_PROGRESS);
      if (request.bookingId && !(await reads.assignedBooking(request.bookingId, employeeId))) throw bookingNotFound();
      const { address } = await geocoder.reverse(point);

      return write(
        employeeId,
        async (repo, audit) => {
          const now = new Date();
          if (await repo.openTrip(employeeId)) throw new AppError('CONFLICT', TRIP_IN_PROGRESS);
          const week = weekOf(now);
          await refuseLockedWeeks(repo, employeeId, [week]);
          if (request.bookingId && !(await repo.assignedBooking(request.bookingId, employeeId))) throw bookingNotFound();
          const row = await repo.insertTrip({
            employeeId,
            bookingId: request.bookingId ?? null,
            startedAt: now,
            startLat: point.lat,
            startLng: point.lng,
            startAddress: address,
            startOdometer: (tenths(request.startMileage) / 10).toFixed(1),
            weekStart: week,
          });
          const trip = toMileageLog(row);
          await audit.record({ actor: { userId: employeeId }, entity: 'mileage_log', entityId: row.id, action: 'start', after: trip });
          return trip;
        },
        TRIP_IN_PROGRESS,
      );
    },

    async endTrip(employeeId: number, tripId: number, request: ValidEndTripRequest): Promise<MileageLog> {
      const point = pointFrom(request.location);
      const endTenths = tenths(request.endMileage);

      const target = async (repo: ReturnType<typeof createTimeRepository>): Promise<MileageLogRow> => {
        const trip = await repo.ownTrip(employeeId, tripId);
        if (!trip) throw tripNotFound();
        if (trip.endedAt) throw new AppError('CONFLICT', 'This trip has already ended.');
        const startTenths = tenths(trip.startOdometer);
        if (endTenths < startTenths) {
          const start = (startTenths / 10).toLocaleString('en-US', { minimumFractionDigits: 1 });
          throw new AppError('VALIDATION_FAILED', 'Invalid body: endMileage', {
            endMileage: `The ending mileage must be at least the starting mileage (${start}).`,
          });
        }
        if (endTenths - startTenths > MAX_TRIP_MILES * 10) {
          throw new AppError('VALIDATION_FAILED', 'Invalid body: endMileage', {
            endMileage: `That is more than ${MAX_TRIP_MILES.toLocaleString('en-US')} miles for one trip: please check the reading.`,
          });
        }
        return trip;
      };

      await target(reads);
      const { address } = await geocoder.reverse(point);

      return write(
        employeeId,
        async (repo, audit) => {
          const trip = await target(repo);
          await refuseLockedWeeks(repo, employeeId, [trip.weekStart]);
          const now = new Date(Math.max(Date.now(), trip.startedAt.getTime()));
          const ended = await repo.endTrip(employeeId, trip.id, {
            endedAt: now,
            endLat: point.lat,
            endLng: point.lng,
            endAddress: address,
            endOdometer: (endTenths / 10).toFixed(1),
            miles: ((endTenths - tenths(trip.startOdometer)) / 10).toFixed(1),
            minutes: minutesBetween(trip.startedAt, now),
            destination: request.destination,
          });
          if (!ended) throw new AppError('CONFLICT', 'This trip has already ended.');
          const after = toMileageLog(ended);
          await audit.record({
            actor: { userId: employeeId },
            entity: 'mileage_log',
            entityId: ended.id,
            action: 'end',
            before: toMileageLog(trip),
            after,
          });
          return after;
        },
        TRIP_IN_PROGRESS,
      );
    },
  };
}

export type TimeService = ReturnType<typeof createTimeService>;
