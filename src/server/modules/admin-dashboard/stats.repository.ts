import { sql } from 'drizzle-orm';
import { CITY_PAGE_PATTERN, DECAY, ENGAGEMENT } from '../crm/lead-score.ts';
import { ON_TIME_GRACE_MINUTES } from '#shared/domain/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { jsonRow } from '../../db/json-row.ts';
import { openStatuses } from './open-leads.repository.ts';
import type { Windows } from './windows.ts';

export interface StatsRow {
  totalUsers: number;
  activeCustomers: number;
  employees: number;
  createdThisMonth: number;
  createdBefore: number;
  revenueCents: number;
  lastMonthSameSpanCents: number;
  activeJobs: number;
  todayScheduledJobs: number;
  leads: number;
  wonLeads: number;
  completedJobs: number;
  ratedJobs: number;
  ratingSum: number;
  onTimeJobs: number;
  /** The open leads and their mean current score (null without open leads), read in the same pass over leads. */
  openLeads: number;
  meanScore: number | null;
}

/**
 * The open leads' mean CURRENT score: lead-score.ts's effectiveLeadScore (fit + capped engagement -
 * weekly decay, held to 0-100) written as SQL from the same constants, so 10,000 leads are one
 * aggregate rather than 10,000 rows scored in JavaScript (decision 0021). The integration tests
 * hold both to the same answers. Per row it stays cheap: the regular expression runs only on the
 * arrivals that start with /cities/ (most leads have none), the days in float8 rather than numeric.
 */
function currentScore(now: Date) {
  const E = ENGAGEMENT;
  const D = DECAY;
  const days = sql`floor(date_part('epoch', ${now.toISOString()}::timestamptz - last_touched_at) / 86400)`;
  const arrivalPath = sql`split_part(split_part(coalesce(arrival_page, ''), '?', 1), '#', 1)`;
  const engagement = sql`least(${E.max},
      least(${E.pageViewsMax}, page_views * ${E.perPageView})
    + case when arrival_page ilike '/cities/%' and ${arrivalPath} ~* ${CITY_PAGE_PATTERN} then ${E.cityArrival} else 0 end
    + least(${E.returnVisitsMax}, return_visits * ${E.perReturnVisit})
    + least(${E.pdfDownloadsMax}, pdf_downloads * ${E.perPdfDownload}))`;
  const decay = sql`least(${D.max}, floor(greatest(0, ${days} - ${D.graceDays}) / 7) * ${D.perWeek})`;
  return sql`least(100, greatest(0, lead_score + ${engagement} - ${decay}))`;
}

/**
 * The figures of GET /api/admin/dashboard-stats, each a count or sum in the database over an
 * indexed range (users by role, invoices by paid_at, bookings by start or completion, leads by status),
 * in one statement: the open leads' score comes from the same pass over leads as their counts (decision 0062).
 */
export function createStatsRepository(db: Database) {
  return {
    async figures(w: Windows): Promise<StatsRow> {
      const now = w.now.toISOString();
      return jsonRow<StatsRow>(
        db,
        sql`select
          u."totalUsers", u."activeCustomers", u.employees, u."createdThisMonth", u."createdBefore",
          (select coalesce(sum(amount_cents), 0)::float8 from invoices
             where status = 'paid' and paid_at >= ${w.monthFrom.toISOString()} and paid_at <= ${now}) as "revenueCents",
          (select coalesce(sum(amount_cents), 0)::float8 from invoices
             where status = 'paid' and paid_at >= ${w.lastMonthFrom.toISOString()} and paid_at <= ${w.lastMonthSameSpanEnd.toISOString()}
               and paid_at < ${w.monthFrom.toISOString()}) as "lastMonthSameSpanCents",
          (select count(*) from (
             select te.booking_id from time_entries te join bookings b on b.id = te.booking_id
               where te.clock_out is null and te.booking_id is not null and b.status <> 'cancelled' and b.source <> 'scheduling'
             union
             select b.id from bookings b
               where b.status = 'confirmed' and b.source <> 'scheduling' and b.scheduled_start <= ${now}
                 and b.scheduled_start > ${now}::timestamptz - interval '1 day'
                 and b.scheduled_start + b.duration_minutes * interval '1 minute' > ${now}
           ) active) as "activeJobs",
          (select count(*) from bookings
             where scheduled_start >= ${w.todayFrom.toISOString()} and scheduled_start < ${w.tomorrowFrom.toISOString()}
               and status <> 'cancelled' and source <> 'scheduling') as "todayScheduledJobs",
          l.leads, l."wonLeads", l."openLeads", l."meanScore",
          j."completedJobs", j."ratedJobs", j."ratingSum", j."onTimeJobs"
        from
          (select count(*) filter (where is_active) as "totalUsers",
                  count(*) filter (where is_active and role = 'customer') as "activeCustomers",
                  count(*) filter (where is_active and role = 'employee') as employees,
                  count(*) filter (where created_at >= ${w.monthFrom.toISOString()} and created_at <= ${now}) as "createdThisMonth",
                  count(*) filter (where created_at < ${w.monthFrom.toISOString()}) as "createdBefore"
             from users) u,
          (select count(*) as leads, count(*) filter (where status = 'won') as "wonLeads",
                  count(*) filter (where status in (${openStatuses}))::int as "openLeads",
                  (avg(${currentScore(w.now)}) filter (where status in (${openStatuses})))::float8 as "meanScore"
             from leads) l,
          (select count(*) as "completedJobs",
                  count(vr.rating) as "ratedJobs",
                  coalesce(sum(vr.rating), 0) as "ratingSum",
                  count(*) filter (where (
                    select min(te.clock_in) from time_entries te where te.booking_id = b.id and te.source = 'clock'
                  ) <= b.scheduled_start + ${ON_TIME_GRACE_MINUTES} * interval '1 minute') as "onTimeJobs"
             from bookings b left join visit_ratings vr on vr.booking_id = b.id
             where b.status = 'completed' and b.source <> 'scheduling'
               and b.completed_at > ${w.jobsFrom.toISOString()} and b.completed_at <= ${now}) j`,
      );
    },
  };
}
