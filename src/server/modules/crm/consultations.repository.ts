import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consultationRequests } from '../../db/schema/sales.ts';

export type ConsultationRow = typeof consultationRequests.$inferSelect;

export function createConsultationsRepository(db: Database) {
  return {
    /** Stores the request unless the lead has one; answers the stored row only when this call stored it. */
    async insertOnce(row: { leadId: string; preferredDays: string[]; preferredTimes: string[] }): Promise<ConsultationRow | undefined> {
      const [created] = await db.insert(consultationRequests).values(row).onConflictDoNothing().returning();
      return created;
    },
    async findByLead(leadId: string): Promise<ConsultationRow | undefined> {
      const [row] = await db.select().from(consultationRequests).where(eq(consultationRequests.leadId, leadId)).limit(1);
      return row;
    },
    async findForLeads(leadIds: readonly string[]): Promise<ConsultationRow[]> {
      if (leadIds.length === 0) return [];
      return db
        .select()
        .from(consultationRequests)
        .where(inArray(consultationRequests.leadId, [...leadIds]));
    },
  };
}
