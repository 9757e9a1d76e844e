import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { defaultActionDueHours } from '#shared/domain/inspections.ts';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';

/**
 * The company profile admins edit in Settings (decision 0024): one row (id 1), seeded from the
 * COMPANY_* environment on first start. Pages, PDFs and e-mails read it through
 * `settings/company-profile.ts`; a change bumps the content revision 'company' so every instance
 * and the page cache follow.
 */
export const companyProfile = pgTable(
  'company_profile',
  {
    id: integer('id').primaryKey().default(1),
    profile: jsonb('profile').$type<CompanyProfile>().notNull(),
    /**
     * How to pay, printed on every payable invoice PDF (decision 0040); null: the PDF says to contact the
     * office. Kept out of `profile`, which the public pages carry.
     */
    paymentInstructions: text('payment_instructions'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('company_profile_single_row', sql`${t.id} = 1`),
    check('company_profile_payment_instructions_length', sql`char_length(${t.paymentInstructions}) between 1 and 1000`),
  ],
);

/**
 * Where company notices go, per channel (decision 0022): the recipient (an address, an E.164 number,
 * a Telegram chat id) and whether new leads and new contact messages use the channel. Credentials stay
 * in the environment; a channel without credentials sends nothing whatever this row says.
 */
export const notificationSettings = pgTable('notification_settings', {
  channel: text('channel', { enum: ['email', 'sms', 'telegram'] }).primaryKey(),
  /** Null: the environment's default recipient (NOTIFY_EMAIL, NOTIFY_SMS_TO, TELEGRAM_CHAT_ID). */
  recipient: text('recipient'),
  leadsEnabled: boolean('leads_enabled').notNull().default(true),
  contactsEnabled: boolean('contacts_enabled').notNull().default(true),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * How far back an employee may enter time by hand (decision 0034): one row (id 1), absent until an
 * admin first saves it (the default applies). Admins may enter older time on any timesheet.
 */
export const timeEntrySettings = pgTable(
  'time_entry_settings',
  {
    id: integer('id').primaryKey().default(1),
    manualDaysBack: integer('manual_days_back').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('time_entry_settings_single_row', sql`${t.id} = 1`),
    check('time_entry_settings_days_check', sql`${t.manualDaysBack} between 1 and 366`),
  ],
);

/**
 * When a site's hours flag it and the margin a price should keep (decision 0047): one row (id 1), absent
 * until an admin first saves it (the defaults of `siteMarginDefaults` apply).
 */
export const siteMarginSettings = pgTable(
  'site_margin_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Worked hours over the bid by more than this share, in percent... */
    overHoursPercent: integer('over_hours_percent').notNull(),
    /** ...for this many whole weeks in a row flags the site. */
    overHoursWeeks: integer('over_hours_weeks').notNull(),
    /** The gross margin a re-price restores, in percent of the price. */
    targetMarginPercent: integer('target_margin_percent').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('site_margin_settings_single_row', sql`${t.id} = 1`),
    check('site_margin_settings_percent_check', sql`${t.overHoursPercent} between 1 and 200`),
    check('site_margin_settings_weeks_check', sql`${t.overHoursWeeks} between 1 and 26`),
    check('site_margin_settings_margin_check', sql`${t.targetMarginPercent} between 0 and 90`),
  ],
);

/**
 * Company-wide inspection settings (decision 0045): how many hours a corrective action is due in. One row
 * (id 1), absent until an admin first saves it in Settings (`defaultActionDueHours` applies); read when an
 * action is made, so every instance follows a change at once.
 */
export const inspectionSettings = pgTable(
  'inspection_settings',
  {
    id: integer('id').primaryKey().default(1),
    actionDueHours: integer('action_due_hours').notNull().default(defaultActionDueHours),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('inspection_settings_single_row', sql`${t.id} = 1`),
    check('inspection_settings_due_check', sql`${t.actionDueHours} between 1 and 720`),
  ],
);
