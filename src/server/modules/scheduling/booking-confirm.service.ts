import { randomUUID } from 'node:crypto';
import type { BookingConfirmation, ValidBookingRequest } from '#shared/contracts/scheduling.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import type { AppConfig } from '../../config.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { digestToken } from '../accounts/secrets.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { recordLeadCreated } from '../crm/lead-history.ts';
import type { CompanyNotices } from '../notifications/company-notices.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { takeNextNumber } from '../numbering/number-sequences.repository.ts';
import { companyYear, formatReference } from '../numbering/references.ts';
import { bookingRecord } from '../operations/operations.mapper.ts';
import { createLeadsRepository } from '../quote/leads/leads.repository.ts';
import { BOOKING_CONFIRMATION, visitWhen, type BookingConfirmationPayload } from './booking-emails.ts';
import { bookingLead } from './booking-lead.ts';
import { createBookingRequestsRepository } from './booking-requests.repository.ts';

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

/**
 * Confirms a held booking through the link e-mailed to its address (decision 0034): the e-mail is
 * then proven, so the booking becomes an appointment, a lead with its reference (gap-free: taken
 * only now), the visitor's confirmation with the .ics and the company's notice. A second press of
 * the link answers the same confirmation; a hold that ran out is refused (410), its slot may be taken.
 */
export function createBookingConfirmService(deps: BookingConfirmDeps) {
  const now = deps.now ?? (() => new Date());
  const { config } = deps;

  return {
    async confirm(token: string): Promise<BookingConfirmation> {
      const at = now();
      const company = deps.company();
      return inTransaction(deps.db, async (tx) => {
        const requests = createBookingRequestsRepository(tx);
        const found = await requests.lockByToken(digestToken(token));
        if (!found) throw new AppError('NOT_FOUND', INVALID_CONFIRM_LINK);
        const { request: asked, booking } = found;
        const start = booking.scheduledStart;
        const end = new Date(start.getTime() + booking.durationMinutes * 60_000);
        const answer = (reference: string): BookingConfirmation => ({
          reference,
          bookingId: booking.id,
          start: start.toISOString(),
          end: end.toISOString(),
          message: CONFIRMED_MESSAGE,
        });

        if (asked.confirmedAt && asked.leadId) {
          const lead = await createLeadsRepository(tx).findById(asked.leadId);
          return answer(lead?.reference ?? '');
        }
        if (booking.status !== 'pending' || !booking.heldUntil || booking.heldUntil <= at) {
          throw new AppError('GONE', holdExpiredMessage(company.phone));
        }

        const request = asked.request as ValidBookingRequest;
        const year = companyYear(at);
        const reference = formatReference(config.referencePrefix, year, await takeNextNumber(tx, 'quote', year));
        const lead = await createLeadsRepository(tx).insert(
          bookingLead(request, { id: booking.id, day: request.preferredDate }, { id: randomUUID(), reference }, at),
        );
        const confirmed = await requests.markConfirmed(booking.id, lead.id, at);
        // The lead's history starts with it, as a quote form's does (decision 0019).
        await recordLeadCreated(tx, { leadId: lead.id, source: lead.source, at: lead.createdAt });
        await createAuditRepository(tx).record({
          actor: { system: 'scheduling-page' },
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
          uidHost: new URL(config.siteUrl).hostname,
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
          headline: 'New appointment booked',
          details: [
            `When: ${visitWhen(start, end)}`,
            `Service: ${request.serviceType}`,
            `Where: ${request.location}`,
            `Name: ${request.clientName}`,
            `E-mail: ${request.clientEmail} (confirmed)`,
            `Phone: ${request.clientPhone}`,
            `Notes: ${request.notes || 'none'}`,
            `Calendar chosen: ${request.calendarIntegration}`,
            `The visit: ${config.siteUrl}/admin/bookings/${booking.id}`,
          ],
          score: lead.leadScore,
          priority: lead.priority,
        });
        return answer(reference);
      });
    },
  };
}
