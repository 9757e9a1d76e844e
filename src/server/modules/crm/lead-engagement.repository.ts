import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { visits } from '../../db/schema/blog.ts';
import { leads } from '../../db/schema/sales.ts';

type LeadRow = typeof leads.$inferSelect;

/** A visit of the lead's visitor touches the lead at most once an hour: a browsing session is one sign of life. */
export const VISIT_TOUCH_INTERVAL_MS = 3_600_000;

// The lead's visitor's figures, read in the statement that stores them (correlated on the lead's own visitor id).
const pageViews = sql<number>`(select count(*)::int from ${visits} where ${visits.visitorId} = ${leads.visitorId})`;
const returnVisits = sql<number>`(select greatest(count(distinct ${visits.sessionId}) - 1, 0)::int from ${visits} where ${visits.visitorId} = ${leads.visitorId})`;
const firstPage = sql<
  string | null
>`(select ${visits.page} from ${visits} where ${visits.visitorId} = ${leads.visitorId} order by ${visits.visitStart}, ${visits.id} limit 1)`;

/**
 * What a lead keeps of its visitor's engagement (decision 0020): page views, return visits, the page
 * the visitor arrived on, PDF downloads, and when the lead was last touched. Kept on the lead so the
 * lead list reads a score without touching the visits.
 */
export function createLeadEngagementRepository(db: Database) {
  return {
    /** A new lead that carries a visitor id: that visitor's page views so far and the first page they saw. */
    async linkVisitor(leadId: string): Promise<LeadRow> {
      const [row] = await db.update(leads).set({ pageViews, returnVisits, arrivalPage: firstPage }).where(eq(leads.id, leadId)).returning();
      return row!;
    },

    /**
     * In the transaction that stores a page view: the leads of that visitor (usually none, one index
     * probe) recount its page views and sessions and are touched if they were last touched over an
     * hour before `at`. The arrival page is filled in if the lead came before any recorded visit.
     */
    async visitorViewedPage(visitorId: string, at: Date): Promise<void> {
      const touchedBefore = new Date(at.getTime() - VISIT_TOUCH_INTERVAL_MS);
      await db
        .update(leads)
        .set({
          pageViews,
          returnVisits,
          arrivalPage: sql`coalesce(${leads.arrivalPage}, ${firstPage})`,
          lastTouchedAt: sql`case when ${leads.lastTouchedAt} < ${touchedBefore} then ${at}::timestamptz else ${leads.lastTouchedAt} end`,
        })
        .where(eq(leads.visitorId, visitorId));
    },

    /** The lead's quote or agreement PDF was served (to someone not signed in as staff). */
    async countPdfDownload(leadId: string): Promise<void> {
      await db
        .update(leads)
        .set({ pdfDownloads: sql`${leads.pdfDownloads} + 1` })
        .where(eq(leads.id, leadId));
    },
  };
}
