import { existsSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { makePrivateDir } from '../private-files.ts';
import { openDatabase, type Database } from './client.ts';
import { dataDirHolder, lockDataDir } from './data-dir-lock.ts';
import { restorePglite, restorePostgres } from './dump.ts';
import { tableFingerprints } from './table-fingerprints.ts';

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

/** A backup as the restore reads it: checked first (a refusal says what is wrong), then read once. */
export interface RestoreSource {
  verify(): Promise<void>;
  read(): Promise<Readable>;
}

/**
 * The database side of a restore (decision 0029), never over a database in use:
 * - embedded: refused while another process has the data directory open; a data directory already
 *   there is moved aside (`pglite.before-restore-<time>`), never deleted;
 * - PostgreSQL: only into an empty database.
 * The backup is verified only once the target may take it. Then the database is opened once (migrations
 * newer than the backup apply), `afterRestore` records what it must, and the tables are counted.
 */
export async function restoreDatabase(
  database: AppConfig['database'],
  source: RestoreSource,
  afterRestore: (db: Database) => Promise<void>,
): Promise<RestoreSummary> {
  let movedAside: string | undefined;
  if (database.kind === 'pglite') {
    const dir = path.resolve(database.dataDir, 'pglite');
    const holder = dataDirHolder(dir);
    if (holder !== undefined)
      throw new RestoreRefused(`Refused: process ${holder} (a running server?) has ${dir} open. Stop it first, then restore.`);
    await source.verify();
    makePrivateDir(path.dirname(dir)); // DATA_DIR itself may be new (a restore drill into /tmp/drill)
    const release = lockDataDir(dir);
    try {
      if (existsSync(dir) && readdirSync(dir).length > 0) {
        movedAside = `${dir}.before-restore-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}`;
        renameSync(dir, movedAside);
      }
      await restorePglite(await readAll(await source.read()), dir);
    } finally {
      release();
    }
  } else {
    if ((await tableCount(database.url)) > 0)
      throw new RestoreRefused(
        'Refused: the database at DATABASE_URL already has tables. Restore into a new, empty database ' +
          '(e.g. `createdb twinpines_restored`), point DATABASE_URL at it, run the restore, then start the server.',
      );
    await source.verify();
    await restorePostgres(await source.read(), database.url);
  }

  const handle = await openDatabase(database);
  try {
    await afterRestore(handle.db);
    const tables = await tableFingerprints(handle.db);
    return { tables: tables.length, rows: tables.reduce((sum, t) => sum + t.rows, 0), ...(movedAside ? { movedAside } : {}) };
  } finally {
    await handle.close();
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
