import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Each backup of the database (decision 0029): when it ran, where its file went, how big it is, or why
 * it failed. At most one is running across all instances (the partial unique index); a row left
 * running by an instance that died is closed as failed by the next claimant.
 */
export const backups = pgTable(
  'backups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    /** The file's name inside the backup directory; null until it is written. */
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Why it failed, readable by the admin (never a secret: database URLs are not included). */
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('backups_one_running_idx')
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
    index('backups_started_idx').on(t.startedAt),
  ],
);

/**
 * Request counters of the per-address limits when several instances share one PostgreSQL database
 * (decision 0029): one row per limit key (route and address), its hits in the window that ends at
 * `window_ends_at`. Expired rows are purged hourly.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);
