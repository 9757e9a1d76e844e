import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { visitors, visits } from '../../db/schema/blog.ts';
import { leads } from '../../db/schema/sales.ts';

export interface VisitorFigures {
  pageViews: number;
  /** Sessions after the first. */
  returnVisits: number;
  /** The first page the visitor ever viewed; null before any view. */
  firstPage: string | null;
  firstSeenAt: Date | null;
}

/** The reads of a lead's journey: the lead, and its visitor's page views (index visits_visitor_start_idx). */
export function createLeadJourneyRepository(db: Database) {
  return {
    async findLead(id: string) {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
      return row;
    },

    async visitorFigures(visitorId: string): Promise<VisitorFigures> {
      const [row] = await db
        .select({
          pageViews: sql<number>`count(*)::int`,
          returnVisits: sql<number>`greatest(count(distinct ${visits.sessionId}) - 1, 0)::int`,
        })
        .from(visits)
        .where(eq(visits.visitorId, visitorId));
      const [first] = await db
        .select({ page: visits.page })
        .from(visits)
        .where(eq(visits.visitorId, visitorId))
        .orderBy(visits.visitStart, visits.id)
        .limit(1);
      const [seen] = await db.select({ at: visitors.firstSeenAt }).from(visitors).where(eq(visitors.visitorId, visitorId)).limit(1);
      return {
        pageViews: row?.pageViews ?? 0,
        returnVisits: row?.returnVisits ?? 0,
        firstPage: first?.page ?? null,
        firstSeenAt: seen?.at ?? null,
      };
    },

    /** Newest first. */
    async newestVisits(visitorId: string, limit: number) {
      return db
        .select({ page: visits.page, at: visits.visitStart, durationSeconds: visits.durationSeconds })
        .from(visits)
        .where(eq(visits.visitorId, visitorId))
        .orderBy(desc(visits.visitStart), desc(visits.id))
        .limit(limit);
    },
  };
}
