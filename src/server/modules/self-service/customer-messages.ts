import { unsubscribeTopicLabels, type UnsubscribeTopic } from '#shared/contracts/self-service.ts';
import type { Database } from '../../db/client.ts';
import { digestToken, newToken } from '../accounts/secrets.ts';
import { personName as contactName } from '../billing/billing.mapper.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { createSelfServiceRepository, type CustomerContact } from './self-service.repository.ts';

/**
 * The messages a customer gets about their own visits and requests (decision 0049), each with a way to
 * stop it: the Client Portal's Account tab, and in every e-mail a one-click unsubscribe link (also in the
 * List-Unsubscribe and List-Unsubscribe-Post headers, RFC 8058) that stops that kind of e-mail. An SMS
 * ends "Reply STOP to opt out" (the carrier's own stop) and names the portal.
 */

export const VISIT_REMINDER = 'visit-reminder';
export const VISIT_DONE = 'visit-done';
export const SERVICE_REQUEST_APPROVED = 'service-request-approved';
export const SERVICE_REQUEST_DECLINED = 'service-request-declined';
export const CUSTOMER_MESSAGE_KINDS = new Set([VISIT_REMINDER, VISIT_DONE, SERVICE_REQUEST_APPROVED, SERVICE_REQUEST_DECLINED]);

/** What every customer message's payload carries besides its own fields. */
interface CustomerMessageBase {
  name: string;
  companyName: string;
  companyPhone: string;
  /** The Client Portal's Account tab, where the choices are. */
  preferencesUrl: string;
  /** E-mail only: this message's one-click unsubscribe link. */
  unsubscribeUrl?: string;
  topic: UnsubscribeTopic;
}

export interface VisitReminderPayload extends CustomerMessageBase {
  serviceType: string;
  site: string;
  /** "Tuesday, December 8, 2026 at 6:00 PM". */
  when: string;
  time: string;
}

export interface VisitDonePayload extends CustomerMessageBase {
  serviceType: string;
  site: string;
  day: string;
  /** Hours on site, first clock-in to last clock-out, one decimal ("2.5"). */
  hours: string;
  arrived: string;
  left: string;
}

export interface ServiceRequestDecisionPayload extends CustomerMessageBase {
  service: string;
  site: string;
  /** Approved: the visit's time and the price ("$1,610.00"). */
  when?: string;
  price?: string;
  /** Declined: why. */
  reason?: string;
}

export const SMS_STOP = 'Reply STOP to opt out.';

/** `https://host/unsubscribe/<token>`: the page (GET) and the one-click endpoint's twin (POST). */
export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;

/** A person's name, else the company's: how a customer is greeted. */
function personName(c: CustomerContact): string {
  return c.firstName?.trim() || c.lastName?.trim() ? contactName(c) : c.companyName?.trim() || c.username;
}

export interface CustomerMessageContext {
  siteUrl: string;
  companyName: string;
  companyPhone: string;
  smsConfigured: boolean;
  /** The caller's clock: an unsubscribe link's age counts from it (decision 0054). */
  at: Date;
}

/**
 * Queues one message to a customer on the channels they chose, in the caller's transaction: an e-mail
 * with a fresh unsubscribe link (its digest stored), and an SMS to the account's phone when chosen and
 * SMS is configured. Answers how many messages were queued.
 */
export async function queueCustomerMessage(
  tx: Database,
  context: CustomerMessageContext,
  message: {
    customer: CustomerContact;
    kind: string;
    topic: UnsubscribeTopic;
    email: boolean;
    sms: boolean;
    fields: Record<string, string>;
  },
): Promise<number> {
  const outbox = createOutboxRepository(tx);
  const base = {
    name: personName(message.customer),
    companyName: context.companyName,
    companyPhone: context.companyPhone,
    preferencesUrl: `${context.siteUrl}/customer-dashboard?tab=account`,
    topic: message.topic,
    ...message.fields,
  };
  let queued = 0;
  if (message.email && message.customer.email) {
    const token = newToken();
    await createSelfServiceRepository(tx).insertUnsubscribeLink(digestToken(token), message.customer.id, message.topic, context.at);
    await outbox.enqueue({
      channel: 'email',
      recipient: message.customer.email,
      kind: message.kind,
      payload: { ...base, unsubscribeUrl: `${context.siteUrl}${unsubscribePath(token)}` },
    });
    queued++;
  }
  if (message.sms && context.smsConfigured && message.customer.phone) {
    await outbox.enqueue({ channel: 'sms', recipient: message.customer.phone, kind: message.kind, payload: base });
    queued++;
  }
  return queued;
}

