import { existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { dataDirHolder, lockDataDir } from '../../db/data-dir-lock.ts';
import { restorePglite, restorePostgres } from '../../db/dump.ts';
import { tableFingerprints } from '../../db/table-fingerprints.ts';
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
 * Then the database is opened once (migrations newer than the backup apply) and the backup that
 * was running when the file was made, which is this file, is recorded as succeeded.
 */
export async function restoreBackup(database: AppConfig['database'], file: string): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  let movedAside: string | undefined;
  if (database.kind === 'pglite') {
    if (!file.endsWith('.tar.gz'))
      throw new RestoreRefused('The embedded database restores from a .tar.gz backup; a .dump file is for PostgreSQL (set DATABASE_URL).');
    const dir = path.resolve(database.dataDir, 'pglite');
    const holder = dataDirHolder(dir);
    if (holder !== undefined)
      throw new RestoreRefused(`Refused: process ${holder} (a running server?) has ${dir} open. Stop it first, then restore.`);
    const release = lockDataDir(dir);
    try {
      if (existsSync(dir) && readdirSync(dir).length > 0) {
        movedAside = `${dir}.before-restore-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}`;
        renameSync(dir, movedAside);
      }
      await restorePglite(file, dir);
    } finally {
      release();
    }
  } else {
    if (!file.endsWith('.dump'))
      throw new RestoreRefused(
        'PostgreSQL restores from a .dump file made by pg_dump; a .tar.gz is the embedded database (unset DATABASE_URL).',
      );
    if ((await tableCount(database.url)) > 0)
      throw new RestoreRefused(
        'Refused: the database at DATABASE_URL already has tables. Restore into a new, empty database ' +
          '(e.g. `createdb twinpines_restored`), point DATABASE_URL at it, run the restore, then start the server.',
      );
    await restorePostgres(file, database.url);
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
