import type {
  ValidAdminEntryRequest,
  ValidAdminEntryUpdate,
  ReopenedTimesheet,
  TimesheetList,
  TimesheetWeek,
} from '#shared/contracts/timesheets.ts';
import type { TimeEntry } from '#shared/contracts/time.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { addDays, companyDate, weekStart, type IsoDate } from '#shared/domain/company-time.ts';
import { distanceMeters } from '#shared/domain/geo.ts';
import { FAR_PUNCH_METERS } from '#shared/domain/operations.ts';
import { toCsv, type CsvCell } from '#shared/text/csv.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createTimeRepository, type MileageLogRow, type TimeEntryRow, type BookingForPunch } from './time.repository.ts';
import { lockedWeek } from './time-rules.ts';
import { approvalBlockers, weekLabel } from './timesheet-approval.ts';
import { entryLabel, toMileageLog, toTimeEntry } from './time.mapper.ts';
import { centsText, hoursOf, hoursText, milesText, rateCents, tenthsOf, weekTotals } from './timesheet-pay.ts';
import { createTimesheetsRepository, type EmployeeRow, type TimesheetWeekRow } from './timesheets.repository.ts';

/** An admin entry may end this far past now (a clock a little ahead). */
const FUTURE_SLACK_MS = 5 * 60_000;
const MAX_ENTRY_MS = 24 * 3_600_000;

export const PAYROLL_HEADER = ['Employee', 'Employee ID', 'Date', 'Hours', 'Miles', 'Rate', 'Pay'] as const;

/** The Minnesota day of an instant: 'November 30, 2026'. */
const onFormat = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });

const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);
const weekOf = (at: Date): IsoDate => weekStart(companyDate(at));

/** 'Ana Ruiz', or the username when no name is set. */
export function personName(person: { username: string; firstName: string | null; lastName: string | null }): string {
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim()).join(' ');
  return name || person.username;
}

