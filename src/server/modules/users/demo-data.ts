import type { Database } from '../../db/client.ts';
import { hashPassword } from '../accounts/secrets.ts';
import { createUsersRepository } from '../accounts/users.repository.ts';

/**
 * The demo company's admin (`npm run demo`, decision 0044): a published password, so the seed that
 * makes it refuses to run with NODE_ENV=production.
 */
export const DEMO_ADMIN = {
  username: 'demo.admin',
  password: 'demo-admin-2026',
  email: 'demo.admin@twinpinescleaning.example',
  firstName: 'Morgan',
  lastName: 'Dahl',
  phone: '(612) 555-0166',
  position: 'Office Manager',
};

/** Development accounts with published passwords: never created by `npm start`. */
export const DEMO_ACCOUNTS = [
  {
    username: 'demo.employee',
    password: 'demo-employee-2026',
    email: 'demo.employee@twinpinescleaning.example',
    firstName: 'Erin',
    lastName: 'Lindqvist',
    phone: '(612) 555-0177',
    role: 'employee' as const,
    position: 'Lead Cleaner',
    department: 'Operations',
    hourlyRate: '22.50',
    hireDate: '2024-03-04',
  },
  {
    username: 'demo.customer',
    password: 'demo-customer-2026',
    // The conversion of the demo company's lead names the account after the e-mail: demo.customer.
    email: 'demo.customer@northloop-offices.example',
    firstName: 'Chris',
    lastName: 'Halvorsen',
    phone: '(612) 555-0188',
    role: 'customer' as const,
    companyName: 'North Loop Offices LLC',
  },
];

/** Idempotent: existing demo accounts are left as they are. */
export async function seedDemoData(db: Database): Promise<string[]> {
  const repo = createUsersRepository(db);
  const out: string[] = [];
  for (const { password, ...account } of DEMO_ACCOUNTS) {
    if (await repo.findByLogin(account.username, false)) {
      out.push(`${account.username}: already present`);
      continue;
    }
    await repo.insert({ ...account, passwordHash: await hashPassword(password) });
    out.push(`${account.username} (${account.role}) created with password ${password}`);
  }
  return out;
}
