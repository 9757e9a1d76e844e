import type { BookingResult, ValidBookingRequest } from '#shared/contracts/scheduling.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { companyDate, zonedInstant } from '#shared/domain/company-time.ts';
import { visitTimeProblems, WALK_THROUGH_MINUTES } from '#shared/domain/scheduling.ts';
import type { AppConfig } from '../../config.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { digestToken, newToken } from '../accounts/secrets.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { bookingRecord } from '../operations/operations.mapper.ts';
import { BOOKING_CONFIRM_REQUEST, type BookingConfirmRequestPayload } from './booking-emails.ts';
import { releaseExpiredHolds } from './booking-holds.ts';
import { emailKey, LIMIT_WINDOW_MS, refuseOverLimits, refuseOverOfficeHolds } from './booking-limits.ts';
import { createBookingRequestsRepository } from './booking-requests.repository.ts';
import { calendarConflict } from './calendar-guard.ts';
import { createSchedulingRepository } from './scheduling.repository.ts';
import { connectedCalendars } from './scheduling.service.ts';
import { walkThroughCalendarFile } from './walk-through-calendar-file.ts';

/** The 409's words: the booking modal shows them under the spec's "Booking failed" toast. */
export const SLOT_TAKEN_MESSAGE = 'That time was just booked. Please choose another time.';
/** The spec's success toast. */
export const BOOKED_MESSAGE = 'Appointment booked successfully';

/** Where the confirmation link leads: the page that confirms with one press (the token in the query is masked in logs). */
export const confirmUrl = (siteUrl: string, token: string) => `${siteUrl}/scheduling/confirm?token=${token}`;

export interface BookingDeps {
  db: Database;
  config: Pick<AppConfig, 'calendars' | 'siteUrl' | 'bookingLimits'>;
  /** The company profile in force (settings/company-profile.ts). */
  company: () => CompanyProfile;
  /**
   * Whether e-mail goes out (SMTP_URL). Without it the link would never arrive: the office confirms
   * the visit after calling, and the hold lasts until the visit starts (decision 0041).
   */
  emailDelivery: boolean;
  now?: () => Date;
}

/** A visitor's walk-through is the company's length; only a signed-in admin books another (decision 0041). */
export const WALK_THROUGH_LENGTH_MESSAGE = `A walk-through lasts ${WALK_THROUGH_MINUTES / 60} hour: send a duration of ${WALK_THROUGH_MINUTES} minutes`;

/** A 400 naming each field; its message is the first field's words, which the booking modal's toast shows. */
const invalid = (fields: Record<string, string>) => new AppError('VALIDATION_FAILED', Object.values(fields)[0]!, fields);

/**
 * Books a visit on the appointment calendar (decisions 0018, 0034). Rules that need the clock or the
 * configuration are checked first; then, in one transaction under the calendar's advisory lock, the
 * overlap check, the per-e-mail and per-address limits (and an office hold's caps on the holds live),
 * the pending booking that holds the slot, its request with the confirmation link's digest and who is
 * to confirm it, the audit row and the e-mail with the link. Parallel
 * requests for one slot queue on the lock: the first commits, the others then see it and get 409. The
 * lead, its reference and the company's notice wait for the confirmation (booking-confirm.service.ts),
 * so a booking nobody confirms costs the company nothing and frees its slot when the hold runs out.
 */
export function createBookingService(deps: BookingDeps) {
  const now = deps.now ?? (() => new Date());
  const { config } = deps;

  function check(request: ValidBookingRequest, at: Date, byAdmin: boolean): void {
    if (!byAdmin && request.duration !== WALK_THROUGH_MINUTES) throw invalid({ duration: WALK_THROUGH_LENGTH_MESSAGE });
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
    /**
     * `address` is the client's address as the limits count it (accounts/address-key.ts); `byAdmin`
     * whether a live admin session made the call (it may choose the visit's length).
     */
    async book(request: ValidBookingRequest, address: string, byAdmin = false): Promise<BookingResult> {
      const at = now();
      check(request, at, byAdmin);
      const start = zonedInstant(request.preferredDate, request.preferredTime);
      const end = new Date(start.getTime() + request.duration * 60_000);
      // Without e-mail the office confirms it after calling: the time stays held until the visit (decision 0041).
      const confirmBy = deps.emailDelivery ? ('email' as const) : ('office' as const);
      const heldUntil = confirmBy === 'email' ? new Date(at.getTime() + config.bookingLimits.holdMs) : start;
      const token = newToken();
      const company = deps.company();

      return inTransaction(deps.db, async (tx) => {
        // A busy time of a connected calendar takes the slot too (same words: the visitor need not know why).
        if (await calendarConflict(tx, start, end, undefined, at)) throw new AppError('CONFLICT', SLOT_TAKEN_MESSAGE);
        await releaseExpiredHolds(tx, at);
        const requests = createBookingRequestsRepository(tx);
        const key = emailKey(request.clientEmail);
        refuseOverLimits(
          await requests.counts(key, address, new Date(at.getTime() - LIMIT_WINDOW_MS), at),
          config.bookingLimits,
          company.phone,
        );
        // An office hold keeps its slot until the visit and asks the office for a call: capped live, per
        // address and in all (decision 0041). An admin booking on the page is the office itself.
        if (confirmBy === 'office' && !byAdmin) {
          refuseOverOfficeHolds(await requests.liveOfficeHolds(address, at), config.bookingLimits, company.phone);
        }

        const booking = await createSchedulingRepository(tx).insertBooking({
          source: 'scheduling',
          status: 'pending',
          heldUntil,
          clientName: request.clientName,
          clientEmail: request.clientEmail,
          clientPhone: request.clientPhone,
          serviceType: request.serviceType,
          scheduledStart: start,
          durationMinutes: request.duration,
          location: request.location,
          notes: request.notes,
        });
        await requests.insert({
          bookingId: booking.id,
          tokenHash: digestToken(token),
          emailKey: key,
          requestedFrom: address,
          confirmBy,
          request: { ...request },
          createdAt: at,
        });
        await createAuditRepository(tx).record({
          actor: { system: 'scheduling-page' },
          entity: 'booking',
          entityId: booking.id,
          action: 'create',
          after: bookingRecord(booking, []),
        });
        const link: BookingConfirmRequestPayload = {
          url: confirmUrl(config.siteUrl, token),
          name: request.clientName,
          serviceType: request.serviceType,
          start: start.toISOString(),
          end: end.toISOString(),
          location: request.location,
          heldUntil: heldUntil.toISOString(),
          companyName: company.name,
          companyPhone: company.phone,
        };
        await createOutboxRepository(tx).enqueue({
          channel: 'email',
          recipient: request.clientEmail,
          kind: BOOKING_CONFIRM_REQUEST,
          payload: { ...link },
        });
        return {
          bookingId: booking.id,
          status: 'pending' as const,
          start: start.toISOString(),
          end: end.toISOString(),
          heldUntil: heldUntil.toISOString(),
          confirmBy,
          // No e-mail will bring the calendar file: the page offers it now, tentative until the office confirms.
          calendarFile:
            confirmBy === 'office'
              ? walkThroughCalendarFile({
                  bookingId: booking.id,
                  uidHost: new URL(config.siteUrl).hostname,
                  companyName: company.name,
                  companyPhone: company.phone,
                  serviceType: request.serviceType,
                  start,
                  end,
                  location: request.location,
                  stamp: at,
                })
              : null,
          message: BOOKED_MESSAGE,
        };
      });
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
