import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { backups } from '#server/db/schema/maintenance.ts';
import { tableFingerprints } from '#server/db/table-fingerprints.ts';
import { verifyBackup } from '#server/modules/backups/backup-reader.ts';
import { writeBackup } from '#server/modules/backups/backup-writer.ts';
import { createBackupService } from '#server/modules/backups/backups.service.ts';
import { restoreBackup } from '#server/modules/backups/restore.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertLeads } from '#tests/support/crm-leads.ts';
import { createThrowawayDatabase } from '#tests/support/postgres-server.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Backups (decisions 0029 and 0036) on the database the suite runs on: PGlite by default, PostgreSQL
 * (pg_dump and pg_restore) with DATABASE_URL. A backup restored into a fresh directory or database holds
 * every row of every table; a failure is recorded and becomes an urgent task; a restore never overwrites
 * a database in use. Backups are private files under names no two share, encrypted when a key is set,
 * and verified before they count.
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
    // A DATA_DIR that does not exist yet, as in the README's restore drill (DATA_DIR=/tmp/drill).
    const dataDir = path.join(mkdtempSync(path.join(work, 'restored-')), 'drill');
    return { config: { kind: 'pglite', dataDir }, drop: async () => rmSync(path.dirname(dataDir), { recursive: true, force: true }) };
  }
  const database = await createThrowawayDatabase('restored', serverUrl);
  return { config: { kind: 'postgres', url: database.url }, drop: database.drop };
}

