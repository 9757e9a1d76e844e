import { sql, type SQL } from 'drizzle-orm';
import type { CorrectiveAction, InspectionReport, ScoreTrendPoint } from '#shared/contracts/inspections.ts';
import { inspectionPhotoUrl } from '#shared/contracts/inspections.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import type { CorrectiveActionSource, CorrectiveActionStatus, InspectionInterval, InspectionRating } from '#shared/domain/inspections.ts';
import type { Database } from '../../db/client.ts';
import { rawRows, siteCrewSql } from './inspections.repository.ts';

/**
 * The one rule of an overdue corrective action (decision 0045): still open, and its due time passed before
 * `now`. In SQL over the `corrective_actions` row named `alias`, and in code over a row already read: the
 * dashboard's urgent task, the Quality screen's counts and each action's flag say the same.
 */
export function overdueActionWhere(now: Date, alias = 'a'): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.status = 'open' and ${a}.due_at < ${now.toISOString()})`;
}

export function isOverdueAction(action: { status: string; dueAt: string | Date }, now: Date): boolean {
  return action.status === 'open' && new Date(action.dueAt).getTime() < now.getTime();
}

/**
 * Whether an item failed, read from its rating and its inspection's score and target (scoring.ts's
 * rule), not from whether it made a corrective action: an item still failing while its earlier action
 * is open makes no new action, yet failed. `item` and `inspection` are the query's aliases.
 */
export const failedItemSql = (item: string, inspection: string): SQL =>
  sql.raw(`(${item}.rating = 'poor' or (${item}.rating = 'fair' and ${inspection}.score_percent < ${inspection}.target_percent))`);

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const personName = sql`coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username)`;

export interface InspectionFilter {
  siteIds?: number[];
  customerId?: number;
  inspectionId?: number;
  inspectionIds?: number[];
  limit?: number;
}

/**
 * Reads of inspections and corrective actions, for the admin's screens and the customer's reports (the
 * customer side of issue 33 calls these; a customer's reads name `customerId` and never see locations).
 */
export function createInspectionReadRepository(db: Database) {
  async function actionRows(where: SQL, employeeId: number | null, now: Date, limit?: number) {
    const rows = rawRows<{
      id: number;
      siteId: number;
      siteName: string;
      source: CorrectiveActionSource;
      inspectionId: number | null;
      problemReportId: number | null;
      itemKey: string | null;
      title: string;
      details: string;
      dueAt: Date;
      status: CorrectiveActionStatus;
      closedAt: Date | null;
      closedBy: string | null;
      closedNote: string | null;
      verifiedAt: Date | null;
      verifiedByInspectionId: number | null;
      crew: { id: number; name: string }[] | null;
      photos: { id: string; kind: 'finding' | 'fix' }[] | null;
      onTodaysVisit: boolean;
    }>(
      await db.execute(sql`
        select a.id, a.site_id as "siteId", s.name as "siteName", a.source, it.inspection_id as "inspectionId",
          a.problem_report_id as "problemReportId", a.item_key as "itemKey", a.title, a.details, a.due_at as "dueAt", a.status,
          a.closed_at as "closedAt", (select ${personName} from users u where u.id = a.closed_by) as "closedBy", a.closed_note as "closedNote",
          a.verified_at as "verifiedAt", a.verified_by_inspection_id as "verifiedByInspectionId",
          (select json_agg(json_build_object('id', u.id, 'name', ${personName}) order by u.id)
             from corrective_action_crew cc join users u on u.id = cc.employee_id where cc.action_id = a.id) as crew,
          (select json_agg(json_build_object('id', p.id, 'kind', case when p.corrective_action_id is null then 'finding' else 'fix' end)
                           order by p.corrective_action_id nulls first, p.created_at)
             from inspection_photos p
            where (a.inspection_item_id is not null and p.inspection_item_id = a.inspection_item_id) or p.corrective_action_id = a.id) as photos,
          ${
            employeeId === null
              ? sql`false`
              : sql`exists (select 1 from bookings b join booking_assignments ba on ba.booking_id = b.id
                    where b.site_id = a.site_id and ba.employee_id = ${employeeId} and b.status <> 'cancelled'
                      and (b.scheduled_start at time zone ${COMPANY_TIME_ZONE})::date = (${now.toISOString()}::timestamptz at time zone ${COMPANY_TIME_ZONE})::date)`
          } as "onTodaysVisit"
        from corrective_actions a join sites s on s.id = a.site_id
        left join inspection_items it on it.id = a.inspection_item_id
        where ${where}
        order by a.due_at, a.id
        ${limit === undefined ? sql`` : sql`limit ${limit}`}`),
    );
    return rows.map((r): CorrectiveAction => ({
      id: r.id,
      siteId: r.siteId,
      siteName: r.siteName,
      source: r.source,
      inspectionId: r.inspectionId,
      problemReportId: r.problemReportId,
      itemKey: r.itemKey,
      title: r.title,
      details: r.details,
      dueAt: iso(r.dueAt)!,
      overdue: isOverdueAction(r, now),
      status: r.status,
      crew: r.crew ?? [],
      closedAt: iso(r.closedAt),
      closedBy: r.closedBy,
      closedNote: r.closedNote,
      verifiedAt: iso(r.verifiedAt),
      verifiedByInspectionId: r.verifiedByInspectionId,
      photos: (r.photos ?? []).map((p) => ({ id: p.id, url: inspectionPhotoUrl(p.id), kind: p.kind })),
      ...(employeeId === null ? {} : { onTodaysVisit: r.onTodaysVisit }),
    }));
  }

  return {
    /**
     * Inspections as reports, newest first: score against target, the areas' scores, every rated item (failed
     * ones marked, with their photos) and the corrective actions made from them. Locations are left out;
     * `withLocation` adds the far-from-site flag and distance for admins.
     */
    async siteInspections(filter: InspectionFilter, withLocation = false): Promise<InspectionReport[]> {
      const conditions: SQL[] = [sql`true`];
      if (filter.siteIds) conditions.push(filter.siteIds.length ? sql`i.site_id in ${filter.siteIds}` : sql`false`);
      if (filter.customerId !== undefined) conditions.push(sql`s.customer_id = ${filter.customerId}`);
      if (filter.inspectionId !== undefined) conditions.push(sql`i.id = ${filter.inspectionId}`);
      if (filter.inspectionIds) conditions.push(filter.inspectionIds.length ? sql`i.id in ${filter.inspectionIds}` : sql`false`);
      const heads = rawRows<{
        id: number;
        siteId: number;
        siteName: string;
        inspectedAt: Date;
        inspectorName: string;
        templateVersion: number;
        scorePercent: string | number | null;
        targetPercent: number;
        earnedPoints: number;
        possiblePoints: number;
        farFromSite: boolean;
        distanceM: number | null;
      }>(
        await db.execute(sql`
          select i.id, i.site_id as "siteId", s.name as "siteName", i.inspected_at as "inspectedAt", ${personName} as "inspectorName",
            i.template_version as "templateVersion", i.score_percent as "scorePercent", i.target_percent as "targetPercent",
            i.earned_points as "earnedPoints", i.possible_points as "possiblePoints", i.far_from_site as "farFromSite", i.distance_m as "distanceM"
          from inspections i join sites s on s.id = i.site_id join users u on u.id = i.inspector_id
          where ${sql.join(conditions, sql` and `)}
          order by i.inspected_at desc, i.id desc
          limit ${filter.limit ?? 100}`),
      );
      if (heads.length === 0) return [];
      const ids = heads.map((h) => h.id);
      const items = rawRows<{
        id: number;
        inspectionId: number;
        areaKey: string;
        areaLabel: string;
        itemKey: string;
        itemLabel: string;
        rating: InspectionRating;
        earnedPoints: number;
        possiblePoints: number;
        note: string;
        failed: boolean;
        photoIds: string[] | null;
      }>(
        await db.execute(sql`
          select it.id, it.inspection_id as "inspectionId", it.area_key as "areaKey", it.area_label as "areaLabel", it.item_key as "itemKey",
            it.item_label as "itemLabel", it.rating, it.earned_points as "earnedPoints", it.possible_points as "possiblePoints", it.note,
            ${failedItemSql('it', 'i')} as failed,
            (select json_agg(p.id order by p.created_at) from inspection_photos p where p.inspection_item_id = it.id) as "photoIds"
          from inspection_items it join inspections i on i.id = it.inspection_id where it.inspection_id in ${ids}
          order by it.inspection_id, it.position`),
      );
      const actions = rawRows<{
        id: number;
        inspectionId: number;
        title: string;
        status: CorrectiveActionStatus;
        dueAt: Date;
        closedAt: Date | null;
        closedNote: string | null;
        verifiedAt: Date | null;
        photoIds: string[] | null;
      }>(
        await db.execute(sql`
          select a.id, it.inspection_id as "inspectionId", a.title, a.status, a.due_at as "dueAt", a.closed_at as "closedAt",
            a.closed_note as "closedNote", a.verified_at as "verifiedAt",
            (select json_agg(p.id order by p.created_at) from inspection_photos p where p.corrective_action_id = a.id) as "photoIds"
          from corrective_actions a join inspection_items it on it.id = a.inspection_item_id
          where it.inspection_id in ${ids}
          order by a.id`),
      );
      return heads.map((h): InspectionReport => {
        const own = items.filter((i) => i.inspectionId === h.id);
        const areas = new Map<string, { label: string; earned: number; possible: number }>();
        for (const item of own) {
          const area = areas.get(item.areaKey) ?? { label: item.areaLabel, earned: 0, possible: 0 };
          area.earned += item.earnedPoints;
          area.possible += item.possiblePoints;
          areas.set(item.areaKey, area);
        }
        return {
          id: h.id,
          siteId: h.siteId,
          siteName: h.siteName,
          inspectedAt: iso(h.inspectedAt)!,
          inspectorName: h.inspectorName,
          templateVersion: h.templateVersion,
          scorePercent: h.scorePercent === null ? null : Number(h.scorePercent),
          targetPercent: h.targetPercent,
          earnedPoints: h.earnedPoints,
          possiblePoints: h.possiblePoints,
          areas: [...areas.values()].map((a) => ({
            label: a.label,
            scorePercent: a.possible === 0 ? null : Math.round((1000 * a.earned) / a.possible) / 10,
          })),
          items: own.map((i) => ({
            itemId: i.id,
            areaLabel: i.areaLabel,
            itemLabel: i.itemLabel,
            itemKey: i.itemKey,
            rating: i.rating,
            note: i.note,
            failed: i.failed,
            photoIds: i.photoIds ?? [],
          })),
          actions: actions
            .filter((a) => a.inspectionId === h.id)
            .map((a) => ({
              id: a.id,
              title: a.title,
              status: a.status,
              dueAt: iso(a.dueAt)!,
              closedAt: iso(a.closedAt),
              closedNote: a.closedNote,
              verifiedAt: iso(a.verifiedAt),
              photoIds: a.photoIds ?? [],
            })),
          ...(withLocation ? { farFromSite: h.farFromSite, distanceM: h.distanceM } : {}),
        };
      });
    },

    /** The mean score per Minnesota month between two instants (inspections with a score only), oldest first. */
    async monthlyScoreTrend(filter: { customerId?: number; siteId?: number; from: Date; to: Date }): Promise<ScoreTrendPoint[]> {
      const rows = rawRows<{ month: string; averagePercent: string | number; inspections: number }>(
        await db.execute(sql`
          select to_char(i.inspected_at at time zone ${COMPANY_TIME_ZONE}, 'YYYY-MM') as month,
            round(avg(i.score_percent), 1) as "averagePercent", count(*)::int as inspections
          from inspections i join sites s on s.id = i.site_id
          where i.score_percent is not null and i.inspected_at >= ${filter.from.toISOString()} and i.inspected_at < ${filter.to.toISOString()}
            ${filter.customerId === undefined ? sql`` : sql`and s.customer_id = ${filter.customerId}`}
            ${filter.siteId === undefined ? sql`` : sql`and i.site_id = ${filter.siteId}`}
          group by 1 order by 1`),
      );
      return rows.map((r) => ({ month: r.month, averagePercent: Number(r.averagePercent), inspections: r.inspections }));
    },

    /** Open and closed-but-unverified actions of the employee's crews (their own list and their sites' crews). */
    async crewActions(employeeId: number, now: Date) {
      const actions = await actionRows(
        sql`a.status = 'open' and (exists (select 1 from corrective_action_crew cc where cc.action_id = a.id and cc.employee_id = ${employeeId})
              or ${employeeId} in (${siteCrewSql(sql`a.site_id`)}))`,
        employeeId,
        now,
      );
      return actions.sort((x, y) => Number(y.onTodaysVisit) - Number(x.onTodaysVisit));
    },
    /** The open actions, earliest due first (the overdue ones lead), the first `limit` of them when given. */
    async openActions(now: Date, limit?: number) {
      return actionRows(sql`a.status = 'open'`, null, now, limit);
    },
    /** Every open action and those past due at `now`, over the open actions' due index. */
    async openActionCounts(now: Date): Promise<{ open: number; overdue: number }> {
      const [row] = rawRows<{ open: number; overdue: number }>(
        await db.execute(sql`select count(*)::int as open, count(*) filter (where ${overdueActionWhere(now)})::int as overdue
          from corrective_actions a where a.status = 'open'`),
      );
      return row ?? { open: 0, overdue: 0 };
    },
    async actionById(id: number, now: Date, employeeId: number | null = null) {
      const [row] = await actionRows(sql`a.id = ${id}`, employeeId, now);
      return row;
    },

    /** Inspections for the Quality list, with names and the number of failed items. */
    async qualityInspections(filter: { siteId?: number | undefined; inspectorId?: number | undefined }, limit: number) {
      const rows = rawRows<{
        id: number;
        siteId: number;
        siteName: string;
        inspectorId: number;
        inspectorName: string;
        inspectedAt: Date;
        scorePercent: string | number | null;
        targetPercent: number;
        farFromSite: boolean;
        failedItems: number;
      }>(
        await db.execute(sql`
          select i.id, i.site_id as "siteId", s.name as "siteName", i.inspector_id as "inspectorId", ${personName} as "inspectorName",
            i.inspected_at as "inspectedAt", i.score_percent as "scorePercent", i.target_percent as "targetPercent", i.far_from_site as "farFromSite",
            (select count(*)::int from inspection_items it where it.inspection_id = i.id and ${failedItemSql('it', 'i')}) as "failedItems"
          from inspections i join sites s on s.id = i.site_id join users u on u.id = i.inspector_id
          where true ${filter.siteId ? sql`and i.site_id = ${filter.siteId}` : sql``} ${filter.inspectorId ? sql`and i.inspector_id = ${filter.inspectorId}` : sql``}
          order by i.inspected_at desc, i.id desc limit ${limit}`),
      );
      return rows.map((r) => ({
        ...r,
        inspectedAt: iso(r.inspectedAt)!,
        scorePercent: r.scorePercent === null ? null : Number(r.scorePercent),
      }));
    },
    /** Each active site's latest scored inspection when it is under the target it was scored against. */
    async sitesUnderTarget() {
      const rows = rawRows<{ siteId: number; siteName: string; scorePercent: string | number; targetPercent: number; inspectedAt: Date }>(
        await db.execute(sql`
          select * from (
            select distinct on (i.site_id) i.site_id as "siteId", s.name as "siteName", i.score_percent as "scorePercent",
              i.target_percent as "targetPercent", i.inspected_at as "inspectedAt"
            from inspections i join sites s on s.id = i.site_id
            where s.is_active and i.score_percent is not null
            order by i.site_id, i.inspected_at desc, i.id desc) latest
          where "scorePercent" < "targetPercent" order by "siteName"`),
      );
      return rows.map((r) => ({ ...r, scorePercent: Number(r.scorePercent), inspectedAt: iso(r.inspectedAt)! }));
    },
    /** Active sites with a running plan not inspected within their interval (never inspected counts). */
    async sitesDue(now: Date) {
      const rows = rawRows<{ siteId: number; siteName: string; lastInspectedAt: Date | null; interval: InspectionInterval }>(
        await db.execute(sql`
          select s.id as "siteId", s.name as "siteName", last.at as "lastInspectedAt", coalesce(sis.interval, 'monthly') as interval
          from sites s
          left join site_inspection_settings sis on sis.site_id = s.id
          left join lateral (select max(i.inspected_at) as at from inspections i where i.site_id = s.id) last on true
          where s.is_active and exists (select 1 from service_plans sp where sp.site_id = s.id and sp.status = 'active')
            and (last.at is null or last.at < ${now.toISOString()}::timestamptz - make_interval(days => case coalesce(sis.interval, 'monthly')
                   when 'weekly' then 7 when 'biweekly' then 14 when 'quarterly' then 92 else 31 end))
          order by last.at nulls first, s.name`),
      );
      return rows.map((r) => ({ ...r, lastInspectedAt: iso(r.lastInspectedAt) }));
    },
    async inspectorsAndSites() {
      const inspectors = rawRows<{ id: number; name: string }>(
        await db.execute(
          // Staff who inspected, each found by the inspector index: not a scan of every inspection for its distinct inspectors.
          sql`select u.id, ${personName} as name from users u
              where u.role <> 'customer' and exists (select 1 from inspections i where i.inspector_id = u.id) order by 2`,
        ),
      );
      const sites = rawRows<{ id: number; name: string }>(
        await db.execute(sql`select s.id, s.name from sites s where s.is_active order by s.name, s.id`),
      );
      return { inspectors, sites };
    },
  };
}
export type InspectionReadRepository = ReturnType<typeof createInspectionReadRepository>;
