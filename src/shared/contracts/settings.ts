import * as z from './zod.ts';

/** Ten digits, or eleven starting with 1: the company's number is a US number (tel: links use +1). */
export function usPhoneDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : undefined;
}

/** "+16125550142" from "(612) 555-0142"; undefined when it is not a 10-digit US number. */
export function toPhoneE164(phone: string): string | undefined {
  const national = usPhoneDigits(phone);
  return national === undefined ? undefined : `+1${national}`;
}

export const COMPANY_MESSAGES = {
  name: 'Enter the company name (up to 120 characters)',
  phone: 'Enter a 10-digit US phone number, like (612) 555-0142',
  salesEmail: 'Enter the sales e-mail address, like sales@company.com',
  street: 'Enter the street address (up to 200 characters)',
  city: 'Enter the city',
  region: 'Enter the state as two letters, like MN',
  postalCode: 'Enter a ZIP code like 55124 or 55124-1234',
  country: 'Enter the country as two letters, like US',
  socialUrl: 'Enter the full address of the social page, starting with https://',
  foundedYear: 'Enter the year the company was founded, like 2009',
} as const;

/** How to pay, as the invoice PDF prints it (decision 0040): a few lines of plain text. */
export const PAYMENT_INSTRUCTIONS_MAX = 1000;
export const PAYMENT_INSTRUCTIONS_MAX_LINES = 12;
export const PAYMENT_INSTRUCTIONS_MESSAGES = {
  text: 'Enter the payment instructions as text',
  length: `Keep the payment instructions to ${PAYMENT_INSTRUCTIONS_MAX} characters`,
  lines: `Keep the payment instructions to ${PAYMENT_INSTRUCTIONS_MAX_LINES} lines`,
  characters: 'Use plain text: line breaks are fine, tabs and other control characters are not',
} as const;

/** Any control character but the line feed (tabs and the rest would print as gaps or nothing). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** Windows and old Mac line ends become '\n'; spaces at line ends and blank lines around the text go. */
export function normalizePaymentInstructions(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** The instructions as typed, normalised and checked; empty (or only spaces) is null: the PDF then says to contact the office. */
export const paymentInstructionsSchema = z.pipe(
  z.pipe(z.text(PAYMENT_INSTRUCTIONS_MESSAGES.text), z.transform(normalizePaymentInstructions)),
  z.pipe(
    z.text().check(
      z.maxLength(PAYMENT_INSTRUCTIONS_MAX, PAYMENT_INSTRUCTIONS_MESSAGES.length),
      z.refine((v: string) => v.split('\n').length <= PAYMENT_INSTRUCTIONS_MAX_LINES, PAYMENT_INSTRUCTIONS_MESSAGES.lines),
      z.refine((v: string) => !CONTROL_BUT_LINE_FEED.test(v), PAYMENT_INSTRUCTIONS_MESSAGES.characters),
    ),
    z.transform((v: string) => (v === '' ? null : v)),
  ),
);

/** A required single-line field (z.line): the profile is printed in e-mails, PDFs and pages. */
const required = (message: string, max: number) => z.line(message).check(z.minLength(1, message), z.maxLength(max, message));

/**
 * PUT /api/admin/settings/company: the profile every page, PDF and e-mail shows (decision 0024).
 * The E.164 form of the phone is derived by the server, never typed.
 */
export const companyProfileInputSchema = z.object({
  name: required(COMPANY_MESSAGES.name, 120),
  phone: required(COMPANY_MESSAGES.phone, 40).check(z.refine((p) => usPhoneDigits(p) !== undefined, COMPANY_MESSAGES.phone)),
  salesEmail: z.pipe(required(COMPANY_MESSAGES.salesEmail, 254), z.email(COMPANY_MESSAGES.salesEmail)),
  address: z.object({
    street: required(COMPANY_MESSAGES.street, 200),
    city: required(COMPANY_MESSAGES.city, 80),
    region: z.text(COMPANY_MESSAGES.region).check(z.trim(), z.regex(/^[A-Za-z]{2}$/, COMPANY_MESSAGES.region), z.toUpperCase()),
    postalCode: z.text(COMPANY_MESSAGES.postalCode).check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, COMPANY_MESSAGES.postalCode)),
    country: z.text(COMPANY_MESSAGES.country).check(z.trim(), z.regex(/^[A-Za-z]{2}$/, COMPANY_MESSAGES.country), z.toUpperCase()),
  }),
  socialUrl: required(COMPANY_MESSAGES.socialUrl, 500).check(z.regex(/^https:\/\/[^\s/]+\.[^\s]+$/, COMPANY_MESSAGES.socialUrl)),
  /** Every "years in business" on the site is counted from it; left out, the year held stays. */
  foundedYear: z.optional(
    z
      .number(COMPANY_MESSAGES.foundedYear)
      .check(
        z.int(COMPANY_MESSAGES.foundedYear),
        z.minimum(1800, COMPANY_MESSAGES.foundedYear),
        z.maximum(2100, COMPANY_MESSAGES.foundedYear),
      ),
  ),
  /** Printed on payable invoice PDFs; left out, the instructions held stay; empty or null removes them. */
  paymentInstructions: z.optional(z.nullable(paymentInstructionsSchema)),
});
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;
export type ValidCompanyProfileInput = z.output<typeof companyProfileInputSchema>;

export const companyProfileSchema = z.object({
  name: z.text(),
  phone: z.text(),
  phoneE164: z.text(),
  salesEmail: z.text(),
  address: z.object({ street: z.text(), city: z.text(), region: z.text(), postalCode: z.text(), country: z.text() }),
  socialUrl: z.text(),
  foundedYear: z.int(),
});

/** GET/PUT /api/admin/settings/company: the profile in force, and who last changed it (null: seeded from COMPANY_*). */
export const companySettingsSchema = z.object({
  profile: companyProfileSchema,
  /** How to pay, printed on payable invoice PDFs; null: the PDF says to contact the office. Not part of the public profile. */
  paymentInstructions: z.nullable(z.text()),
  updatedAt: z.text(),
  updatedBy: z.nullable(z.text()),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** How far back an employee may enter time by hand unless an admin changes it (decision 0034). */
export const DEFAULT_MANUAL_ENTRY_DAYS_BACK = 14;
export const MANUAL_ENTRY_DAYS_MAX = 366;
const DAYS_BACK_MESSAGE = `Enter a whole number of days from 1 to ${MANUAL_ENTRY_DAYS_MAX}`;

/**
 * GET/PUT /api/admin/settings/time-entries: how many days back an employee may enter time by hand
 * (never before their hire date); admins may enter older time on any timesheet.
 */
export const timeEntrySettingsSchema = z.object({
  manualEntryDaysBack: z.int(DAYS_BACK_MESSAGE).check(z.minimum(1, DAYS_BACK_MESSAGE), z.maximum(MANUAL_ENTRY_DAYS_MAX, DAYS_BACK_MESSAGE)),
});
export type TimeEntrySettings = z.infer<typeof timeEntrySettingsSchema>;

/** The schemas of each endpoint in settings.endpoints.ts, by its name (the server registers them). */
export const settingsSchemas = {
  getCompanySettings: { response: companySettingsSchema },
  updateCompanySettings: { body: companyProfileInputSchema, response: companySettingsSchema },
  getTimeEntrySettings: { response: timeEntrySettingsSchema },
  updateTimeEntrySettings: { body: timeEntrySettingsSchema, response: timeEntrySettingsSchema },
};
