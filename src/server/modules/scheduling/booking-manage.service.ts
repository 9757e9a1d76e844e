import type { ManagedWalkThrough, RescheduleRequest } from '#shared/contracts/scheduling.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { companyDate, zonedInstant } from '#shared/domain/company-time.ts';
import { visitTimeProblems } from '#shared/domain/scheduling.ts';
import type { AppConfig } from '../../config.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { digestToken } from '../accounts/secrets.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createActivitiesRepository } from '../crm/crm-activities.repository.ts';
import type { CompanyNotices } from '../notifications/company-notices.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { bookingRecord } from '../operations/operations.mapper.ts';
import { createLeadsRepository } from '../crm/leads.repository.ts';
import { manageUrl } from './booking-confirm.service.ts';
import { BOOKING_CHANGED, visitWhen, type BookingChangedPayload } from './booking-emails.ts';
import { createBookingRequestsRepository, type BookingRequestRow } from './booking-requests.repository.ts';
import { SLOT_TAKEN_MESSAGE } from './booking.service.ts';
import { calendarConflict } from './calendar-guard.ts';
import { createSchedulingRepository, type SchedulingBookingRow } from './scheduling.repository.ts';
import { walkThroughCalendarFile } from './walk-through-calendar-file.ts';

/** A wrong link, or one whose appointment is over: the same 404, so a guess learns nothing. */
export const MANAGE_LINK_NOT_FOUND =
  'This link is not valid, or its appointment is over. Check that you opened the whole link from the e-mail.';
export const ALREADY_CANCELLED = 'This walk-through was cancelled. To meet us, book a new time on the scheduling page.';
export const NOT_CHANGEABLE = 'This walk-through has taken place and can no longer be changed.';
export const SAME_TIME = 'That is already the time of your walk-through: choose another time.';
export const CANCELLED_BY_VISITOR = 'Cancelled by the visitor';
export const rescheduledMessage = (start: Date, end: Date) => `Your walk-through is moved to ${visitWhen(start, end)}.`;
export const CANCELLED_MESSAGE = 'Your walk-through is cancelled, and its time is free for others.';

export interface BookingManageDeps {
  db: Database;
  notices: CompanyNotices;
  config: Pick<AppConfig, 'siteUrl'>;
  company: () => CompanyProfile;
  now?: () => Date;
}

type Found = { request: BookingRequestRow; booking: SchedulingBookingRow };

const endOf = (booking: SchedulingBookingRow) => new Date(booking.scheduledStart.getTime() + booking.durationMinutes * 60_000);

/**
 * A confirmed walk-through managed by the visitor through the private link of its confirmation
 * (decision 0048): see it, move it to another free slot (the booking's rules and its one-per-slot
 * guarantee: the same calendar lock and overlap check), or cancel it with an optional reason (the slot
 * is free at once). Each change, in one transaction: the booking, the calendar file's SEQUENCE one
 * more, the audit row, an entry in the lead's history, the visitor's e-mail with the .ics again (same
 * UID; METHOD:CANCEL when cancelled) and the company's notice. The link is a 404 once the appointment
 * has ended, and for any token that is not one.
 */
