import type { AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { usePrivateUmask } from '../private-files.ts';

/** Opens the database for a command line tool; a data directory held by the server ends the command with its sentence. */
export async function openForCommand(config: AppConfig['database']): Promise<DatabaseHandle> {
  usePrivateUmask(); // what the command writes (the database, a backup) is the server user's only (decision 0036)
  try {
    return await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
