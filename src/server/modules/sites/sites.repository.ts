import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { addDays, zonedInstant } from '#shared/domain/company-time.ts';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { SiteDetail, SiteMarginSettings, SiteMonth, SiteSummary, SiteVisit } from '#shared/contracts/sites.ts';
import type { Database } from '../../db/client.ts';
import { jsonRow } from '../../db/json-row.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { sites } from '../../db/schema/customers.ts';
import { servicePlans } from '../../db/schema/operations.ts';
import { siteMarginSettings } from '../../db/schema/settings.ts';
import { priceInForce } from './plan-price.repository.ts';

/** The pricing model's labour figures the costs use (decision 0047): the wage of the bid and the burden on every wage. */
export interface LaborRates {
  /** Dollars per hour: the bid's wage, and the pay of an employee without an hourly rate. */
  baseWage: number;
  /** Employer cost on wages (taxes, insurance, paid leave...) as a share: 0.25. */
  laborBurden: number;
}

/** Minnesota days (from inclusive, to exclusive) and the instants that bound them. */
export interface DayWindow {
  from: string;
  to: string;
  fromAt: Date;
  toAt: Date;
}

export type SiteParts = Pick<SiteDetail, 'customer' | 'plans' | 'invoices' | 'balanceCents' | 'problems'>;

const ZONE = sql.raw(`'${COMPANY_TIME_ZONE}'`);

/**
 * The visits of `where` with their bid hours and closed punches (decision 0047). `doneOnly`: only visits
 * done (completed, or with a closed punch), cancelled ones never. Per visit:
 * - bid_hours: the plan's hours set by an admin, else the quote's labour hours per session, else the
 *   plan's visit minutes x crew size; a one-off without a plan: its booked duration;
 * - worked_minutes: the closed punches attached to it (an open punch counts once it is closed);
 * - wage_minutes: each punch's minutes x its employee's hourly rate (the bid's wage when none is set).
 * The punches' sums are the visit's row of `visit_labor`, which triggers keep (migration 0033): no punch is read.
 */
function visitsWith(where: SQL, rates: LaborRates, doneOnly: boolean): SQL {
  const visits = sql`select b.id, b.site_id, b.scheduled_start, b.status, b.service_plan_id, b.duration_minutes
    from bookings b where b.status <> 'cancelled' and ${where}`;
  // Each plan's bid hours read once (its quote's result is a large JSON document), not once per visit.
  return sql`with vb as materialized (${visits}),
    pb as materialized (select p.id,
        coalesce(p.bid_hours_per_visit, (l.result->'laborCosts'->>'totalLaborHoursPerSession')::numeric,
          p.visit_minutes * p.crew_size / 60.0) as bid_hours
      from service_plans p left join leads l on l.id = p.lead_id
      where p.id in (select vb.service_plan_id from vb))
    select b.id, b.site_id, b.scheduled_start, b.status,
      (b.scheduled_start at time zone ${ZONE})::date as day,
      case when b.service_plan_id is null then b.duration_minutes / 60.0 else pb.bid_hours end as bid_hours,
      coalesce(w.worked_minutes, 0) as worked_minutes,
      coalesce(w.rated_wage_minutes + w.unrated_minutes * ${rates.baseWage}::numeric, 0) as wage_minutes,
      coalesce(w.punches, 0) as punches
    from vb b
    left join pb on pb.id = b.service_plan_id
    left join visit_labor w on w.booking_id = b.id
    ${doneOnly ? sql`where b.status = 'completed' or w.punches > 0` : sql``}`;
}

/**
 * The figures of decision 0047 from sums: bid hours, worked and wage minutes, revenue cents. `loaded` is
 * 1 + the burden. Rounded here only: hours to 2 decimals, percents to 1, money to the cent.
 */