interface RenderedCustomerEmail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** The e-mail of one customer message kind, with its unsubscribe footer and headers. */
export function renderCustomerEmail(kind: string, payload: Record<string, unknown>): RenderedCustomerEmail {
  const text = (key: string) => String(payload[key] ?? '');
  const topic = text('topic') as UnsubscribeTopic;
  const unsubscribeUrl = text('unsubscribeUrl');
  const footer = [
    '',
    '--',
    `To stop ${unsubscribeTopicLabels[topic] ?? 'these e-mails'}, open ${unsubscribeUrl}`,
    `or choose what you get in the Client Portal: ${text('preferencesUrl')}`,
  ];
  const headers: Record<string, string> = unsubscribeUrl.startsWith('http')
    ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  const body = (lines: string[]) => [`Hello ${text('name')},`, '', ...lines, '', text('companyName'), ...footer].join('\n');
  switch (kind) {
    case VISIT_REMINDER:
      return {
        subject: `Reminder: ${text('serviceType')} tomorrow at ${text('time')}`,
        text: body([
          `A reminder that our crew comes tomorrow: ${text('when')}.`,
          `Site: ${text('site')}`,
          '',
          `To skip or move it, use the Client Portal's Services tab, or call us at ${text('companyPhone')}.`,
        ]),
        headers,
      };
    case VISIT_DONE:
      return {
        subject: `Visit done at ${text('site')}: ${text('hours')} hours on site`,
        text: body([
          `Our crew finished the ${text('serviceType')} at ${text('site')} on ${text('day')}.`,
          `On site from ${text('arrived')} to ${text('left')}: ${text('hours')} hours.`,
          '',
          'You can rate the visit or report a problem in the Client Portal.',
        ]),
        headers,
      };
    case SERVICE_REQUEST_APPROVED:
      return {
        subject: `${text('service')} booked for ${text('when')}`,
        text: body([
          `We approved your request for ${text('service')} at ${text('site')}.`,
          `Visit: ${text('when')}`,
          `Price: ${text('price')}, invoiced with the month of the visit.`,
          '',
          `Questions? Call us at ${text('companyPhone')}.`,
        ]),
        headers,
      };
    case SERVICE_REQUEST_DECLINED:
      return {
        subject: `Your request for ${text('service')}`,
        text: body([
          `We cannot take on your request for ${text('service')} at ${text('site')}.`,
          `Why: ${text('reason')}`,
          '',
          `Call us at ${text('companyPhone')} to talk it over.`,
        ]),
        headers,
      };
    default:
      throw new Error(`No e-mail template for "${kind}"`);
  }
}

/** The SMS of one customer message kind: short, ending with the opt-out. */
export function renderCustomerSms(kind: string, payload: Record<string, unknown>): string {
  const text = (key: string) => String(payload[key] ?? '');
  const tail = `${text('companyName')}. ${SMS_STOP}`;
  switch (kind) {
    case VISIT_REMINDER:
      return `Reminder: ${text('serviceType')} at ${text('site')} tomorrow at ${text('time')}. To skip or move it, use the Client Portal. ${tail}`;
    case VISIT_DONE:
      return `Visit done at ${text('site')}: ${text('hours')} h on site (${text('arrived')}-${text('left')}). ${tail}`;
    default:
      throw new Error(`No SMS template for "${kind}"`);
  }
}
