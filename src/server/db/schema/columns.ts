import { timestamp } from 'drizzle-orm/pg-core';

/** Every table keeps when a row was created and last changed (UTC). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
