import { sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../db/client.ts';
import { crmActivities } from '../db/schema/crm.ts';
import { numberSequences } from '../db/schema/numbering.ts';
import { leads } from '../db/schema/sales.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * Many leads at once (the bench's 10,000, decision 0044): the rows the quote and CRM services would
 * store, numbered on from each year's quote sequence and written with it, so references stay gap-free.
 */
export function createBulkLeadsRepository(db: Database) {
  return {
    /** The last quote number handed out per year. */
    async lastNumbers(): Promise<Map<number, number>> {
      const rows = rowsOf<{ year: number; last: number }>(
        await db.execute(sql`select year, last_number as last from number_sequences where series = 'quote'`),
      );
      return new Map(rows.map((r) => [Number(r.year), Number(r.last)]));
    },

    async insert(
      rows: ReadonlyArray<typeof leads.$inferInsert>,
      activities: ReadonlyArray<typeof crmActivities.$inferInsert>,
      numbers: ReadonlyMap<number, number>,
    ): Promise<void> {
      await inTransaction(db, async (tx) => {
        for (let i = 0; i < rows.length; i += 250) await tx.insert(leads).values(rows.slice(i, i + 250));
        for (let i = 0; i < activities.length; i += 1_000) await tx.insert(crmActivities).values(activities.slice(i, i + 1_000));
        for (const [year, lastNumber] of numbers) {
          await tx
            .insert(numberSequences)
            .values({ series: 'quote', year, lastNumber })
            .onConflictDoUpdate({ target: [numberSequences.series, numberSequences.year], set: { lastNumber } });
        }
      });
    },
  };
}
