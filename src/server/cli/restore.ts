import path from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../modules/backups/restore.ts';
import { usePrivateUmask } from '../private-files.ts';

/**
 * `npm run restore -- FILE`: a backup back into the configured database, never over one in use
 * (the rules are in modules/backups/restore.ts, db/restore.ts and decision 0029). An encrypted backup (`.enc`) needs
 * the BACKUP_ENCRYPTION_KEY it was made with (decision 0036).
 */
usePrivateUmask();
const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run restore -- FILE (a .tar.gz of the embedded database, or a .dump made by pg_dump for PostgreSQL; .enc after either: encrypted)',
  );
  process.exit(1);
}
try {
  const config = loadConfig();
  const summary = await restoreBackup(config.database, path.resolve(file), config.backups.encryptionKey);
  if (summary.movedAside) console.log(`The database that was there is kept at ${summary.movedAside}`);
  console.log(`Restored ${summary.tables} tables, ${summary.rows} rows, from ${path.resolve(file)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
