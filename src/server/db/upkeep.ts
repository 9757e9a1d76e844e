import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Planner statistics and the visibility map, refreshed: what PostgreSQL's autovacuum does for a server and
 * single-user PGlite never does by itself (decision 0061). Blocks an embedded database while it runs.
 */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}
