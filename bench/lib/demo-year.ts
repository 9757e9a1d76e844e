import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows-of.ts';
import { generateDemoCompany } from '../../src/server/demo/generate-demo.ts';
import { DEMO_SIZES } from '../../src/server/demo/demo-size.ts';
import { DEMO_ADMIN } from '../../src/server/modules/users/demo-data.ts';
import { BENCH_PORTAL_PASSWORD } from './bench-world.ts';
import { busiestSite } from './three-years.ts';

export interface DemoYear {
  dataDir: string;
  seconds: number;
  admin: { username: string; password: string };
  sites: number;
  /** The site with the most punches: its page is the heaviest. */
  site: { id: number; name: string; punches: number };
  inspections: number;
  /** The customer whose sites have the most inspections: their Reports tab is the heaviest. */
  customer: { username: string; password: string; inspections: number };
  /** The employee with the most assignments: their portal is the heaviest. */
  employee: { username: string; password: string; assignments: number };
}

let made: Promise<DemoYear> | undefined;

/** The demo year, made once per run for every section that measures on it (dropDemoYear removes it). */
export function sharedDemoYear(): Promise<DemoYear> {
  made ??= demoYear();
  return made;
}

export async function dropDemoYear(): Promise<void> {
  if (!made) return;
  const year = await made.catch(() => undefined);
  if (year) rmSync(year.dataDir, { recursive: true, force: true });
  made = undefined;
}

/**
 * The demo year itself (issues 33 and 34 name their targets on it): the generator at the size `npm run demo`
 * serves (60 customers, 15 employees, a year) with every active site inspected each of the twelve months (the
 * demo itself inspects the last six), in a throwaway data directory, every account with the bench's password.
 */
async function demoYear(): Promise<DemoYear> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-demo-year-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  let made = false;
  try {
    const result = await generateDemoCompany(database.db, loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }), {
      size: { ...DEMO_SIZES.demo, inspectedMonths: 12 },
      sharedPassword: BENCH_PORTAL_PASSWORD,
      progress: () => {},
    });
    const [{ sites } = { sites: 0 }] = rowsOf<{ sites: number }>(await database.db.execute(sql`select count(*)::int as sites from sites`));
    const site = await busiestSite(database.db);
    const [{ inspections } = { inspections: 0 }] = rowsOf<{ inspections: number }>(
      await database.db.execute(sql`select count(*)::int as inspections from inspections`),
    );
    const [customer] = rowsOf<{ username: string; inspections: number }>(
      await database.db.execute(sql`
        select u.username, count(*)::int as inspections from inspections i
        join sites s on s.id = i.site_id join users u on u.id = s.customer_id
        group by u.id order by count(*) desc, u.id limit 1`),
    );
    if (!customer) throw new Error('No site was inspected: nothing to measure the Reports tab on.');
    const [employee] = rowsOf<{ username: string; assignments: number }>(
      await database.db.execute(sql`
        select u.username, count(*)::int as assignments from booking_assignments a
        join bookings b on b.id = a.booking_id join users u on u.id = a.employee_id
        where b.status <> 'cancelled' group by u.id order by count(*) desc, u.id limit 1`),
    );
    if (!employee) throw new Error('No visit has a crew: nothing to measure the employee portal on.');
    made = true;
    return {
      dataDir,
      seconds: result.seconds,
      admin: { username: DEMO_ADMIN.username, password: BENCH_PORTAL_PASSWORD },
      sites,
      site,
      inspections,
      customer: { ...customer, password: BENCH_PORTAL_PASSWORD },
      employee: { ...employee, password: BENCH_PORTAL_PASSWORD },
    };
  } finally {
    await database.close();
    // A year half made is of no use to anyone: its directory goes (the caller removes a whole one when done).
    if (!made) rmSync(dataDir, { recursive: true, force: true });
  }
}
