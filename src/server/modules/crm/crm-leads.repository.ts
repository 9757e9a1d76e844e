import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads } from '../../db/schema/sales.ts';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
/** What the CRM changes on a lead. */
export type LeadChanges = Partial<Pick<LeadRow, 'status' | 'lostReason' | 'priority' | 'nextFollowUpDate'>>;

/** The lead rows the CRM writes (quote forms store theirs through modules/quote). */
export function createCrmLeadsRepository(db: Database) {
  return {
    async insert(row: NewLeadRow): Promise<LeadRow> {
      const [created] = await db.insert(leads).values(row).returning();
      return created!;
    },
    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).limit(1);
      return row !== undefined;
    },
    /** Something was done about the lead (an activity logged): its score's decay starts again (decision 0020). */
    async touch(id: string, at: Date): Promise<void> {
      await db.update(leads).set({ lastTouchedAt: at }).where(eq(leads.id, id));
    },
    /**
     * The lead, locked until the transaction ends: two changes to one lead (or a change and a
     * conversion, which locks it too) take turns, so each sees the other's result.
     */
    async lock(id: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
      return row;
    },
    /** A change by staff also touches the lead: its score's decay starts again (decision 0020). */
    async update(id: string, changes: LeadChanges, at: Date): Promise<LeadRow> {
      const [row] = await db
        .update(leads)
        .set({ ...changes, updatedAt: at, lastTouchedAt: at })
        .where(eq(leads.id, id))
        .returning();
      return row!;
    },
  };
}
