import type { FastifyBaseLogger } from 'fastify';
import type { CompanyProfile } from '#shared/domain/company.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyNotices } from '../notifications/company-notices.ts';
import { createBookingConfirmService } from './booking-confirm.service.ts';
import { createBookingManageService } from './booking-manage.service.ts';
import { createBookingService } from './booking.service.ts';
import { createBookingsFeedService } from './bookings-feed.service.ts';
import { createCalendarSyncService } from './calendar-sync.service.ts';
import { createSchedulingService } from './scheduling.service.ts';

export interface SchedulingServicesDeps {
  db: Database;
  config: Pick<AppConfig, 'calendars' | 'siteUrl' | 'bookingLimits' | 'referencePrefix'>;
  /** The company profile in force (settings/company-profile.ts). */
  company: () => CompanyProfile;
  notices: CompanyNotices;
  /** Whether e-mail goes out: without it the office confirms a booking after calling (decision 0041). */
  emailDelivery: boolean;
  log: FastifyBaseLogger;
  /** The scheduling page's clock (holds running out, decision 0034); the real time unless a test moves it. */
  now?: (() => Date) | undefined;
}

/**
 * The scheduling slice's services, built once by app.ts: the API routes and the manage page's form
 * posts (manage-page.routes.ts) share one booking-manage service.
 */
export function createSchedulingServices({ db, config, company, notices, emailDelivery, log, now }: SchedulingServicesDeps) {
  return {
    calendar: createSchedulingService({ db, calendars: config.calendars, now }),
    bookings: createBookingService({ db, config, company, emailDelivery, now }),
    confirmations: createBookingConfirmService({ db, config, company, notices, now }),
    manage: createBookingManageService({ db, config, company, notices, now }),
    sync: createCalendarSyncService({ db, calendars: config.calendars, log }),
    feed: createBookingsFeedService({ db, config, company }),
  };
}

export type SchedulingServices = ReturnType<typeof createSchedulingServices>;
