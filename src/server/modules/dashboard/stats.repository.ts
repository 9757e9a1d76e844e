import { sql } from 'drizzle-orm';
import { openLeadStatuses } from '#shared/domain/crm.ts';
import { ON_TIME_GRACE_MINUTES } from '#shared/domain/dashboard.ts';
import type { LeadStatus } from '#shared/contracts/quote/leads.ts';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { jsonRow } from '../../db/json-row.ts';
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
}

/** Score facts shared by `leads` open leads (each capped where more changes nothing). */
export interface OpenLeadGroup {
  fit: number;
  status: LeadStatus;
  daysInactive: number;
  arrivalPage: string | null;
  pageViews: number;
  returnVisits: number;
  pdfDownloads: number;
  leads: number;
}

/** Beyond these, more of a fact adds nothing to the score (derived from lead-score.ts's constants). */
export interface ScoreCaps {
  days: number;
  pageViews: number;
  returnVisits: number;
  pdfDownloads: number;
}

const openStatuses = sql.join(
  openLeadStatuses.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * The figures of GET /api/admin/dashboard-stats, each a count or sum in the database over an
 * indexed range (users by role, invoices by paid_at, bookings by start or completion, leads by status).
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
               where te.clock_out is null and te.booking_id is not null and b.status <> 'cancelled'
             union
             select b.id from bookings b
               where b.status = 'confirmed' and b.scheduled_start <= ${now}
                 and b.scheduled_start > ${now}::timestamptz - interval '1 day'
                 and b.scheduled_start + b.duration_minutes * interval '1 minute' > ${now}
           ) active) as "activeJobs",
          (select count(*) from bookings
             where scheduled_start >= ${w.todayFrom.toISOString()} and scheduled_start < ${w.tomorrowFrom.toISOString()}
               and status <> 'cancelled') as "todayScheduledJobs",
          l.leads, l."wonLeads",
          j."completedJobs", j."ratedJobs", j."ratingSum", j."onTimeJobs"
        from
          (select count(*) filter (where is_active) as "totalUsers",
                  count(*) filter (where is_active and role = 'customer') as "activeCustomers",
                  count(*) filter (where is_active and role = 'employee') as employees,
                  count(*) filter (where created_at >= ${w.monthFrom.toISOString()} and created_at <= ${now}) as "createdThisMonth",
                  count(*) filter (where created_at < ${w.monthFrom.toISOString()}) as "createdBefore"
             from users) u,
          (select count(*) as leads, count(*) filter (where status = 'won') as "wonLeads" from leads) l,
          (select count(*) as "completedJobs",
                  count(vr.rating) as "ratedJobs",
                  coalesce(sum(vr.rating), 0) as "ratingSum",
                  count(*) filter (where (
                    select min(te.clock_in) from time_entries te where te.booking_id = b.id and te.source = 'clock'
                  ) <= b.scheduled_start + ${ON_TIME_GRACE_MINUTES} * interval '1 minute') as "onTimeJobs"
             from bookings b left join visit_ratings vr on vr.booking_id = b.id
             where b.status = 'completed' and b.completed_at > ${w.jobsFrom.toISOString()} and b.completed_at <= ${now}) j`,
      );
    },

    /**
     * The open leads' score facts, grouped: leads whose facts give the same score (lead-score.ts caps
     * each engagement kind and decay, so page views past the cap or weeks past full decay change
     * nothing) come back as one row with their count. A few hundred rows instead of one per lead.
     */
    async openLeadGroups(now: Date, caps: ScoreCaps): Promise<OpenLeadGroup[]> {
      return jsonRows<OpenLeadGroup>(
        db,
        sql`select lead_score as fit, status,
                   least(${caps.days}, greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - last_touched_at)) / 86400)))::int as "daysInactive",
                   arrival_page as "arrivalPage",
                   least(page_views, ${caps.pageViews}) as "pageViews",
                   least(return_visits, ${caps.returnVisits}) as "returnVisits",
                   least(pdf_downloads, ${caps.pdfDownloads}) as "pdfDownloads",
                   count(*)::int as leads
              from leads where status in (${openStatuses})
             group by 1, 2, 3, 4, 5, 6, 7`,
        sql`1`,
      );
    },
  };
}
