import { loadConfig } from '../config.ts';
import { openForCommand } from './open-for-command.ts';
import { announceAdmin, createOrResetAdmin } from '../modules/users/first-admin.ts';

/**
 * `npm run create-admin`: creates the admin named by ADMIN_USERNAME (default
 * "admin"), or resets its password when it exists. The password comes from
 * ADMIN_PASSWORD or is generated and printed once. With the embedded database,
 * stop the server first: PGlite is single-process.
 */
const config = loadConfig();
const database = await openForCommand(config.database);
try {
  announceAdmin(await createOrResetAdmin(database.db, config.auth.firstAdmin, config.company.salesEmail, config.company.name));
} finally {
  await database.close();
}