export function createBookingManageService(deps: BookingManageDeps) {
  const now = deps.now ?? (() => new Date());
  const { config } = deps;
  const uidHost = () => new URL(config.siteUrl).hostname;

  /** The request and booking of a live link, or the 404. */
  async function live(tx: Database, token: string, at: Date, lock: boolean): Promise<Found> {
    const found = await createBookingRequestsRepository(tx).byManageToken(digestToken(token), lock);
    if (!found || endOf(found.booking) <= at) throw new AppError('NOT_FOUND', MANAGE_LINK_NOT_FOUND);
    return found;
  }

  async function referenceOf(tx: Database, request: BookingRequestRow): Promise<string> {
    if (!request.leadId) return '';
    return (await createLeadsRepository(tx).findById(request.leadId))?.reference ?? '';
  }

  function view(found: Found, reference: string, company: CompanyProfile, message: string): ManagedWalkThrough {
    const { booking, request } = found;
    const end = endOf(booking);
    const cancelled = booking.status === 'cancelled';
    return {
      bookingId: booking.id,
      reference,
      name: booking.clientName ?? '',
      serviceType: booking.serviceType,
      location: booking.location,
      start: booking.scheduledStart.toISOString(),
      end: end.toISOString(),
      status: booking.status === 'pending' ? 'confirmed' : booking.status,
      cancelReason: booking.cancelReason,
      companyPhone: company.phone,
      calendarFile: walkThroughCalendarFile({
        bookingId: booking.id,
        uidHost: uidHost(),
        companyName: company.name,
        companyPhone: company.phone,
        serviceType: booking.serviceType,
        start: booking.scheduledStart,
        end,
        location: booking.location,
        reference,
        stamp: booking.updatedAt,
        sequence: request.icsSequence,
        cancelled,
      }),
      message,
    };
  }

  /** The visitor's e-mail, the company's notice, the lead's history entry and the audit row of one change. */
  async function recordChange(
    tx: Database,
    before: Found,
    after: SchedulingBookingRow,
    sequence: number,
    change: { kind: 'rescheduled'; previousStart: Date } | { kind: 'cancelled'; reason: string },
    token: string,
    at: Date,
    company: CompanyProfile,
  ): Promise<string> {
    const { request } = before;
    const reference = await referenceOf(tx, request);
    const start = after.scheduledStart;
    const end = endOf(after);
    const email = after.clientEmail ?? String((request.request as { clientEmail?: string }).clientEmail ?? '');
    await createAuditRepository(tx).record({
      actor: { system: 'scheduling-page' },
      entity: 'booking',
      entityId: after.id,
      action: change.kind === 'cancelled' ? 'cancel' : 'update',
      before: bookingRecord(before.booking, []),
      after: bookingRecord(after, []),
    });
    const what =
      change.kind === 'cancelled'
        ? `The visitor cancelled the walk-through of ${visitWhen(before.booking.scheduledStart, endOf(before.booking))} by the link in its e-mail${change.reason ? `. Reason: ${change.reason}` : ' (no reason given)'}`
        : `The visitor moved the walk-through from ${visitWhen(change.previousStart, endOf(before.booking))} to ${visitWhen(start, end)} by the link in its e-mail`;
    if (request.leadId) {
      await createActivitiesRepository(tx).insert({
        leadId: request.leadId,
        type: 'note',
        description: what,
        actorId: null,
        occurredAt: at,
      });
    }
    const payload: BookingChangedPayload = {
      reference,
      bookingId: after.id,
      name: after.clientName ?? '',
      serviceType: after.serviceType,
      start: start.toISOString(),
      end: end.toISOString(),
      location: after.location,
      calendar: 'none',
      companyName: company.name,
      companyPhone: company.phone,
      uidHost: uidHost(),
      url: manageUrl(config.siteUrl, token),
      change: change.kind,
      sequence,
      ...(change.kind === 'rescheduled' ? { previousStart: change.previousStart.toISOString() } : { reason: change.reason }),
    };
    if (email)
      await createOutboxRepository(tx).enqueue({ channel: 'email', recipient: email, kind: BOOKING_CHANGED, payload: { ...payload } });
    if (request.leadId) {
      await deps.notices.notify(tx, 'new-lead', {
        leadId: request.leadId,
        reference,
        company: after.clientName ?? '',
        contactName: after.clientName ?? '',
        email,
        phone: after.clientPhone ?? '',
        source: 'scheduling',
        monthlyEstimate: 0,
        headline: change.kind === 'cancelled' ? 'Walk-through cancelled' : 'Walk-through moved',
        details: [
          what,
          ...(change.kind === 'rescheduled' ? [`Now: ${visitWhen(start, end)}`] : []),
          `Where: ${after.location}`,
          `Phone: ${after.clientPhone ?? 'not given'}`,
          `The visit: ${config.siteUrl}/admin/bookings/${after.id}`,
        ],
      });
    }
    return reference;
  }

  return {
    /** GET /api/scheduling/manage/:token. */
    async get(token: string): Promise<ManagedWalkThrough> {
      const at = now();
      const company = deps.company();
      return inTransaction(deps.db, async (tx) => {
        const found = await live(tx, token, at, false);
        return view(found, await referenceOf(tx, found.request), company, '');
      });
    },

    /**
     * POST /api/scheduling/manage/:token/reschedule: the new time by the booking's rules (hours, horizon,
     * not past: 400 naming the field), then under the calendar's lock (taken before the booking's row, as
     * booking and an admin's move take them) the overlap check that keeps one booking per slot (409).
     */
    async reschedule(token: string, to: RescheduleRequest): Promise<ManagedWalkThrough> {
      const at = now();
      const company = deps.company();
      return inTransaction(deps.db, async (tx) => {
        await createSchedulingRepository(tx).lockCalendar();
        const found = await live(tx, token, at, true);
        const { booking } = found;
        if (booking.status === 'cancelled') throw new AppError('CONFLICT', ALREADY_CANCELLED);
        if (booking.status !== 'confirmed') throw new AppError('CONFLICT', NOT_CHANGEABLE);
        const fields = visitTimeProblems(
          { date: to.preferredDate, time: to.preferredTime, durationMinutes: booking.durationMinutes },
          at,
          companyDate(at),
        );
        if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', Object.values(fields)[0]!, fields);
        const start = zonedInstant(to.preferredDate, to.preferredTime);
        if (start.getTime() === booking.scheduledStart.getTime())
          throw new AppError('VALIDATION_FAILED', SAME_TIME, { preferredTime: SAME_TIME });
        const end = new Date(start.getTime() + booking.durationMinutes * 60_000);
        if (await calendarConflict(tx, start, end, booking.id, at)) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
        const changed = await createBookingRequestsRepository(tx).change(booking.id, { scheduledStart: start }, at);
        const reference = await recordChange(
          tx,
          found,
          changed.booking,
          changed.sequence,
          { kind: 'rescheduled', previousStart: booking.scheduledStart },
          token,
          at,
          company,
        );
        return view(
          { request: { ...found.request, icsSequence: changed.sequence }, booking: changed.booking },
          reference,
          company,
          rescheduledMessage(start, end),
        );
      });
    },

    /** POST /api/scheduling/manage/:token/cancel: frees the slot at once; a second cancel answers the same. */
    async cancel(token: string, reason: string): Promise<ManagedWalkThrough> {
      const at = now();
      const company = deps.company();
      return inTransaction(deps.db, async (tx) => {
        await createSchedulingRepository(tx).lockCalendar();
        const found = await live(tx, token, at, true);
        const { booking } = found;
        if (booking.status === 'cancelled') return view(found, await referenceOf(tx, found.request), company, CANCELLED_MESSAGE);
        if (booking.status !== 'confirmed') throw new AppError('CONFLICT', NOT_CHANGEABLE);
        const changed = await createBookingRequestsRepository(tx).change(
          booking.id,
          { status: 'cancelled', cancelledAt: at, cancelReason: reason ? `${CANCELLED_BY_VISITOR}: ${reason}` : CANCELLED_BY_VISITOR },
          at,
        );
        const reference = await recordChange(
          tx,
          found,
          changed.booking,
          changed.sequence,
          { kind: 'cancelled', reason },
          token,
          at,
          company,
        );
        return view(
          { request: { ...found.request, icsSequence: changed.sequence }, booking: changed.booking },
          reference,
          company,
          CANCELLED_MESSAGE,
        );
      });
    },
  };
}

export type BookingManageService = ReturnType<typeof createBookingManageService>;
