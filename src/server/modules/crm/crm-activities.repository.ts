import { desc, eq } from 'drizzle-orm';
import type { CrmActivityType } from '#shared/domain/crm.ts';
import type { Database } from '../../db/client.ts';
import { crmActivities } from '../../db/schema/crm.ts';

export type ActivityRow = typeof crmActivities.$inferSelect;

export interface NewActivity {
  leadId: string;
  type: CrmActivityType;
  outcome?: string | null;
  description: string;
  /** The person who acted; null when the system did (an online acceptance). */
  actorId: number | null;
  occurredAt: Date;
}

/**
 * A lead's history. Take the transaction of the change an entry describes, so the change and its
 * entry are stored together or not at all (the conversion writes its 'converted' entry this way).
 */
export function createActivitiesRepository(db: Database) {
  return {
    async insert(activity: NewActivity): Promise<ActivityRow> {
      const [row] = await db
        .insert(crmActivities)
        .values({ ...activity, outcome: activity.outcome ?? null })
        .returning();
      return row!;
    },
    async insertMany(activities: readonly NewActivity[]): Promise<void> {
      if (activities.length === 0) return;
      await db.insert(crmActivities).values(activities.map((a) => ({ ...a, outcome: a.outcome ?? null })));
    },
    /** Newest first; ties (one change writing several entries) in the order they were written, newest first. */
    async listNewest(limit: number, leadId?: string): Promise<ActivityRow[]> {
      return db
        .select()
        .from(crmActivities)
        .where(leadId === undefined ? undefined : eq(crmActivities.leadId, leadId))
        .orderBy(desc(crmActivities.occurredAt), desc(crmActivities.id))
        .limit(limit);
    },
  };
}
export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;
