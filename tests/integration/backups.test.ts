import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { backups } from '#server/db/schema/maintenance.ts';
import { tableFingerprints } from '#server/db/table-fingerprints.ts';
import { restoreBackup } from '#server/modules/backups/restore.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertLeads } from '#tests/support/crm-leads.ts';
import { createThrowawayDatabase } from '#tests/support/postgres-server.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Backups (decision 0029) on the database the suite runs on: PGlite by default, PostgreSQL (pg_dump
 * and pg_restore) with DATABASE_URL. A backup restored into a fresh directory or database holds every
 * row of every table; a failure is recorded and becomes an urgent task; a restore never overwrites a
 * database in use.
 */

const serverUrl = process.env['DATABASE_URL'];
const work = mkdtempSync(path.join(tmpdir(), 'backups-test-'));
const backupDir = path.join(work, 'backups');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ BACKUP_DIR: backupDir });
  admin = await tokenFor(t.app, (await insertUser(t.database.db, 'admin')).username);
  // Rows in several tables, some with text that needs quoting in any dump.
  await insertLeads(t.database.db, [
    { companyName: 'O\'Brien & Sons, "Dental"', email: 'obrien@example.test' },
    { companyName: 'Café Lumière', email: 'cafe@example.test', address: '12 Rue Line one\nline two' },
  ]);
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      topic: 'quote',
      name: 'Dana Reyes',
      email: 'dana@example.test',
      phone: '(612) 555-0199',
      message: 'Do you clean warehouses in Eagan? About 20,000 sq ft.',
    },
  });
  expect(quote.statusCode, quote.body).toBeLessThan(300);
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

const backUp = () => t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: bearer(admin) });

