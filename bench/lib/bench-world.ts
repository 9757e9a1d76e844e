import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { generateDemoCompany } from '../../src/server/demo/generate-demo.ts';
import { DEMO_SIZES } from '../../src/server/demo/demo-size.ts';
import type { DemoCounts } from '../../src/server/demo/demo-summary.repository.ts';
import { DEMO_ADMIN } from '../../src/server/modules/users/demo-data.ts';

/**
 * The bench's world (issue 31): the demo company's generator at its bench size (200 customers, 40
 * employees, a year of operations, 10,000 more leads, a million page visits), made once in a
 * throwaway data directory and shared by every section that needs a business. One source of fake
 * data: the demo, the end-to-end tests and the bench tell the same story. Every account signs in
 * with BENCH_PORTAL_PASSWORD (the portals are measured as their busiest customer and employee).
 */
export const BENCH_PORTAL_PASSWORD = 'bench portal password 2026';

export interface BenchWorld {
  dataDir: string;
  seconds: number;
  counts: DemoCounts;
  admin: { username: string; password: string };
  /** The customer with the most visits and the employee with the most assignments: the portals' heaviest reads. */
  customer: { username: string; visits: number };
  employee: { username: string; assignments: number };
}

let made: Promise<BenchWorld> | undefined;

/**
 * The world, made on first use (BENCH_VISITS and BENCH_LEADS shrink it for a quick look). With
 * BENCH_WORLD_DIR, a world kept there by an earlier run is copied instead of made again (minutes saved on
 * each run while tuning a query), and a world made now is kept there for the next run.
 */
export function benchWorld(): Promise<BenchWorld> {
  made ??= keptWorld() ?? makeWorld().then(keepWorld);
  return made;
}

const keptDir = process.env['BENCH_WORLD_DIR'];

function keptWorld(): Promise<BenchWorld> | undefined {
  if (!keptDir || !existsSync(path.join(keptDir, 'world.json'))) return undefined;
  const world = JSON.parse(readFileSync(path.join(keptDir, 'world.json'), 'utf8')) as BenchWorld;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-world-'));
  cpSync(path.join(keptDir, 'data'), dataDir, { recursive: true });
  console.log(`\nThe bench world kept in ${keptDir} (made in ${world.seconds.toFixed(1)} s by an earlier run), copied.`);
  return Promise.resolve({ ...world, dataDir });
}

function keepWorld(world: BenchWorld): BenchWorld {
  if (keptDir) {
    mkdirSync(keptDir, { recursive: true });
    cpSync(world.dataDir, path.join(keptDir, 'data'), { recursive: true });
    writeFileSync(path.join(keptDir, 'world.json'), JSON.stringify(world));
  }
  return world;
}

export async function dropBenchWorld(): Promise<void> {
  if (!made) return;
  const world = await made.catch(() => undefined);
  if (world) rmSync(world.dataDir, { recursive: true, force: true });
  made = undefined;
}

async function makeWorld(): Promise<BenchWorld> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-world-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    console.log('\nMaking the bench world (the demo company at bench size), a line per part:');
    const result = await generateDemoCompany(database.db, loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }), {
      size: {
        ...DEMO_SIZES.bench,
        analyticsVisits: Number(process.env['BENCH_VISITS'] ?? DEMO_SIZES.bench.analyticsVisits),
        bulkLeads: Number(process.env['BENCH_LEADS'] ?? DEMO_SIZES.bench.bulkLeads),
      },
      sharedPassword: BENCH_PORTAL_PASSWORD,
      progress: (line) => console.log(`  ${line}`),
    });
    const first = <T>(answer: unknown) => ((answer as { rows?: T[] }).rows ?? (answer as T[]))[0]!;
    const customer = first<{ username: string; visits: number }>(
      await database.db.execute(sql`
        select u.username, count(*)::int as visits from bookings b join users u on u.id = b.customer_id
        where b.status <> 'cancelled' group by u.id order by count(*) desc, u.id limit 1`),
    );
    const employee = first<{ username: string; assignments: number }>(
      await database.db.execute(sql`
        select u.username, count(*)::int as assignments from booking_assignments a
        join bookings b on b.id = a.booking_id join users u on u.id = a.employee_id
        where b.status <> 'cancelled' group by u.id order by count(*) desc, u.id limit 1`),
    );
    return {
      dataDir,
      seconds: result.seconds,
      counts: result.counts,
      admin: { username: DEMO_ADMIN.username, password: BENCH_PORTAL_PASSWORD },
      customer,
      employee,
    };
  } finally {
    await database.close();
  }
}
