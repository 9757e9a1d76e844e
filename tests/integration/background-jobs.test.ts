import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_LOCK_CLASS, openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { backgroundJobs, type JobServices } from '#server/jobs/background-jobs.ts';
import { startBackgroundJobs } from '#server/jobs/start-jobs.ts';
import { projectRoot } from '#server/project-root.ts';
import { testConfig } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

let database: DatabaseHandle & { url?: string };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A promise the test settles by hand: a job round that lasts until the test lets it end. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * A round of `name` that holds its lock until `release()`, answered once it holds it: a second caller asked
 * before then could take the lock first and really run (on a loaded machine). A round that did not get the
 * lock answers at once too, and the test's expectations then fail rather than hang.
 */
async function heldRound<T>(on: Pick<DatabaseHandle, 'runAlone'>, name: string, result: T) {
  const started = gate();
  const release = gate();
  const running = on.runAlone(name, () => {
    started.open();
    return release.opened.then(() => result);
  });
  await Promise.race([started.opened, running]);
  return { release: release.open, running };
}

/** The list only: its rounds are not run here, so the services are placeholders. */
function jobsFor(overrides: Record<string, string> = {}) {
  const services = { config: testConfig(overrides), database, log: Fastify({ logger: false }).log } as unknown as JobServices;
  return backgroundJobs(services).map((j) => [j.name, j.everyMs, j.firstAfterMs, j.runs]);
}

describe('the jobs list (decision 0050)', () => {
  it('holds every job with its schedule and how instances share it', () => {
    expect(jobsFor({ OUTBOX_POLL_MS: '2000', BACKUP_CHECK_SECONDS: '600' })).toEqual([
      ['outbox', 2_000, undefined, 'every instance'],
      ['booking holds', 60_000, undefined, 'every instance'],
      ['walk-through reminders', 300_000, undefined, 'every instance'],
      ['visit messages', 60_000, undefined, 'every instance'],
      ['session purge', 3_600_000, undefined, 'one instance at a time'],
      ['unattached photos', 3_600_000, undefined, 'one instance at a time'],
      ['database upkeep', 600_000, undefined, 'one instance at a time'],
      ['plan generator', 3_600_000, undefined, 'one instance at a time'],
      ['scheduled backup', 600_000, 60_000, 'one instance at a time'],
    ]);
  });

  it('reads RSS only when feeds are configured, every 5 minutes; a quick backup check comes first at its own pace', () => {
    const jobs = jobsFor({ RSS_FEEDS: 'Trade News|https://feeds.example.test/trade.xml', BACKUP_CHECK_SECONDS: '30' });
    expect(jobs.find((j) => j[0] === 'scheduled backup')).toEqual(['scheduled backup', 30_000, 30_000, 'one instance at a time']);
    expect(jobs.at(-1)).toEqual(['RSS aggregation', 300_000, undefined, 'one instance at a time']);
  });

  it('is the jobs table of docs/architecture.md, a row per job', () => {
    const doc = readFileSync(path.join(projectRoot(), 'docs/architecture.md'), 'utf8');
    const rows = doc.split('\n').filter((line) => line.startsWith('| `'));
    const documented = rows.map((line) => /^\| `([^`]+)`/.exec(line)![1]);
    const names = jobsFor({ RSS_FEEDS: 'Trade News|https://feeds.example.test/trade.xml' }).map((j) => j[0]);
    expect(documented).toEqual(expect.arrayContaining(names as string[]));
  });
});

describe('one instance at a time (runAlone)', () => {
  it('skips a round while another holds the job, runs it once that one is done', async () => {
    const first = await heldRound(database, 'test job', 'first');
    // Held: the second caller does not wait, it skips.
    expect(await database.runAlone('test job', async () => 'second')).toEqual({ ran: false });
    // Another job's name is another lock.
    expect(await database.runAlone('another job', async () => 'other')).toEqual({ ran: true, result: 'other' });
    first.release();
    expect(await first.running).toEqual({ ran: true, result: 'first' });
    expect(await database.runAlone('test job', async () => 'third')).toEqual({ ran: true, result: 'third' });
  });

  it('lets the lock go when the round fails', async () => {
    await expect(database.runAlone('failing job', () => Promise.reject(new Error('feed down')))).rejects.toThrow('feed down');
    expect(await database.runAlone('failing job', async () => 'again')).toEqual({ ran: true, result: 'again' });
  });

  // Two instances are two connection pools on one PostgreSQL database (PGlite is one process's).
  it.skipIf(!process.env['DATABASE_URL'])('skips on a second instance, and a crashed holder lets go with its connection', async () => {
    const other = await openDatabase({ kind: 'postgres', url: database.url! });
    const crashed = new pg.Client({ connectionString: database.url! });
    try {
      const first = await heldRound(database, 'shared job', 'instance A');
      expect(await other.runAlone('shared job', async () => 'instance B')).toEqual({ ran: false });
      first.release();
      expect(await first.running).toEqual({ ran: true, result: 'instance A' });
      expect(await other.runAlone('shared job', async () => 'instance B')).toEqual({ ran: true, result: 'instance B' });

      // An instance that died mid-round: its session held the lock, its connection ends, the lock goes.
      await crashed.connect();
      await crashed.query('select pg_advisory_lock($1::int, hashtext($2))', [JOB_LOCK_CLASS, 'shared job']);
      expect(await other.runAlone('shared job', async () => 'B')).toEqual({ ran: false });
      await crashed.end();
      expect(await other.runAlone('shared job', async () => 'B')).toEqual({ ran: true, result: 'B' });
    } finally {
      await crashed.end().catch(() => undefined);
      await other.close();
    }
  });
});

describe('starting the jobs', () => {
  it('runs each job when the app is ready, under its lock when shared, and closing waits for a round under way', async () => {
    const app = Fastify({ logger: false });
    const round = gate();
    const rounds: string[] = [];
    startBackgroundJobs(app, database, [
      {
        name: 'slow alone',
        everyMs: 3_600_000,
        firstAfterMs: 0,
        runs: 'one instance at a time',
        run: async () => {
          rounds.push('slow alone');
          await round.opened;
        },
      },
      { name: 'quick', everyMs: 3_600_000, firstAfterMs: 0, runs: 'every instance', run: async () => rounds.push('quick') },
    ]);
    await app.ready();
    await vi.waitFor(() => expect([...rounds].sort()).toEqual(['quick', 'slow alone']));
    // The shared job's round holds its lock: a round elsewhere would skip.
    expect(await database.runAlone('slow alone', async () => 'elsewhere')).toEqual({ ran: false });

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await Promise.resolve();
    expect(closed).toBe(false);
    round.open();
    await closing;
    expect(closed).toBe(true);
    expect(await database.runAlone('slow alone', async () => 'after')).toEqual({ ran: true, result: 'after' });
  });
});
