import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FacilityType } from '#shared/domain/quote.ts';
import {
  defaultActionDueHours,
  type InspectionInterval,
  type RatingPoints,
  type SiteTemplateAdjustments,
  type TemplateArea,
} from '#shared/domain/inspections.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  correctiveActionCrew,
  correctiveActions,
  inspectionItems,
  inspectionPhotos,
  inspections,
  inspectionTemplates,
  siteInspectionSettings,
} from '../../db/schema/inspections.ts';
import { inspectionSettings } from '../../db/schema/settings.ts';

/** Template saves are taken one at a time across instances ('INSP'). */
const TEMPLATE_LOCK_KEY = 0x494e_5350;

/** The rows of a raw query (the one helper is db/rows-of.ts, decision 0050). */
export const rawRows = rowsOf;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The site's crew: the team of its running plans, and whoever is assigned to its visits within 30 days
 * either side of now (active employees only). Used for new corrective actions, the employee portal and photo access.
 */
export const siteCrewSql = (siteId: SQL | number) => sql`
  select u.id as employee_id from users u
  where u.is_active and u.role = 'employee' and u.id in (
    select pc.employee_id from plan_crew pc join service_plans sp on sp.id = pc.service_plan_id
     where sp.site_id = ${siteId} and sp.status in ('active', 'pending_start')
    union
    select ba.employee_id from booking_assignments ba join bookings b on b.id = ba.booking_id
     where b.site_id = ${siteId} and b.status <> 'cancelled'
       and b.scheduled_start between now() - interval '30 days' and now() + interval '30 days')`;

export interface SiteForInspection {
  siteId: number;
  siteName: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  customerId: number;
  customerName: string;
  facilityType: FacilityType;
  scoreTargetPercent: number;
  interval: InspectionInterval;
  reportEmail: boolean;
  adjustments: SiteTemplateAdjustments;
  lastInspectedAt: Date | null;
}

const siteSelect = sql`
  select s.id as "siteId", s.name as "siteName", s.address, s.latitude, s.longitude, s.customer_id as "customerId",
    coalesce(nullif(c.company_name, ''), trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), c.username) as "customerName",
    coalesce((select sp.facility_type from service_plans sp where sp.site_id = s.id order by (sp.status = 'active') desc, sp.id desc limit 1), 'office') as "facilityType",
    coalesce(sis.score_target_percent, 85)::int as "scoreTargetPercent",
    coalesce(sis.interval, 'monthly') as "interval",
    coalesce(sis.report_email, true) as "reportEmail",
    coalesce(sis.adjustments, '{"removedItems":[],"addedItems":[]}'::jsonb) as "adjustments",
    (select max(i.inspected_at) from inspections i where i.site_id = s.id) as "lastInspectedAt"
  from sites s join users c on c.id = s.customer_id
  left join site_inspection_settings sis on sis.site_id = s.id`;

