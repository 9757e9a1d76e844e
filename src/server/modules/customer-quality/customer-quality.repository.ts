import { inArray, sql } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { ON_TIME_GRACE_MINUTES } from '#shared/domain/dashboard.ts';
import { defaultScoreTargetPercent } from '#shared/domain/inspections.ts';
import type { Database } from '../../db/client.ts';
import { firstRowOf, rowsOf } from '../../db/rows-of.ts';
import { sites } from '../../db/schema/customers.ts';
import { problemReports } from '../../db/schema/feedback.ts';
import { failedItemSql } from '../inspections/inspections-read.repository.ts';
import { priceInForce } from '../sites/plan-price.repository.ts';
import { correctiveActions, inspectionItems, inspectionPhotos, inspections, siteInspectionSettings } from '../../db/schema/inspections.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings, servicePlans } from '../../db/schema/operations.ts';
import { timeEntries } from '../../db/schema/time.ts';

/** One of today's visits as the database worked it out (instants as Dates). */
export interface LiveVisitRow {
  bookingId: number;
  siteName: string | null;
  serviceType: string;
  scheduledStart: Date;
  scheduledEnd: Date;
  status: 'scheduled' | 'on_site' | 'finished';
  arrivedAt: Date | null;
  finishedAt: Date | null;
  minutesOnSite: number | null;
  crewOnSite: number;
  crewCount: number;
}

export interface InspectionSummaryRow {
  id: number;
  siteId: number;
  siteName: string;
  inspectedAt: Date;
  inspectorName: string;
  scorePercent: number | null;
  targetPercent: number;
  failedItems: number;
  actions: number;
  actionsFixed: number;
}

export interface SiteChoiceRow {
  id: number;
  name: string;
  targetPercent: number;
  reportEmail: boolean;
}

export interface ReportRecipient {
  email: string;
  name: string;
  isActive: boolean;
  reportEmail: boolean;
}

/** A figure as measured: null while there is nothing to measure it on. */
export interface Measured {
  value: number | null;
  basis: number;
}

const iso = (at: Date) => at.toISOString();
const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));

/**
 * The customer side of quality (decision 0046): every figure is one aggregate in the database over the
 * caller's own rows. Time entries are read for their times only: no location column is selected.
 */
