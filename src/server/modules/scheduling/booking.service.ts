import { randomUUID } from 'node:crypto';
import type { BookingResult, ValidBookingRequest } from '#shared/contracts/scheduling.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { companyDate, zonedInstant } from '#shared/domain/company-time.ts';
import { visitTimeProblems } from '#shared/domain/scheduling.ts';
import type { AppConfig } from '../../config.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
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
import { calendarConflict } from './calendar-guard.ts';
import { createSchedulingRepository } from './scheduling.repository.ts';
import { connectedCalendars } from './scheduling.service.ts';

/** The 409's words: the booking modal shows them under the spec's "Booking failed" toast. */
export const SLOT_TAKEN_MESSAGE = 'That time was just booked. Please choose another time.';
/** The spec's success toast. */
export const BOOKED_MESSAGE = 'Appointment booked successfully';

export interface BookingDeps {
  notices: CompanyNotices;
  db: Database;
  config: Pick<AppConfig, 'calendars' | 'siteUrl' | 'referencePrefix'>;
  /** The company profile in force (settings/company-profile.ts). */
  company: () => CompanyProfile;
  now?: () => Date;
}

/** A 400 naming each field; its message is the first field's words, which the booking modal's toast shows. */
const invalid = (fields: Record<string, string>) => new AppError('VALIDATION_FAILED', Object.values(fields)[0]!, fields);

/**
 * Books a visit on the appointment calendar (decision 0018). Rules that need the clock or the
 * configuration are checked first; then, in one transaction under the calendar's advisory lock, the
 * overlap check, the booking, the lead with its reference, the audit row and both e-mails. Parallel
 * requests for one slot queue on the lock: the first commits, the others then see it and get 409.
 */
export function createBookingService(deps: BookingDeps) {
  const now = deps.now ?? (() => new Date());
  const { config } = deps;

  function check(request: ValidBookingRequest, at: Date): void {
    const fields = visitTimeProblems(
      { date: request.preferredDate, time: request.preferredTime, durationMinutes: request.duration },
      at,
      companyDate(at),
    );
    const calendar = request.calendarIntegration;
    if (calendar !== 'none' && !connectedCalendars(config.calendars)[calendar]) {
      fields['calendarIntegration'] = `The ${calendar === 'google' ? 'Google' : 'Outlook'} calendar is not connected: choose none`;
    }
    if (Object.keys(fields).length > 0) throw invalid(fields);
  }

  return {
    async book(request: ValidBookingRequest): Promise<BookingResult> {
      const at = now();
      check(request, at);
      const start = zonedInstant(request.preferredDate, request.preferredTime);
      const end = new Date(start.getTime() + request.duration * 60_000);

      return inTransaction(deps.db, async (tx) => {
        const calendar = createSchedulingRepository(tx);
        // A busy time of a connected calendar takes the slot too (same words: the visitor need not know why).
        if (await calendarConflict(tx, start, end)) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);

        const booking = await calendar.insertBooking({
          source: 'scheduling',
          clientName: request.clientName,
          clientEmail: request.clientEmail,
          clientPhone: request.clientPhone,
          serviceType: request.serviceType,
          scheduledStart: start,
          durationMinutes: request.duration,
          location: request.location,
          notes: request.notes,
        });
        const year = companyYear(at);
        const reference = formatReference(config.referencePrefix, year, await takeNextNumber(tx, 'quote', year));
        const lead = await createLeadsRepository(tx).insert(
          bookingLead(request, { id: booking.id, day: request.preferredDate }, { id: randomUUID(), reference }, at),
        );
        // The lead's history starts with it, as a quote form's does (decision 0019).
        await recordLeadCreated(tx, { leadId: lead.id, source: lead.source, at: lead.createdAt });
        await createAuditRepository(tx).record({
          actor: { system: 'scheduling-page' },
          entity: 'booking',
          entityId: booking.id,
          action: 'create',
          after: bookingRecord(booking, []),
        });

        const outbox = createOutboxRepository(tx);
        const confirmation: BookingConfirmationPayload = {
          reference,
          bookingId: booking.id,
          name: request.clientName,
          serviceType: request.serviceType,
          start: start.toISOString(),
          end: end.toISOString(),
          location: request.location,
          calendar: request.calendarIntegration,
          companyName: deps.company().name,
          companyPhone: deps.company().phone,
          uidHost: new URL(config.siteUrl).hostname,
        };
        await outbox.enqueue({
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
            `E-mail: ${request.clientEmail}`,
            `Phone: ${request.clientPhone}`,
            `Notes: ${request.notes || 'none'}`,
            `Calendar chosen: ${request.calendarIntegration}`,
            `The visit: ${config.siteUrl}/admin/bookings/${booking.id}`,
          ],
          score: lead.leadScore,
          priority: lead.priority,
        });
        return { reference, bookingId: booking.id, start: start.toISOString(), end: end.toISOString(), message: BOOKED_MESSAGE };
      });
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
