import { loadConfig } from '../config.ts';
import { openForCommand } from './open-for-command.ts';
import { DEMO_ACCOUNTS, DEMO_ADMIN, seedDemoData } from '../modules/users/demo-data.ts';
import { generateDemoCompany } from '../demo/generate-demo.ts';
import { DemoRefused, PRODUCTION_REFUSAL } from '../demo/demo-guard.ts';
import { holdsCustomers } from '../demo/demo-guard.repository.ts';
import { demoSizeNames, type DemoSizeName } from '../demo/demo-size.ts';

/**
 * `npm run seed:demo` (decision 0044): fills an empty database with the demo company, a year of Twin
 * Pines, and prints its sign-ins. `--if-empty`: a database that already holds customers is kept as it
 * is (npm run demo's second start). `--size=small`: three months, for tests. `--accounts-only`: only
 * the demo employee and customer accounts, as before the demo company (the browser tests' server).
 * Refuses NODE_ENV=production: the accounts' passwords are published.
 */
const args = process.argv.slice(2);
const config = loadConfig();
if (config.env === 'production') {
  console.error(PRODUCTION_REFUSAL);
  process.exit(1);
}
const sizeArg = args.find((a) => a.startsWith('--size='))?.slice('--size='.length) ?? 'demo';
if (!demoSizeNames.includes(sizeArg as DemoSizeName)) {
  console.error(`--size must be one of ${demoSizeNames.join(', ')}`);
  process.exit(1);
}
const database = await openForCommand(config.database);
try {
  if (args.includes('--accounts-only')) {
    for (const line of await seedDemoData(database.db)) console.log(line);
  } else if (args.includes('--if-empty') && (await holdsCustomers(database.db))) {
    console.log('The demo company is already here: serving it as it is.');
  } else {
    console.log('Making the demo company (a year of Twin Pines), a line per part:');
    await generateDemoCompany(database.db, config, { size: sizeArg as DemoSizeName, progress: (line) => console.log(`  ${line}`) });
    const employee = DEMO_ACCOUNTS.find((a) => a.role === 'employee')!;
    const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
    console.log('Sign in (published demo passwords: never use them anywhere else):');
    console.log(`  admin     ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}   at /admin/login`);
    console.log(`  employee  ${employee.username} / ${employee.password}   at /login-portal`);
    console.log(`  customer  ${customer.username} / ${customer.password}   at /login-portal`);
  }
} catch (error) {
  if (!(error instanceof DemoRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
