import { sql } from 'drizzle-orm';
import { vacuumAnalyze } from '../db/upkeep.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/**
 * What the generator made, counted from the database (decision 0044): the progress lines print it,
 * and the tests compare two runs of one seed by it.
 */
export interface DemoCounts {
  customers: number;
  employees: number;
  sites: number;
  plans: number;
  visits: number;
  completedVisits: number;
  cancelledVisits: number;
  walkThroughs: number;
  timeEntries: number;
  farPunches: number;
  trips: number;
  approvedWeeks: number;
  invoices: number;
  paidInvoices: number;
  voidInvoices: number;
  invoicedCents: number;
  paidCents: number;
  ratings: number;
  problems: number;
  openProblems: number;
  leads: number;
  crmActivities: number;
  contactMessages: number;
  visitorVisits: number;
  blogDrafts: number;
  contentRuns: number;
  notificationsSent: number;
  notificationsFailed: number;
  securityEvents: number;
  auditEvents: number;
}

export async function countDemo(db: Database): Promise<DemoCounts> {
  const answer = await db.execute(sql`select
    (select count(*) from users where role = 'customer')::int as customers,
    (select count(*) from users where role = 'employee')::int as employees,
    (select count(*) from sites)::int as sites,
    (select count(*) from service_plans)::int as plans,
    (select count(*) from bookings where source <> 'scheduling')::int as visits,
    (select count(*) from bookings where source <> 'scheduling' and status = 'completed')::int as "completedVisits",
    (select count(*) from bookings where source <> 'scheduling' and status = 'cancelled')::int as "cancelledVisits",
    (select count(*) from bookings where source = 'scheduling')::int as "walkThroughs",
    (select count(*) from time_entries)::int as "timeEntries",
    (select count(*) from time_entries where far_from_site)::int as "farPunches",
    (select count(*) from mileage_logs)::int as trips,
    (select count(*) from timesheet_weeks where status = 'approved')::int as "approvedWeeks",
    (select count(*) from invoices)::int as invoices,
    (select count(*) from invoices where status = 'paid')::int as "paidInvoices",
    (select count(*) from invoices where status = 'void')::int as "voidInvoices",
    (select coalesce(sum(amount_cents), 0) from invoices where status <> 'void')::int as "invoicedCents",
    (select coalesce(sum(amount_cents), 0) from invoices where status = 'paid')::int as "paidCents",
    (select count(*) from visit_ratings)::int as ratings,
    (select count(*) from problem_reports)::int as problems,
    (select count(*) from problem_reports where status = 'open')::int as "openProblems",
    (select count(*) from leads)::int as leads,
    (select count(*) from crm_activities)::int as "crmActivities",
    (select count(*) from contact_messages)::int as "contactMessages",
    (select count(*) from visits)::int as "visitorVisits",
    (select count(*) from blog_posts where status = 'draft')::int as "blogDrafts",
    (select count(*) from content_runs)::int as "contentRuns",
    (select count(*) from notifications where status = 'sent')::int as "notificationsSent",
    (select count(*) from notifications where status = 'failed')::int as "notificationsFailed",
    (select count(*) from security_events)::int as "securityEvents",
    (select count(*) from audit_events)::int as "auditEvents"`);
  return rowsOf<DemoCounts>(answer)[0]!;
}

/** The few figures the story's progress lines show (cheap: no count over the visitor analytics). */
export async function countStory(db: Database): Promise<{ customers: number; visits: number; invoices: number; leads: number }> {
  const answer = await db.execute(sql`select
    (select count(*) from users where role = 'customer')::int as customers,
    (select count(*) from bookings)::int as visits,
    (select count(*) from invoices)::int as invoices,
    (select count(*) from leads)::int as leads`);
  return rowsOf<{ customers: number; visits: number; invoices: number; leads: number }>(answer)[0]!;
}

/**
 * After the bulk writes: planner statistics, so the first reads choose their indexes, and the
 * visibility map, so counts over an index (visitors of the month, a page's visitors, leads by
 * status) read the index alone instead of every row's page. PostgreSQL's autovacuum does both for
 * a live business; the embedded database has none, and a year written in minutes is never vacuumed.
 */
export async function analyzeAll(db: Database): Promise<void> {
  await vacuumAnalyze(db);
}