function figures(bid: SQL, minutes: SQL, wageMinutes: SQL, revenue: SQL, rates: LaborRates, prefix = ''): SQL {
  const loaded = sql`(1 + ${rates.laborBurden}::numeric)`;
  const actualCents = sql`round(${wageMinutes} / 60.0 * ${loaded} * 100)`;
  const name = (n: string) => sql.raw(`"${prefix}${n}"`);
  const cents = sql`round((${revenue})::numeric)`;
  return sql`round(${bid}, 2) as ${name('hoursBid')},
    round(${minutes} / 60.0, 2) as ${name('hoursWorked')},
    case when ${bid} > 0 then round((${minutes} / 60.0 - ${bid}) / ${bid} * 100, 1) end as ${name('variancePercent')},
    round(${bid} * ${rates.baseWage}::numeric * ${loaded} * 100)::int as ${name('laborCostPricedCents')},
    ${actualCents}::int as ${name('laborCostActualCents')},
    ${cents}::int as ${name('revenueCents')},
    case when ${cents} > 0 then round((${cents} - ${actualCents}) / ${cents} * 100, 1) end as ${name('grossMarginPercent')}`;
}

/**
 * The Minnesota day each site's loss was last accepted (`acceptedOn` of an audited `accept-loss`, decision 0047):
 * the over-hours run counts only whole weeks that start on or after it.
 */
function lossAcceptedDays(): SQL {
  return sql`select e.entity_id::int as site_id, max((e.after->>'acceptedOn')::date) as day
    from audit_events e where e.entity = 'site' and e.action = 'accept-loss' group by e.entity_id`;
}

/** The first instant whose visits can count in the over-hours run: the start of its oldest week. */
function runStartAt(thisWeek: string, settings: SiteMarginSettings): Date {
  return zonedInstant(addDays(thisWeek, -7 * settings.overHoursWeeks));
}

/**
 * The over-hours run of decision 0047, the one statement of the flag's rule, as rows (site_id, weeks)
 * for every site (or one), read from the visits done in a CTE named `v` (reaching back to `runStartAt`).
 * Counting back from the week before `thisWeek` (a Sunday), the whole weeks in a row whose worked hours
 * exceeded their bid hours by more than `overHoursPercent`, up to `overHoursWeeks`; the run stops at a
 * week without bid hours (no visit done) and at the weeks before the site's loss was last accepted.
 * A site is flagged when `weeks` reaches `overHoursWeeks`.
 */
function overHoursRun(thisWeek: string, settings: SiteMarginSettings, siteId?: number): SQL {
  const weeks = sql`${settings.overHoursWeeks}::int`;
  return sql`select s.id as site_id,
      coalesce(min(g.k) filter (where wk.bid is null or wk.bid <= 0 or wk.worked <= wk.bid * (1 + ${settings.overHoursPercent}::numeric / 100)
          or ${thisWeek}::date - 7 * g.k < la.day), ${weeks} + 1) - 1 as weeks
    from sites s cross join generate_series(1, ${weeks}) g(k)
    left join (select v.site_id, (${thisWeek}::date - v.day + 6) / 7 as k, sum(v.bid_hours) as bid, sum(v.worked_minutes) / 60.0 as worked
        from v where v.day >= ${thisWeek}::date - 7 * ${weeks} and v.day < ${thisWeek}::date group by 1, 2) wk
      on wk.site_id = s.id and wk.k = g.k
    left join (${lossAcceptedDays()}) la on la.site_id = s.id
    ${siteId === undefined ? sql`` : sql`where s.id = ${siteId}`}
    group by s.id`;
}

