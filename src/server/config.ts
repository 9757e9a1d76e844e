import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_FOUNDED_YEAR, type CompanyProfile } from '#shared/domain/company.ts';

/**
 * The only reader of process.env. Every variable has a default that makes
 * `npm start` work on a fresh machine; a bad value stops the start with a list
 * of every problem rather than failing later at first use.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Set by npm from package.json when the server starts through an npm script: the health check's version. */
  npm_package_version: z.string().default('0.1.0'),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Behind a reverse proxy / load balancer: how many proxies stand in front (a hop count, e.g. 1) or
   * their addresses (comma-separated IPs or CIDR ranges). The client address is then the last
   * X-Forwarded-For entry added by a trusted hop, not one the client wrote. `true` (trust any
   * X-Forwarded-For) is refused: the client could pick its own address and escape every limit.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (v) => v !== 'true',
      'TRUST_PROXY=true would let clients choose their own address: set the number of proxies (e.g. 1) or their addresses',
    )
    .refine(
      (v) => v === 'false' || /^\d{1,2}$/.test(v) || v.split(',').every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a.trim())),
      'TRUST_PROXY must be false, a hop count (e.g. 1) or comma-separated proxy addresses or CIDR ranges',
    ),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Absolute origin used in canonical links, Open Graph and the sitemap. */
  SITE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Where backups go (decision 0029); default DATA_DIR/backups. Put it on another disk in production. */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  /** How often each instance asks whether a scheduled backup is due (seconds; a cheap insert that usually does nothing). */
  BACKUP_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** A scheduled backup this often (hours); 0 turns scheduled backups off (e.g. a provider backs up PostgreSQL). */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 7)
    .default(24),
  /**
   * Encrypts every backup (decision 0036): 32 random bytes as 64 hex digits or base64 (`openssl rand -hex
   * 32`). Restoring needs the same key, so keep a copy apart from the backups. Unset or empty: backups are
   * not encrypted (still readable by the server's user only).
   */
  BACKUP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      const key = decodeBackupKey(value.trim());
      if (!key)
        ctx.addIssue({
          code: 'custom',
          message: 'BACKUP_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64 (openssl rand -hex 32)',
        });
      return key;
    }),
  /** When set, PostgreSQL at this URL replaces the embedded database. */
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COMPANY_NAME: z.string().min(1).default('Twin Pines Commercial Cleaning'),
  COMPANY_PHONE: z.string().min(7).default('(612) 555-0142'),
  COMPANY_EMAIL: z.email().default('sales@twinpinescleaning.example'),
  COMPANY_STREET: z.string().default('14750 Cedar Avenue, Suite 200'),
  COMPANY_CITY: z.string().default('Apple Valley'),
  COMPANY_REGION: z.string().default('MN'),
  COMPANY_POSTAL_CODE: z.string().default('55124'),
  COMPANY_SOCIAL_URL: z.url().default('https://www.facebook.com/example'),
  COMPANY_FOUNDED_YEAR: z.coerce.number().int().min(1800).max(2100).default(DEFAULT_FOUNDED_YEAR),
  /** The letters before quote references ("TP" of "TP-2026-0148"); references already given keep theirs. */
  REFERENCE_PREFIX: z
    .string()
    .regex(/^[A-Z]{1,5}$/, 'REFERENCE_PREFIX must be 1 to 5 capital letters')
    .default('TP'),
  /** The letters before invoice numbers ("INV" of "INV-2026-0001"); numbers already given keep theirs. */
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z]{1,5}$/, 'INVOICE_PREFIX must be 1 to 5 capital letters')
    .default('INV'),
  /** The first admin, created on first start when no admin exists. */
  ADMIN_USERNAME: z.string().trim().min(3).max(50).default('admin'),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').max(200).optional(),
  ADMIN_EMAIL: z.email().optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
  /** A session unused for this long is signed out (checked on use; last use is recorded every few minutes). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(10)
    .max(60 * 24 * 90)
    .default(60 * 8),
  /**
   * Security events older than this are deleted by the hourly purge. At least 30: the sign-in limits
   * read 30 days of successful sign-ins to know a user's familiar addresses (decision 0009).
   */
  SECURITY_LOG_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
  /**
   * The key that signs device cookies (decision 0035), at least 32 characters. Unset: one is generated
   * on first start and kept in the database (table server_secrets), shared by every instance.
   */
  DEVICE_COOKIE_SECRET: z.string().trim().min(32, 'DEVICE_COOKIE_SECRET must be at least 32 characters').max(500).optional(),
  PASSWORD_LINK_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(72),
  /** smtp://user:pass@host:port or smtps://...; without it e-mail is not sent (and the app says so). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  /**
   * How long the SMTP server may take to accept the connection and greet (together), and to answer each
   * command after that: a server that hangs fails the send this late. At most 10 s: connecting, greeting
   * and the longest quiet stretch of a send (twice this) then fit in the outbox's 60 s claim on a message.
   */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(10_000),
  /** Where new-lead and other company notices go; defaults to COMPANY_EMAIL. */
  NOTIFY_EMAIL: z.email().optional(),
  /**
   * The least time an online acceptance's answer takes (decision 0033): longer than its work, so that
   * a new client, an existing customer and a staff or closed account's e-mail answer in the same time.
   */
  ACCEPTANCE_ANSWER_MS: z.coerce.number().int().min(0).max(30_000).default(1500),
  /** Quote and window requests accepted per minute from one address (per instance). */
  PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Sign-in attempts accepted per minute from one address (an IPv6 /64) on each login route (per instance). */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /**
   * The scheduling page's bookings (decision 0034): how long an unconfirmed booking holds its slot, the
   * upcoming appointments one e-mail may hold, and the bookings one e-mail or one client address may
   * make in 24 hours (counted in the database, so across instances).
   */
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  BOOKINGS_UPCOMING_PER_EMAIL: z.coerce.number().int().min(1).max(1_000_000).default(2),
  BOOKINGS_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(3),
  BOOKINGS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(6),
  /** Office holds (no e-mail: held until the visit for the office to call, decision 0041) live at once, per client address and in all. */
  BOOKINGS_OFFICE_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(2),
  BOOKINGS_OFFICE_HOLDS_TOTAL: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Problem reports one customer may send in 24 hours (each e-mails the company; decision 0034). */
  PROBLEM_REPORTS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** How long before a visit a customer may still skip or move it in the portal, in hours (decision 0049). */
  VISIT_CHANGE_CUTOFF_HOURS: z.coerce.number().int().min(0).max(336).default(24),
  /** Whether a visit the customer skipped is credited on the month's invoice: none, or its share of the month (decision 0049). */
  SKIPPED_VISIT_CREDIT: z.enum(['none', 'visit-share']).default('none'),
  /**
   * Inspection photos one signed-in user may upload per minute (each up to 5 MB, stored; decision 0045). Counted
   * per user, in the database on PostgreSQL (across instances), in memory on the embedded database.
   */
  INSPECTION_PHOTOS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Tracking events accepted per minute from one address (per instance). */
  TRACKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /**
   * Overload protection (decision 0031, revised): requests handled at once; more wait their turn at the
   * gate and are answered 503 with Retry-After when that queue stands (the wait of requests behind
   * others, never how busy the CPU is). 0 turns the gate off.
   */
  MAX_IN_FLIGHT_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(16),
  /**
   * The gate's controlled delay: a queue that has not been empty for OVERLOAD_QUEUE_INTERVAL_MS is
   * standing, and a request arriving then waits at most OVERLOAD_QUEUE_TARGET_MS before it is refused
   * (until then, at most the interval).
   */
  OVERLOAD_QUEUE_TARGET_MS: z.coerce.number().int().min(1).max(10_000).default(20),
  OVERLOAD_QUEUE_INTERVAL_MS: z.coerce.number().int().min(1).max(60_000).default(100),
  /**
   * The gate's rule on the event loop itself (decision 0031): when no timer has fired within
   * OVERLOAD_LOOP_LAG_TARGET_MS of its time for OVERLOAD_LOOP_LAG_INTERVAL_MS, requests wait unseen in the
   * sockets, and a new request that is not alone (others are being handled) is refused with 503. A lone
   * client is never refused by it.
   */
  OVERLOAD_LOOP_LAG_TARGET_MS: z.coerce.number().int().min(1).max(10_000).default(50),
  OVERLOAD_LOOP_LAG_INTERVAL_MS: z.coerce.number().int().min(1).max(60_000).default(500),
  /** While the loop-lag rule caps, requests admitted per turn of the loop (between two 10 ms readings). */
  OVERLOAD_LOOP_LAG_PER_TURN: z.coerce.number().int().min(1).max(10_000).default(8),
  /**
   * Base URL of a Nominatim-compatible geocoder (https://nominatim.openstreetmap.org, or one of your
   * own) for the addresses of clock-ins, clock-outs and trips, and the coordinates of converted leads'
   * sites. Unset: the address is the coordinates, and new sites have none.
   */
  GEOCODER_URL: z.url({ protocol: /^https?$/, error: 'GEOCODER_URL must be an http:// or https:// URL' }).optional(),
  /** How the app names itself to the geocoder (Nominatim's usage policy requires one that identifies it). */
  GEOCODER_USER_AGENT: z.string().trim().min(3).max(200).optional(),
  /**
   * The secret iCalendar addresses of the company's Google and Outlook calendars (each publishes one):
   * set, that calendar is "connected" on the scheduling page. They are secrets: never logged or shown.
   * Use the https:// form (a webcal:// address is the same with https).
   */
  CALENDAR_GOOGLE_ICS_URL: z.url({ protocol: /^https?$/, error: 'CALENDAR_GOOGLE_ICS_URL must be an http:// or https:// URL' }).optional(),
  CALENDAR_OUTLOOK_ICS_URL: z
    .url({ protocol: /^https?$/, error: 'CALENDAR_OUTLOOK_ICS_URL must be an http:// or https:// URL' })
    .optional(),
  /**
   * The secret of our own bookings' feed, /api/scheduling/feed/<token>.ics, which Google and Outlook
   * can subscribe to. Unset: no feed (404). Long and random: whoever has it sees the visits.
   */
  CALENDAR_FEED_TOKEN: z.string().trim().min(24, 'CALENDAR_FEED_TOKEN must be at least 24 characters').max(200).optional(),
  /** A calendar sync that ran less than this ago answers its result again without reading the feeds. */
  CALENDAR_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long a calendar's host may take to answer a sync. */
  CALENDAR_FEED_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(30).default(5),
  /**
   * Company notices by SMS through Twilio (decision 0022). The account SID and auth token are secrets:
   * never logged or shown. Without SID, token and sender, SMS is "not configured" and nothing is sent.
   * TWILIO_API_URL is for tests (a local stub); NOTIFY_SMS_TO is the default recipient (E.164), which
   * Settings may override.
   */
  TWILIO_API_URL: z
    .url({ protocol: /^https?$/, error: 'TWILIO_API_URL must be an http:// or https:// URL' })
    .default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(16, 'TWILIO_AUTH_TOKEN looks too short').max(200).optional(),
  /** The sending number (E.164) or a Messaging Service SID (MG...). */
  TWILIO_FROM: z
    .string()
    .trim()
    .regex(/^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/, 'TWILIO_FROM must be an E.164 number (+16125550142) or a Messaging Service SID')
    .optional(),
  NOTIFY_SMS_TO: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{7,14}$/, 'NOTIFY_SMS_TO must be an E.164 number, e.g. +16125550142')
    .optional(),
  /**
   * Company notices on Telegram (decision 0022): a bot's token (a secret: it sits in the API's path, so
   * it is never logged and errors never carry the URL) and the chat it writes to (Settings may override).
   */
  TELEGRAM_API_URL: z
    .url({ protocol: /^https?$/, error: 'TELEGRAM_API_URL must be an http:// or https:// URL' })
    .default('https://api.telegram.org'),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .regex(/^\d{3,15}:[A-Za-z0-9_-]{20,100}$/, 'TELEGRAM_BOT_TOKEN must look like 123456789:AA... (from @BotFather)')
    .optional(),
  TELEGRAM_CHAT_ID: z
    .string()
    .trim()
    .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, 'TELEGRAM_CHAT_ID must be a numeric chat id or @channelname')
    .optional(),
  /** How long Twilio and Telegram may take to answer one message. */
  NOTIFY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * Facebook page promotion (decision 0023): the Graph API with a page access token (a secret: sent in
   * request bodies, never in a URL, never logged). Without FACEBOOK_PAGE_ID and FACEBOOK_PAGE_ACCESS_TOKEN
   * Facebook is "not configured" and answers 503. FACEBOOK_APP_SECRET adds appsecret_proof to each call.
   * FACEBOOK_GRAPH_URL is for tests (a local stub); the version is set here because Graph versions retire.
   */
  FACEBOOK_GRAPH_URL: z
    .url({ protocol: /^https?$/, error: 'FACEBOOK_GRAPH_URL must be an http:// or https:// URL' })
    .default('https://graph.facebook.com'),
  FACEBOOK_GRAPH_VERSION: z
    .string()
    .trim()
    .regex(/^v\d{1,3}\.\d{1,2}$/, 'FACEBOOK_GRAPH_VERSION must look like v23.0')
    .default('v23.0'),
  FACEBOOK_PAGE_ID: z
    .string()
    .trim()
    .regex(/^\d{1,30}$/, 'FACEBOOK_PAGE_ID must be the numeric id of the page')
    .optional(),
  FACEBOOK_PAGE_ACCESS_TOKEN: z.string().trim().min(20, 'FACEBOOK_PAGE_ACCESS_TOKEN looks too short').max(1000).optional(),
  FACEBOOK_APP_SECRET: z.string().trim().min(16, 'FACEBOOK_APP_SECRET looks too short').max(200).optional(),
  /**
   * Content writing (decision 0025): an OpenAI-compatible chat-completions API. The key is a secret: never
   * logged or shown. Without it the built-in writer composes posts from the site's own data. Empty is unset.
   */
  OPENAI_API_KEY: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((v) => v || undefined),
  OPENAI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'OPENAI_BASE_URL must be an http:// or https:// URL' })
    .default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().trim().min(1).max(100).default('gpt-4o-mini'),
  /**
   * How long the language model may take to write one post: at most 4 minutes, because a run beats its
   * heartbeat between units and counts as abandoned after 5 (content-runs).
   */
  OPENAI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(240).default(60),
  /**
   * The industry feeds RSS automation reads (decision 0025): `Name|https://url` entries separated by commas
   * or newlines. Unset: the four trade feeds of DEFAULT_RSS_FEEDS (none under NODE_ENV=test: tests never
   * reach the internet). Empty: no feeds, automation off.
   */
  RSS_FEEDS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      for (const problem of parseRssFeeds(value).problems) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** How long one feed may take to answer. */
  RSS_FETCH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  /** The newest items of each feed a run looks at. */
  RSS_ITEMS_PER_FEED: z.coerce.number().int().min(1).max(50).default(5),
  /**
   * Inspection photos (decision 0045): files under PHOTO_DIR (default DATA_DIR/photos), or, with S3_BUCKET set,
   * an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...) reached at S3_ENDPOINT (default AWS in S3_REGION)
   * with path-style addresses and the access key pair.
   */
  PHOTO_DIR: z.string().trim().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots, dashes)')
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** A prefix for every photo's key in the bucket (e.g. a folder per environment). */
  S3_PREFIX: z.string().trim().default(''),
});

