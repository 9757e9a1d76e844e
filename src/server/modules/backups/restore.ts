import { existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import type { AppConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { dataDirHolder, lockDataDir } from '../../db/data-dir-lock.ts';
import { restorePglite, restorePostgres } from '../../db/dump.ts';
import { tableFingerprints } from '../../db/table-fingerprints.ts';
import { makePrivateDir } from '../../private-files.ts';
import { BackupUnreadable } from './backup-crypto.ts';
import { readBackup, verifyBackup } from './backup-reader.ts';
import type { BackupKind } from './backup-files.ts';
import { createBackupsRepository } from './backups.repository.ts';

/** A restore that would overwrite or mix data: nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** Embedded database: where the data directory that was there before now lies. */
  movedAside?: string;
}

/**
 * Restores a backup file into the configured database (decision 0029), never over one in use:
 * - embedded: refused while another process has the data directory open; a data directory already
 *   there is moved aside (`pglite.before-restore-<time>`), never deleted;
 * - PostgreSQL: only into an empty database.
 * Before anything is touched the file is verified (decision 0036): an encrypted backup needs the key it
 * was made with (`key`, BACKUP_ENCRYPTION_KEY), and a damaged one is refused with what is wrong.
 * Then the database is opened once (migrations newer than the backup apply) and the backup that
 * was running when the file was made, which is this file, is recorded as succeeded.
 */
export async function restoreBackup(database: AppConfig['database'], file: string, key?: Buffer): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  const name = file.replace(/\.enc$/, '');
  let movedAside: string | undefined;
  if (database.kind === 'pglite') {
    if (!name.endsWith('.tar.gz'))
      throw new RestoreRefused('The embedded database restores from a .tar.gz backup; a .dump file is for PostgreSQL (set DATABASE_URL).');
    const dir = path.resolve(database.dataDir, 'pglite');
    const holder = dataDirHolder(dir);
    if (holder !== undefined)
      throw new RestoreRefused(`Refused: process ${holder} (a running server?) has ${dir} open. Stop it first, then restore.`);
    await verified(file, 'pglite', key);
    makePrivateDir(path.dirname(dir)); // DATA_DIR itself may be new (a restore drill into /tmp/drill)
    const release = lockDataDir(dir);
    try {
      if (existsSync(dir) && readdirSync(dir).length > 0) {
        movedAside = `${dir}.before-restore-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}`;
        renameSync(dir, movedAside);
      }
      await restorePglite(await readAll(await readBackup(file, key)), dir);
    } finally {
      release();
    }
  } else {
    if (!name.endsWith('.dump'))
      throw new RestoreRefused(
        'PostgreSQL restores from a .dump file made by pg_dump; a .tar.gz is the embedded database (unset DATABASE_URL).',
      );
    if ((await tableCount(database.url)) > 0)
      throw new RestoreRefused(
        'Refused: the database at DATABASE_URL already has tables. Restore into a new, empty database ' +
          '(e.g. `createdb twinpines_restored`), point DATABASE_URL at it, run the restore, then start the server.',
      );
    await verified(file, 'postgres', key);
    await restorePostgres(await readBackup(file, key), database.url);
  }

  const handle = await openDatabase(database);
  try {
    await createBackupsRepository(handle.db).restoredFrom({ fileName: path.basename(file), sizeBytes: statSync(file).size });
    const tables = await tableFingerprints(handle.db);
    return { tables: tables.length, rows: tables.reduce((sum, t) => sum + t.rows, 0), ...(movedAside ? { movedAside } : {}) };
  } finally {
    await handle.close();
  }
}

/** Verifies the backup, turning what is wrong with it into a refusal that says so. */
async function verified(file: string, kind: BackupKind, key: Buffer | undefined): Promise<void> {
  try {
    await verifyBackup(file, kind, key);
  } catch (error) {
    if (error instanceof BackupUnreadable) throw new RestoreRefused(`Refused: ${error.message}`, { cause: error });
    throw error;
  }
}

async function readAll(stream: Readable): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
