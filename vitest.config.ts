import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Integration files that would only repeat themselves against PostgreSQL (decision 0060): checks of the
 * build and of the HTML served (its validity, script and CSS budgets, city pages that are no doorway
 * pages, single-line fields refused before any write), whatever database sits behind it; and tests of
 * the embedded database itself (its files' modes, migrations replayed on PGlite), which open PGlite
 * whatever DATABASE_URL says; and the LLM writer, which opens no database.
 */
const RUN_ONCE = [
  'tests/integration/html-validity.test.ts',
  'tests/integration/js-budget.test.ts',
  'tests/integration/css-budget.test.ts',
  'tests/integration/app-route-budgets.test.ts',
  'tests/integration/city-pages-distinct.test.ts',
  'tests/integration/single-line-fields.test.ts',
  'tests/integration/data-dir-modes.test.ts',
  'tests/integration/booking-confirm-by-migration.test.ts',
  'tests/integration/lead-engagement-migration.test.ts',
  'tests/integration/llm-writer.test.ts',
];

/**
 * The integration tier's second database (.ci/run): with TEST_POSTGRES_URL set, `npm test` runs the integration
 * project again against that PostgreSQL server, as one more project of the same run (decision 0065): no second
 * Vitest start, transform and template step after the first run.
 */
const POSTGRES_URL = process.env['TEST_POSTGRES_URL'];

const integration = {
  include: ['src/**/*.int.test.ts', 'tests/integration/**/*.test.ts'],
  exclude: RUN_ONCE,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A worker imports the server once and runs file after file with it (decision 0063): importing the
  // whole app per file was most of the tier's time (400 of 480 s on PostgreSQL). Each file still
  // builds its own app on its own copy of the database; module state is the code's, not the data's.
  isolate: false,
  // One migrated database per run; each file opens a copy of it (decision 0051).
  globalSetup: ['tests/integration/global-setup.ts'],
};

// Four tiers, one runner: unit tests sit next to the code, component tests render
// screens in happy-dom, integration tests go through buildApp() on a fresh
// embedded database, e2e drives Chromium.
export default defineConfig({
  plugins: [react()],
  test: {
    env: { TZ: 'UTC' },
    // Vitest's default (cores - 1) runs one file at a time on CI's 2 cores, while most of an integration
    // file's time is spent waiting on a database: two at once cut the tier by about 40% there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.component.test.tsx'],
          // Threads, modules loaded once per worker (decision 0065): starting a process and importing afresh for
          // every small file was most of this tier's time.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        // Components rendered in a DOM (happy-dom) and driven like a user (Testing Library); any console.error fails.
        test: {
          name: 'component',
          include: ['src/client/**/*.component.test.tsx'],
          environment: 'happy-dom',
          // No stylesheet or script files fetched by the DOM: a component test renders, it loads no page.
          environmentOptions: {
            happyDOM: {
              settings: { disableCSSFileLoading: true, disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
            },
          },
          // Threads, modules loaded once per worker (decision 0065): a new process and a fresh import of React,
          // Testing Library and the screen for each of ~90 files took two thirds of the tier's time. The setup
          // gives each file what a fresh page has (component-setup.ts).
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/support/component-setup.ts'],
          // A screen driven like a user takes about 1 s alone, but 5 s or more while both cores are busy:
          // the limit catches a hang, not a slow machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: { name: 'integration', ...integration },
      },
      ...(POSTGRES_URL
        ? [
            {
              extends: true as const,
              test: { name: 'integration-postgres', ...integration, env: { TZ: 'UTC', DATABASE_URL: POSTGRES_URL } },
            },
          ]
        : []),
      {
        extends: true,
        // Integration files whose outcome no database server changes (RUN_ONCE): `npm test` runs them, the
        // PostgreSQL pass of .ci/run (`--project integration`) does not run them a second time.
        test: {
          name: 'integration-once',
          include: RUN_ONCE,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The same template as the integration project, made once for both (global-setup.ts).
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
      {
        extends: true,
        // Whole server processes (dist/server/main.js): kill -9, several instances, outages. Each file starts
        // servers and databases of its own (its own port, data directory, PostgreSQL database or cluster), so two
        // run at once: 69 -> 41 s for the tier, its 15 tests green in three runs in a row (decision 0065).
        test: {
          name: 'operations',
          include: ['tests/operations/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Long user journeys on a 2-core CI machine: generous, so only a real hang fails.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at once, each worker with a server of its own (global-setup.ts, decision 0064): a file
          // spends most of its time waiting on the browser, about half a core in all on one at a time. In a
          // group of their own, after the integration tiers and before the whole-process operations tier.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
