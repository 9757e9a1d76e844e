import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { restoreDatabase, RestoreRefused, type RestoreSummary } from '../../db/restore.ts';
import { BackupUnreadable } from './backup-crypto.ts';
import { readBackup, verifyBackup } from './backup-reader.ts';
import type { BackupKind } from './backup-files.ts';
import { createBackupsRepository } from './backups.repository.ts';

export { RestoreRefused, type RestoreSummary };

/**
 * Restores a backup file into the configured database (decision 0029) through `db/restore.ts`, which
 * refuses a database in use. The file must suit the database (a .tar.gz for the embedded one, a .dump for
 * PostgreSQL) and is verified before anything is touched (decision 0036): an encrypted backup needs the
 * key it was made with (`key`, BACKUP_ENCRYPTION_KEY), and a damaged one is refused with what is wrong.
 * The backup that was running when the file was made, which is this file, is recorded as succeeded.
 */
export async function restoreBackup(database: AppConfig['database'], file: string, key?: Buffer): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  const name = file.replace(/\.enc$/, '');
  if (database.kind === 'pglite' && !name.endsWith('.tar.gz'))
    throw new RestoreRefused('The embedded database restores from a .tar.gz backup; a .dump file is for PostgreSQL (set DATABASE_URL).');
  if (database.kind === 'postgres' && !name.endsWith('.dump'))
    throw new RestoreRefused(
      'PostgreSQL restores from a .dump file made by pg_dump; a .tar.gz is the embedded database (unset DATABASE_URL).',
    );
  return restoreDatabase(database, { verify: () => verified(file, database.kind, key), read: () => readBackup(file, key) }, (db) =>
    createBackupsRepository(db).restoredFrom({ fileName: path.basename(file), sizeBytes: statSync(file).size }),
  );
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
