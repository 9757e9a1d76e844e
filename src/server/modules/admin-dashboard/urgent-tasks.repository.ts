import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonRow } from '../../db/json-row.ts';
import { overdueActionWhere } from '../inspections/inspections-read.repository.ts';
import { openStatuses } from './open-leads.repository.ts';

export interface UrgentCounts {
  overdueFollowUps: number;
  /** Of those, late by more than 7 days or of a high-priority lead. */
  urgentFollowUps: number;
  oldestFollowUp: string | null;
  unassignedBookings: number;
  /** Of those, starting within 24 hours. */
  unassignedWithinDay: number;
  overdueInvoices: number;
  overdueCents: number;
  /** Of those, more than 30 days past due. */
  longOverdueInvoices: number;
  failedNotifications: number;
  openProblemReports: number;
  /** The newest finished backup's error when it failed (decision 0029), else null. */
  backupError: string | null;
  /** Plans accepted online waiting for an admin to confirm their start (decision 0033). */
  plansToStart: number;
  /** Walk-throughs held for the office to confirm after a call, their hold still running (decision 0041). */
  walkThroughsToConfirm: number;
  /** Plan visits in the short-crew window with someone assigned but fewer than the plan's crew size (decision 0043). */
  shortCrews: number;
  /** Of those, starting within 24 hours. */
  shortCrewsWithinDay: number;
  /** Open corrective actions past their due time (decision 0045). */
  overdueActions: number;
  /** The earliest due of those (by due time, then id): its site's name and title, for a lone one's text. */
  firstOverdueAction: { siteName: string; title: string } | null;
}

/** Eight counts and the last backup's outcome, each over an index (leads by status, bookings by start (twice), invoices by status and due date, outbox by status, plans by status, backups by start, open corrective actions by due time). */
export function createUrgentTasksRepository(db: Database) {
  return {
    async counts(at: {
      now: Date;
      today: string;
      weekAgo: string;
      monthAgo: string;
      in24h: Date;
      in48h: Date;
      shortCrewUntil: Date;
    }): Promise<UrgentCounts> {
      const now = at.now.toISOString();
      return jsonRow<UrgentCounts>(
        db,
        sql`select
          f.n as "overdueFollowUps", f.urgent as "urgentFollowUps", f.oldest as "oldestFollowUp",
          u.n as "unassignedBookings", u.soon as "unassignedWithinDay",
          s.n as "shortCrews", s.soon as "shortCrewsWithinDay",
          i.n as "overdueInvoices", i.cents as "overdueCents", i.old as "longOverdueInvoices",
          (select count(*) from notifications where status = 'failed') as "failedNotifications",
          (select count(*) from problem_reports where status = 'open') as "openProblemReports",
          (select count(*) from service_plans where status = 'pending_start') as "plansToStart",
          (select count(*) from bookings b join booking_requests r on r.booking_id = b.id
            where b.status = 'pending' and b.held_until > ${now}
              and r.confirm_by = 'office') as "walkThroughsToConfirm", -- the visitor confirms an e-mail hold (decision 0041)
          (select case when status = 'failed' then coalesce(error, 'Unknown error') end from backups
            where status <> 'running' order by started_at desc, id desc limit 1) as "backupError",
          (select count(*) from corrective_actions a where ${overdueActionWhere(at.now)}) as "overdueActions",
          (select json_build_object('siteName', s.name, 'title', a.title) from corrective_actions a join sites s on s.id = a.site_id
            where ${overdueActionWhere(at.now)} order by a.due_at, a.id limit 1) as "firstOverdueAction"
        from
          (select count(*) as n,
                  count(*) filter (where next_follow_up_date < ${at.weekAgo} or priority = 'high') as urgent,
                  to_char(min(next_follow_up_date), 'YYYY-MM-DD') as oldest
             from leads where status in (${openStatuses}) and next_follow_up_date < ${at.today}) f,
          (select count(*) as n, count(*) filter (where b.scheduled_start < ${at.in24h.toISOString()}) as soon
             from bookings b
            where b.status = 'confirmed' and b.scheduled_start >= ${now} and b.scheduled_start < ${at.in48h.toISOString()}
              and b.source <> 'scheduling' -- a walk-through takes no crew (decision 0041)
              and not exists (select 1 from booking_assignments ba where ba.booking_id = b.id)) u,
          (select count(*) as n, count(*) filter (where b.scheduled_start < ${at.in24h.toISOString()}) as soon
             from bookings b
             join service_plans p on p.id = b.service_plan_id
             cross join lateral (select count(*) as people from booking_assignments ba where ba.booking_id = b.id) a
            where b.status = 'confirmed' and b.scheduled_start >= ${now} and b.scheduled_start < ${at.shortCrewUntil.toISOString()}
              and a.people > 0 and a.people < p.crew_size) s,
          (select count(*) as n, coalesce(sum(amount_cents), 0)::float8 as cents,
                  count(*) filter (where due_date < ${at.monthAgo}) as old
             from invoices where status = 'pending' and due_date < ${at.today}) i`,
      );
    },
  };
}