describe('backups', () => {
  it(
    'writes a complete file, reports it, and a restore into a fresh target holds every row of every table',
    { timeout: 120_000 },
    async () => {
      const made = await backUp();
      expect(made.statusCode, made.body).toBe(201);
      const body = made.json() as { fileName: string; sizeBytes: number; finishedAt: string };
      expect(body.fileName).toMatch(
        serverUrl
          ? /^twinpines-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{6}\.dump$/
          : /^twinpines-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{6}\.tar\.gz$/,
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
    },
  );

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

  it(
    'records a failed backup with its reason, shows it on the status line and as a high urgent task, until one succeeds',
    { timeout: 120_000 },
    async () => {
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
    },
  );
});

describe.skipIf(Boolean(serverUrl))('restore of the embedded database', () => {
  it('refuses while another live process has the data directory open, and changes nothing', { timeout: 120_000 }, async () => {
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

  it('keeps the data directory that was there beside the restored one', { timeout: 120_000 }, async () => {
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

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const kind = serverUrl ? 'postgres' : 'pglite';
const ext = serverUrl ? 'dump' : 'tar.gz';
/** A key written out by hand (64 hex digits), and another one. */
const key = Buffer.from('5f1e3c2a9b8d7e6f00112233445566778899aabbccddeeff0123456789abcdef', 'hex');
const wrongKey = Buffer.from('6f1e3c2a9b8d7e6f00112233445566778899aabbccddeeff0123456789abcdef', 'hex');
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const withoutBackups = (list: Awaited<ReturnType<typeof tableFingerprints>>) => list.filter((f) => f.table !== 'public.backups');

/** Restores `file` into a fresh target and expects every row of every table of the test's database. */
async function expectRestoresEveryRow(file: string, restoreKey?: Buffer): Promise<void> {
  const original = withoutBackups(await tableFingerprints(t.database.db));
  const target = await freshTarget();
  try {
    await restoreBackup(target.config, file, restoreKey);
    const restored = await openDatabase(target.config);
    try {
      expect(withoutBackups(await tableFingerprints(restored.db))).toEqual(original);
    } finally {
      await restored.close();
    }
  } finally {
    await target.drop();
  }
}

/** Whether the target of a refused restore is still untouched: no data directory, or a database without tables. */
async function expectUntouched(target: Awaited<ReturnType<typeof freshTarget>>): Promise<void> {
  if (target.config.kind === 'pglite') {
    expect(existsSync(path.join(target.config.dataDir, 'pglite'))).toBe(false);
    return;
  }
  const listed = spawnSync('psql', [
    target.config.url,
    '-Atc',
    `select count(*) from information_schema.tables where table_schema = 'public'`,
  ]);
  expect(listed.stdout.toString().trim()).toBe('0');
}

describe('private backups under unique names (decision 0036)', () => {
  it('makes the backup directory 0700 and every backup 0600, even where the directory was made 0755 before', async () => {
    const dir = path.join(work, 'loose');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    const service = createBackupService({ database: t.database, settings: { dir, intervalHours: 24 }, log: quiet });
    const made = await service.backUpNow();
    expect(modeOf(dir)).toBe('700');
    expect(modeOf(path.join(dir, made.fileName))).toBe('600');
  });

  it(
    'gives two backups started in the same millisecond two names, overwrites neither, and both restore',
    { timeout: 180_000 },
    async () => {
      const dir = path.join(work, 'same-second');
      const service = createBackupService({
        database: t.database,
        settings: { dir, intervalHours: 24 },
        log: quiet,
        clock: () => new Date('2026-11-24T03:00:00.250Z'),
      });
      const first = await service.backUpNow();
      const second = await service.backUpNow();
      const name = new RegExp(`^twinpines-2026-11-24T03-00-00-250Z-[0-9a-f]{6}\\.${ext.replace('.', '\\.')}$`);
      expect(first.fileName).toMatch(name);
      expect(second.fileName).toMatch(name);
      expect(second.fileName).not.toBe(first.fileName);
      expect(readdirSync(dir).sort()).toEqual([first.fileName, second.fileName].sort());
      await expectRestoresEveryRow(path.join(dir, first.fileName));
      await expectRestoresEveryRow(path.join(dir, second.fileName));
    },
  );

  it('never writes over a file of the same name', async () => {
    const dir = path.join(work, 'taken');
    mkdirSync(dir);
    const name = `twinpines-2026-11-24T03-00-00-250Z-000000.${ext}`;
    writeFileSync(path.join(dir, name), 'an earlier backup');
    await expect(writeBackup({ dir, fileName: name, kind, source: t.database.dump() })).rejects.toThrow(
      `${name} already exists; it was left as it is`,
    );
    expect(readFileSync(path.join(dir, name), 'utf8')).toBe('an earlier backup');
    expect(readdirSync(dir)).toEqual([name]);
  });
});

describe('encrypted backups (decision 0036)', () => {
  const dir = path.join(work, 'encrypted');
  let file: string;

  beforeAll(async () => {
    const service = createBackupService({ database: t.database, settings: { dir, intervalHours: 24, encryptionKey: key }, log: quiet });
    file = path.join(dir, (await service.backUpNow()).fileName);
  });

  it('cannot be read as a gzip tarball or a pg_dump archive', () => {
    expect(path.basename(file)).toMatch(new RegExp(`\\.${ext.replace('.', '\\.')}\\.enc$`));
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 20).toString()).toBe('twinpines-backup-v1\n');
    expect(() => gunzipSync(bytes)).toThrow();
    expect(bytes.subarray(0, 5).toString()).not.toBe('PGDMP');
    if (serverUrl) expect(spawnSync('pg_restore', ['--list', file]).status).not.toBe(0);
    expect(modeOf(file)).toBe('600');
  });

  it('restores with its key', { timeout: 120_000 }, async () => {
    await expectRestoresEveryRow(file, key);
  });

  it('is refused without a key or with another one, and the target is left untouched', { timeout: 120_000 }, async () => {
    const target = await freshTarget();
    try {
      await expect(restoreBackup(target.config, file)).rejects.toThrow(
        'Refused: This backup is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with, then try again.',
      );
      await expect(restoreBackup(target.config, file, wrongKey)).rejects.toThrow(
        'Refused: BACKUP_ENCRYPTION_KEY is not the key this backup was made with.',
      );
      await expectUntouched(target);
    } finally {
      await target.drop();
    }
  });

  it('is refused when a byte of it changed on disk', { timeout: 120_000 }, async () => {
    const damaged = path.join(work, `damaged-${path.basename(file)}`);
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 1;
    writeFileSync(damaged, bytes);
    const target = await freshTarget();
    try {
      await expect(restoreBackup(target.config, damaged, key)).rejects.toThrow(
        /^Refused: The backup is damaged: part \d+ does not authenticate\.$/,
      );
      await expectUntouched(target);
    } finally {
      await target.drop();
    }
  });
});

describe('verification (decision 0036)', () => {
  it('fails a backup whose dump is cut short: recorded as failed with the reason, an urgent task, and no file left', async () => {
    const dir = path.join(work, 'cut-short');
    // The database's dump, cut after 4 KiB: what a dying pg_dump or a bug in the dump would leave.
    async function* firstBytes(source: Readable, limit: number): AsyncGenerator<Buffer> {
      let left = limit;
      for await (const chunk of source) {
        if (left <= 0) break;
        yield (chunk as Buffer).subarray(0, left);
        left -= (chunk as Buffer).length;
      }
    }
    const database: DatabaseHandle = { ...t.database, dump: () => Readable.from(firstBytes(t.database.dump(), 4096)) };
    const service = createBackupService({ database, settings: { dir, intervalHours: 24 }, log: quiet });
    await expect(service.backUpNow()).rejects.toThrow(/^The backup failed: The backup is damaged: /);
    expect(readdirSync(dir)).toEqual([]);
    const status = await service.status();
    expect(status.lastFailure?.error).toMatch(
      serverUrl
        ? /^The backup is damaged: pg_restore failed/
        : /^The backup is damaged: it is not a complete gzip file \(unexpected end of file\)$/,
    );
    const tasks = (await t.app.inject({ method: 'GET', url: '/api/admin/urgent-tasks', headers: bearer(admin) })).json();
    const task = tasks.find((one: { kind: string }) => one.kind === 'failed-backup');
    expect(task).toMatchObject({ title: 'Backup failed', priority: 'high' });
    expect(task.description).toMatch(/The backup is damaged/);
  });

  it('finds a file on disk that is not what was written: its checksum, or a byte changed in it', async () => {
    const dir = path.join(work, 'checksum');
    const service = createBackupService({ database: t.database, settings: { dir, intervalHours: 24 }, log: quiet });
    const file = path.join(dir, (await service.backUpNow()).fileName);
    const written = sha256(file);
    await expect(verifyBackup(file, kind, undefined, written)).resolves.toBeUndefined();
    // Bytes on disk other than those written (here: what was "written" is said to be 64 zeros).
    await expect(verifyBackup(file, kind, undefined, '0'.repeat(64))).rejects.toThrow(
      `The backup is damaged: the file on disk (SHA-256 ${written}) is not what was written (${'0'.repeat(64)}).`,
    );

    const damaged = path.join(work, `flipped-${path.basename(file)}`);
    copyFileSync(file, damaged);
    const bytes = readFileSync(damaged);
    bytes[bytes.length - 100]! ^= 1;
    writeFileSync(damaged, bytes);
    await expect(verifyBackup(damaged, kind, undefined, written)).rejects.toThrow(/^The backup is damaged: /);
  });
});