export function createInspectionsRepository(db: Database) {
  return {
    // ---- Templates ----
    async currentTemplates(tx: Database = db) {
      return rawRows<{
        version: number;
        facilityType: FacilityType;
        areas: TemplateArea[];
        points: RatingPoints;
        createdAt: Date;
        createdBy: string | null;
      }>(
        await tx.execute(sql`
          select distinct on (t.facility_type) t.version, t.facility_type as "facilityType", t.areas, t.points, t.created_at as "createdAt",
            coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username) as "createdBy"
          from inspection_templates t left join users u on u.id = t.created_by
          order by t.facility_type, t.version desc`),
      );
    },
    async templateVersion(version: number, tx: Database = db) {
      const [row] = await tx.select().from(inspectionTemplates).where(eq(inspectionTemplates.version, version));
      return row;
    },
    async insertTemplate(
      facilityType: FacilityType,
      areas: TemplateArea[],
      points: RatingPoints,
      createdBy: number | null,
      tx: Database = db,
    ) {
      const [row] = await tx.insert(inspectionTemplates).values({ facilityType, areas, points, createdBy }).returning();
      return row!;
    },
    async lockTemplates(tx: Database) {
      await tx.execute(sql`select pg_advisory_xact_lock(${TEMPLATE_LOCK_KEY})`);
    },

    // ---- Settings ----
    async actionDueHours(tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ hours: inspectionSettings.actionDueHours })
        .from(inspectionSettings)
        .where(eq(inspectionSettings.id, 1));
      return row?.hours ?? defaultActionDueHours;
    },
    async saveSettings(actionDueHours: number, updatedBy: number, tx: Database = db) {
      await tx
        .insert(inspectionSettings)
        .values({ id: 1, actionDueHours, updatedBy })
        .onConflictDoUpdate({ target: inspectionSettings.id, set: { actionDueHours, updatedBy, updatedAt: sql`now()` } });
    },
    async site(siteId: number, tx: Database = db): Promise<SiteForInspection | undefined> {
      const [row] = rawRows<SiteForInspection>(await tx.execute(sql`${siteSelect} where s.id = ${siteId}`));
      return row && { ...row, lastInspectedAt: row.lastInspectedAt && toDate(row.lastInspectedAt) };
    },
    async activeSites(tx: Database = db): Promise<SiteForInspection[]> {
      const rows = rawRows<SiteForInspection>(await tx.execute(sql`${siteSelect} where s.is_active order by s.name, s.id`));
      return rows.map((row) => ({ ...row, lastInspectedAt: row.lastInspectedAt && toDate(row.lastInspectedAt) }));
    },
    async saveSiteSettings(
      siteId: number,
      values: { scoreTargetPercent: number; interval: InspectionInterval; reportEmail: boolean; adjustments: SiteTemplateAdjustments },
      updatedBy: number,
      tx: Database = db,
    ) {
      await tx
        .insert(siteInspectionSettings)
        .values({ siteId, ...values, updatedBy })
        .onConflictDoUpdate({ target: siteInspectionSettings.siteId, set: { ...values, updatedBy, updatedAt: sql`now()` } });
    },
    /** Today's visits (not cancelled) between the two instants: site id -> the earliest. */
    async visitsBetween(from: Date, to: Date, tx: Database = db) {
      return rawRows<{ siteId: number; bookingId: number; scheduledStart: Date }>(
        await tx.execute(sql`
          select distinct on (b.site_id) b.site_id as "siteId", b.id as "bookingId", b.scheduled_start as "scheduledStart"
          from bookings b where b.site_id is not null and b.status <> 'cancelled'
            and b.scheduled_start >= ${from.toISOString()} and b.scheduled_start < ${to.toISOString()}
          order by b.site_id, b.scheduled_start`),
      );
    },

    // ---- People ----
    async person(userId: number, tx: Database = db) {
      const [row] = await tx
        .select({ id: users.id, role: users.role, isSupervisor: users.isSupervisor, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
    async setSupervisor(employeeId: number, isSupervisor: boolean, tx: Database = db) {
      const [row] = await tx
        .update(users)
        .set({ isSupervisor, updatedAt: sql`now()` })
        .where(and(eq(users.id, employeeId), eq(users.role, 'employee')))
        .returning({ id: users.id, isSupervisor: users.isSupervisor });
      return row;
    },
    /** A visit's site and assigned team (a problem report's corrective action). */
    async bookingSiteAndTeam(bookingId: number, tx: Database = db) {
      const [row] = rawRows<{ siteId: number | null; team: number[] }>(
        await tx.execute(sql`
          select b.site_id as "siteId", coalesce(array_agg(ba.employee_id) filter (where ba.employee_id is not null), '{}') as team
          from bookings b left join booking_assignments ba on ba.booking_id = b.id where b.id = ${bookingId} group by b.site_id`),
      );
      return row;
    },
    async siteCrew(siteId: number, tx: Database = db): Promise<number[]> {
      return rawRows<{ employee_id: number }>(await tx.execute(siteCrewSql(siteId))).map((r) => r.employee_id);
    },

    // ---- Photos ----
    async insertPhoto(values: typeof inspectionPhotos.$inferInsert, tx: Database = db) {
      const [row] = await tx.insert(inspectionPhotos).values(values).returning();
      return row!;
    },
    /** The caller's own photos not yet used, of those named; locked until the transaction ends. */
    async unusedPhotosOf(uploadedBy: number, ids: string[], tx: Database) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: inspectionPhotos.id })
        .from(inspectionPhotos)
        .where(
          and(
            inArray(inspectionPhotos.id, ids),
            eq(inspectionPhotos.uploadedBy, uploadedBy),
            isNull(inspectionPhotos.inspectionItemId),
            isNull(inspectionPhotos.correctiveActionId),
          ),
        )
        .for('update');
    },
    /** Photos uploaded before `before` and still named by no inspection item or action, oldest first. */
    async unattachedPhotosBefore(before: Date, limit: number) {
      return db
        .select({ id: inspectionPhotos.id })
        .from(inspectionPhotos)
        .where(
          and(
            isNull(inspectionPhotos.inspectionItemId),
            isNull(inspectionPhotos.correctiveActionId),
            sql`${inspectionPhotos.createdAt} < ${before.toISOString()}`,
          ),
        )
        .orderBy(inspectionPhotos.createdAt)
        .limit(limit);
    },
    /**
     * Deletes the photo's row if it is still unattached (a submission naming it meanwhile keeps it); answers
     * its storage key, or undefined when it was kept or is gone.
     */
    async deleteUnattachedPhoto(id: string, tx: Database) {
      const [row] = await tx
        .delete(inspectionPhotos)
        .where(and(eq(inspectionPhotos.id, id), isNull(inspectionPhotos.inspectionItemId), isNull(inspectionPhotos.correctiveActionId)))
        .returning({ storageKey: inspectionPhotos.storageKey });
      return row?.storageKey;
    },
    async attachPhotos(ids: string[], owner: { inspectionItemId: number } | { correctiveActionId: number }, tx: Database) {
      if (ids.length === 0) return;
      await tx.update(inspectionPhotos).set(owner).where(inArray(inspectionPhotos.id, ids));
    },
    /**
     * A photo with whether `userId` (of `role`) may see it: admins always; the uploader; the customer of the
     * site it belongs to; an employee of that site's crew or of the action's crew.
     */
    async readablePhoto(photoId: string, userId: number, role: string, tx: Database = db) {
      const [row] = rawRows<{ storageKey: string; contentType: string; sizeBytes: number; allowed: boolean }>(
        await tx.execute(sql`
          with p as (
            select ph.*, coalesce(i.site_id, ca.site_id) as site_id
            from inspection_photos ph
            left join inspection_items it on it.id = ph.inspection_item_id
            left join inspections i on i.id = it.inspection_id
            left join corrective_actions ca on ca.id = ph.corrective_action_id
            where ph.id = ${photoId}
          )
          select p.storage_key as "storageKey", p.content_type as "contentType", p.size_bytes::int as "sizeBytes",
            (${role} = 'admin' or p.uploaded_by = ${userId}
              or (${role} = 'customer' and exists (select 1 from sites s where s.id = p.site_id and s.customer_id = ${userId}))
              or (${role} = 'employee' and p.site_id is not null and (
                ${userId} in (${siteCrewSql(sql`p.site_id`)})
                or exists (select 1 from corrective_action_crew cc join corrective_actions a on a.id = cc.action_id
                           where a.site_id = p.site_id and cc.employee_id = ${userId})))) as allowed
          from p`),
      );
      return row;
    },

    // ---- Inspections ----
    async byIdempotencyKey(key: string, tx: Database = db) {
      const [row] = await tx.select().from(inspections).where(eq(inspections.idempotencyKey, key));
      return row;
    },
    async insertInspection(values: typeof inspections.$inferInsert, tx: Database) {
      const [row] = await tx.insert(inspections).values(values).onConflictDoNothing({ target: inspections.idempotencyKey }).returning();
      return row;
    },
    async insertItems(values: (typeof inspectionItems.$inferInsert)[], tx: Database) {
      return tx.insert(inspectionItems).values(values).returning();
    },
    /** The site's inspection actions still open or closed (not verified), by item key. */
    async pendingItemActions(siteId: number, tx: Database) {
      return tx
        .select()
        .from(correctiveActions)
        .where(
          and(
            eq(correctiveActions.siteId, siteId),
            eq(correctiveActions.source, 'inspection'),
            inArray(correctiveActions.status, ['open', 'closed']),
          ),
        )
        .for('update');
    },
    async verifyActions(ids: number[], inspectionId: number, at: Date, tx: Database) {
      if (ids.length === 0) return [];
      return tx
        .update(correctiveActions)
        .set({ status: 'verified', verifiedAt: at, verifiedByInspectionId: inspectionId, updatedAt: sql`now()` })
        .where(inArray(correctiveActions.id, ids))
        .returning();
    },
    async insertAction(values: typeof correctiveActions.$inferInsert, crew: number[], tx: Database) {
      const [row] = await tx.insert(correctiveActions).values(values).onConflictDoNothing().returning();
      if (row && crew.length > 0)
        await tx.insert(correctiveActionCrew).values(crew.map((employeeId) => ({ actionId: row.id, employeeId })));
      return row;
    },
    async lockAction(id: number, tx: Database) {
      const [row] = await tx.select().from(correctiveActions).where(eq(correctiveActions.id, id)).for('update');
      return row;
    },
    async closeAction(id: number, closedBy: number, note: string, at: Date, tx: Database) {
      const [row] = await tx
        .update(correctiveActions)
        .set({ status: 'closed', closedAt: at, closedBy, closedNote: note, updatedAt: sql`now()` })
        .where(eq(correctiveActions.id, id))
        .returning();
      return row!;
    },
    /** Whether the employee may act on the action: on its crew, or on its site's crew now. */
    async isOnActionCrew(actionId: number, siteId: number, employeeId: number, tx: Database = db) {
      const [row] = rawRows<{ ok: boolean }>(
        await tx.execute(sql`select (exists (select 1 from corrective_action_crew where action_id = ${actionId} and employee_id = ${employeeId})
          or ${employeeId} in (${siteCrewSql(siteId)})) as ok`),
      );
      return row?.ok === true;
    },
  };
}
export type InspectionsRepository = ReturnType<typeof createInspectionsRepository>;