export function createSitesRepository(db: Database) {
  return {
    /**
     * Bid against actual per month, `window.from` to `window.to` (first days, `to` excluded), of one site or,
     * without `siteId`, of the whole company (every visit done; the monthly financial report and the Analytics
     * tab): visits by their Minnesota month, plan invoices by the month they bill, one-off lines by their
     * visit's month. One statement however many months.
     */
    async months(window: DayWindow, rates: LaborRates, siteId?: number): Promise<SiteMonth[]> {
      const range = sql`b.scheduled_start >= ${window.fromAt.toISOString()} and b.scheduled_start < ${window.toAt.toISOString()}`;
      const ofSite = (column: SQL) => (siteId === undefined ? sql`true` : sql`${column} = ${siteId}`);
      const v = visitsWith(sql`${ofSite(sql`b.site_id`)} and ${range}`, rates, true);
      const query = sql`with v as (${v}),
        vm as (select to_char(v.day, 'YYYY-MM') as month, count(*) as visits, sum(v.bid_hours) as bid,
          sum(v.worked_minutes) as minutes, sum(v.wage_minutes) as wage_minutes from v group by 1),
        rm as (select x.month, sum(x.cents) as cents from (
            select to_char(i.period_month, 'YYYY-MM') as month, i.amount_cents as cents
            from invoices i join service_plans p on p.id = i.service_plan_id
            where ${ofSite(sql`p.site_id`)} and i.status <> 'void' and i.period_month >= ${window.from}::date and i.period_month < ${window.to}::date
            union all
            select to_char((b.scheduled_start at time zone ${ZONE})::date, 'YYYY-MM'), li.amount_cents
            from invoice_lines li join invoices i on i.id = li.invoice_id join bookings b on b.id = li.booking_id
            where ${ofSite(sql`b.site_id`)} and not li.voided and i.status <> 'void' and ${range}
          ) x group by x.month),
        m as (select to_char(g, 'YYYY-MM') as month from generate_series(${window.from}::date, ${window.to}::date - 1, interval '1 month') g)
        select m.month, coalesce(vm.visits, 0)::int as "visitsDone",
          ${figures(sql`coalesce(vm.bid, 0)`, sql`coalesce(vm.minutes, 0)`, sql`coalesce(vm.wage_minutes, 0)`, sql`coalesce(rm.cents, 0)`, rates)}
        from m left join vm on vm.month = m.month left join rm on rm.month = m.month`;
      return jsonRows<SiteMonth>(db, query, sql`r."month"`);
    },

    /**
     * Every site (or one) with its windows' figures and its over-hours streak: the whole weeks back from
     * `thisWeek` (a Sunday, excluded) whose worked hours exceeded the bid by more than the setting's
     * percent, counted back until a week that did not (a week without visits done breaks it).
     */
    async summaries(
      at: { fourWeeks: DayWindow; threeMonths: DayWindow; thisWeek: string; thisMonth: string },
      settings: SiteMarginSettings,
      rates: LaborRates,
      siteId?: number,
    ): Promise<SiteSummary[]> {
      const { fourWeeks: w4, threeMonths: m3 } = at;
      const fromAt = w4.fromAt < m3.fromAt ? w4.fromAt : m3.fromAt;
      const runFromAt = runStartAt(at.thisWeek, settings);
      const streakFromAt = runFromAt < fromAt ? runFromAt : fromAt;
      const toAt = w4.toAt > m3.toAt ? w4.toAt : m3.toAt;
      const siteFilter = siteId === undefined ? sql`b.site_id is not null` : sql`b.site_id = ${siteId}`;
      const ofSite = (column: SQL) => (siteId === undefined ? sql`` : sql`and ${column} = ${siteId}`);
      const v = visitsWith(
        sql`${siteFilter} and b.scheduled_start >= ${streakFromAt.toISOString()} and b.scheduled_start < ${toAt.toISOString()}`,
        rates,
        true,
      );
      const in4 = sql`v.day >= ${w4.from}::date and v.day < ${w4.to}::date`;
      const in3 = sql`v.day >= ${m3.from}::date and v.day < ${m3.to}::date`;
      const share = (from: string, to: string) =>
        sql`greatest(0, least((i.period_month + interval '1 month')::date, ${to}::date) - greatest(i.period_month, ${from}::date))::numeric
          / ((i.period_month + interval '1 month')::date - i.period_month)`;
      const window = (name: string, bid: string, minutes: string, visits: string) =>
        sql`json_build_object('visitsDone', coalesce(a.${sql.raw(visits)}, 0),
          'hoursBid', f.${sql.raw(`"${name}hoursBid"`)}, 'hoursWorked', f.${sql.raw(`"${name}hoursWorked"`)},
          'bidHoursPerVisit', case when a.${sql.raw(visits)} > 0 then round(a.${sql.raw(bid)} / a.${sql.raw(visits)}, 2) end,
          'workedHoursPerVisit', case when a.${sql.raw(visits)} > 0 then round(a.${sql.raw(minutes)} / 60.0 / a.${sql.raw(visits)}, 2) end,
          'variancePercent', f.${sql.raw(`"${name}variancePercent"`)},
          'laborCostPricedCents', f.${sql.raw(`"${name}laborCostPricedCents"`)},
          'laborCostActualCents', f.${sql.raw(`"${name}laborCostActualCents"`)},
          'revenueCents', f.${sql.raw(`"${name}revenueCents"`)},
          'grossMarginPercent', f.${sql.raw(`"${name}grossMarginPercent"`)})`;
      const query = sql`with v as (${v}),
        a as (select v.site_id,
            count(*) filter (where ${in4}) as v4, sum(v.bid_hours) filter (where ${in4}) as b4,
            sum(v.worked_minutes) filter (where ${in4}) as m4, sum(v.wage_minutes) filter (where ${in4}) as g4,
            count(*) filter (where ${in3}) as v3, sum(v.bid_hours) filter (where ${in3}) as b3,
            sum(v.worked_minutes) filter (where ${in3}) as m3, sum(v.wage_minutes) filter (where ${in3}) as g3
          from v group by v.site_id),
        streak as (${overHoursRun(at.thisWeek, settings, siteId)}),
        rv as (select x.site_id, sum(x.r4) as r4, sum(x.r3) as r3 from (
            select p.site_id, i.amount_cents * ${share(w4.from, w4.to)} as r4, i.amount_cents * ${share(m3.from, m3.to)} as r3
            from invoices i join service_plans p on p.id = i.service_plan_id
            where i.status <> 'void' and i.period_month < ${m3.to > w4.to ? m3.to : w4.to}::date
              and i.period_month >= (${m3.from < w4.from ? m3.from : w4.from}::date - interval '1 month')
              ${siteId === undefined ? sql`` : sql`and p.site_id = ${siteId}`}
            union all
            select b.site_id,
              case when (b.scheduled_start at time zone ${ZONE})::date >= ${w4.from}::date and (b.scheduled_start at time zone ${ZONE})::date < ${w4.to}::date then li.amount_cents else 0 end,
              case when (b.scheduled_start at time zone ${ZONE})::date >= ${m3.from}::date and (b.scheduled_start at time zone ${ZONE})::date < ${m3.to}::date then li.amount_cents else 0 end
            from invoice_lines li join invoices i on i.id = li.invoice_id join bookings b on b.id = li.booking_id
            where not li.voided and i.status <> 'void' and ${siteFilter}
              and b.scheduled_start >= ${fromAt.toISOString()} and b.scheduled_start < ${toAt.toISOString()}
          ) x group by x.site_id),
        pl as (select distinct on (p.site_id) p.* from service_plans p where p.status <> 'ended' ${ofSite(sql`p.site_id`)}
          order by p.site_id, (p.status = 'active') desc, p.starts_on desc, p.id desc),
        crew as (select pc.service_plan_id,
            json_agg(json_build_object('id', u.id, 'name', concat_ws(' ', u.first_name, u.last_name)) order by u.first_name, u.id) as list
          from plan_crew pc join users u on u.id = pc.employee_id where pc.service_plan_id in (select pl.id from pl) group by pc.service_plan_id),
        iq as (select distinct on (i.site_id) i.site_id, i.score_percent as score from inspections i
          where i.score_percent is not null ${ofSite(sql`i.site_id`)} order by i.site_id, i.inspected_at desc, i.id desc),
        pr as (select b.site_id, count(*) as n from problem_reports r join bookings b on b.id = r.booking_id
          where r.status = 'open' ${ofSite(sql`b.site_id`)} group by b.site_id)
        select s.id, s.name, s.address, s.is_active as "isActive",
          json_build_object('id', c.id, 'name', coalesce(c.company_name, concat_ws(' ', c.first_name, c.last_name), c.username)) as customer,
          case when pl.id is null then null else json_build_object('id', pl.id, 'status', pl.status, 'frequency', pl.frequency,
            'monthlyPriceCents', ${priceInForce(sql`pl.id`, sql`pl.monthly_price_cents`, at.thisMonth)}, 'squareFootage', pl.square_footage) end as plan,
          coalesce(crew.list, '[]'::json) as crew,
          ${window('w4', 'b4', 'm4', 'v4')} as "lastFourWeeks",
          ${window('m3', 'b3', 'm3', 'v3')} as "lastThreeMonths",
          coalesce(st.weeks, 0)::int as "overHoursWeeks",
          coalesce(st.weeks, 0) >= ${settings.overHoursWeeks}::int as flagged,
          iq.score as "qualityScorePercent",
          coalesce(pr.n, 0)::int as "openProblems"
        from sites s
        join users c on c.id = s.customer_id
        left join a on a.site_id = s.id
        left join rv on rv.site_id = s.id
        left join streak st on st.site_id = s.id
        cross join lateral (select
          ${figures(sql`coalesce(a.b4, 0)`, sql`coalesce(a.m4, 0)`, sql`coalesce(a.g4, 0)`, sql`coalesce(rv.r4, 0)`, rates, 'w4')},
          ${figures(sql`coalesce(a.b3, 0)`, sql`coalesce(a.m3, 0)`, sql`coalesce(a.g3, 0)`, sql`coalesce(rv.r3, 0)`, rates, 'm3')}) f
        left join pl on pl.site_id = s.id
        left join crew on crew.service_plan_id = pl.id
        left join iq on iq.site_id = s.id
        left join pr on pr.site_id = s.id
        ${siteId === undefined ? sql`` : sql`where s.id = ${siteId}`}`;
      return jsonRows<SiteSummary>(db, query, sql`r."name", r."id"`);
    },

    /** The sites flagged now (decision 0047): only the weeks of the run, no money. Names in order. */
    async flagged(thisWeek: string, settings: SiteMarginSettings): Promise<Array<{ id: number; name: string }>> {
      const v = visitsWith(
        sql`b.site_id is not null and b.scheduled_start >= ${runStartAt(thisWeek, settings).toISOString()}
          and b.scheduled_start < ${zonedInstant(thisWeek).toISOString()}`,
        { baseWage: 0, laborBurden: 0 },
        true,
      );
      const query = sql`with v as (${v}), run as (${overHoursRun(thisWeek, settings)})
        select s.id, s.name from sites s join run on run.site_id = s.id where run.weeks >= ${settings.overHoursWeeks}::int`;
      return jsonRows<{ id: number; name: string }>(db, query, sql`r."name", r."id"`);
    },

    /** A site's visits from `fromAt` until `toAt` (not cancelled), newest first, with bid and worked hours. */
    async visits(siteId: number, fromAt: Date, toAt: Date, rates: LaborRates): Promise<SiteVisit[]> {
      const v = visitsWith(
        sql`b.site_id = ${siteId} and b.scheduled_start >= ${fromAt.toISOString()} and b.scheduled_start < ${toAt.toISOString()}`,
        rates,
        false,
      );
      const query = sql`select v.id, v.scheduled_start as "scheduledStart", v.status, round(v.bid_hours, 2) as "hoursBid",
        round(v.worked_minutes / 60.0, 2) as "hoursWorked", v.punches::int as punches from (${v}) v`;
      const rows = await jsonRows<SiteVisit>(db, query, sql`r."scheduledStart" desc, r."id" desc`);
      return rows.map((r) => ({ ...r, scheduledStart: new Date(r.scheduledStart).toISOString() }));
    },

    /**
     * The site's customer, plans with their crew, bid hours and price in force in `thisMonth` (its first day),
     * invoices, open and resolved problems: one answer.
     */
    async parts(siteId: number, thisMonth: string): Promise<SiteParts> {
      const query = sql`select
        (select json_build_object('id', c.id, 'name', coalesce(c.company_name, concat_ws(' ', c.first_name, c.last_name), c.username),
            'email', c.email, 'phone', c.phone)
          from sites s join users c on c.id = s.customer_id where s.id = ${siteId}) as customer,
        (select coalesce(json_agg(json_build_object('id', p.id, 'status', p.status, 'frequency', p.frequency, 'facilityType', p.facility_type,
            'squareFootage', p.square_footage, 'monthlyPriceCents', ${priceInForce(sql`p.id`, sql`p.monthly_price_cents`, thisMonth)},
            'startsOn', p.starts_on, 'endsOn', p.ends_on,
            'visitMinutes', p.visit_minutes, 'crewSize', p.crew_size,
            'bidHoursPerVisit', round(coalesce(p.bid_hours_per_visit, (l.result->'laborCosts'->>'totalLaborHoursPerSession')::numeric,
              p.visit_minutes * p.crew_size / 60.0), 2),
            'bidHoursSource', case when p.bid_hours_per_visit is not null then 'admin'
              when l.result->'laborCosts'->>'totalLaborHoursPerSession' is not null then 'quote' else 'plan' end,
            'crew', coalesce((select json_agg(json_build_object('id', u.id, 'name', concat_ws(' ', u.first_name, u.last_name)) order by u.first_name, u.id)
              from plan_crew pc join users u on u.id = pc.employee_id where pc.service_plan_id = p.id), '[]'::json))
            order by p.starts_on desc, p.id desc), '[]'::json)
          from service_plans p left join leads l on l.id = p.lead_id where p.site_id = ${siteId}) as plans,
        (select coalesce(json_agg(json_build_object('id', i.id, 'invoiceNumber', i.invoice_number, 'issueDate', i.issue_date, 'dueDate', i.due_date,
            'description', i.description, 'amountCents', i.amount_cents, 'status', i.status) order by i.issue_date desc, i.id desc), '[]'::json)
          from invoices i where i.id in (
            select i2.id from invoices i2 join service_plans p on p.id = i2.service_plan_id where p.site_id = ${siteId}
            union
            select li.invoice_id from invoice_lines li join bookings b on b.id = li.booking_id where b.site_id = ${siteId})) as invoices,
        (select coalesce(sum(i.amount_cents), 0)::int from invoices i where i.status = 'pending' and i.id in (
            select i2.id from invoices i2 join service_plans p on p.id = i2.service_plan_id where p.site_id = ${siteId}
            union
            select li.invoice_id from invoice_lines li join bookings b on b.id = li.booking_id where b.site_id = ${siteId})) as "balanceCents",
        (select coalesce(json_agg(json_build_object('id', r.id, 'bookingId', r.booking_id, 'description', r.description, 'status', r.status,
            'createdAt', r.created_at) order by r.created_at desc, r.id desc), '[]'::json)
          from problem_reports r join bookings b on b.id = r.booking_id where b.site_id = ${siteId}) as problems`;
      return jsonRow<SiteParts>(db, query);
    },

    /** The plan a re-price is about: the site's active plan, else its newest that has not ended. */
    async currentPlan(siteId: number) {
      const [row] = await db
        .select()
        .from(servicePlans)
        .where(and(eq(servicePlans.siteId, siteId), ne(servicePlans.status, 'ended')))
        .orderBy(sql`${servicePlans.status} = 'active' desc`, desc(servicePlans.startsOn), desc(servicePlans.id))
        .limit(1);
      return row;
    },

    async settings(): Promise<SiteMarginSettings | undefined> {
      const [row] = await db.select().from(siteMarginSettings).where(eq(siteMarginSettings.id, 1));
      return row
        ? { overHoursPercent: row.overHoursPercent, overHoursWeeks: row.overHoursWeeks, targetMarginPercent: row.targetMarginPercent }
        : undefined;
    },

    async saveSettings(values: SiteMarginSettings, adminId: number): Promise<void> {
      await db
        .insert(siteMarginSettings)
        .values({ id: 1, ...values, updatedBy: adminId })
        .onConflictDoUpdate({ target: siteMarginSettings.id, set: { ...values, updatedBy: adminId, updatedAt: new Date() } });
    },

    async site(id: number, tx: Database = db) {
      const [row] = await tx.select().from(sites).where(eq(sites.id, id));
      return row;
    },

    async lockSite(id: number, tx: Database) {
      const [row] = await tx.select().from(sites).where(eq(sites.id, id)).for('update');
      return row;
    },

    async updateSite(id: number, values: Partial<typeof sites.$inferInsert>, tx: Database) {
      const [row] = await tx
        .update(sites)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(sites.id, id))
        .returning();
      return row!;
    },
  };
}
export type SitesRepository = ReturnType<typeof createSitesRepository>;
