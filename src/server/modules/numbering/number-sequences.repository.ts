import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { numberSequences } from '../../db/schema/numbering.ts';

export type NumberSeries = 'quote' | 'invoice';

/**
 * The next number of a series in a year. Call it inside the transaction that stores the
 * numbered record: the row lock makes concurrent callers wait their turn, and a rollback
 * gives the number back, so the numbers run without gaps.
 */
export async function takeNextNumber(tx: Database, series: NumberSeries, year: number): Promise<number> {
  const [row] = await tx
    .insert(numberSequences)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.series, numberSequences.year],
      set: { lastNumber: sql`${numberSequences.lastNumber} + 1` },
    })
    .returning({ number: numberSequences.lastNumber });
  return row!.number;
}
