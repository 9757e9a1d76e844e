import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { firstRowOf } from './rows-of.ts';

/**
 * The one row of an aggregate query as JSON built by the database: counts (bigint) arrive as numbers
 * on both drivers, and PGlite decodes one field instead of one per figure. Name the columns as the
 * caller wants them (`count(*) as "totalUsers"`).
 */
export async function jsonRow<T>(db: Database, query: SQL): Promise<T> {
  const result = await db.execute(sql`select row_to_json(r)::text as "row" from (${query}) r`);
  const text = firstRowOf<{ row: string }>(result)?.row;
  if (!text) throw new Error('An aggregate query answered no row');
  return JSON.parse(text) as T;
}
