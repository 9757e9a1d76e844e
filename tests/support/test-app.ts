import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig, type AppConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createSecuritySettingsRepository } from '#server/modules/security/security-settings.repository.ts';
import { insertUser, tokenFor } from './accounts.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_SITE_URL = 'https://www.example.test';

/**
 * The login routes' per-minute cap is lifted (tests sign in many times from 127.0.0.1); a test of the
 * cap sets LOGIN_RATE_LIMIT_PER_MINUTE itself.
 */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: TEST_SITE_URL,
    PORT: '0',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    // Backups an admin asks for in a test (the access matrix) go to the system's temp directory, not ./data.
    BACKUP_DIR: path.join(tmpdir(), 'twinpines-test-backups'),
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * The owner's setting "admins must use two-factor sign-in" (decision 0035). Off here by default,
   * as an owner may set it: most tests sign their admin in more often than the grace allows and are
   * about something else. Tests of the rule (tests/integration/admin-two-factor.test.ts) turn it on.
   */
  adminsMustUseTwoFactor?: boolean;
  /** The page cache's clock: a test moves it past the one-second revision memo instead of sleeping. */
  pageCacheClock?: () => Date;
  /** The dashboard's, reports' and customers' clock (BuildOptions.dashboardClock): a test fixes "now". */
  dashboardClock?: () => Date;
  /** The scheduling page's clock (BuildOptions.schedulingClock): a test moves it past a hold's end. */
  schedulingClock?: () => Date;
}

/** The real app on a fresh database, without a socket: call it with app.inject(). */
export async function createTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await createSecuritySettingsRepository(database.db).setAdminsMustUseTwoFactor(options.adminsMustUseTwoFactor ?? false, null);
  const { pageCacheClock, dashboardClock, schedulingClock } = options;
  const app = await buildApp(testConfig(overrides), { database, logger: false, pageCacheClock, dashboardClock, schedulingClock });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app on a database of its own for this file: opened before the file's tests (beforeAll) and closed
 * after them (afterAll); its fields are set once the file's tests and later hooks run. `const t = useTestApp();`
 */
export function useTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const opened = {} as TestApp;
  beforeAll(async () => {
    Object.assign(opened, await createTestApp(overrides, options));
  });
  afterAll(async () => {
    await opened.close?.();
  });
  return opened;
}

export interface TestAppWithAdmin extends TestApp {
  /** The bearer token of the file's admin. */
  admin: string;
  adminId: number;
}

/**
 * The preamble of most integration files: `useTestApp()` with one signed-in admin.
 * `const t = useTestAppWithAdmin();` then `t.app`, `bearer(t.admin)`.
 */
export function useTestAppWithAdmin(overrides: Record<string, string> = {}, options: TestAppOptions = {}): TestAppWithAdmin {
  const opened = useTestApp(overrides, options) as TestAppWithAdmin;
  beforeAll(async () => {
    const user = await insertUser(opened.database.db, 'admin');
    Object.assign(opened, { admin: await tokenFor(opened.app, user.username), adminId: user.id });
  });
  return opened;
}
