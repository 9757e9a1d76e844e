import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows-of.ts';

/** 52 weeks: a copy keeps its weekday, so every punch's timesheet week (a Sunday) stays a Sunday. */
const YEAR_OF_WEEKS_DAYS = 364;

export interface ThreeYears {
  dataDir: string;
  /** Completed visits and punches in the copy, across the three years. */
  visits: number;
  punches: number;
  /** The site with the most punches: the heaviest site page and monthly figures. */
  site: { id: number; name: string; punches: number };
}

/**
 * Issue 34's "monthly figures over 3 years of punches": a copy of the bench world (a year of operations)
 * whose last year of completed plan visits and their punches is repeated one and two years (52 and 104
 * weeks) earlier, so every site carries three years of punches. Rows are copied column by column as the
 * world has them (the table's own columns, read from the catalogue), so the copy follows the schema.
 * Invoices are not repeated: the figures' cost is in the punches. The world itself is left as it was.
 */
export async function threeYearsOf(worldDataDir: string): Promise<ThreeYears> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-three-years-'));
  cpSync(worldDataDir, dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const { db } = database;
    const columnsOf = async (table: string) =>
      rowsOf<{ name: string }>(
        await db.execute(sql`
          select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table} and is_identity = 'NO' and is_generated = 'NEVER'
          order by ordinal_position`),
      ).map((c) => c.name);
    const bookingColumns = await columnsOf('bookings');
    const entryColumns = await columnsOf('time_entries');
    const shifted = (columns: string[], overrides: Record<string, string>, alias: string) =>
      columns.map((c) => overrides[c] ?? `${alias}.${c}`).join(', ');

    for (const years of [1, 2]) {
      const days = YEAR_OF_WEEKS_DAYS * years;
      const mark = `bench-3y-${years}:`;
      // A visit already on the record at the copy's date (the first weeks of the world) keeps its place.
      await db.execute(
        sql.raw(`
          insert into bookings (${bookingColumns.join(', ')})
          select ${shifted(
            bookingColumns,
            {
              scheduled_start: `b.scheduled_start - interval '${days} days'`,
              plan_occurrence: `b.plan_occurrence - ${days}`,
              completed_at: `b.completed_at - interval '${days} days'`,
              notes: `'${mark}' || b.id`,
            },
            'b',
          )}
          from bookings b
          where b.status = 'completed' and b.service_plan_id is not null and b.notes not like 'bench-3y-%'
            and b.scheduled_start > now() - interval '${YEAR_OF_WEEKS_DAYS} days'
          on conflict do nothing`),
      );
      await db.execute(
        sql.raw(`
          insert into time_entries (${entryColumns.join(', ')})
          select ${shifted(
            entryColumns,
            {
              booking_id: 'copy.id',
              clock_in: `e.clock_in - interval '${days} days'`,
              clock_out: `e.clock_out - interval '${days} days'`,
              week_start: `e.week_start - ${days}`,
            },
            'e',
          )}
          from time_entries e
          join bookings copy on copy.notes = '${mark}' || e.booking_id
          where e.clock_out is not null`),
      );
    }
    await db.execute(sql`analyze`);
    const [counts] = rowsOf<{ visits: number; punches: number }>(
      await db.execute(sql`
        select (select count(*)::int from bookings where status = 'completed') as visits,
               (select count(*)::int from time_entries) as punches`),
    );
    return { dataDir, visits: counts!.visits, punches: counts!.punches, site: await busiestSite(db) };
  } finally {
    await database.close();
  }
}

/** The site with the most punches: its page and its months are the heaviest to read. */
export async function busiestSite(db: Database): Promise<{ id: number; name: string; punches: number }> {
  const [site] = rowsOf<{ id: number; name: string; punches: number }>(
    await db.execute(sql`
      select s.id, s.name, count(*)::int as punches from time_entries e
      join bookings b on b.id = e.booking_id join sites s on s.id = b.site_id
      group by s.id order by count(*) desc, s.id limit 1`),
  );
  if (!site) throw new Error('No site has punches: nothing to measure a site page on.');
  return site;
}
