import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Admins, employees and customers. Usernames and e-mails are unique whatever their case. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null until the user chooses one through a set-password link. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    role: text('role', { enum: ['admin', 'employee', 'customer'] }).notNull(),
    companyName: text('company_name'),
    position: text('position'),
    department: text('department'),
    hourlyRate: numeric('hourly_rate', { precision: 8, scale: 2 }),
    hireDate: date('hire_date'),
    isActive: boolean('is_active').notNull().default(true),
    /** Employees only: may do site inspections (admins always may; decision 0045). */
    isSupervisor: boolean('is_supervisor').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Admins only: sign-ins made without a second factor while admins must use one (decision 0035).
     * Past the grace, a sign-in gives a session that can only set two-factor up. Back to 0 on a reset.
     */
    twoFactorGraceSignIns: integer('two_factor_grace_sign_ins').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
  ],
);

/** Opaque bearer tokens, stored only as their SHA-256, with an expiry; revocable. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which login made it: 'portal', 'page' or 'admin'. */
    via: text('via').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** An admin past the two-factor grace (decision 0035): this session may only set two-factor up. */
    twoFactorSetupDue: boolean('two_factor_setup_due').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use, expiring links to choose a password (new account or reset). */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('password_links_token_hash_idx').on(t.tokenHash), index('password_links_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins, per client address and per account, for rate limiting that
 * holds across app instances (they share the database).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'ip:…', 'acct:name:<digest>', 'pair:name:<digest>@…' or 'pwchange:<user id>': see accounts/sign-in-failures.repository.ts. */
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_bucket_at_idx').on(t.bucket, t.at)],
);

/**
 * A user's TOTP second factor (decision 0010). The secret is written at setup and
 * takes effect when a first code confirms it (`confirmedAt`). `lastUsedStep` is the
 * 30-second time step of the last code accepted: a code is good once.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as authenticator apps take it. */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  ...timestamps,
});

/**
 * Single-use recovery codes for a lost authenticator, stored as argon2id hashes like passwords
 * (decision 0035). Codes issued before that kept only an unsalted SHA-256 (`legacySha256`, with
 * `codeHash` null): they still work once each until used or replaced by new codes.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    legacySha256: text('legacy_sha256'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
