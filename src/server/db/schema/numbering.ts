import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number handed out per series and year (quote references today, invoice numbers
 * later). A number is taken in the same transaction as the record that carries it, so a
 * failed insert gives it back: the numbers have no gaps (decision 0015).
 */
export const numberSequences = pgTable(
  'number_sequences',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);
