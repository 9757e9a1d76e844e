import { ChannelSendError } from '../../integrations/provider-http.ts';
import { SMS_MAX_LENGTH } from '../../integrations/sms-twilio.ts';
import { TELEGRAM_MAX_LENGTH } from '../../integrations/telegram.ts';
import { renderCustomerSms, VISIT_DONE, VISIT_REMINDER } from '../self-service/customer-messages.ts';
import { WALK_THROUGH_REMINDER, walkThroughReminderSms, type WalkThroughReminderPayload } from '../scheduling/booking-emails.ts';

/**
 * The company's notices as plain text for SMS (at most 320 characters: two segments) and Telegram
 * (no markup: a name with * or _ is shown as typed). They read the payload `notifyCompany` stored.
 */

const money = (dollars: unknown) => `$${Math.round(Number(dollars) || 0).toLocaleString('en-US')}`;

/** At most `max` characters, with an ellipsis when cut. */
export function clip(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

const SOURCE_LABELS: Record<string, string> = {
  calculator: 'calculator',
  'instant-quote': 'instant quote',
  'window-quote': 'window quote',
  manual: 'entered by hand',
  scheduling: 'booking page',
  contact: 'contact form',
};

function reader(payload: Record<string, unknown>) {
  return (key: string) => {
    const value = payload[key];
    return value === null || value === undefined ? '' : String(value);
  };
}

/** One SMS: the essentials of the notice, never more than SMS_MAX_LENGTH characters. */
export function renderSms(kind: string, payload: Record<string, unknown>): string {
  const text = reader(payload);
  let body: string;
  switch (kind) {
    case 'new-lead':
    case 'consultation-request': {
      const headline = kind === 'consultation-request' ? 'Consultation requested' : text('headline') || 'New lead';
      const estimate = Number(payload['monthlyEstimate']) > 0 ? ` Est. ${money(payload['monthlyEstimate'])}/mo.` : '';
      body = [
        `${headline} ${text('reference')}: ${clip(text('company'), 40)}.`,
        `${clip(text('contactName'), 40)}${text('phone') ? `, ${clip(text('phone'), 20)}` : ''}${text('email') ? `, ${clip(text('email'), 60)}` : ''}.`,
        `Source: ${SOURCE_LABELS[text('source')] ?? text('source')}.${estimate}`,
        text('crmUrl'),
      ].join(' ');
      break;
    }
    case 'new-contact': {
      const head = `New contact message (${text('topic')}) from ${clip(text('name'), 40)}${text('company') ? `, ${clip(text('company'), 40)}` : ''}: ${clip(text('phone'), 20)}, ${clip(text('email'), 60)}.`;
      const link = text('adminUrl');
      // The message's first words fill what the two segments leave.
      const room = SMS_MAX_LENGTH - head.length - link.length - 4;
      body = [head, room > 10 ? `"${clip(text('excerpt'), room)}"` : '', link].filter(Boolean).join(' ');
      break;
    }
    case WALK_THROUGH_REMINDER:
      // The visitor's own reminder (decision 0048), not a company notice.
      body = walkThroughReminderSms(payload as unknown as WalkThroughReminderPayload);
      break;
    case VISIT_REMINDER:
    case VISIT_DONE:
      // A customer's own visit message (decision 0049), ending with the opt-out.
      body = renderCustomerSms(kind, payload);
      break;
    default:
      // Sending again would not add a template: the outbox gives up at once.
      throw new ChannelSendError(`No SMS template for "${kind}"`, { permanent: true });
  }
  return clip(body, SMS_MAX_LENGTH);
}

/** One Telegram message: the notice's title and its lines, as the e-mail has them. */
export function renderTelegram(kind: string, payload: Record<string, unknown>): string {
  const text = reader(payload);
  let lines: string[];
  switch (kind) {
    case 'new-lead':
    case 'consultation-request':
      lines = [
        text('title'),
        '',
        `Contact: ${text('contactName') || 'no name given'}`,
        `E-mail: ${text('email') || 'not given'}`,
        `Phone: ${text('phone') || 'not given'}`,
        `Source: ${SOURCE_LABELS[text('source')] ?? text('source')}`,
        ...(Number(payload['monthlyEstimate']) > 0 ? [`Estimate: ${money(payload['monthlyEstimate'])} per month`] : []),
        '',
        `CRM: ${text('crmUrl')}`,
      ];
      break;
    case 'new-contact':
      lines = [
        text('title'),
        '',
        `E-mail: ${text('email')}`,
        `Phone: ${text('phone') || 'not given'}`,
        `Topic: ${text('topic')}`,
        ...(text('leadReference') ? [`Lead: ${text('leadReference')}`] : []),
        '',
        text('excerpt'),
        '',
        `Customer Forms: ${text('adminUrl')}`,
      ];
      break;
    default:
      throw new ChannelSendError(`No Telegram template for "${kind}"`, { permanent: true });
  }
  const message = lines.join('\n');
  return message.length > TELEGRAM_MAX_LENGTH ? `${message.slice(0, TELEGRAM_MAX_LENGTH - 1)}…` : message;
}
