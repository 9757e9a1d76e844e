import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { holdsCustomers } from './demo-guard.repository.ts';

/** Why the demo company is not made (decision 0044): the answer the command prints. */
export class DemoRefused extends Error {}

export const PRODUCTION_REFUSAL =
  'The demo company has accounts with published passwords: it is not made with NODE_ENV=production. Run it with NODE_ENV=development (npm run demo does).';
export const CUSTOMERS_REFUSAL =
  'This database already holds customers: the demo company is made only in an empty database (npm run demo keeps its own, in ./data-demo).';

/** Refuses a production server's configuration and a database that holds a business already. */
export async function refuseUnlessEmpty(db: Database, config: Pick<AppConfig, 'env'>): Promise<void> {
  if (config.env === 'production') throw new DemoRefused(PRODUCTION_REFUSAL);
  if (await holdsCustomers(db)) throw new DemoRefused(CUSTOMERS_REFUSAL);
}
