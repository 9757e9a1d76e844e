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
