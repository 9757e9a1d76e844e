// `npm test`: every tier. Builds the bundles when needed (the browser tests and
// the served HTML use them), runs unit, component and integration tests, then the browser
// tests in Debian's Chromium when it is installed. It installs nothing: without
// Chromium the browser tier is skipped with a notice (CI installs it and requires it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const requireBrowser = process.env.CI === 'true' || process.env.REQUIRE_BROWSER_TESTS === '1';

buildIfNeeded();

const projects = ['unit', 'component', 'integration', 'integration-once', 'operations'];
// .ci/run's second database: the integration files again against this PostgreSQL server, in the same run.
if (process.env.TEST_POSTGRES_URL) projects.push('integration-postgres');
if (hasChromium) projects.push('e2e');
else if (requireBrowser) {
  console.error(`Browser tests are required here but ${chromium} is missing: apt-get install -y chromium`);
  process.exit(1);
}

mkdirSync(path.join(root, 'tests/artifacts'), { recursive: true });
const report = path.join(root, 'tests/artifacts/vitest-report.json');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const args = [
  vitest,
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } });

if (!hasChromium) {
  console.log(
    `\nNOTICE: browser (end-to-end) tests were skipped: ${chromium} not found. Install Debian's package: apt-get install -y chromium`,
  );
}
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
}
process.exit(run.status ?? 1);