export type Env = z.infer<typeof envSchema>;

/** The scheduling page's holds and per-day limits (decision 0034). */
export interface BookingLimits {
  /** How long a booking whose e-mail has not confirmed it holds its slot. */
  holdMs: number;
  /** Upcoming appointments (held or confirmed) one e-mail may have. */
  upcomingPerEmail: number;
  /** Bookings asked for one e-mail in 24 hours, kept or not (each sends that address an e-mail). */
  perEmailPerDay: number;
  /** Bookings made from one client address in 24 hours. */
  perAddressPerDay: number;
  /**
   * Unconfirmed office holds (decision 0041) live at once from one client address, and in all: each
   * blocks its slot until the visit and waits for the office's call, on an e-mail nobody proved.
   */
  officeHoldsPerAddress: number;
  officeHoldsTotal: number;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  /** The application's version (the health check, the OpenAPI document). */
  version: string;
  host: string;
  port: number;
  /** false, the number of trusted proxy hops, or the trusted proxies' addresses (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  siteUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** REFERENCE_PREFIX: the letters of new quote references. */
  referencePrefix: string;
  /** INVOICE_PREFIX: the letters of new invoice numbers. */
  invoicePrefix: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  company: CompanyProfile;
  auth: {
    firstAdmin: { username: string; password?: string; email?: string };
    sessionTtlMs: number;
    sessionIdleMs: number;
    passwordLinkTtlMs: number;
    securityLogRetentionMs: number;
    /** DEVICE_COOKIE_SECRET; undefined: the server's own, from the database. */
    deviceCookieSecret?: string | undefined;
  };
  mail: { smtpUrl?: string; from: string; notifyTo: string; pollMs: number; timeoutMs: number };
  /** Online acceptance: the least time its answer takes (ACCEPTANCE_ANSWER_MS, decision 0033). */
  acceptance: { answerFloorMs: number };
  limits: {
    publicFormsPerMinute: number;
    trackingPerMinute: number;
    loginsPerMinute: number;
    problemReportsPerDay: number;
    /** Inspection photos one user may upload per minute. */
    photosPerMinute: number;
  };
  /** The scheduling page's holds and per-day limits (decision 0034). */
  bookingLimits: BookingLimits;
  /** The customer's own changes to visits (decision 0049): the cut-off before a visit and whether a skip is credited. */
  visitChanges: { cutoffMs: number; skippedCredit: 'none' | 'visit-share' };
  /** Overload protection (decision 0031); a 0 turns that check off. */
  overload: {
    maxInFlight: number;
    queueTargetMs: number;
    queueIntervalMs: number;
    loopLagTargetMs: number;
    loopLagIntervalMs: number;
    loopLagPerTurn: number;
  };
  /** Punch addresses and new sites' coordinates (integrations/geocoder.ts); no url: not configured. */
  geocoder: { url?: string | undefined; userAgent: string };
  /** The company's calendars' secret iCalendar addresses; absent: not connected. */
  calendars: {
    googleIcsUrl?: string | undefined;
    outlookIcsUrl?: string | undefined;
    /** Our bookings' feed secret; absent: no feed. */
    feedToken?: string | undefined;
    syncIntervalMs: number;
    fetchTimeoutMs: number;
    /** Sent to the calendars' hosts as User-Agent. */
    userAgent: string;
  };
  /** Company notices by SMS and Telegram (decision 0022); credentials absent: that channel is not configured. */
  notify: {
    timeoutMs: number;
    twilio: { apiUrl: string; accountSid?: string | undefined; authToken?: string | undefined; from?: string | undefined };
    /** NOTIFY_SMS_TO: the default SMS recipient. */
    smsTo?: string | undefined;
    telegram: { apiUrl: string; botToken?: string | undefined; chatId?: string | undefined };
  };
  /** DATA_DIR: the embedded database's directory; the System tab's disk figure is its file system's. */
  dataDir: string;
  /** Backups (decision 0029): their directory (absolute), the schedule's interval (0: off) and the key that encrypts them (decision 0036). */
  backups: { dir: string; intervalHours: number; checkMs: number; encryptionKey: Buffer | undefined };
  /** Facebook page promotion (decision 0023); page id or token absent: not configured. */
  facebook: {
    graphUrl: string;
    graphVersion: string;
    pageId?: string | undefined;
    pageAccessToken?: string | undefined;
    appSecret?: string | undefined;
    timeoutMs: number;
  };
  /** The language-model writer (decision 0025); no apiKey: the built-in writer writes. */
  openai: { apiKey?: string | undefined; baseUrl: string; model: string; timeoutMs: number };
  /** RSS automation (decision 0025); no feeds: automation is off. */
  rss: { feeds: RssFeedSource[]; fetchTimeoutMs: number; itemsPerFeed: number; userAgent: string };
  /** Where inspection photos are kept (decision 0045): a directory, or an S3-compatible bucket. */
  photoStorage:
    | { kind: 'files'; dir: string }
    | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; prefix: string };
}

