import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarFeedSources } from '#shared/domain/scheduling.ts';

/**
 * Busy times read from the company's Google and Outlook calendars' iCalendar feeds (decision 0018,
 * "Calendar feeds"). A sync replaces a source's rows in its window, so a removed event stops blocking.
 * `uid` is the VEVENT's UID plus the occurrence's start for an expanded recurrence (one row each).
 * The title and location are kept for staff; the public reads never show them.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source', { enum: calendarFeedSources }).notNull(),
    uid: text('uid').notNull(),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    location: text('location'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_events_source_uid_idx').on(t.source, t.uid),
    // Slot reads ask for events overlapping a day.
    index('calendar_events_time_idx').on(t.startAt, t.endAt),
    check('calendar_events_times_check', sql`${t.endAt} > ${t.startAt}`),
    check('calendar_events_source_check', sql`${t.source} in ('google', 'outlook')`),
  ],
);
