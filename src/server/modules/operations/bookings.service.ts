import {
  BOOKING_PAGE_SIZE,
  TO_BEFORE_FROM_MESSAGE,
  windowTooLongMessage,
  type AdminBooking,
  type AdminBookingPage,
  type BookingSortKey,
  type SortDirection,
  type Assignment,
  type CustomerBooking,
} from '#shared/contracts/operations.ts';
import { addDays, companyDate, daysBetween, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import {
  ASSIGNMENTS_DAYS_AHEAD,
  ASSIGNMENTS_DAYS_BACK,
  ASSIGNMENTS_MAX_DAYS,
  BOOKING_HORIZON_DAYS,
  CUSTOMER_VISITS_DAYS_BACK,
  CUSTOMER_VISITS_MAX_DAYS,
} from '#shared/domain/operations.ts';
import { isWalkThrough } from '#shared/domain/scheduling.ts';
import { shortDay, wallClock } from '#shared/text/company-dates.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import {
  createBookingsRepository,
  type BookingRow,
  type BookingStatus,
  type ListedBooking,
  type NewBookingRow,
} from './bookings.repository.ts';
import { calendarConflict } from '../scheduling/calendar-guard.ts';
import { createDirectoryRepository } from './directory.repository.ts';
import { bookingRecord, companyClock, toAdminBooking, toAssignment, toCustomerBooking } from './operations.mapper.ts';
import { invalidQuery, requireCustomer, requireEmployees, requireSite, sameSet } from './operations-rules.ts';

export interface BookingQuery {
  from?: string | undefined;
  to?: string | undefined;
  status?: BookingStatus | undefined;
  customerId?: number | undefined;
  employeeId?: number | undefined;
  planId?: number | undefined;
  siteId?: number | undefined;
  limit?: number | undefined;
}

/** A page of the bookings list: the filters of its visits, their order and which page. */
export interface BookingPageQuery extends Omit<BookingQuery, 'planId' | 'siteId' | 'limit'> {
  sort?: BookingSortKey | undefined;
  direction?: SortDirection | undefined;
  page?: number | undefined;
}

export interface NewOneOff {
  customerId: number;
  siteId: number;
  serviceType: string;
  date: string;
  startTime: string;
  durationMinutes: number;
  priceCents: number;
  location?: string | undefined;
  notes: string;
  crew: number[];
}

export interface BookingChanges {
  date?: string | undefined;
  startTime?: string | undefined;
  durationMinutes?: number | undefined;
  serviceType?: string | undefined;
  priceCents?: number | null | undefined;
  location?: string | undefined;
  notes?: string | undefined;
}

const DEFAULT_LIST = 500;

/** A list's Minnesota days as instants: from the first day's start to the end of the last (both days included). */
function instantsOf(query: { from?: string | undefined; to?: string | undefined }): { from?: Date; to?: Date } {
  return {
    from: query.from ? zonedInstant(query.from) : undefined,
    to: query.to ? zonedInstant(addDays(query.to, 1)) : undefined,
  };
}

/** A portal list's window of Minnesota days: what stands in for a missing end, and the longest one asked for. */
interface WindowRule {
  daysBack: number;
  daysAhead: number;
  maxDays: number;
}
const CUSTOMER_VISITS: WindowRule = {
  daysBack: CUSTOMER_VISITS_DAYS_BACK,
  daysAhead: BOOKING_HORIZON_DAYS,
  maxDays: CUSTOMER_VISITS_MAX_DAYS,
};
const ASSIGNMENTS: WindowRule = { daysBack: ASSIGNMENTS_DAYS_BACK, daysAhead: ASSIGNMENTS_DAYS_AHEAD, maxDays: ASSIGNMENTS_MAX_DAYS };

export interface VisitWindowQuery {
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
}

/**
 * The instants [from, to) of a window of Minnesota days, both included; a missing end is the rule's
 * default around today. The contract checks a window given whole; one completed by a default is
 * checked here, naming the end that was given.
 */
function visitWindow(query: VisitWindowQuery, today: IsoDate, rule: WindowRule): { from: Date; to: Date } {
  const from = query.from ?? addDays(today, -rule.daysBack);
  const to = query.to ?? addDays(today, rule.daysAhead);
  const given = query.to ? 'to' : 'from';
  if (to < from) throw invalidQuery({ [given]: TO_BEFORE_FROM_MESSAGE });
  if (daysBetween(from, to) + 1 > rule.maxDays) throw invalidQuery({ [given]: windowTooLongMessage(rule.maxDays) });
  return { from: zonedInstant(from), to: zonedInstant(addDays(to, 1)) };
}