function photoStorageSetting(e: Env): AppConfig['photoStorage'] {
  if (!e.S3_BUCKET) return { kind: 'files', dir: path.resolve(e.PHOTO_DIR ?? path.join(e.DATA_DIR, 'photos')) };
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid environment configuration:\n  S3_BUCKET is set: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too');
  }
  return {
    kind: 's3',
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix: e.S3_PREFIX.replace(/^\/+|\/+$/g, ''),
  };
}

/** The environment a child tool (pg_dump, pg_restore) runs with: this process's, plus `extra`. */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  const e = parsed.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    version: e.npm_package_version,
    host: e.HOST,
    port: e.PORT,
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    siteUrl,
    logLevel: e.LOG_LEVEL,
    referencePrefix: e.REFERENCE_PREFIX,
    invoicePrefix: e.INVOICE_PREFIX,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: e.DATA_DIR },
    company: {
      name: e.COMPANY_NAME,
      phone: e.COMPANY_PHONE,
      phoneE164: toE164(e.COMPANY_PHONE),
      salesEmail: e.COMPANY_EMAIL,
      address: {
        street: e.COMPANY_STREET,
        city: e.COMPANY_CITY,
        region: e.COMPANY_REGION,
        postalCode: e.COMPANY_POSTAL_CODE,
        country: 'US',
      },
      socialUrl: e.COMPANY_SOCIAL_URL,
      foundedYear: e.COMPANY_FOUNDED_YEAR,
    },
    auth: {
      firstAdmin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
      sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
      sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
      passwordLinkTtlMs: e.PASSWORD_LINK_TTL_HOURS * 3_600_000,
      securityLogRetentionMs: e.SECURITY_LOG_RETENTION_DAYS * 24 * 3_600_000,
      deviceCookieSecret: e.DEVICE_COOKIE_SECRET,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `"${e.COMPANY_NAME}" <${e.COMPANY_EMAIL}>`,
      notifyTo: e.NOTIFY_EMAIL ?? e.COMPANY_EMAIL,
      pollMs: e.OUTBOX_POLL_MS,
      timeoutMs: e.SMTP_TIMEOUT_MS,
    },
    acceptance: { answerFloorMs: e.ACCEPTANCE_ANSWER_MS },
    limits: {
      publicFormsPerMinute: e.PUBLIC_FORM_RATE_LIMIT_PER_MINUTE,
      trackingPerMinute: e.TRACKING_RATE_LIMIT_PER_MINUTE,
      loginsPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
      problemReportsPerDay: e.PROBLEM_REPORTS_PER_DAY,
      photosPerMinute: e.INSPECTION_PHOTOS_PER_MINUTE,
    },
    visitChanges: { cutoffMs: e.VISIT_CHANGE_CUTOFF_HOURS * 3_600_000, skippedCredit: e.SKIPPED_VISIT_CREDIT },
    bookingLimits: {
      holdMs: e.BOOKING_HOLD_MINUTES * 60_000,
      upcomingPerEmail: e.BOOKINGS_UPCOMING_PER_EMAIL,
      perEmailPerDay: e.BOOKINGS_PER_EMAIL_PER_DAY,
      perAddressPerDay: e.BOOKINGS_PER_ADDRESS_PER_DAY,
      officeHoldsPerAddress: e.BOOKINGS_OFFICE_HOLDS_PER_ADDRESS,
      officeHoldsTotal: e.BOOKINGS_OFFICE_HOLDS_TOTAL,
    },
    overload: {
      maxInFlight: e.MAX_IN_FLIGHT_REQUESTS,
      queueTargetMs: e.OVERLOAD_QUEUE_TARGET_MS,
      queueIntervalMs: e.OVERLOAD_QUEUE_INTERVAL_MS,
      loopLagTargetMs: e.OVERLOAD_LOOP_LAG_TARGET_MS,
      loopLagIntervalMs: e.OVERLOAD_LOOP_LAG_INTERVAL_MS,
      loopLagPerTurn: e.OVERLOAD_LOOP_LAG_PER_TURN,
    },
    geocoder: {
      url: e.GEOCODER_URL,
      // A header value is ASCII: a company name with accents loses them here.
      userAgent: (e.GEOCODER_USER_AGENT ?? `${e.COMPANY_NAME} employee portal (${siteUrl})`).replace(/[^\x20-\x7E]/g, ''),
    },
    calendars: {
      googleIcsUrl: e.CALENDAR_GOOGLE_ICS_URL,
      outlookIcsUrl: e.CALENDAR_OUTLOOK_ICS_URL,
      feedToken: e.CALENDAR_FEED_TOKEN,
      syncIntervalMs: e.CALENDAR_SYNC_INTERVAL_SECONDS * 1000,
      fetchTimeoutMs: e.CALENDAR_FEED_TIMEOUT_SECONDS * 1000,
      userAgent: `${e.COMPANY_NAME} calendar sync (${siteUrl})`.replace(/[^\x20-\x7E]/g, ''),
    },
    notify: {
      timeoutMs: e.NOTIFY_TIMEOUT_SECONDS * 1000,
      twilio: {
        apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
        accountSid: e.TWILIO_ACCOUNT_SID,
        authToken: e.TWILIO_AUTH_TOKEN,
        from: e.TWILIO_FROM,
      },
      smsTo: e.NOTIFY_SMS_TO,
      telegram: { apiUrl: e.TELEGRAM_API_URL.replace(/\/$/, ''), botToken: e.TELEGRAM_BOT_TOKEN, chatId: e.TELEGRAM_CHAT_ID },
    },
    dataDir: e.DATA_DIR,
    photoStorage: photoStorageSetting(e),
    backups: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      intervalHours: e.BACKUP_INTERVAL_HOURS,
      checkMs: e.BACKUP_CHECK_SECONDS * 1000,
      encryptionKey: e.BACKUP_ENCRYPTION_KEY,
    },
    facebook: {
      graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
      graphVersion: e.FACEBOOK_GRAPH_VERSION,
      pageId: e.FACEBOOK_PAGE_ID,
      pageAccessToken: e.FACEBOOK_PAGE_ACCESS_TOKEN,
      appSecret: e.FACEBOOK_APP_SECRET,
      timeoutMs: e.NOTIFY_TIMEOUT_SECONDS * 1000,
    },
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL.replace(/\/+$/, ''),
      model: e.OPENAI_MODEL,
      timeoutMs: e.OPENAI_TIMEOUT_SECONDS * 1000,
    },
    rss: {
      feeds:
        e.RSS_FEEDS === undefined
          ? e.NODE_ENV === 'test'
            ? []
            : DEFAULT_RSS_FEEDS.map((f) => ({ ...f }))
          : parseRssFeeds(e.RSS_FEEDS).feeds,
      fetchTimeoutMs: e.RSS_FETCH_TIMEOUT_SECONDS * 1000,
      itemsPerFeed: e.RSS_ITEMS_PER_FEED,
      userAgent: `${e.COMPANY_NAME} news reader (${siteUrl})`.replace(/[^\x20-\x7E]/g, ''),
    },
  };
}

