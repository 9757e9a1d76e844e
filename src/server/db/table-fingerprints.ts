import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { rowsOf } from './rows-of.ts';

export interface TableFingerprint {
  table: string;
  rows: number;
  /** md5 of every row's text, in a fixed order: equal tables give equal checksums. */
  checksum: string;
}

/**
 * Every table of the app's schemas (public and drizzle's migration journal) with its row count and a
 * checksum of its contents: what `npm run restore` reports and what the backup test compares.
 */
export async function tableFingerprints(db: Database): Promise<TableFingerprint[]> {
  const tables = await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
    order by table_schema, table_name`);
  const result: TableFingerprint[] = [];
  for (const t of rowsOf<{ schema: string; name: string }>(tables)) {
    const id = sql.identifier(t.schema);
    const name = sql.identifier(t.name);
    const answer = await db.execute(sql`
      select count(*)::int as rows, coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as checksum
      from ${id}.${name} r`);
    const [row] = rowsOf<{ rows: number; checksum: string }>(answer);
    result.push({ table: `${t.schema}.${t.name}`, rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? '' });
  }
  return result;
}
