import type { MailAttachment } from '../../integrations/mailer.ts';
import {
  BOOKING_CHANGED,
  BOOKING_CONFIRM_REQUEST,
  BOOKING_CONFIRMATION,
  renderBookingChanged,
  renderBookingConfirmation,
  renderBookingConfirmRequest,
  renderWalkThroughReminder,
  WALK_THROUGH_REMINDER,
  type BookingChangedPayload,
  type BookingConfirmationPayload,
  type BookingConfirmRequestPayload,
  type WalkThroughReminderPayload,
} from '../scheduling/booking-emails.ts';
import { CUSTOMER_MESSAGE_KINDS, renderCustomerEmail } from '../self-service/customer-messages.ts';

export interface RenderedEmail {
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers: a customer message's List-Unsubscribe and List-Unsubscribe-Post (decision 0049). */
  headers?: Record<string, string>;
}

/** Plain-text e-mails: they read well everywhere and cannot carry injected markup. */
export function renderEmail(kind: string, payload: Record<string, unknown>): RenderedEmail {
  if (CUSTOMER_MESSAGE_KINDS.has(kind)) return renderCustomerEmail(kind, payload);
  const text = (key: string) => String(payload[key] ?? '');
  switch (kind) {
    case 'set-password':
      return {
        subject: `${text('purpose') === 'reset' ? 'Reset' : 'Choose'} your password for ${text('companyName')}`,
        text: [
          `Hello ${text('name')},`,
          '',
          text('purpose') === 'reset'
            ? 'An administrator issued a link to reset your password.'
            : `An account has been created for you (username: ${text('username')}).`,
          'Choose your password here (the link works once):',
          '',
          text('url'),
          '',
          `The link expires on ${text('expiresAt')}. If you did not expect this e-mail, you can ignore it.`,
          '',
          text('companyName'),
        ].join('\n'),
      };
    case 'password-changed':
      return {
        subject: `Your password for ${text('companyName')} was changed`,
        text: [
          `Hello ${text('name')},`,
          '',
          `The password of your account (username: ${text('username')}) was changed on ${text('changedAt')}.`,
          'Your other signed-in devices have been signed out.',
          '',
          'If you did not change it, contact your administrator right away: they can reset your password.',
          '',
          text('companyName'),
        ].join('\n'),
      };
    case 'admin-account-reset':
      return {
        subject: `Your ${text('what')} was reset by another administrator`,
        text: [
          `Hello ${text('name')},`,
          '',
          `${text('actorUsername')} reset the ${text('what')} of your administrator account (username: ${text('username')}) on ${text('at')}.`,
          '',
          'If you did not ask for this, call them back and tell the other administrators at once: the security log under Security Log names who did it, when and from where.',
          '',
          text('companyName'),
        ].join('\n'),
      };
    case 'new-lead':
      return leadNotice([
        `Lead score ${text('score')} (${text('priority')} priority). Lead id ${text('leadId')}.`,
        `Open the CRM: ${text('crmUrl')}`,
      ]);
    case 'consultation-request':
      return leadNotice([
        'They asked from the quote result and expect a call within 24 hours.',
        `Lead id ${text('leadId')}. Open the CRM: ${text('crmUrl')}`,
      ]);
    case 'new-contact':
      return leadNotice([`Answer it from Customer Forms: ${text('adminUrl')}`]);
    case 'problem-report':
      return {
        subject: text('title'),
        text: [
          'A customer reported a problem with a visit.',
          '',
          `Visit: ${text('bookingDate')} (booking ${text('bookingId')}, ${text('serviceType')})`,
          `Site: ${text('site')}`,
          `Customer: ${text('customer')}`,
          `E-mail: ${text('customerEmail')}`,
          `Phone: ${text('customerPhone')}`,
          '',
          'What they wrote:',
          text('description'),
          '',
          `Follow it up and resolve it here: ${text('adminUrl')}`,
        ].join('\n'),
      };
    case 'quote-accepted':
      return leadNotice([`Lead id ${text('leadId')}. Open the CRM: ${text('crmUrl')}`]);
    case 'service-added':
      return {
        subject: `Quote ${text('reference')} accepted: your new service`,
        text: [
          `Hello ${text('name')},`,
          '',
          `The quote ${text('reference')} was accepted for your account (username: ${text('username')}).`,
          `Site: ${text('site')}`,
          text('schedule'),
          '',
          `You will find it in your Client Portal: ${text('portalUrl')}`,
          `If you did not expect this, call us at ${text('companyPhone')}.`,
          '',
          text('companyName'),
        ].join('\n'),
      };
    case 'quote-accept-link':
      return {
        subject: `Accept your quote ${text('reference')} online`,
        text: [
          `Hello ${text('name')},`,
          '',
          `Thank you for asking for a quote (${text('reference')}). You can read the service agreement and accept it online here:`,
          '',
          text('url'),
          '',
          `The link works until ${text('validUntil')}. Only someone with this e-mail can use it; please do not forward it.`,
          `If you did not ask for a quote, ignore this e-mail or call us at ${text('companyPhone')}.`,
          '',
          text('companyName'),
        ].join('\n'),
      };
    case 'plan-price-change':
      return {
        subject: `A new monthly price for ${text('siteName')}: please review and accept`,
        text: [
          `Hello ${text('name')},`,
          '',
          `From ${text('effectiveFrom')}, the monthly price of your cleaning at ${text('siteName')} changes from ${text('previousPrice')} to ${text('newPrice')} (amendment ${text('reference')}).`,
          'You can read the amendment and accept it online here:',
          '',
          text('url'),
          '',
          `The link works until ${text('validUntil')}. Invoices already issued stay as they are. Questions? Call us at ${text('companyPhone')}.`,
          '',
          text('companyName'),
        ].join('\n'),
      };
    case 'plan-price-accepted':
      return leadNotice([`Open the site: ${text('siteUrl')}`]);
    case 'quote-acceptance-received':
      return {
        subject: `Quote ${text('reference')} accepted: what happens next`,
        text: [
          `Hello ${text('name')},`,
          '',
          `${text('signer')} accepted the quote ${text('reference')} online on ${text('acceptedAt')}.`,
          `This e-mail address belongs to ${text('account')}, so we could not set the service up online.`,
          `Our team will call you to finish. If you did not expect this, call us at ${text('companyPhone')}.`,
          '',
          text('companyName'),
        ].join('\n'),
      };
    case 'plan-start-confirmed':
      return {
        subject: `Your cleaning service starts on ${text('startsOn')}`,
        text: [
          `Hello ${text('name')},`,
          '',
          `We confirmed the start of your cleaning service at ${text('site')}.`,
          `First visit: ${text('firstVisit')}`,
          `Schedule: ${text('schedule')}`,
          `Crew: ${text('crew')}`,
          '',
          `See your visits in the Client Portal: ${text('portalUrl')}`,
          `Questions? Call us at ${text('companyPhone')}.`,
          '',
          text('companyName'),
        ].join('\n'),
      };
    case BOOKING_CONFIRMATION:
      // Stored by the scheduling service in this shape (the outbox keeps payloads as JSON).
      return renderBookingConfirmation(payload as unknown as BookingConfirmationPayload);
    case BOOKING_CONFIRM_REQUEST:
      return renderBookingConfirmRequest(payload as unknown as BookingConfirmRequestPayload);
    case BOOKING_CHANGED:
      return renderBookingChanged(payload as unknown as BookingChangedPayload);
    case WALK_THROUGH_REMINDER:
      return renderWalkThroughReminder(payload as unknown as WalkThroughReminderPayload);
    default:
      throw new Error(`No e-mail template for "${kind}"`);
  }

  /** A notice to the company about a lead: its title, the lines about it, then the closing lines. */
  function leadNotice(closing: string[]): { subject: string; text: string } {
    return {
      subject: text('title'),
      text: [text('title'), '', ...((payload['lines'] as string[] | undefined) ?? []), '', ...closing].join('\n'),
    };
  }
}
