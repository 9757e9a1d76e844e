import { loadConfig } from '../config.ts';
import { openForCommand } from './open-for-command.ts';
import { seedDemoData } from '../modules/users/demo-data.ts';

/**
 * `npm run seed:demo`: adds one employee and one customer with known
 * development passwords (see README). Refuses to run with NODE_ENV=production.
 */
const config = loadConfig();
if (process.env['NODE_ENV'] === 'production') {
  console.error('seed:demo adds accounts with published passwords; it does not run with NODE_ENV=production.');
  process.exit(1);
}
const database = await openForCommand(config.database);
try {
  for (const line of await seedDemoData(database.db)) console.log(line);
} finally {
  await database.close();
}
