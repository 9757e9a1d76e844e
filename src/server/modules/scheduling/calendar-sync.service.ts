import type { FastifyBaseLogger } from 'fastify';
import type { CalendarSyncOutcome, CalendarSyncResult } from '#shared/contracts/scheduling.ts';
import { addDays, companyDate, zonedInstant } from '#shared/domain/company-time.ts';
import { lastBookableDay } from '#shared/domain/scheduling.ts';
import type { AppConfig } from '../../config.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { calendarFeedSources, type CalendarFeedSource } from '#shared/domain/scheduling.ts';
import { FeedError, fetchBusyEvents, type BusyEvent } from '../../integrations/calendar-feed.ts';
import { createCalendarEventsRepository } from './calendar-events.repository.ts';

/** The spec's success toast. */
export const SYNCED_MESSAGE = 'Calendars synchronized successfully';
const NAMES: Record<CalendarFeedSource, string> = { google: 'Google', outlook: 'Outlook' };

export interface CalendarSyncDeps {
  db: Database;
  calendars: AppConfig['calendars'];
  log?: FastifyBaseLogger | undefined;
  now?: () => Date;
}

/** The sync window: from yesterday (a visit today may have started then) to the end of the booking horizon. */
export function syncWindow(at: Date): { from: Date; to: Date } {
  const today = companyDate(at);
  return { from: zonedInstant(addDays(today, -1)), to: zonedInstant(addDays(lastBookableDay(today), 1)) };
}

/**
 * Reads the connected calendars' feeds into `calendar_events` (decision 0018, "Calendar feeds"). The
 * route is public (the scheduling page's Sync Calendars button), so calls are coalesced: one sync runs
 * at a time, and a call within the interval of the last answers that result without fetching again;
 * the calendars' hosts see at most one read a minute per instance whoever presses the button.
 */
export function createCalendarSyncService(deps: CalendarSyncDeps) {
  const now = deps.now ?? (() => new Date());
  const urls: Record<CalendarFeedSource, string | undefined> = {
    google: deps.calendars.googleIcsUrl,
    outlook: deps.calendars.outlookIcsUrl,
  };
  let last: { at: number; result: CalendarSyncResult } | undefined;
  let running: Promise<CalendarSyncResult> | undefined;

  async function read(source: CalendarFeedSource, window: { from: Date; to: Date }): Promise<BusyEvent[] | FeedError> {
    try {
      return await fetchBusyEvents(urls[source]!, window, {
        userAgent: deps.calendars.userAgent,
        timeoutMs: deps.calendars.fetchTimeoutMs,
      });
    } catch (error) {
      return error instanceof FeedError ? error : new FeedError('the calendar could not be read');
    }
  }

  async function run(): Promise<CalendarSyncResult> {
    const at = now();
    const window = syncWindow(at);
    const connected = calendarFeedSources.filter((s) => urls[s]);
    // Both feeds are fetched at once; the writes go one after the other (PGlite runs one transaction at a time).
    const results = await Promise.all(connected.map(async (s) => [s, await read(s, window)] as const));
    const outcomes: Record<CalendarFeedSource, CalendarSyncOutcome> = {
      google: { status: 'not-connected' },
      outlook: { status: 'not-connected' },
    };
    for (const [source, events] of results) {
      if (events instanceof FeedError) {
        // The address is a secret: the log names the calendar and the reason, never the URL.
        deps.log?.warn({ calendar: source, reason: events.message }, 'calendar feed not read: its busy times stay as they were');
        outcomes[source] = { status: 'failed', message: `${NAMES[source]}: ${events.message}` };
        continue;
      }
      await inTransaction(deps.db, (tx) => createCalendarEventsRepository(tx).replaceInWindow(source, window, events, at));
      outcomes[source] = { status: 'synced', events: events.length };
    }
    const failures = Object.values(outcomes).flatMap((o) => (o.status === 'failed' ? [o.message] : []));
    const message =
      failures.length > 0
        ? `Calendar sync failed: ${failures.join('; ')}`
        : connected.length === 0
          ? 'No calendar is connected: nothing to synchronize'
          : SYNCED_MESSAGE;
    return { ok: failures.length === 0, message, syncedAt: at.toISOString(), ...outcomes };
  }

  return {
    sync(): Promise<CalendarSyncResult> {
      if (running) return running;
      if (last && now().getTime() - last.at < deps.calendars.syncIntervalMs) return Promise.resolve(last.result);
      running = run()
        .then((result) => {
          last = { at: now().getTime(), result };
          return result;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },
  };
}