export function createCustomerQualityRepository(db: Database) {
  return {
    /**
     * The customer's visits starting in [from, to) that are not cancelled or pending, earliest first,
     * with where each stands at `now`: the crew's first clock-in, whether anyone is still clocked in,
     * and the last clock-out. A visit marked completed that nobody punched is finished at its completion.
     */
    async visitsBetween(customerId: number, from: Date, to: Date, now: Date): Promise<LiveVisitRow[]> {
      const result = await db.execute(sql`
        select v.*,
          case when v."finishedAt" is null and v."arrivedAt" is not null
               then floor(extract(epoch from (${iso(now)}::timestamptz - v."arrivedAt")) / 60)::int
               when v."arrivedAt" is not null
               then floor(extract(epoch from (v."finishedAt" - v."arrivedAt")) / 60)::int end as "minutesOnSite"
        from (
          select b.id as "bookingId", s.name as "siteName", b.service_type as "serviceType",
            b.scheduled_start as "scheduledStart",
            b.scheduled_start + b.duration_minutes * interval '1 minute' as "scheduledEnd",
            case when t.open_people > 0 then 'on_site'
                 when t.people > 0 or b.status = 'completed' then 'finished'
                 else 'scheduled' end as status,
            t.first_in as "arrivedAt",
            case when t.open_people > 0 then null
                 when t.people > 0 then t.last_out
                 when b.status = 'completed' then b.completed_at end as "finishedAt",
            coalesce(t.open_people, 0)::int as "crewOnSite",
            coalesce(t.people, 0)::int as "crewCount"
          from ${bookings} b
          left join ${sites} s on s.id = b.site_id
          left join lateral (
            select min(te.clock_in) as first_in, max(te.clock_out) as last_out,
              count(distinct te.employee_id) as people,
              count(distinct te.employee_id) filter (where te.clock_out is null) as open_people
            from ${timeEntries} te where te.booking_id = b.id and te.clock_in <= ${iso(now)}::timestamptz
          ) t on true
          where b.customer_id = ${customerId} and b.status in ('confirmed', 'completed')
            and b.scheduled_start >= ${iso(from)}::timestamptz and b.scheduled_start < ${iso(to)}::timestamptz
        ) v
        order by v."scheduledStart", v."bookingId"`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        bookingId: Number(row['bookingId']),
        siteName: (row['siteName'] as string | null) ?? null,
        serviceType: String(row['serviceType']),
        scheduledStart: new Date(row['scheduledStart'] as string | Date),
        scheduledEnd: new Date(row['scheduledEnd'] as string | Date),
        status: row['status'] as LiveVisitRow['status'],
        arrivedAt: dateOrNull(row['arrivedAt']),
        finishedAt: dateOrNull(row['finishedAt']),
        minutesOnSite: row['minutesOnSite'] === null ? null : Number(row['minutesOnSite']),
        crewOnSite: Number(row['crewOnSite']),
        crewCount: Number(row['crewCount']),
      }));
    },

    /**
     * Service quality: the mean score (percent, 1 decimal) of the inspections of the customer's sites
     * in [from, to), each inspection counting once; and the target they were scored against (their
     * mean), or without inspections the customer's active sites' current targets (85 by default).
     */
    async inspectionScore(customerId: number, from: Date, to: Date): Promise<Measured & { target: number }> {
      const row = firstRowOf<{
        value: string | number | null;
        basis: number;
        target: string | number | null;
        siteTarget: string | number | null;
      }>(
        await db.execute(sql`
          select round(avg(i.score_percent), 1) as value, count(i.id)::int as basis,
            round(avg(i.target_percent), 1) as target,
            (select round(avg(coalesce(sis.score_target_percent, ${defaultScoreTargetPercent})), 1)
               from ${sites} s2 left join ${siteInspectionSettings} sis on sis.site_id = s2.id
               where s2.customer_id = ${customerId} and s2.is_active) as "siteTarget"
          from ${inspections} i
          join ${sites} s on s.id = i.site_id
          where s.customer_id = ${customerId} and i.score_percent is not null
            and i.inspected_at >= ${iso(from)}::timestamptz and i.inspected_at < ${iso(to)}::timestamptz`),
      );
      const basis = Number(row?.basis ?? 0);
      const target = row?.target ?? row?.siteTarget;
      return {
        value: basis === 0 || row?.value === null || row?.value === undefined ? null : Number(row.value),
        basis,
        target: target === null || target === undefined ? defaultScoreTargetPercent : Number(target),
      };
    },

    /**
     * On-time arrival: of the customer's visits starting in [from, to) that the crew punched in on (a
     * clock-in, not a typed entry), the percentage (1 decimal) whose first clock-in came by the start
     * plus ON_TIME_GRACE_MINUTES.
     */
    async onTime(customerId: number, from: Date, to: Date): Promise<Measured> {
      const row = firstRowOf<{ punched: number; onTime: number }>(
        await db.execute(sql`
          select count(*)::int as punched,
            count(*) filter (where f.first_in <= f.scheduled_start + ${ON_TIME_GRACE_MINUTES} * interval '1 minute')::int as "onTime"
          from (
            select b.scheduled_start,
              (select min(te.clock_in) from ${timeEntries} te where te.booking_id = b.id and te.source = 'clock') as first_in
            from ${bookings} b
            where b.customer_id = ${customerId} and b.status in ('confirmed', 'completed')
              and b.scheduled_start >= ${iso(from)}::timestamptz and b.scheduled_start < ${iso(to)}::timestamptz
          ) f
          where f.first_in is not null`),
      );
      const punched = Number(row?.punched ?? 0);
      return { value: punched === 0 ? null : Math.round((Number(row?.onTime ?? 0) * 1000) / punched) / 10, basis: punched };
    },

    /**
     * Issue resolution: of the problems the customer reported in [from, to) that were fixed, the median
     * hours (2 decimals) from the report to its fix: the earliest of the admin's resolution and the
     * crew's closing (or the verification) of the corrective action it became.
     */
    async resolution(customerId: number, from: Date, to: Date): Promise<Measured> {
      const row = firstRowOf<{ value: string | number | null; basis: number }>(
        await db.execute(sql`
          select round((percentile_cont(0.5) within group (order by f.hours))::numeric, 2) as value, count(*)::int as basis
          from (
            select extract(epoch from (least(pr.resolved_at, ca.closed_at, ca.verified_at) - pr.created_at)) / 3600 as hours
            from ${problemReports} pr
            left join ${correctiveActions} ca on ca.problem_report_id = pr.id
            where pr.customer_id = ${customerId}
              and pr.created_at >= ${iso(from)}::timestamptz and pr.created_at < ${iso(to)}::timestamptz
              and coalesce(pr.resolved_at, ca.closed_at, ca.verified_at) is not null
          ) f`),
      );
      const basis = Number(row?.basis ?? 0);
      return { value: basis === 0 || row?.value === null || row?.value === undefined ? null : Number(row.value), basis };
    },

    /**
     * Hourly rate: over the whole Minnesota months in [from, to), each month of each of the customer's
     * plans with hours on site counts its price in force that month once (an accepted raise, decision 0047); the rate is those prices over those
     * hours (the crew's closed time on the plan's completed visits of the month), dollars, 2 decimals.
     * `basis` is the hours (2 decimals).
     */
    async hourlyRate(customerId: number, from: Date, to: Date): Promise<Measured> {
      const row = firstRowOf<{ cents: string | number | null; minutes: string | number | null }>(
        await db.execute(sql`
          select sum(${priceInForce(sql`m.id`, sql`m.own_price_cents`, sql`(m.month || '-01')::date`)})::float8 as cents,
            sum(m.minutes)::float8 as minutes
          from (
            select p.id, to_char(b.scheduled_start at time zone ${COMPANY_TIME_ZONE}, 'YYYY-MM') as month,
              min(p.monthly_price_cents) as own_price_cents, sum(te.worked_minutes) as minutes
            from ${servicePlans} p
            join ${bookings} b on b.service_plan_id = p.id and b.status = 'completed'
            join ${timeEntries} te on te.booking_id = b.id and te.clock_out is not null
            where p.customer_id = ${customerId}
              and b.scheduled_start >= ${iso(from)}::timestamptz and b.scheduled_start < ${iso(to)}::timestamptz
            group by p.id, month
            having sum(te.worked_minutes) > 0
          ) m`),
      );
      const minutes = Number(row?.minutes ?? 0);
      if (!minutes) return { value: null, basis: 0 };
      const hours = minutes / 60;
      return { value: Math.round(Number(row?.cents ?? 0) / hours) / 100, basis: Math.round(hours * 100) / 100 };
    },

    /**
     * The customer's inspections in [from, to), newest first (at most `limit`): site, inspector, score
     * against its target, how many items failed, how many corrective actions it made and how many
     * of those are fixed. No location column is read.
     */
    async inspectionSummaries(customerId: number, from: Date, to: Date, limit: number): Promise<InspectionSummaryRow[]> {
      const result = await db.execute(sql`
        select i.id, i.site_id as "siteId", s.name as "siteName", i.inspected_at as "inspectedAt",
          coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username) as "inspectorName",
          i.score_percent as "scorePercent", i.target_percent as "targetPercent",
          (select count(*)::int from ${inspectionItems} it where it.inspection_id = i.id and ${failedItemSql('it', 'i')}) as "failedItems",
          coalesce(a.actions, 0)::int as actions, coalesce(a.fixed, 0)::int as "actionsFixed"
        from ${inspections} i
        join ${sites} s on s.id = i.site_id
        join ${users} u on u.id = i.inspector_id
        left join lateral (
          select count(*) as actions, count(*) filter (where ca.status <> 'open') as fixed
          from ${inspectionItems} it join ${correctiveActions} ca on ca.inspection_item_id = it.id
          where it.inspection_id = i.id
        ) a on true
        where s.customer_id = ${customerId}
          and i.inspected_at >= ${iso(from)}::timestamptz and i.inspected_at < ${iso(to)}::timestamptz
        order by i.inspected_at desc, i.id desc
        limit ${limit}`);
      return rowsOf<Record<string, unknown>>(result).map((row) => ({
        id: Number(row['id']),
        siteId: Number(row['siteId']),
        siteName: String(row['siteName']),
        inspectedAt: new Date(row['inspectedAt'] as string | Date),
        inspectorName: String(row['inspectorName']),
        scorePercent: row['scorePercent'] === null ? null : Number(row['scorePercent']),
        targetPercent: Number(row['targetPercent']),
        failedItems: Number(row['failedItems']),
        actions: Number(row['actions']),
        actionsFixed: Number(row['actionsFixed']),
      }));
    },

    /** The customer's active sites with their inspection target and report e-mail choice (the defaults without settings). */
    async customerSites(customerId: number, siteId?: number): Promise<SiteChoiceRow[]> {
      const result = await db.execute(sql`
        select s.id, s.name, coalesce(sis.score_target_percent, ${defaultScoreTargetPercent})::int as "targetPercent",
          coalesce(sis.report_email, true) as "reportEmail"
        from ${sites} s left join ${siteInspectionSettings} sis on sis.site_id = s.id
        where s.customer_id = ${customerId} and (s.is_active or ${siteId ?? null}::int is not null)
          ${siteId === undefined ? sql`` : sql`and s.id = ${siteId}`}
        order by s.name, s.id`);
      return rowsOf<SiteChoiceRow>(result).map((row) => ({
        id: Number(row.id),
        name: String(row.name),
        targetPercent: Number(row.targetPercent),
        reportEmail: Boolean(row.reportEmail),
      }));
    },

    /** Sets a site's report e-mail choice, keeping its other settings (a site without a row gets the defaults). */
    async setReportEmail(siteId: number, reportEmail: boolean): Promise<void> {
      await db
        .insert(siteInspectionSettings)
        .values({ siteId, reportEmail })
        .onConflictDoUpdate({ target: siteInspectionSettings.siteId, set: { reportEmail, updatedAt: sql`now()` } });
    },

    /** Who a site's inspection reports go to, and whether they want them. */
    async reportRecipient(siteId: number): Promise<ReportRecipient | undefined> {
      return firstRowOf<ReportRecipient>(
        await db.execute(sql`
          select u.email, coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username) as name,
            u.is_active as "isActive", coalesce(sis.report_email, true) as "reportEmail"
          from ${sites} s join ${users} u on u.id = s.customer_id
          left join ${siteInspectionSettings} sis on sis.site_id = s.id
          where s.id = ${siteId}`),
      );
    },

    /** The stored photos among `ids` (for the PDF): where each is kept and its type. */
    async photos(ids: readonly string[]): Promise<Array<{ id: string; storageKey: string; contentType: string }>> {
      if (ids.length === 0) return [];
      return db
        .select({ id: inspectionPhotos.id, storageKey: inspectionPhotos.storageKey, contentType: inspectionPhotos.contentType })
        .from(inspectionPhotos)
        .where(inArray(inspectionPhotos.id, [...ids]));
    },
  };
}
export type CustomerQualityRepository = ReturnType<typeof createCustomerQualityRepository>;
