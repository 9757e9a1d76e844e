import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { startSmtpStub } from '../support/smtp-stub.ts';
import { atomFeed, rssFeed, startFeedStub } from '../support/feed-stub.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../support/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per browser-test worker (VITEST_POOL_ID 1..n picks its own). */
    e2eServers: Array<{
      baseUrl: string;
      /** Where that server's local SMTP server writes each message the app sends, one JSON file per message. */
      mailDir: string;
    }>;
  }
}

/** The admin the browser tests sign in as (created on first start from these variables). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin password 2026' };

/**
 * Starts the built server once per browser-test worker, each on a free port with a throwaway data
 * directory and an SMTP server of its own (decision 0064): the files a worker runs one after another
 * share its server, as they always did, and two files running at once never share data.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  // Two industry feeds for RSS automation (read only when an admin runs it): one quick, one slow enough
  // that the content screen's progress can be watched. Read-only: one for every server.
  const feeds = await startFeedStub({
    '/news.xml': rssFeed('Janitorial Trade News', [
      {
        title: 'Hospitals adopt UV-C carts for terminal cleaning',
        link: 'https://news.example.test/uv-c-carts',
        guid: 'jtn-uv-c-carts',
        description: 'Several hospital systems report shorter room turnover after adding UV-C carts to terminal cleaning.',
        published: '2026-11-20T12:00:00Z',
      },
    ]),
    '/facilities.atom': {
      ...atomFeed('Facilities Weekly', [
        {
          title: 'Winter entry matting cuts floor refinishing costs',
          link: 'https://facilities.example.test/entry-matting',
          guid: 'fw-entry-matting',
          description: 'Facility managers that extend entry matting to fifteen feet report fewer floor refinishing cycles.',
          published: '2026-11-21T12:00:00Z',
        },
      ]),
      delayMs: 2500,
    },
  });
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer(feeds.url)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    // One server did not start: the others and the feed stub stop too, instead of outliving the run.
    await Promise.all(servers.map((server) => server.stop()));
    await feeds.close();
    throw failed.reason;
  }
  project.provide(
    'e2eServers',
    servers.map(({ baseUrl, mailDir }) => ({ baseUrl, mailDir })),
  );

  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await feeds.close();
  };
}

async function startServer(feedsUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
  // A real SMTP server for the app's e-mail (password reset, set-password links, lead notices).
  const mailDir = mkdtempSync(path.join(tmpdir(), 'e2e-mail-'));
  let mailCount = 0;
  const smtp = await startSmtpStub((mail) => {
    mailCount += 1;
    writeFileSync(path.join(mailDir, `${String(mailCount).padStart(5, '0')}.json`), JSON.stringify(mail));
  });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    NODE_ENV: 'test',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Twin Pines <no-reply@example.test>',
    OUTBOX_POLL_MS: '200',
    RSS_FEEDS: `Janitorial Trade News|${feedsUrl}/news.xml\nFacilities Weekly|${feedsUrl}/facilities.atom`,
    // Every browser test file sends from one address (127.0.0.1): a minute of them sends more public forms
    // than one visitor may, and a CI machine starving the server of CPU is not a flood of users. The
    // per-address limits and the overload gate are tested where they are the subject
    // (tests/integration/shared-rate-limits.test.ts, overload.test.ts and others).
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    // The same for the tracker's events: a page load sends two (a visit and its exit), so the files a worker runs
    // before the tracker's own test can send over the default 120 in a minute, and the exit that test waits for
    // would be refused (429; it failed once among five other files). The limit: tests/integration/tracking.test.ts.
    TRACKING_RATE_LIMIT_PER_MINUTE: '1000000',
    OVERLOAD_LOOP_LAG_TARGET_MS: '10000',
  };
  // The demo employee and customer, with their documented passwords (before the server opens the database);
  // only them: the demo company itself has its own test (demo-company.test.ts).
  execFileSync(process.execPath, ['dist/server/seed-demo.js', '--accounts-only'], { env, stdio: 'ignore' });
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  await allowAdminsWithoutTwoFactor(baseUrl);
  return {
    baseUrl,
    mailDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
      await smtp.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/**
 * The browser tests sign the e2e admin in far more often than the two-factor grace allows (decision
 * 0035): as an owner may, the admin turns the rule off once, with its first sign-in. The rule itself is
 * tested in tests/integration/admin-two-factor.test.ts.
 */
async function allowAdminsWithoutTwoFactor(baseUrl: string) {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: json, body: JSON.stringify(E2E_ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${baseUrl}/api/admin/security-settings`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ adminsMustUseTwoFactor: false }),
  });
  if (!saved.ok) throw new Error(`could not set the e2e server's security settings: ${saved.status}`);
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy within 60 s');
}
