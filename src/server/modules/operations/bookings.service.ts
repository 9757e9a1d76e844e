import type { AdminBooking, Assignment, CustomerBooking } from '#shared/contracts/operations.ts';
import { addDays, companyDate, zonedInstant } from '#shared/domain/company-time.ts';
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
import { createDirectoryRepository } from './directory.repository.ts';
import { bookingRecord, companyClock, toAdminBooking, toAssignment, toCustomerBooking } from './operations.mapper.ts';
import { requireCustomer, requireEmployees, requireSite, sameSet } from './operations-rules.ts';

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

/** Why a visit in this status cannot take this step (409). */
const refusals = {
  change: (status: BookingStatus) =>
    `Only a confirmed visit can be rescheduled or changed; this one is ${status}. Notes can still be added.`,
  cancel: { completed: 'This visit is completed; a completed visit cannot be cancelled.', cancelled: 'This visit is already cancelled.' },
  complete: {
    completed: 'This visit is already completed.',
    cancelled: 'This visit was cancelled; a cancelled visit cannot be completed.',
  },
  crew: 'This visit was cancelled; its crew can no longer change.',
};

/** Visits for the admin (every change audited in its transaction), and the portals' own lists. */
export function createBookingsService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function presentAll(rows: readonly ListedBooking[], tx: Database = db): Promise<AdminBooking[]> {
    const crews = await createBookingsRepository(tx).crewOf(rows.map((r) => r.booking.id));
    return rows.map(({ booking, customer }) => toAdminBooking(booking, customer, crews.get(booking.id) ?? []));
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
        from: query.from ? zonedInstant(query.from) : undefined,
        to: query.to ? zonedInstant(addDays(query.to, 1)) : undefined,
        status: query.status,
        customerId: query.customerId,
        employeeId: query.employeeId,
        planId: query.planId,
        siteId: query.siteId,
        limit: query.limit ?? DEFAULT_LIST,
      });
      return presentAll(rows);
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
        if (input.priceCents !== undefined && input.priceCents !== before.priceCents) changes.priceCents = input.priceCents;
        if (input.location !== undefined && input.location !== before.location) changes.location = input.location;
        if (notes !== undefined && notes !== before.notes) changes.notes = notes;
        if (Object.keys(changes).length === 0) return null;
        return { after: await createBookingsRepository(tx).update(id, changes) };
      });
    },

    cancel(id: number, reason: string, actorId: number): Promise<AdminBooking> {
      return change(id, 'cancel', actorId, async (before, tx) => {
        if (before.status !== 'confirmed') throw new AppError('CONFLICT', refusals.cancel[before.status]);
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
            `This visit starts on ${companyDate(start)} at ${companyClock(start)}; mark it completed once it has started.`,
          );
        }
        return { after: await createBookingsRepository(tx).update(id, { status: 'completed', completedAt: at }) };
      });
    },

    /** The whole assigned team: those left out are unassigned. A change by hand: the visit counts as touched. */
    setCrew(id: number, employeeIds: number[], actorId: number): Promise<AdminBooking> {
      return change(id, 'assign', actorId, async (before, tx) => {
        if (before.status === 'cancelled') throw new AppError('CONFLICT', refusals.crew);
        await requireEmployees(createDirectoryRepository(tx), employeeIds, 'employeeIds');
        const bookings = createBookingsRepository(tx);
        const crewBefore = await bookings.crewIds(id);
        if (sameSet(crewBefore, employeeIds)) return null;
        await bookings.replaceCrew(id, employeeIds, actorId);
        return { after: await bookings.update(id, {}), crewBefore, crewAfter: employeeIds };
      });
    },

    /** GET /api/customer/bookings: only the caller's own visits. */
    async ofCustomer(customerId: number): Promise<CustomerBooking[]> {
      const bookings = createBookingsRepository(db);
      const rows = await bookings.ofCustomer(customerId);
      const crews = await bookings.crewOf(rows.map((b) => b.id));
      return rows.map((b) => toCustomerBooking(b, crews.get(b.id) ?? []));
    },

    /** GET /api/employee/assignments: only the visits the caller is assigned to. */
    async assignmentsOf(employeeId: number): Promise<Assignment[]> {
      const rows = await createBookingsRepository(db).assignedTo(employeeId);
      return rows.map(({ booking, customer }) => toAssignment(booking, customer));
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
