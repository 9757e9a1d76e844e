import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * The database's clock during generation (decision 0044). Services write many times through column
 * defaults (`created_at default now()`, the audit trail's `clock_timestamp()`); a story told a year
 * back must have those read the story's moment, not the wall clock. While the story plays, each such
 * default reads a one-row table the generator moves forward; afterwards every default is put back
 * exactly as the migrations wrote it, and the table and function are dropped.
 */

interface TimedDefault {
  table: string;
  column: string;
  /** The default as the catalogue prints it: `now()` or `clock_timestamp()`. */
  expression: string;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function followStoryClock(db: Database, start: Date) {
  await db.execute(sql`create table demo_story_clock (at timestamptz not null)`);
  await db.execute(sql`insert into demo_story_clock (at) values (${start.toISOString()}::timestamptz)`);
  await db.execute(
    sql.raw(`create function demo_story_now() returns timestamptz language sql stable
      as $$ select coalesce((select at from demo_story_clock limit 1), now()) $$`),
  );
  const rows = await db.execute(sql`
    select table_name as "table", column_name as "column", column_default as "expression"
    from information_schema.columns
    where table_schema = current_schema() and data_type like 'timestamp%'
      and column_default in ('now()', 'clock_timestamp()', 'CURRENT_TIMESTAMP')
    order by table_name, column_name`);
  const defaults = rowsOf<TimedDefault>(rows);
  for (const d of defaults) {
    await db.execute(sql.raw(`alter table ${quoted(d.table)} alter column ${quoted(d.column)} set default demo_story_now()`));
  }
  let released = false;
  return {
    /** From now on, rows written take `at` as their time. */
    async set(at: Date): Promise<void> {
      await db.execute(sql`update demo_story_clock set at = ${at.toISOString()}::timestamptz`);
    },
    /** Every default back to the migrations' own; the clock's table and function gone. Safe to call twice. */
    async release(): Promise<void> {
      if (released) return;
      released = true;
      for (const d of defaults) {
        await db.execute(sql.raw(`alter table ${quoted(d.table)} alter column ${quoted(d.column)} set default ${d.expression}`));
      }
      await db.execute(sql`drop function demo_story_now()`);
      await db.execute(sql`drop table demo_story_clock`);
    },
  };
}
export type StoryDatabaseClock = Awaited<ReturnType<typeof followStoryClock>>;
