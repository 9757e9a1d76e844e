import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  CONTACT_HONEYPOT,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGES,
  CONTACT_SENT_MESSAGE,
  contactTopicLabels,
  contactTopics,
} from '#shared/contracts/contact.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';

/** The phone check of the contract, as an HTML pattern (valid in the browsers' `v` mode): phone characters, 7 to 40. */
const PHONE_PATTERN = String.raw`[\d\s+\(\)\.\-]{7,40}`;

/**
 * The About page's contact form (decision 0024): a plain HTML form posting to /api/contact, so it
 * works without JavaScript (the server answers 303 to /about?sent=1#contact, and `sent` shows the
 * thanks). The browser's own checks (required, lengths, e-mail, phone characters) run before it
 * posts. With the site script, `enhance/contact-form.ts` posts JSON and confirms inline, showing
 * the server's words under each field it refuses. No React runs here in the browser.
 */
export function ContactMessageForm({ sent }: { sent: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="text-lg font-semibold text-slate-900">Send us a message</h3>
      <p className="mt-1 text-sm text-slate-600">We answer within one business day. Fields marked * are required.</p>
      <div
        role="status"
        data-contact-sent
        hidden={!sent}
        className="mt-4 flex gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900"
      >
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p data-contact-sent-text>{CONTACT_SENT_MESSAGE}</p>
      </div>
      <div
        role="alert"
        data-contact-error
        hidden
        className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
      />
      <form method="post" action="/api/contact" data-contact-form className="mt-4 grid gap-4 sm:grid-cols-2">
        <ContactField name="name" label="Name" required>
          <input id="contact-name" name="name" type="text" required maxLength={120} autoComplete="name" className={inputClass} />
        </ContactField>
        <ContactField name="email" label="E-mail" required>
          <input id="contact-email" name="email" type="email" required maxLength={254} autoComplete="email" className={inputClass} />
        </ContactField>
        <ContactField name="phone" label="Phone" required>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            required
            maxLength={40}
            pattern={PHONE_PATTERN}
            title={CONTACT_MESSAGES.phone}
            autoComplete="tel"
            className={inputClass}
          />
        </ContactField>
        <ContactField name="company" label="Company">
          <input id="contact-company" name="company" type="text" maxLength={160} autoComplete="organization" className={inputClass} />
        </ContactField>
        <ContactField name="topic" label="What is it about?" required className="sm:col-span-2">
          <select id="contact-topic" name="topic" required defaultValue="" className={cn(inputClass, 'cursor-pointer')}>
            <option value="" disabled>
              Choose a topic
            </option>
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {contactTopicLabels[topic]}
              </option>
            ))}
          </select>
        </ContactField>
        <ContactField name="message" label="Message" required className="sm:col-span-2">
          <textarea
            id="contact-message"
            name="message"
            required
            minLength={CONTACT_MESSAGE_MIN}
            maxLength={CONTACT_MESSAGE_MAX}
            rows={5}
            className={inputClass}
          />
        </ContactField>
        {/* The honeypot: off-screen and out of the tab order; people leave it empty, form-filling bots do not. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name={CONTACT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full sm:w-auto' })}>
            Send Message
          </button>
        </div>
      </form>
    </div>
  );
}

interface ContactFieldProps {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** A label above its control and, below, the place where the server's words for this field appear. */
function ContactField({ name, label, required, className, children }: ContactFieldProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={`contact-${name}`} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      <p id={`contact-${name}-error`} data-error-for={name} hidden className="text-sm text-red-700" />
    </div>
  );
}
