import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openForCommand } from './open-for-command.ts';
import { dataDirHolder } from '../db/data-dir-lock.ts';
import { createBackupService } from '../modules/backups/backups.service.ts';

/**
 * `npm run backup`: one backup now into BACKUP_DIR (decision 0029), recorded like the scheduled
 * ones. PostgreSQL: always (pg_dump reads a snapshot beside the running servers). The embedded
 * database belongs to one process: while the server runs, it makes the backups itself, and an
 * admin can back up now from the dashboard.
 */
const config = loadConfig();
if (config.database.kind === 'pglite') {
  const holder = dataDirHolder(path.resolve(config.database.dataDir, 'pglite'));
  if (holder !== undefined) {
    console.error(
      `The server (process ${holder}) has the embedded database open, so this command cannot read it.\n` +
        'The server backs it up every day by itself; to back up now, use "Back up now" in the System status panel of the admin dashboard,\n' +
        'or stop the server and run `npm run backup` again.',
    );
    process.exit(1);
  }
}
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const database = await openForCommand(config.database);
try {
  const made = await createBackupService({ database, settings: config.backups, log: quiet }).backUpNow();
  console.log(`Backup made: ${path.join(config.backups.dir, made.fileName)} (${made.sizeBytes} bytes)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
