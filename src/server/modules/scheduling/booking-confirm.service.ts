import { createHash, randomUUID } from 'node:crypto';
import type { BookingConfirmation, ValidBookingRequest } from '#shared/contracts/scheduling.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import type { AppConfig } from '../../config.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { digestToken, newToken } from '../accounts/secrets.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { recordLeadCreated } from '../crm/lead-history.ts';
import type { CompanyNotices } from '../notifications/company-notices.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { takeNextNumber } from '../numbering/number-sequences.repository.ts';
import { companyYear, formatReference } from '../numbering/references.ts';
import { bookingRecord } from '../operations/operations.mapper.ts';
import { createLeadsRepository } from '../crm/leads.repository.ts';
import { BOOKING_CONFIRMATION, visitWhen, type BookingConfirmationPayload } from './booking-emails.ts';
import { bookingLead } from './booking-lead.ts';
import { createBookingRequestsRepository } from './booking-requests.repository.ts';
import { createSchedulingRepository } from './scheduling.repository.ts';
import { walkThroughCalendarFile } from './walk-through-calendar-file.ts';

/** Where a walk-through's manage link leads (decision 0048): the token in the path is masked in logs. */
export const manageUrl = (siteUrl: string, token: string) => `${siteUrl}/scheduling/manage/${token}`;

/**
 * The manage link of a booking confirmed from its e-mailed link: derived from that link's token (256
 * random bits, known only to the visitor), so a second press of the confirmation answers the same
 * manage link without the server keeping it. Only its digest is stored.
 */
export const manageTokenOf = (confirmToken: string) => createHash('sha256').update(`manage-link:${confirmToken}`).digest('base64url');

/** The confirmation page's words on success. */
export const CONFIRMED_MESSAGE = 'Your appointment is confirmed';
export const INVALID_CONFIRM_LINK = 'This confirmation link is not valid. Check that you opened the whole link from the e-mail.';
export const holdExpiredMessage = (phone: string) =>
  `This booking was not confirmed in time, so the time was released. Please book again, or call us at ${phone}.`;

export interface BookingConfirmDeps {
  db: Database;
  notices: CompanyNotices;
  config: Pick<AppConfig, 'siteUrl' | 'referencePrefix'>;
  company: () => CompanyProfile;
  now?: () => Date;
}

/** An admin's confirmation of a booking that is not a walk-through, or has no request to confirm (409). */
export const NOT_A_HELD_WALK_THROUGH =
  'Only a walk-through booked on the scheduling page and waiting for confirmation can be confirmed here.';
export const ALREADY_CONFIRMED = 'This walk-through is already confirmed.';

type Locked = NonNullable<Awaited<ReturnType<ReturnType<typeof createBookingRequestsRepository>['lockByToken']>>>;
/** Who confirmed: the visitor from the e-mailed link, or an admin after calling them (decision 0041). */
type Confirmer = { by: 'visitor'; token: string } | { by: 'admin'; userId: number };

/**
 * Confirms a held booking (decisions 0034, 0041): through the link e-mailed to its address (the
 * e-mail is then proven), or by an admin who called the visitor (the office's confirmation while the
 * site sends no e-mail). The booking becomes an appointment, a lead with its reference (gap-free:
 * taken only now), the visitor's confirmation with the .ics (queued; held while e-mail is off) and
 * the company's notice. A second press of the link answers the same confirmation; a hold that ran
 * out is refused (410), its slot may be taken.
 */