/**
 * Fastify's trustProxy for the setting. A hop count becomes the function Fastify itself builds from a
 * number (trust the first n hops), because Fastify's types do not list numbers.
 */
export function fastifyTrustProxy(setting: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** BACKUP_ENCRYPTION_KEY's 32 bytes from 64 hex digits or base64; undefined when it is neither. */
function decodeBackupKey(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

function trustProxySetting(value: string): AppConfig['trustProxy'] {
  if (value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((a) => a.trim());
}

/** An industry feed RSS automation reads. */
export interface RssFeedSource {
  name: string;
  url: string;
}

/**
 * The four trade feeds read when RSS_FEEDS is unset (decision 0025): commercial cleaning and facility
 * management news, each a public RSS feed of its publisher.
 */
export const DEFAULT_RSS_FEEDS: readonly RssFeedSource[] = [
  { name: 'CleanLink', url: 'https://www.cleanlink.com/rss/cleanlink-rss.asp' },
  { name: 'Cleaning & Maintenance Management', url: 'https://www.cmmonline.com/rss' },
  { name: 'Facilities Dive', url: 'https://www.facilitiesdive.com/feeds/news/' },
  { name: 'FMLink', url: 'https://www.fmlink.com/feed/' },
];

/** RSS_FEEDS: `Name|https://url` entries separated by commas or newlines; every bad entry is a problem. */
export function parseRssFeeds(value: string): { feeds: RssFeedSource[]; problems: string[] } {
  const feeds: RssFeedSource[] = [];
  const problems: string[] = [];
  for (const entry of value.split(/[,\n]/).map((e) => e.trim())) {
    if (entry === '') continue;
    const bar = entry.indexOf('|');
    const name = bar < 0 ? '' : entry.slice(0, bar).trim();
    const url = bar < 0 ? entry : entry.slice(bar + 1).trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!name || name.length > 100) problems.push(`RSS_FEEDS entry "${entry.slice(0, 120)}" must be Name|https://url`);
    else if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
      problems.push(`RSS_FEEDS entry "${name}" must have an http:// or https:// URL after the |`);
    else if (feeds.some((f) => f.url === url)) problems.push(`RSS_FEEDS lists ${url} twice`);
    else feeds.push({ name, url });
  }
  return { feeds, problems };
}

/** North American numbers only: the company is in Minnesota. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) throw new Error(`COMPANY_PHONE must be a 10-digit US number, got "${phone}"`);
  return `+1${national}`;
}
