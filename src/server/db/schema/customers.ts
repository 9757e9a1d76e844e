import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { leads } from './sales.ts';

/**
 * What only a customer has beyond its users row (a customer is a user with role customer and a
 * company: decision 0017). Made when a lead converts; names, company and phone stay on users.
 */
export const customerProfiles = pgTable('customer_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Invoices go to the user's e-mail when this is empty. */
  billingEmail: text('billing_email'),
  billingAddress: text('billing_address'),
  sourceLeadId: uuid('source_lead_id').references(() => leads.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** A place the company cleans for a customer. Coordinates when known (for the distance of punches). */
export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accessNotes: text('access_notes'),
    /** The office's own notes on the site (issue 34), never shown to the customer or the crew. */
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('sites_customer_idx').on(t.customerId),
    // One site per converted lead, however many conversions race.
    uniqueIndex('sites_lead_idx')
      .on(t.leadId)
      .where(sql`${t.leadId} is not null`),
    check('sites_coordinates_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check('sites_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('sites_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);
