import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.ts';
import { firstRowOf } from './rows-of.ts';

/**
 * The rows of `query` as one JSON text built by the database and parsed here once.
 *
 * PGlite hands each field of each row to JavaScript on its own (a copy and a decode apiece), so a
 * list of a few hundred rows costs more to hand over than to find: a portal's year of visits spent
 * about half its time there (issue 13, step 20). One text field costs one `JSON.parse`. Use it for
 * the long lists of the portals, with plain Drizzle selects everywhere else.
 *
 * Name each column of `query` as the caller wants it (`b.service_type as "serviceType"`); `orderBy`
 * orders the list (json_agg keeps no order of its own), written against those names as `r."name"`.
 * Values arrive as PostgreSQL writes JSON: timestamps as text ('2026-08-27T03:45:00+00:00', turn
 * them into Dates), dates as 'YYYY-MM-DD', integers as numbers, arrays as arrays.
 */
export async function jsonRows<T>(db: Database, query: SQL, orderBy: SQL): Promise<T[]> {
  const result = await db.execute(sql`select coalesce(json_agg(r order by ${orderBy}), '[]')::text as "rows" from (${query}) r`);
  const text = firstRowOf<{ rows: string }>(result)?.rows;
  return text ? (JSON.parse(text) as T[]) : [];
}