export function createBookingConfirmService(deps: BookingConfirmDeps) {
  const now = deps.now ?? (() => new Date());
  const { config } = deps;
  const uidHost = () => new URL(config.siteUrl).hostname;

  /** The answer for a confirmed booking, with its calendar file. */
  function answer(
    found: Locked,
    reference: string,
    company: CompanyProfile,
    confirmedAt: Date,
    manage: string | null,
  ): BookingConfirmation {
    const { booking } = found;
    const start = booking.scheduledStart;
    const end = new Date(start.getTime() + booking.durationMinutes * 60_000);
    return {
      reference,
      bookingId: booking.id,
      start: start.toISOString(),
      end: end.toISOString(),
      message: CONFIRMED_MESSAGE,
      manageUrl: manage === null ? null : manageUrl(config.siteUrl, manage),
      calendarFile: walkThroughCalendarFile({
        bookingId: booking.id,
        uidHost: uidHost(),
        companyName: company.name,
        companyPhone: company.phone,
        serviceType: booking.serviceType,
        start,
        end,
        location: booking.location,
        reference,
        stamp: confirmedAt,
      }),
    };
  }

  /** In the caller's transaction, with the request and booking locked: the lead, history, audit, e-mail and notice. */
  async function confirmLocked(
    tx: Database,
    found: Locked,
    who: Confirmer,
    at: Date,
    company: CompanyProfile,
  ): Promise<BookingConfirmation> {
    const { request: asked, booking } = found;
    const start = booking.scheduledStart;
    const end = new Date(start.getTime() + booking.durationMinutes * 60_000);
    const request = asked.request as ValidBookingRequest;
    const year = companyYear(at);
    const reference = formatReference(config.referencePrefix, year, await takeNextNumber(tx, 'quote', year));
    const lead = await createLeadsRepository(tx).insert(
      bookingLead(request, { id: booking.id, day: request.preferredDate }, { id: randomUUID(), reference }, at),
    );
    // The visitor's manage link (decision 0048); the office's confirmation sends one by e-mail only.
    const manage = who.by === 'visitor' ? manageTokenOf(who.token) : newToken();
    const confirmed = await createBookingRequestsRepository(tx).markConfirmed(booking.id, lead.id, at, digestToken(manage));
    // The lead's history starts with it, as a quote form's does (decision 0019).
    await recordLeadCreated(tx, { leadId: lead.id, source: lead.source, at: lead.createdAt });
    await createAuditRepository(tx).record({
      actor: who.by === 'admin' ? { userId: who.userId } : { system: 'scheduling-page' },
      entity: 'booking',
      entityId: booking.id,
      action: 'confirm',
      before: bookingRecord(booking, []),
      after: bookingRecord(confirmed, []),
    });

    const confirmation: BookingConfirmationPayload = {
      reference,
      bookingId: booking.id,
      name: booking.clientName ?? request.clientName,
      serviceType: booking.serviceType,
      start: start.toISOString(),
      end: end.toISOString(),
      location: booking.location,
      calendar: request.calendarIntegration,
      companyName: company.name,
      companyPhone: company.phone,
      uidHost: uidHost(),
      url: manageUrl(config.siteUrl, manage),
    };
    await createOutboxRepository(tx).enqueue({
      channel: 'email',
      recipient: request.clientEmail,
      kind: BOOKING_CONFIRMATION,
      payload: { ...confirmation },
    });
    // The company hears of it on every configured channel switched on for leads (decision 0022).
    await deps.notices.notify(tx, 'new-lead', {
      leadId: lead.id,
      reference,
      company: lead.companyName,
      contactName: request.clientName,
      email: request.clientEmail,
      phone: request.clientPhone,
      source: lead.source,
      monthlyEstimate: 0,
      headline: 'New walk-through booked',
      details: [
        `When: ${visitWhen(start, end)}`,
        `Walk-through for: ${request.serviceType}`,
        `Where: ${request.location}`,
        `Name: ${request.clientName}`,
        `E-mail: ${request.clientEmail} (${who.by === 'admin' ? 'not proven: confirmed by phone' : 'confirmed'})`,
        `Phone: ${request.clientPhone}`,
        `Notes: ${request.notes || 'none'}`,
        `Calendar chosen: ${request.calendarIntegration}`,
        `The visit: ${config.siteUrl}/admin/bookings/${booking.id}`,
      ],
      score: lead.leadScore,
      priority: lead.priority,
    });
    return answer(found, reference, company, at, who.by === 'visitor' ? manage : null);
  }

  return {
    /** POST /api/scheduling/confirm: the visitor's press on the e-mailed link's page. */
    async confirm(token: string): Promise<BookingConfirmation> {
      const at = now();
      const company = deps.company();
      return inTransaction(deps.db, async (tx) => {
        const found = await createBookingRequestsRepository(tx).lockByToken(digestToken(token));
        if (!found) throw new AppError('NOT_FOUND', INVALID_CONFIRM_LINK);
        const { request: asked, booking } = found;
        if (asked.confirmedAt && asked.leadId) {
          const lead = await createLeadsRepository(tx).findById(asked.leadId);
          return answer(found, lead?.reference ?? '', company, asked.confirmedAt, manageTokenOf(token));
        }
        if (booking.status !== 'pending' || !booking.heldUntil || booking.heldUntil <= at) {
          throw new AppError('GONE', holdExpiredMessage(company.phone));
        }
        return confirmLocked(tx, found, { by: 'visitor', token }, at, company);
      });
    },

    /**
     * POST /api/admin/bookings/:id/confirm: an admin confirms a held walk-through after calling the
     * visitor (decision 0041), the only way while the site sends no e-mail. 404 for no booking, 409
     * for a booking that is not a held walk-through, 410 for a hold that ran out (its slot may be taken).
     */
    async confirmByOffice(bookingId: number, adminId: number): Promise<BookingConfirmation> {
      const at = now();
      const company = deps.company();
      return inTransaction(deps.db, async (tx) => {
        const found = await createBookingRequestsRepository(tx).lockByBooking(bookingId);
        if (!found) {
          if (await createSchedulingRepository(tx).exists(bookingId)) throw new AppError('CONFLICT', NOT_A_HELD_WALK_THROUGH);
          throw notFound('Booking');
        }
        const { booking } = found;
        if (booking.status === 'confirmed' || found.request.confirmedAt) throw new AppError('CONFLICT', ALREADY_CONFIRMED);
        if (booking.status !== 'pending') throw new AppError('CONFLICT', NOT_A_HELD_WALK_THROUGH);
        if (!booking.heldUntil || booking.heldUntil <= at) {
          throw new AppError('GONE', 'This hold ran out and the time was released: book the walk-through again on the scheduling page.');
        }
        return confirmLocked(tx, found, { by: 'admin', userId: adminId }, at, company);
      });
    },
  };
}

export type BookingConfirmService = ReturnType<typeof createBookingConfirmService>;