/** Stable order for lists and the CSV: last name, first name, id. */
function byName(a: EmployeeRow, b: EmployeeRow): number {
  const key = (e: EmployeeRow) => `${(e.lastName ?? e.username).toLowerCase()}\u0000${(e.firstName ?? '').toLowerCase()}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id;
}

const employeeNotFound = () => new AppError('NOT_FOUND', 'Employee not found');
const entryNotFound = () => new AppError('NOT_FOUND', 'Time entry not found');
const auditKey = (employeeId: number, week: IsoDate) => `${employeeId}:${week}`;

/** Metres from the booking's site to a punch, when both are known. */
function distanceFromSite(booking: BookingForPunch | undefined, lat: number | null, lng: number | null): number | null {
  if (!booking || booking.siteLat === null || booking.siteLng === null || lat === null || lng === null) return null;
  return Math.round(distanceMeters({ lat: booking.siteLat, lng: booking.siteLng }, { lat, lng }));
}

function validationError(field: string, message: string) {
  return new AppError('VALIDATION_FAILED', `Invalid body: ${field}`, { [field]: message });
}

/** The visits the entries were punched on. */
const bookingIdsOf = (entries: readonly TimeEntryRow[]) => entries.flatMap((e) => (e.bookingId === null ? [] : [e.bookingId]));

/** The limits an admin's start and end obey beyond the contract (end after start is checked there). */
function checkTimes(clockIn: Date, clockOut: Date, now: Date) {
  if (!(clockOut > clockIn)) throw validationError('clockOut', 'The end time must be after the start time');
  if (clockOut.getTime() > now.getTime() + FUTURE_SLACK_MS) throw validationError('clockOut', 'An entry cannot end in the future');
  if (clockOut.getTime() - clockIn.getTime() > MAX_ENTRY_MS) throw validationError('clockOut', 'An entry can be at most 24 hours long');
}

export interface TimesheetsServiceDeps {
  db: Database;
}

/**
 * The admin's timesheets. Approving, reopening and every correction run in one transaction that
 * first takes the employee's advisory lock (EMPLOYEE_TIME_LOCK, the same key the employee's own
 * writes take), so an approval and an employee's write for the same person take turns: the write
 * either lands before the approval (and is counted in its snapshot) or sees the approved week and
 * is refused. Every change is audited in its transaction.
 */
export function createTimesheetsService({ db }: TimesheetsServiceDeps) {
  const reads = createTimesheetsRepository(db);

  /** The timesheet of one employee's week from its rows; `today` (Minnesota) decides whether the week is over. */
  function assemble(
    employee: EmployeeRow,
    week: IsoDate,
    entries: TimeEntryRow[],
    trips: MileageLogRow[],
    row: TimesheetWeekRow | undefined,
    approver: { id: number; username: string; firstName: string | null; lastName: string | null } | undefined,
    today: IsoDate,
    siteNames: ReadonlyMap<number, string>,
  ): TimesheetWeek {
    const approved = row?.status === 'approved';
    const rate = approved ? row.hourlyRateCents : rateCents(employee.hourlyRate);
    const blockers = approved ? [] : approvalBlockers({ name: personName(employee), week, today, entries, trips, rateCents: rate });
    const totals = weekTotals(entries, trips, rate);
    return {
      employee: { id: employee.id, name: personName(employee), username: employee.username, isActive: employee.isActive },
      weekStart: week,
      status: approved ? 'approved' : 'open',
      entries: entries.map((e) => ({ ...toTimeEntry(e), siteName: e.bookingId === null ? null : (siteNames.get(e.bookingId) ?? null) })),
      trips: trips.map(toMileageLog),
      days: totals.days.map((d) => ({
        date: d.date,
        minutes: d.minutes,
        hours: hoursOf(d.minutes),
        miles: d.milesTenths / 10,
        payCents: d.payCents,
      })),
      totalMinutes: approved ? (row.workedMinutes ?? totals.minutes) : totals.minutes,
      totalHours: hoursOf(approved ? (row.workedMinutes ?? totals.minutes) : totals.minutes),
      totalMiles: approved && row.miles !== null ? tenthsOf(row.miles) / 10 : totals.milesTenths / 10,
      openEntries: entries.filter((e) => e.clockOut === null).length,
      openTrips: trips.filter((t) => t.endedAt === null).length,
      farPunches: entries.filter((e) => e.farFromSite).length,
      hourlyRateCents: rate,
      payCents: approved ? row.payCents : totals.payCents,
      approvalBlockers: blockers,
      approvedBy: approved && row.approvedBy !== null && approver ? { id: approver.id, name: personName(approver) } : null,
      approvedAt: approved ? (row.approvedAt?.toISOString() ?? null) : null,
      exportedAt: row?.exportedAt?.toISOString() ?? null,
    };
  }

  /** The timesheets of these employees' week, in name order. */
  async function weekFor(repo: ReturnType<typeof createTimesheetsRepository>, employees: EmployeeRow[], week: IsoDate, today: IsoDate) {
    const ids = employees.map((e) => e.id);
    const [entries, trips, rows] = await Promise.all([
      repo.entriesInWeek(ids, week),
      repo.tripsInWeek(ids, week),
      repo.weekRows(ids, week),
    ]);
    const approverIds = [...new Set(rows.map((r) => r.approvedBy).filter((id): id is number => id !== null))];
    const [approvers, siteNames] = await Promise.all([repo.peopleByIds(approverIds), repo.siteNamesOfBookings(bookingIdsOf(entries))]);
    return [...employees].sort(byName).map((employee) => {
      const row = rows.find((r) => r.employeeId === employee.id);
      return assemble(
        employee,
        week,
        entries.filter((e) => e.employeeId === employee.id),
        trips.filter((t) => t.employeeId === employee.id),
        row,
        approvers.find((a) => a.id === row?.approvedBy),
        today,
        siteNames,
      );
    });
  }

  /** Runs `work` in one transaction under the employee's time lock. */
  function underLock<T>(employeeId: number, work: (tx: Database) => Promise<T>): Promise<T> {
    return inTransaction(db, async (tx) => {
      await createTimeRepository(tx).lockEmployee(employeeId);
      return work(tx);
    });
  }

  /** 409 when the week of any of these Sundays is approved for the employee. */
  async function refuseLockedWeeks(tx: Database, employeeId: number, weeks: IsoDate[]) {
    const [locked] = await createTimeRepository(tx).approvedWeeks(employeeId, [...new Set(weeks)]);
    if (locked) throw lockedWeek(locked);
  }

  /** 409 when [start, end) shares time with another of the employee's entries. */
  async function refuseOverlap(tx: Database, employee: EmployeeRow, start: Date, end: Date, exceptId?: number) {
    const overlap = await createTimeRepository(tx).firstOverlap(employee.id, start, end, exceptId);
    if (overlap) throw new AppError('CONFLICT', `This entry overlaps ${personName(employee)}’s entry of ${entryLabel(overlap)}.`);
  }

  /** The booking an admin names: it must exist and not be cancelled (assignment is not required). */
  async function usableBooking(tx: Database, bookingId: number): Promise<BookingForPunch> {
    const booking = await createTimeRepository(tx).bookingById(bookingId);
    if (!booking) throw validationError('bookingId', 'No visit has this id');
    if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'This visit was cancelled.');
    return booking;
  }

  return {
    async list(week: IsoDate, now = new Date()): Promise<TimesheetList> {
      const ids = await reads.employeeIdsInWeek(week);
      const employees = await reads.employeesByIds(ids);
      return { weekStart: week, timesheets: await weekFor(reads, employees, week, companyDate(now)) };
    },

    async get(employeeId: number, week: IsoDate, now = new Date()): Promise<TimesheetWeek> {
      const employee = await reads.findEmployee(employeeId);
      if (!employee) throw employeeNotFound();
      const [timesheet] = await weekFor(reads, [employee], week, companyDate(now));
      return timesheet!;
    },

    async approve(adminId: number, employeeId: number, week: IsoDate, now = new Date()): Promise<TimesheetWeek> {
      return underLock(employeeId, async (tx) => {
        const repo = createTimesheetsRepository(tx);
        const employee = await repo.findEmployee(employeeId);
        if (!employee) throw employeeNotFound();
        const today = companyDate(now);
        // One query at a time: a transaction is one connection.
        const [row] = await repo.weekRows([employeeId], week);
        const entries = await repo.entriesInWeek([employeeId], week);
        const trips = await repo.tripsInWeek([employeeId], week);
        if (row?.status === 'approved') {
          const when = row.approvedAt ? ` on ${onFormat.format(row.approvedAt)}` : '';
          throw new AppError('CONFLICT', `The week of ${weekLabel(week)} is already approved${when}.`);
        }
        const rate = rateCents(employee.hourlyRate);
        // The same blockers every read of the week shows (decision 0040): all of them, in one refusal.
        const blockers = approvalBlockers({ name: personName(employee), week, today, entries, trips, rateCents: rate });
        // (`rate === null` is among the blockers; checked again so the type knows.)
        if (blockers.length > 0 || rate === null) throw new AppError('CONFLICT', blockers.map((b) => b.message).join(' '));
        const totals = weekTotals(entries, trips, rate);
        const approved = await repo.approve({
          employeeId,
          weekStart: week,
          approvedBy: adminId,
          approvedAt: now,
          hourlyRateCents: rate,
          workedMinutes: totals.minutes,
          miles: milesText(totals.milesTenths),
          payCents: totals.payCents!,
        });
        // Unreachable under the lock (checked above); kept so a writer that skipped the lock cannot approve twice.
        if (!approved) throw new AppError('CONFLICT', `The week of ${weekLabel(week)} is already approved.`);
        const [approver] = await repo.peopleByIds([adminId]);
        const siteNames = await repo.siteNamesOfBookings(bookingIdsOf(entries));
        const timesheet = assemble(employee, week, entries, trips, approved, approver, today, siteNames);
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'timesheet_week',
          entityId: auditKey(employeeId, week),
          action: 'approve',
          before: row ? weekSnapshot(row) : null,
          after: weekSnapshot(approved),
        });
        return timesheet;
      });
    },

    async reopen(adminId: number, employeeId: number, week: IsoDate, now = new Date()): Promise<ReopenedTimesheet> {
      return underLock(employeeId, async (tx) => {
        const repo = createTimesheetsRepository(tx);
        const employee = await repo.findEmployee(employeeId);
        if (!employee) throw employeeNotFound();
        const [row] = await repo.weekRows([employeeId], week);
        if (row?.status !== 'approved') throw new AppError('CONFLICT', `The week of ${weekLabel(week)} is not approved.`);
        const reopened = await repo.reopen(employeeId, week);
        if (!reopened) throw new AppError('CONFLICT', `The week of ${weekLabel(week)} is not approved.`);
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'timesheet_week',
          entityId: auditKey(employeeId, week),
          action: 'reopen',
          before: weekSnapshot(row),
          after: weekSnapshot(reopened),
        });
        const entries = await repo.entriesInWeek([employeeId], week);
        const trips = await repo.tripsInWeek([employeeId], week);
        const warning = reopened.exportedAt
          ? `This week was already exported to payroll on ${onFormat.format(reopened.exportedAt)}: ` +
            'correct the payroll by hand, or approve and export it again.'
          : null;
        const siteNames = await repo.siteNamesOfBookings(bookingIdsOf(entries));
        return { timesheet: assemble(employee, week, entries, trips, reopened, undefined, companyDate(now), siteNames), warning };
      });
    },

    async createEntry(adminId: number, request: ValidAdminEntryRequest, now = new Date()): Promise<TimeEntry> {
      const clockIn = new Date(request.clockIn);
      const clockOut = new Date(request.clockOut);
      checkTimes(clockIn, clockOut, now);
      return underLock(request.employeeId, async (tx) => {
        const employee = await createTimesheetsRepository(tx).findEmployee(request.employeeId);
        if (!employee) throw validationError('employeeId', 'No employee has this id');
        const week = weekOf(clockIn);
        await refuseLockedWeeks(tx, employee.id, [week]);
        await refuseOverlap(tx, employee, clockIn, clockOut);
        const booking = request.bookingId ? await usableBooking(tx, request.bookingId) : undefined;
        const row = await createTimeRepository(tx).insertEntry({
          employeeId: employee.id,
          bookingId: booking?.id ?? null,
          source: 'admin',
          clockIn,
          clockOut,
          workedMinutes: minutesBetween(clockIn, clockOut),
          description: request.description,
          weekStart: week,
        });
        const entry = toTimeEntry(row);
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'time_entry',
          entityId: row.id,
          action: 'create',
          after: entry,
        });
        return entry;
      });
    },

    async updateEntry(adminId: number, id: number, request: ValidAdminEntryUpdate, now = new Date()): Promise<TimeEntry> {
      const clockIn = new Date(request.clockIn);
      const clockOut = new Date(request.clockOut);
      const found = await reads.entryById(id);
      if (!found) throw entryNotFound();
      checkTimes(clockIn, clockOut, now);
      return underLock(found.employeeId, async (tx) => {
        const repo = createTimesheetsRepository(tx);
        const entry = await repo.entryById(id);
        if (!entry) throw entryNotFound();
        // Users are never deleted; whatever their role now, the entry is theirs.
        const [employee] = await repo.employeesByIds([entry.employeeId]);
        if (!employee) throw entryNotFound();
        const week = weekOf(clockIn);
        await refuseLockedWeeks(tx, employee.id, [entry.weekStart, week]);
        await refuseOverlap(tx, employee, clockIn, clockOut, entry.id);
        const bookingId = request.bookingId === undefined ? entry.bookingId : request.bookingId;
        const booking = bookingId === null ? undefined : await usableBookingOrKept(tx, bookingId, entry.bookingId);
        // Distances follow the visit: measured again only when the visit changes.
        const distances =
          bookingId === entry.bookingId
            ? {}
            : (() => {
                const inDistanceM = distanceFromSite(booking, entry.inLat, entry.inLng);
                const outDistanceM = distanceFromSite(booking, entry.outLat, entry.outLng);
                const far = (d: number | null) => d !== null && d > FAR_PUNCH_METERS;
                return { inDistanceM, outDistanceM, farFromSite: far(inDistanceM) || far(outDistanceM) };
              })();
        const updated = await repo.updateEntry(entry.id, {
          bookingId,
          source: 'admin',
          clockIn,
          clockOut,
          workedMinutes: minutesBetween(clockIn, clockOut),
          description: request.description === undefined ? entry.description : (request.description ?? ''),
          weekStart: week,
          ...distances,
        });
        if (!updated) throw entryNotFound();
        const after = toTimeEntry(updated);
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'time_entry',
          entityId: entry.id,
          action: 'update',
          before: toTimeEntry(entry),
          after,
        });
        return after;
      });
    },

    async deleteEntry(adminId: number, id: number): Promise<void> {
      const found = await reads.entryById(id);
      if (!found) throw entryNotFound();
      await underLock(found.employeeId, async (tx) => {
        const repo = createTimesheetsRepository(tx);
        const entry = await repo.entryById(id);
        if (!entry) throw entryNotFound();
        await refuseLockedWeeks(tx, entry.employeeId, [entry.weekStart]);
        await repo.deleteEntry(entry.id);
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'time_entry',
          entityId: entry.id,
          action: 'delete',
          before: toTimeEntry(entry),
        });
      });
    },

    /**
     * The payroll CSV of the approved weeks from `from` to `to` (Sundays, inclusive): a row per
     * employee and Minnesota day with time or miles, at the rate snapshotted at approval. The weeks
     * are locked while they are read and stamped `exported_at` in the same transaction. A week whose
     * entries no longer add up to its snapshot (a write that bypassed the lock) stops the export.
     */
    async payrollCsv(from: IsoDate, to: IsoDate, now = new Date()): Promise<{ csv: string; filename: string; weeks: number }> {
      return inTransaction(db, async (tx) => {
        const repo = createTimesheetsRepository(tx);
        const weeks = await repo.approvedWeeksBetween(from, to);
        const ids = [...new Set(weeks.map((w) => w.employeeId))];
        const employees = await repo.employeesByIds(ids);
        const entries = await repo.entriesBetween(ids, from, to);
        const trips = await repo.tripsBetween(ids, from, to);
        const rows: CsvCell[][] = [[...PAYROLL_HEADER]];
        for (const employee of [...employees].sort(byName)) {
          for (const week of weeks.filter((w) => w.employeeId === employee.id)) {
            const rate = week.hourlyRateCents!;
            const totals = weekTotals(
              entries.filter((e) => e.employeeId === employee.id && e.weekStart === week.weekStart),
              trips.filter((t) => t.employeeId === employee.id && t.weekStart === week.weekStart),
              rate,
            );
            if (totals.payCents !== week.payCents || totals.minutes !== week.workedMinutes) {
              throw new AppError(
                'CONFLICT',
                `${personName(employee)}’s week of ${weekLabel(week.weekStart)} changed after it was approved: reopen it and approve it again.`,
              );
            }
            for (const day of totals.days) {
              rows.push([
                personName(employee),
                employee.id,
                day.date,
                hoursText(day.minutes),
                milesText(day.milesTenths),
                centsText(rate),
                centsText(day.payCents!),
              ]);
            }
          }
        }
        await repo.markExported(from, to, now);
        return { csv: toCsv(rows), filename: `payroll-${from}-to-${addDays(to, 6)}.csv`, weeks: weeks.length };
      });
    },
  };

  /** A kept visit may since have been cancelled; a newly named one must be usable. */
  async function usableBookingOrKept(tx: Database, bookingId: number, keptId: number | null): Promise<BookingForPunch | undefined> {
    if (bookingId === keptId) return createTimeRepository(tx).bookingById(bookingId);
    return usableBooking(tx, bookingId);
  }
}

/** A week row as the audit trail keeps it. */
/** What the audit trail keeps of a timesheet week (the demo generator writes the same for weeks it approves in bulk). */
export function weekSnapshot(row: TimesheetWeekRow) {
  return {
    employeeId: row.employeeId,
    weekStart: row.weekStart,
    status: row.status,
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    hourlyRateCents: row.hourlyRateCents,
    workedMinutes: row.workedMinutes,
    miles: row.miles === null ? null : Number(row.miles),
    payCents: row.payCents,
    exportedAt: row.exportedAt?.toISOString() ?? null,
  };
}

export type TimesheetsService = ReturnType<typeof createTimesheetsService>;