/** A fresh target for a restore: a directory for the embedded database, an empty database on the server. */
async function freshTarget(): Promise<{
  config: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  drop(): Promise<void>;
}> {
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(work, 'restored-'));
    return { config: { kind: 'pglite', dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await createThrowawayDatabase('restored', serverUrl);
  return { config: { kind: 'postgres', url: database.url }, drop: database.drop };
}

describe('backups', () => {
  it('writes a complete file, reports it, and a restore into a fresh target holds every row of every table', async () => {
    const made = await backUp();
    expect(made.statusCode, made.body).toBe(201);
    const body = made.json() as { fileName: string; sizeBytes: number; finishedAt: string };
    expect(body.fileName).toMatch(
      serverUrl ? /^twinpines-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/ : /^twinpines-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/,
    );
    const file = path.join(backupDir, body.fileName);
    expect(statSync(file).size).toBe(body.sizeBytes);
    // Written as .part and renamed: nothing half-written is left beside it.
    expect(readdirSync(backupDir).filter((f) => f.endsWith('.part'))).toEqual([]);

    const health = await t.app.inject({ method: 'GET', url: '/api/admin/system-health', headers: bearer(admin) });
    expect(health.json().backup).toEqual({
      scheduled: true,
      lastSucceeded: { finishedAt: body.finishedAt, sizeBytes: body.sizeBytes },
      lastFailure: null,
      running: false,
    });

    const original = await tableFingerprints(t.database.db);
    const target = await freshTarget();
    try {
      const summary = await restoreBackup(target.config, file);
      const restored = await openDatabase(target.config);
      try {
        const copy = await tableFingerprints(restored.db);
        // The backups table differs by design: the dump was taken while its own row said 'running',
        // and the restore records that row as the file it came from.
        const without = (list: typeof original) => list.filter((f) => f.table !== 'public.backups');
        expect(without(copy)).toEqual(without(original));
        expect(original.find((f) => f.table === 'public.leads')?.rows).toBeGreaterThanOrEqual(3);
        expect(summary.tables).toBe(original.length);
        const records = await restored.db.select({ status: backups.status, fileName: backups.fileName }).from(backups);
        expect(records).toEqual([{ status: 'succeeded', fileName: body.fileName }]);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });

  it('answers 409 while a backup runs on any instance; a backup left running by a dead instance is closed after an hour', async () => {
    const before = readdirSync(backupDir).sort();
    // Another instance's backup in progress, started a minute ago.
    const [other] = await t.database.db
      .insert(backups)
      .values({ trigger: 'schedule', startedAt: new Date(Date.now() - 60_000) })
      .returning({ id: backups.id });
    const refused = await backUp();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A backup is already running. Try again when it has finished.');
    expect(readdirSync(backupDir).sort()).toEqual(before);

    // That instance died: after an hour its row no longer blocks, and it is recorded as failed.
    await t.database.db
      .update(backups)
      .set({ startedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(backups.id, other!.id));
    const made = await backUp();
    expect(made.statusCode, made.body).toBe(201);
    const [closed] = await t.database.db.select().from(backups).where(eq(backups.id, other!.id));
    expect(closed).toMatchObject({ status: 'failed', error: 'The instance making this backup stopped before it finished' });
  });

  it('lets old backups go after a success, keeping the newest of each of the last days and weeks that have one, and other files', async () => {
    const ext = serverUrl ? 'dump' : 'tar.gz';
    // Two backups of one day in January (only the newer one is that week's) and one of yesterday.
    const old = [`twinpines-2026-01-05T03-00-00Z.${ext}`, `twinpines-2026-01-05T04-00-00Z.${ext}`];
    const yesterday = `twinpines-${new Date(Date.now() - 30 * 3_600_000).toISOString().slice(0, 19).replaceAll(':', '-')}Z.${ext}`;
    for (const name of [...old, yesterday, 'notes.txt']) writeFileSync(path.join(backupDir, name), 'x');
    expect((await backUp()).statusCode).toBe(201);
    const left = readdirSync(backupDir);
    expect(left).toContain(yesterday);
    expect(left).toContain('notes.txt');
    expect(left).toContain(old[1]);
    expect(left).not.toContain(old[0]);
    for (const name of [old[1]!, yesterday, 'notes.txt']) rmSync(path.join(backupDir, name));
  });

  it('records a failed backup with its reason, shows it on the status line and as a high urgent task, until one succeeds', async () => {
    const blocked = path.join(work, 'not-a-directory');
    writeFileSync(blocked, 'a file where the backup directory should be');
    const broken = await createTestApp({ BACKUP_DIR: blocked });
    try {
      const brokenAdmin = await tokenFor(broken.app, (await insertUser(broken.database.db, 'admin')).username);
      const failed = await broken.app.inject({ method: 'POST', url: '/api/admin/backups', headers: bearer(brokenAdmin) });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toMatch(/^The backup failed: .*(EEXIST|ENOTDIR)/);

      const health = (await broken.app.inject({ method: 'GET', url: '/api/admin/system-health', headers: bearer(brokenAdmin) })).json();
      expect(health.backup.lastSucceeded).toBeNull();
      expect(health.backup.lastFailure.error).toMatch(/EEXIST|ENOTDIR/);
      const tasks = (await broken.app.inject({ method: 'GET', url: '/api/admin/urgent-tasks', headers: bearer(brokenAdmin) })).json();
      expect(tasks[0]).toMatchObject({ kind: 'failed-backup', title: 'Backup failed', priority: 'high', count: 1 });
      expect(tasks[0].description).toMatch(/^The last backup of the database failed: /);

      // Once the directory can be made, the next backup works and the task goes away.
      rmSync(blocked);
      expect((await broken.app.inject({ method: 'POST', url: '/api/admin/backups', headers: bearer(brokenAdmin) })).statusCode).toBe(201);
      const after = (await broken.app.inject({ method: 'GET', url: '/api/admin/urgent-tasks', headers: bearer(brokenAdmin) })).json();
      expect(after.map((task: { kind: string }) => task.kind)).not.toContain('failed-backup');
    } finally {
      await broken.close();
    }
  });
});

describe.skipIf(Boolean(serverUrl))('restore of the embedded database', () => {
  it('refuses while another live process has the data directory open, and changes nothing', async () => {
    const dataDir = mkdtempSync(path.join(work, 'in-use-'));
    const seeded: DatabaseHandle = await openDatabase({ kind: 'pglite', dataDir });
    await seeded.close();
    const holder = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'pglite.pid'), String(holder.pid));
      const file = readdirSync(backupDir).find((f) => f.endsWith('.tar.gz'))!;
      await expect(restoreBackup({ kind: 'pglite', dataDir }, path.join(backupDir, file))).rejects.toThrow(
        `Refused: process ${holder.pid} (a running server?) has ${path.join(dataDir, 'pglite')} open. Stop it first, then restore.`,
      );
      expect(readdirSync(dataDir).sort()).toEqual(['pglite', 'pglite.pid']);
    } finally {
      holder.kill();
    }
  });

  it('keeps the data directory that was there beside the restored one', async () => {
    const dataDir = mkdtempSync(path.join(work, 'replace-'));
    await (await openDatabase({ kind: 'pglite', dataDir })).close();
    const file = readdirSync(backupDir).find((f) => f.endsWith('.tar.gz'))!;
    const summary = await restoreBackup({ kind: 'pglite', dataDir }, path.join(backupDir, file));
    expect(summary.movedAside).toMatch(/pglite\.before-restore-/);
    expect(existsSync(path.join(summary.movedAside!, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('refuses a PostgreSQL dump', async () => {
    const dump = path.join(work, 'twinpines-2026-11-24T03-00-00Z.dump');
    writeFileSync(dump, 'PGDMP');
    await expect(restoreBackup({ kind: 'pglite', dataDir: mkdtempSync(path.join(work, 'x-')) }, dump)).rejects.toThrow(
      'The embedded database restores from a .tar.gz backup; a .dump file is for PostgreSQL (set DATABASE_URL).',
    );
  });
});

describe.skipIf(!serverUrl)('restore into PostgreSQL', () => {
  it('refuses a database that already has tables', async () => {
    const file = readdirSync(backupDir).find((f) => f.endsWith('.dump'))!;
    await expect(
      restoreBackup({ kind: 'postgres', url: (t.database as DatabaseHandle & { url?: string }).url! }, path.join(backupDir, file)),
    ).rejects.toThrow(/^Refused: the database at DATABASE_URL already has tables/);
  });
});
