import { addDays, companyDate, zonedInstant } from '#shared/domain/company-time.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { inTransaction, type Database } from '../db/client.ts';
import { visitWhen } from '../modules/feedback/feedback.service.ts';
import { queueCustomerMessage, VISIT_DONE, VISIT_REMINDER } from '../modules/self-service/customer-messages.ts';
import { createSelfServiceRepository } from '../modules/self-service/self-service.repository.ts';
import { preferencesOrDefault } from '../modules/self-service/self-service.service.ts';

/** From this Minnesota time, tomorrow's visits are reminded ("the evening before"). */
export const VISIT_REMINDER_FROM = '17:00';
/** A visit whose last clock-out is older than this when a round first sees it gets no "visit done" note. */
export const DONE_NOTE_WITHIN_MS = 12 * 3_600_000;

export interface VisitMessageDeps {
  db: Database;
  company: () => CompanyProfile;
  siteUrl: string;
  smsConfigured: boolean;
}

const clock = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const dayName = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric' });
const plain = (value: string) => value.replace(/[\u202f\u00a0]/g, ' ');

/** Hours between two instants, one decimal ("2.5"). */
export function hoursOnSite(from: Date, to: Date): string {
  return (Math.round((to.getTime() - from.getTime()) / 360_000) / 10).toFixed(1);
}

/**
 * One round of customers' visit messages (decision 0049), run by every instance:
 * - from 5 PM in Minnesota, a reminder of each of tomorrow's confirmed visits booked before then;
 * - a "visit done" note once the crew that punched in on a visit has all clocked out, with the hours
 *   on site (first clock-in to last clock-out).
 * Each is claimed by inserting its (visit, kind) row in the transaction that queues the messages, so two
 * instances at once send each one once; it goes out on the channels the customer chose (e-mail with
 * its unsubscribe link, SMS to the account's phone when Twilio is configured). Answers how many visits
 * were claimed.
 */
export async function sendVisitMessages(deps: VisitMessageDeps, at: Date): Promise<{ reminders: number; done: number }> {
  const company = deps.company();
  const context = {
    siteUrl: deps.siteUrl,
    companyName: company.name,
    companyPhone: company.phone,
    smsConfigured: deps.smsConfigured,
    at,
  };
  return inTransaction(deps.db, async (tx) => {
    const repo = createSelfServiceRepository(tx);
    const today = companyDate(at);
    const eveningStart = zonedInstant(today, VISIT_REMINDER_FROM);
    const reminders =
      at.getTime() < eveningStart.getTime()
        ? []
        : await repo.claimReminders(zonedInstant(addDays(today, 1)), zonedInstant(addDays(today, 2)), eveningStart);
    const done = await repo.claimDoneNotes(new Date(at.getTime() - DONE_NOTE_WITHIN_MS));
    const prefs = await repo.preferencesOf([...new Set([...reminders, ...done].map((v) => v.customer.id))]);

    for (const visit of reminders) {
      const choice = preferencesOrDefault(prefs.get(visit.customer.id));
      await queueCustomerMessage(tx, context, {
        customer: visit.customer,
        kind: VISIT_REMINDER,
        topic: 'reminder',
        email: choice.reminderEmail,
        sms: choice.reminderSms,
        fields: {
          serviceType: visit.booking.serviceType,
          site: visit.siteName ?? visit.booking.location,
          when: visitWhen(visit.booking.scheduledStart),
          time: plain(clock.format(visit.booking.scheduledStart)),
        },
      });
    }
    for (const visit of done) {
      const choice = preferencesOrDefault(prefs.get(visit.customer.id));
      await queueCustomerMessage(tx, context, {
        customer: visit.customer,
        kind: VISIT_DONE,
        topic: 'done',
        email: choice.doneEmail,
        sms: choice.doneSms,
        fields: {
          serviceType: visit.booking.serviceType,
          site: visit.siteName ?? visit.booking.location,
          day: plain(dayName.format(visit.firstIn)),
          hours: hoursOnSite(visit.firstIn, visit.lastOut),
          arrived: plain(clock.format(visit.firstIn)),
          left: plain(clock.format(visit.lastOut)),
        },
      });
    }
    return { reminders: reminders.length, done: done.length };
  });
}
