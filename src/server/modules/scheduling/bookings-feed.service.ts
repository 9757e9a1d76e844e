import { createHash, timingSafeEqual } from 'node:crypto';
import { addDays, companyDate, zonedInstant } from '#shared/domain/company-time.ts';
import { lastBookableDay } from '#shared/domain/scheduling.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { calendarFeed } from './booking-ics.ts';
import { createSchedulingRepository } from './scheduling.repository.ts';

/** How far back the feed reaches: a subscriber keeps last month's visits in view. */
const FEED_DAYS_BACK = 30;

export interface BookingsFeedDeps {
  db: Database;
  config: Pick<AppConfig, 'calendars' | 'siteUrl'>;
  /** The company profile in force (settings/company-profile.ts). */
  company: () => CompanyProfile;
  now?: () => Date;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The company's scheduled visits as an iCalendar feed at a secret address (decision 0018, "Calendar
 * feeds") for its Google or Outlook calendar to subscribe to. Only the appointment calendar's bookings
 * (source `scheduling`, not cancelled): crew visits are many and do not take the sales calendar's time.
 * The feed is the company's own view, so it names the visitor, the service, the place and the phone.
 */
export function createBookingsFeedService(deps: BookingsFeedDeps) {
  const now = deps.now ?? (() => new Date());
  const token = deps.config.calendars.feedToken;

  return {
    /** Whether `file` is `<token>.ics` with the configured token, compared in constant time (hashes have one length). */
    allows(file: string): boolean {
      if (!token || !file.endsWith('.ics')) return false;
      return timingSafeEqual(digest(file.slice(0, -4)), digest(token));
    },

    async ics(): Promise<string> {
      const today = companyDate(now());
      const from = zonedInstant(addDays(today, -FEED_DAYS_BACK));
      const to = zonedInstant(addDays(lastBookableDay(today), 1));
      const rows = await createSchedulingRepository(deps.db).bookingsStartingBetween(from, to);
      const { name } = deps.company();
      const host = new URL(deps.config.siteUrl).hostname;
      return calendarFeed(
        rows.map((b) => ({
          // The confirmation's UID: one event per visit, whichever way a calendar received it.
          uid: `booking-${b.id}@${host}`,
          start: b.scheduledStart,
          end: new Date(b.scheduledStart.getTime() + b.durationMinutes * 60_000),
          title: `${b.serviceType}: ${b.clientName ?? 'visitor'}`,
          description: [
            `Phone: ${b.clientPhone ?? 'none'}`,
            `Notes: ${b.notes || 'none'}`,
            `${deps.config.siteUrl}/admin/bookings/${b.id}`,
          ].join('\n'),
          location: b.location,
        })),
        { productId: `-//${name}//Scheduling feed//EN`, name: `${name} visits` },
      );
    },
  };
}
