import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { leads } from '../../../db/schema/sales.ts';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

/** A lead id as we create them (a random UUID); anything else cannot name a lead, so it is simply not found. */
export function isLeadId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(id);
}

export function createLeadsRepository(db: Database) {
  return {
    async insert(row: NewLeadRow): Promise<LeadRow> {
      const [created] = await db.insert(leads).values(row).returning();
      return created!;
    },
    async findById(id: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
      return row;
    },
    async findByIdempotencyKey(key: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.idempotencyKey, key)).limit(1);
      return row;
    },
    async listNewestFirst(limit: number): Promise<LeadRow[]> {
      return db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit);
    },
  };
}
