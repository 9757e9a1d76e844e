import * as z from './zod.ts';
import { optionalVisitorIdSchema } from './tracker-id.ts';

/**
 * The About page's contact form and the dashboard's Customer Forms tab (issue 15, decision 0024).
 * A message is stored in `contact_messages`; one whose topic is 'quote' also makes a lead (source
 * 'contact', price 0). The admin reads count and page both kinds: leads of the web forms and
 * contact messages.
 */

export const contactTopics = ['quote', 'service', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];
export const contactTopicLabels: Record<ContactTopic, string> = {
  quote: 'A price for my building',
  service: 'My current service',
  other: 'Something else',
};

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
/** The honeypot's name: a field people never see (off-screen, skipped by the keyboard); a bot fills it. */
export const CONTACT_HONEYPOT = 'website';

export const CONTACT_MESSAGES = {
  name: 'Enter your name (up to 120 characters)',
  email: 'Enter an e-mail address like name@company.com',
  phone: 'Enter a phone number with at least 7 digits, like 612-555-0134',
  company: 'Enter the company name in at most 160 characters',
  topic: 'Choose what it is about: a quote, your service or something else',
  message: `Write your message in ${CONTACT_MESSAGE_MIN} to ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters`,
} as const;

/** "Thanks" of the form, inline (with JS) or on /about?sent=1 (without). */
export const CONTACT_SENT_MESSAGE = "Thank you! Your message has been sent. We'll get back to you within one business day.";

/** A required single-line field: line breaks refused (z.line), since its value goes into the company's notice. */
const required = (max: number, message: string) => z.line(message).check(z.minLength(1, message), z.maxLength(max, message));

/**
 * POST /api/contact, as JSON or as a plain form post (urlencoded, every field text). `company` blank
 * means none; the honeypot must stay empty (a filled one is answered as a success and stored nowhere).
 */
export const contactRequestSchema = z.object({
  name: required(120, CONTACT_MESSAGES.name),
  email: z.pipe(required(254, CONTACT_MESSAGES.email), z.email(CONTACT_MESSAGES.email)),
  phone: required(40, CONTACT_MESSAGES.phone).check(z.refine(z.isPhoneNumber, CONTACT_MESSAGES.phone)),
  company: z.optional(
    z.pipe(
      z.line(CONTACT_MESSAGES.company).check(z.maxLength(160, CONTACT_MESSAGES.company)),
      z.transform((v: string) => (v === '' ? undefined : v)),
    ),
  ),
  topic: z.enum(contactTopics, CONTACT_MESSAGES.topic),
  message: z
    .text(CONTACT_MESSAGES.message)
    .check(
      z.trim(),
      z.minLength(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.message),
      z.maxLength(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.message),
    ),
  [CONTACT_HONEYPOT]: z.optional(z.text().check(z.maxLength(2000))),
  /** The tracker's visitor id (the enhanced form sends it), linking a quote's lead to that visitor's page views. */
  visitorId: optionalVisitorIdSchema,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ValidContactRequest = z.output<typeof contactRequestSchema>;
/** What the lead a contact message made keeps of it (leads.request): the message without the honeypot and tracker id. */
export type StoredContactRequest = Omit<ValidContactRequest, 'visitorId' | typeof CONTACT_HONEYPOT>;

/** 201 to a JSON post. `reference` is the lead's when the topic 'quote' made one. */
export const contactResultSchema = z.object({
  message: z.text(),
  reference: z.nullable(z.text()),
});
export type ContactResult = z.infer<typeof contactResultSchema>;

/** A lead of the web forms as Customer Forms shows it (spec §3 "Form lead", plus id, reference, createdAt, hasQuote). */
export const formLeadSchema = z.object({
  id: z.text(),
  reference: z.text(),
  source: z.text(),
  companyName: z.text(),
  firstName: z.text(),
  lastName: z.text(),
  email: z.text(),
  phone: z.text(),
  facilityType: z.nullable(z.text()),
  /** Square feet; null when the form asked none (window requests, bookings, contact messages). */
  facilitySize: z.nullable(z.int()),
  /** What the visitor wrote (window notes, booking notes, a contact message); '' when the form has no such field. */
  message: z.text(),
  /** Monthly estimate in dollars; 0 until priced. */
  estimatedPrice: z.number(),
  createdAt: z.text(),
  /** A computed quote exists: its PDF can be opened (Send Quote). */
  hasQuote: z.boolean(),
});
export type FormLead = z.infer<typeof formLeadSchema>;

/** A contact message (spec §3 "Contact", plus id, company, topic, the lead it made and createdAt). */
export const contactMessageSchema = z.object({
  id: z.int(),
  name: z.text(),
  email: z.text(),
  phone: z.text(),
  company: z.nullable(z.text()),
  topic: z.enum(contactTopics),
  message: z.text(),
  leadId: z.nullable(z.text()),
  leadReference: z.nullable(z.text()),
  createdAt: z.text(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /api/admin/forms/stats (spec §3 "Form stats"): totals and the newest three of each. */
export const formStatsSchema = z.object({
  totalLeads: z.int(),
  totalContacts: z.int(),
  recentLeads: z.array(formLeadSchema),
  recentContacts: z.array(contactMessageSchema),
});
export type FormStats = z.infer<typeof formStatsSchema>;

/** The form sources Customer Forms counts as leads ('manual' leads were typed in by staff: not a form). */
export const formLeadSources = ['calculator', 'instant-quote', 'window-quote', 'scheduling', 'contact'] as const;
export const FORMS_RECENT_COUNT = 3;
export const FORMS_PAGE_MAX = 500;
export const FORMS_PAGE_DEFAULT = 50;

const LIMIT_MESSAGE = `Ask for 1 to ${FORMS_PAGE_MAX} rows`;
const OFFSET_MESSAGE = 'Start at row 0 or later';
export const formsPageQuerySchema = z.object({
  limit: z._default(
    z.coerce.number(LIMIT_MESSAGE).check(z.int(LIMIT_MESSAGE), z.minimum(1, LIMIT_MESSAGE), z.maximum(FORMS_PAGE_MAX, LIMIT_MESSAGE)),
    FORMS_PAGE_DEFAULT,
  ),
  offset: z._default(
    z.coerce.number(OFFSET_MESSAGE).check(z.int(OFFSET_MESSAGE), z.minimum(0, OFFSET_MESSAGE), z.maximum(10_000_000, OFFSET_MESSAGE)),
    0,
  ),
});
export type FormsPageQuery = z.input<typeof formsPageQuerySchema>;

export const formLeadsPageSchema = z.object({ total: z.int(), items: z.array(formLeadSchema) });
export type FormLeadsPage = z.infer<typeof formLeadsPageSchema>;
export const contactMessagesPageSchema = z.object({ total: z.int(), items: z.array(contactMessageSchema) });
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;

/** The schemas of each endpoint in contact.endpoints.ts, by its name (the server registers them). */
export const contactSchemas = {
  sendContactMessage: { body: contactRequestSchema, response: contactResultSchema },
  getFormStats: { response: formStatsSchema },
  listFormLeads: { query: formsPageQuerySchema, response: formLeadsPageSchema },
  listContactMessages: { query: formsPageQuerySchema, response: contactMessagesPageSchema },
};
