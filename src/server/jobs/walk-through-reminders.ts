import { addDays, companyDate, zonedInstant } from '#shared/domain/company-time.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { inTransaction, type Database } from '../db/client.ts';
import { createOutboxRepository } from '../modules/notifications/outbox.repository.ts';
import { createLeadsRepository } from '../modules/crm/leads.repository.ts';
import { WALK_THROUGH_REMINDER, type WalkThroughReminderPayload } from '../modules/scheduling/booking-emails.ts';
import { createBookingRequestsRepository } from '../modules/scheduling/booking-requests.repository.ts';

/** From this Minnesota time on the day before, tomorrow's walk-throughs are reminded. */
export const REMINDER_FROM = '09:00';

export interface WalkThroughReminderDeps {
  db: Database;
  company: () => CompanyProfile;
  /** Whether SMS can go out (Twilio configured): the visitor's phone then gets one too. */
  smsConfigured: boolean;
}

/**
 * One round of the day-before reminders of walk-throughs (decision 0048), run by every instance: from
 * 9 AM in Minnesota, tomorrow's confirmed walk-throughs (confirmed over a day ahead; one booked later
 * has its confirmation fresh in mind) get an e-mail, and an SMS to the phone they gave when SMS is
 * configured. The claim is one UPDATE stamping `reminder_sent_at` in the transaction that queues the
 * messages, so two instances at once send each reminder once. Answers how many were reminded.
 */
export async function sendWalkThroughReminders(deps: WalkThroughReminderDeps, at: Date): Promise<number> {
  const today = companyDate(at);
  if (at.getTime() < zonedInstant(today, REMINDER_FROM).getTime()) return 0;
  const from = zonedInstant(addDays(today, 1), '00:00');
  const to = zonedInstant(addDays(today, 2), '00:00');
  const company = deps.company();
  return inTransaction(deps.db, async (tx) => {
    const due = await createBookingRequestsRepository(tx).claimReminders(at, from, to);
    const outbox = createOutboxRepository(tx);
    const leads = createLeadsRepository(tx);
    for (const { request, booking } of due) {
      const email = booking.clientEmail;
      const reference = request.leadId ? ((await leads.findById(request.leadId))?.reference ?? '') : '';
      const payload: WalkThroughReminderPayload = {
        name: booking.clientName ?? '',
        serviceType: booking.serviceType,
        start: booking.scheduledStart.toISOString(),
        end: new Date(booking.scheduledStart.getTime() + booking.durationMinutes * 60_000).toISOString(),
        location: booking.location,
        reference,
        companyName: company.name,
        companyPhone: company.phone,
      };
      if (email) await outbox.enqueue({ channel: 'email', recipient: email, kind: WALK_THROUGH_REMINDER, payload: { ...payload } });
      if (deps.smsConfigured && booking.clientPhone) {
        await outbox.enqueue({ channel: 'sms', recipient: booking.clientPhone, kind: WALK_THROUGH_REMINDER, payload: { ...payload } });
      }
    }
    return due.length;
  });
}