/** Why a visit in this status cannot take this step (409). */
const refusals = {
  change: (status: BookingStatus) =>
    `Only a confirmed visit can be rescheduled or changed; this one is ${status}. Notes can still be added.`,
  cancel: { completed: 'This visit is completed; a completed visit cannot be cancelled.', cancelled: 'This visit is already cancelled.' },
  complete: {
    pending: 'This visit waits for the visitor to confirm it by e-mail; it cannot be completed yet.',
    completed: 'This visit is already completed.',
    cancelled: 'This visit was cancelled; a cancelled visit cannot be completed.',
  },
  crew: 'This visit was cancelled; its crew can no longer change.',
  // A walk-through is a sales appointment the estimator meets (decision 0041): not crew work, never billed.
  walkThroughCrew: 'A walk-through is a sales appointment met by the estimator (an admin): it takes no crew.',
  walkThroughPrice: 'A walk-through is free: it has no price and is never invoiced.',
  calendarTaken: (what: 'booking' | 'busy') =>
    what === 'booking'
      ? 'Another appointment from the scheduling page takes that time. Choose another time.'
      : 'The company calendar is busy at that time. Choose another time, or free it in the calendar and sync.',
};

/** Visits for the admin (every change audited in its transaction), and the portals' own lists. */
export function createBookingsService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function presentAll(rows: readonly ListedBooking[], tx: Database = db): Promise<AdminBooking[]> {
    const crews = await createBookingsRepository(tx).crewOf(rows.map((r) => r.booking.id));
    const at = now();
    return rows.map(({ booking, customer, crewNeeded }) => toAdminBooking(booking, customer, crews.get(booking.id) ?? [], crewNeeded, at));
  }

  async function present(id: number): Promise<AdminBooking> {
    const found = await createBookingsRepository(db).find(id);
    if (!found) throw notFound('Booking');
    return (await presentAll([found]))[0]!;
  }

  /** Runs a change on the locked booking; `change` answers the new row, or null when nothing changed. */
  async function change(
    id: number,
    action: string,
    actorId: number,
    work: (booking: BookingRow, tx: Database) => Promise<{ after: BookingRow; crewBefore?: number[]; crewAfter?: number[] } | null>,
  ): Promise<AdminBooking> {
    await inTransaction(db, async (tx) => {
      const bookings = createBookingsRepository(tx);
      const before = await bookings.lock(id);
      if (!before) throw notFound('Booking');
      const crew = await bookings.crewIds(id);
      const result = await work(before, tx);
      if (!result) return;
      await createAuditRepository(tx).record({
        actor: { userId: actorId },
        entity: 'booking',
        entityId: id,
        action,
        before: bookingRecord(before, result.crewBefore ?? crew),
        after: bookingRecord(result.after, result.crewAfter ?? crew),
      });
    });
    return present(id);
  }

  return {
    async list(query: BookingQuery): Promise<AdminBooking[]> {
      const rows = await createBookingsRepository(db).list({
        ...instantsOf(query),
        status: query.status,
        customerId: query.customerId,
        employeeId: query.employeeId,
        planId: query.planId,
        siteId: query.siteId,
        limit: query.limit ?? DEFAULT_LIST,
      });
      return presentAll(rows);
    },

    /** Decision 0068: the list screen's page, sorted and counted by the database, so no visit is left off a long list. */
    async page(query: BookingPageQuery): Promise<AdminBookingPage> {
      const { rows, ...position } = await createBookingsRepository(db).page(
        { ...instantsOf(query), status: query.status, customerId: query.customerId, employeeId: query.employeeId },
        { key: query.sort ?? 'when', direction: query.direction ?? 'ascending' },
        query.page ?? 1,
        BOOKING_PAGE_SIZE,
      );
      return { bookings: await presentAll(rows), ...position, pageSize: BOOKING_PAGE_SIZE };
    },

    get: (id: number) => present(id),

    /** A one-off visit at a Minnesota day and wall time, with its crew. */
    async create(input: NewOneOff, actorId: number): Promise<AdminBooking> {
      const id = await inTransaction(db, async (tx) => {
        const directory = createDirectoryRepository(tx);
        await requireCustomer(directory, input.customerId);
        const site = await requireSite(directory, input.siteId, input.customerId);
        await requireEmployees(directory, input.crew, 'crew');
        const bookings = createBookingsRepository(tx);
        const booking = await bookings.insert({
          customerId: input.customerId,
          siteId: input.siteId,
          source: 'admin',
          serviceType: input.serviceType,
          scheduledStart: zonedInstant(input.date, input.startTime),
          durationMinutes: input.durationMinutes,
          priceCents: input.priceCents,
          location: input.location ?? site.address,
          notes: input.notes,
        });
        await bookings.assign(input.crew.map((employeeId) => ({ bookingId: booking.id, employeeId, assignedBy: actorId })));
        await createAuditRepository(tx).record({
          actor: { userId: actorId },
          entity: 'booking',
          entityId: booking.id,
          action: 'create',
          after: bookingRecord(booking, input.crew),
        });
        return booking.id;
      });
      return present(id);
    },

    /** Reschedule (a missing day or time keeps the visit's own, on Minnesota's clock) or change details. */
    update(id: number, input: BookingChanges, actorId: number): Promise<AdminBooking> {
      return change(id, 'update', actorId, async (before, tx) => {
        const { notes, ...rest } = input;
        const details = Object.values(rest).some((v) => v !== undefined);
        if (details && before.status !== 'confirmed') throw new AppError('CONFLICT', refusals.change(before.status));
        const changes: Partial<NewBookingRow> = {};
        if (input.date !== undefined || input.startTime !== undefined) {
          const start = zonedInstant(
            input.date ?? companyDate(before.scheduledStart),
            input.startTime ?? companyClock(before.scheduledStart),
          );
          if (start.getTime() !== before.scheduledStart.getTime()) changes.scheduledStart = start;
        }
        if (input.durationMinutes !== undefined && input.durationMinutes !== before.durationMinutes)
          changes.durationMinutes = input.durationMinutes;
        if (input.serviceType !== undefined && input.serviceType !== before.serviceType) changes.serviceType = input.serviceType;
        if (input.priceCents !== undefined && input.priceCents !== null && isWalkThrough(before)) {
          throw new AppError('CONFLICT', refusals.walkThroughPrice);
        }
        if (input.priceCents !== undefined && input.priceCents !== before.priceCents) changes.priceCents = input.priceCents;
        if (input.location !== undefined && input.location !== before.location) changes.location = input.location;
        if (notes !== undefined && notes !== before.notes) changes.notes = notes;
        if (Object.keys(changes).length === 0) return null;
        // A visit booked on the scheduling page stays on the appointment calendar: moved or lengthened,
        // it must not land on another appointment or a busy time (decision 0018).
        if (before.source === 'scheduling' && (changes.scheduledStart || changes.durationMinutes)) {
          const start = changes.scheduledStart ?? before.scheduledStart;
          const end = new Date(start.getTime() + (changes.durationMinutes ?? before.durationMinutes) * 60_000);
          const conflict = await calendarConflict(tx, start, end, before.id);
          if (conflict) throw new AppError('CONFLICT', refusals.calendarTaken(conflict));
        }
        return { after: await createBookingsRepository(tx).update(id, changes) };
      });
    },

    cancel(id: number, reason: string, actorId: number): Promise<AdminBooking> {
      return change(id, 'cancel', actorId, async (before, tx) => {
        // A visit held for its e-mail's confirmation may be cancelled too: its slot is free at once.
        if (before.status !== 'confirmed' && before.status !== 'pending') throw new AppError('CONFLICT', refusals.cancel[before.status]);
        return {
          after: await createBookingsRepository(tx).update(id, { status: 'cancelled', cancelledAt: now(), cancelReason: reason }),
        };
      });
    },

    /** Only the admin completes a visit (decision 0017), once it has started. */
    complete(id: number, actorId: number): Promise<AdminBooking> {
      return change(id, 'complete', actorId, async (before, tx) => {
        if (before.status !== 'confirmed') throw new AppError('CONFLICT', refusals.complete[before.status]);
        const at = now();
        if (before.scheduledStart.getTime() > at.getTime()) {
          const start = before.scheduledStart;
          throw new AppError(
            'CONFLICT',
            `This visit starts on ${shortDay(companyDate(start))} at ${wallClock(companyClock(start))}; mark it completed once it has started.`,
          );
        }
        return { after: await createBookingsRepository(tx).update(id, { status: 'completed', completedAt: at }) };
      });
    },

    /** The whole assigned team: those left out are unassigned. A change by hand: the visit counts as touched. */
    setCrew(id: number, employeeIds: number[], actorId: number): Promise<AdminBooking> {
      return change(id, 'assign', actorId, async (before, tx) => {
        if (before.status === 'cancelled') throw new AppError('CONFLICT', refusals.crew);
        if (employeeIds.length > 0 && isWalkThrough(before)) throw new AppError('CONFLICT', refusals.walkThroughCrew);
        await requireEmployees(createDirectoryRepository(tx), employeeIds, 'employeeIds');
        const bookings = createBookingsRepository(tx);
        const crewBefore = await bookings.crewIds(id);
        if (sameSet(crewBefore, employeeIds)) return null;
        await bookings.replaceCrew(id, employeeIds, actorId);
        return { after: await bookings.update(id, {}), crewBefore, crewAfter: employeeIds };
      });
    },

    /** GET /api/customer/bookings: only the caller's own visits, in the window asked for (by default 90 days back to the horizon). */
    async ofCustomer(customerId: number, query: VisitWindowQuery = {}): Promise<CustomerBooking[]> {
      const { from, to } = visitWindow(query, companyDate(now()), CUSTOMER_VISITS);
      const rows = await createBookingsRepository(db).ofCustomer(customerId, from, to);
      return rows.map(({ visit, crew }) => toCustomerBooking(visit, crew));
    },

    /** GET /api/employee/assignments: only the visits the caller is assigned to, in the window asked for (by default a week back to two ahead). */
    async assignmentsOf(employeeId: number, query: VisitWindowQuery = {}): Promise<Assignment[]> {
      const { from, to } = visitWindow(query, companyDate(now()), ASSIGNMENTS);
      const rows = await createBookingsRepository(db).assignedTo(employeeId, from, to);
      return rows.map(({ visit, customer }) => toAssignment(visit, customer));
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
