import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rebuildVisitRollups } from '../modules/tracking/visit-rollups.repository.ts';

/**
 * The visitor analytics written in bulk (decision 0044): a year of page visits is too many for the
 * tracker's one-at-a-time path, so they go in as arrays (one statement per batch), then the daily
 * rollups, the first and last sightings and each page's visitors are counted from them exactly as the
 * tracker keeps them (decision 0011), and each blog post's readers from its page's sessions.
 */
export interface VisitRow {
  visitorId: string;
  sessionId: string;
  page: string;
  referrer: string;
  userAgent: string;
  deviceType: 'desktop' | 'mobile' | 'tablet';
  browserName: string;
  country: string;
  city: string;
  visitStart: Date;
  durationSeconds: number | null;
}

export function createAnalyticsVisitsRepository(db: Database) {
  return {
    async insert(rows: readonly VisitRow[]): Promise<void> {
      if (rows.length === 0) return;
      // Each column one array parameter (sql.param: not spread into one parameter per element).
      const column = <K extends keyof VisitRow>(key: K) => sql.param(rows.map((r) => r[key]));
      await db.execute(sql`
        insert into visits (visitor_id, session_id, page, referrer, user_agent, device_type, browser_name, country, city, visit_start, duration_seconds)
        select * from unnest(
          ${column('visitorId')}::text[], ${column('sessionId')}::text[], ${column('page')}::text[], ${column('referrer')}::text[],
          ${column('userAgent')}::text[], ${column('deviceType')}::text[], ${column('browserName')}::text[], ${column('country')}::text[],
          ${column('city')}::text[], ${sql.param(rows.map((r) => r.visitStart.toISOString()))}::timestamptz[], ${column('durationSeconds')}::int[])`);
    },

    /** The rollups, sightings and blog readers, counted from the visits. */
    async countEverything(): Promise<void> {
      await rebuildVisitRollups(db);
      await db.execute(sql`
        insert into blog_post_views (post_id, session_id, created_at)
        select p.id, v.session_id, min(v.visit_start)
        from visits v join blog_posts p on v.page = '/blog/' || p.slug and p.status = 'published'
        group by p.id, v.session_id
        on conflict do nothing`);
      await db.execute(sql`
        update blog_posts p set view_count = (select count(*) from blog_post_views w where w.post_id = p.id)
        where p.status = 'published'`);
    },

    /**
     * Leads of tracked visitors: their page views, return visits and the page they arrived on, counted
     * from the visits as the tracker keeps them, and touched at their visitor's latest visit.
     */
    async recountLeadEngagement(): Promise<void> {
      await db.execute(sql`
        update leads l set
          page_views = e.views,
          return_visits = e.sessions - 1,
          arrival_page = coalesce(l.arrival_page, e.first_page),
          last_touched_at = greatest(l.last_touched_at, e.last_visit)
        from (
          select v.visitor_id, count(*)::int as views, count(distinct v.session_id)::int as sessions, max(v.visit_start) as last_visit,
                 (array_agg(v.page order by v.visit_start, v.id))[1] as first_page
          from visits v where v.visitor_id in (select visitor_id from leads where visitor_id is not null)
          group by v.visitor_id
        ) e
        where l.visitor_id = e.visitor_id`);
    },
  };
}
