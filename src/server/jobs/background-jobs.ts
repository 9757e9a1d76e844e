import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createSessionPurge } from '../modules/auth/session-purge.ts';
import type { BackupService } from '../modules/backups/backups.service.ts';
import type { RssAggregator } from '../modules/content-automation/rss/rss-aggregator.ts';
import type { OutboxWorker } from '../modules/notifications/outbox.worker.ts';
import type { PlanGenerator } from '../modules/operations/plan-generator.ts';
import { sweepExpiredHolds } from '../modules/scheduling/booking-holds.ts';
import { purgeUnsubscribeLinks } from '../modules/self-service/unsubscribe-links.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { sendWalkThroughReminders } from './walk-through-reminders.ts';
import { sendVisitMessages } from './visit-messages.ts';
import { sweepUnattachedPhotos } from './unattached-photos.ts';
import { createDatabaseUpkeep } from './database-upkeep.ts';

/**
 * A background job (decision 0050). `runs` says how instances share it:
 * - 'one instance at a time': every instance ticks, the one that takes the job's lock runs the round
 *   (`DatabaseHandle.runAlone`), the others skip it. The round itself checks what is due in the data
 *   (a plan's `generated_through`, the last backup, the last RSS run), so it is safe to run again.
 * - 'every instance': the round claims its rows one by one (`for update skip locked`, one UPDATE), so
 *   instances share the work instead of repeating it.
 */
export interface BackgroundJob {
  name: string;
  everyMs: number;
  /** The first round after start, when sooner than `everyMs`. */
  firstAfterMs?: number;
  runs: 'one instance at a time' | 'every instance';
  run: () => Promise<unknown>;
}

/** What the jobs work with: the services app.ts builds once (the routes get the same ones). */
export interface JobServices {
  config: AppConfig;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  outbox: OutboxWorker;
  planGenerator: PlanGenerator;
  backups: BackupService;
  rss: RssAggregator;
  /** The scheduling page's clock (tests move it); the real time otherwise. */
  schedulingClock?: (() => Date) | undefined;
  /** The portals' clock (tests move it): the customers' visit messages run on it; the real time otherwise. */
  visitClock?: (() => Date) | undefined;
  /** The company profile in force (the walk-through reminders sign with it). */
  company: () => CompanyProfile;
  /** Whether SMS can go out (Twilio configured). */
  smsConfigured: boolean;
  /** Where inspection photos are kept (files or a bucket): the unattached ones are deleted from it. */
  photoStorage: PhotoStorage;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every background job, with its schedule: the one list `jobs/start-jobs.ts` starts (main.ts turns them
 * on; tests run rounds by hand) and docs/architecture.md's jobs table describes. A new job is one more
 * entry here (and a row there).
 */
export function backgroundJobs(s: JobServices): BackgroundJob[] {
  const db = s.database.db;
  const now = s.schedulingClock ?? (() => new Date());
  const purge = createSessionPurge({
    db,
    log: s.log,
    sessionIdleMs: s.config.auth.sessionIdleMs,
    securityLogRetentionMs: s.config.auth.securityLogRetentionMs,
  });
  const upkeep = createDatabaseUpkeep(s.database);
  return [
    // Queued e-mail, SMS and Telegram messages and queued tasks (a forgotten password), sent with backoff.
    { name: 'outbox', everyMs: s.config.mail.pollMs, runs: 'every instance', run: () => s.outbox.runOnce() },
    // Unconfirmed booking holds that ran out, recorded as cancelled (decision 0034).
    { name: 'booking holds', everyMs: MINUTE, runs: 'every instance', run: () => sweepExpiredHolds(db, now()) },
    // The day-before reminders of walk-throughs, each claimed by one UPDATE (decision 0048).
    {
      name: 'walk-through reminders',
      everyMs: 5 * MINUTE,
      runs: 'every instance',
      run: () => sendWalkThroughReminders({ db, company: s.company, smsConfigured: s.smsConfigured }, now()),
    },
    // Customers' visit reminders the evening before and "visit done" notes at clock-out, each claimed once (decision 0049).
    {
      name: 'visit messages',
      everyMs: MINUTE,
      runs: 'every instance',
      run: () =>
        sendVisitMessages({ db, company: s.company, siteUrl: s.config.siteUrl, smsConfigured: s.smsConfigured }, (s.visitClock ?? now)()),
    },
    // Dead sessions, old set-password links, sign-in failures, ended rate-limit windows, old security events,
    // and unsubscribe links past their time (decision 0054; on the portals' clock, which tests move).
    {
      name: 'session purge',
      everyMs: HOUR,
      runs: 'one instance at a time',
      run: async () => {
        await purge.runOnce();
        await purgeUnsubscribeLinks(db, (s.visitClock ?? (() => new Date()))());
      },
    },
    // Inspection photos uploaded over a day ago and never named by an inspection or an action, with their files (decision 0045).
    {
      name: 'unattached photos',
      everyMs: HOUR,
      runs: 'one instance at a time',
      run: () => sweepUnattachedPhotos({ db, storage: s.photoStorage }, new Date()),
    },
    // The embedded database's nightly VACUUM (ANALYZE), which PostgreSQL's autovacuum does for a server (decision 0061).
    { name: 'database upkeep', everyMs: 10 * MINUTE, runs: 'one instance at a time', run: () => upkeep.runIfDue() },
    // Every active plan's visits through the 8-week horizon: the first round after Minnesota midnight does the day's work.
    { name: 'plan generator', everyMs: HOUR, runs: 'one instance at a time', run: () => s.planGenerator.runOnce() },
    // A whole-database backup when none succeeded within BACKUP_INTERVAL_HOURS (decision 0029); the first check soon after start.
    {
      name: 'scheduled backup',
      everyMs: s.config.backups.checkMs,
      firstAfterMs: Math.min(MINUTE, s.config.backups.checkMs),
      runs: 'one instance at a time',
      run: () => s.backups.backUpIfDue(),
    },
    // The RSS feeds read into drafts when no run started in the last 6 hours (decision 0025); only with feeds.
    ...(s.config.rss.feeds.length > 0
      ? [{ name: 'RSS aggregation', everyMs: 5 * MINUTE, runs: 'one instance at a time' as const, run: () => s.rss.runIfDue() }]
      : []),
  ];
}
