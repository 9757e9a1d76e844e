import { createHash, randomUUID } from 'node:crypto';
import {
  ACTION_NOT_OPEN_MESSAGE,
  CLOSE_PHOTO_MESSAGE,
  IDEMPOTENCY_REUSED_MESSAGE,
  inspectionPhotoUrl,
  NOT_INSPECTOR_MESSAGE,
  PHOTO_NOT_YOURS_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  photoTooLargeMessage,
  RATINGS_MESSAGE,
  type CloseActionRequest,
  type CorrectiveAction,
  type InspectableSite,
  type InspectionSettings,
  type InspectionTemplate,
  type QualityOverview,
  type SaveTemplateRequest,
  type SiteInspectionSettings,
  type SiteInspectionSettingsInput,
  type SubmittedInspection,
  type UploadedPhoto,
} from '#shared/contracts/inspections.ts';
import { addDays, companyDate, nextMonthStart, shiftMonth, zonedInstant } from '#shared/domain/company-time.ts';
import { distanceMeters, parseLatLng } from '#shared/domain/geo.ts';
import {
  farInspectionMeters,
  maxInspectionPhotoBytes,
  qualityOpenActionsShown,
  type InspectionRating,
} from '#shared/domain/inspections.ts';
import { facilityTypes, type FacilityType } from '#shared/domain/quote.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Geocoder } from '../../integrations/geocoder.ts';
import { sniffImageType, type PhotoStorage } from '../../storage/photo-storage.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { defaultTemplate } from './default-templates.ts';
import { inspectionRecorded } from './inspection-events.ts';
import { createInspectionReadRepository } from './inspections-read.repository.ts';
import { createInspectionsRepository, type SiteForInspection } from './inspections.repository.ts';
import { scoreInspection, siteChecklist } from './scoring.ts';

export interface InspectionsDeps {
  db: Database;
  storage: PhotoStorage;
  geocoder: Geocoder;
  /** The clock (tests fix it). */
  now?: () => Date;
}

export interface Caller {
  id: number;
  role: 'admin' | 'employee' | 'customer';
}

const HOUR_MS = 3_600_000;
/** An inspection sent later from a phone that was offline may be this old. */
const MAX_INSPECTION_AGE_MS = 7 * 24 * HOUR_MS;
const FUTURE_SLACK_MS = 10 * 60_000;

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const extensionOf = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Site inspections and corrective actions (issue 33, decision 0045): templates (versioned), settings,
 * submissions scored on the server, actions from failed items, photos through the storage adapter.
 */
export function createInspectionsService({ db, storage, geocoder, now = () => new Date() }: InspectionsDeps) {
  const repo = createInspectionsRepository(db);
  const reads = createInspectionReadRepository(db);

  async function assertInspector(caller: Caller): Promise<void> {
    if (caller.role === 'admin') return;
    const person = caller.role === 'employee' ? await repo.person(caller.id) : undefined;
    if (!person?.isSupervisor || !person.isActive) throw new AppError('FORBIDDEN', NOT_INSPECTOR_MESSAGE);
  }

  async function templateFor(facilityType: FacilityType, tx: Database = db) {
    const templates = await repo.currentTemplates(tx);
    return templates.find((t) => t.facilityType === facilityType) ?? templates.find((t) => t.facilityType === 'office');
  }

  function toSiteSettings(site: SiteForInspection): SiteInspectionSettings {
    return {
      siteId: site.siteId,
      siteName: site.siteName,
      facilityType: site.facilityType,
      scoreTargetPercent: site.scoreTargetPercent,
      interval: site.interval,
      reportEmail: site.reportEmail,
      adjustments: site.adjustments,
    };
  }

  const service = {
    /** Each facility type without a checklist gets the default one (at start; once across instances). */
    async seedDefaults(): Promise<void> {
      await inTransaction(db, async (tx) => {
        await repo.lockTemplates(tx);
        const existing = new Set((await repo.currentTemplates(tx)).map((t) => t.facilityType));
        for (const type of facilityTypes) {
          if (existing.has(type)) continue;
          const { areas, points } = defaultTemplate(type);
          await repo.insertTemplate(type, areas, points, null, tx);
        }
      });
    },

    async listTemplates(): Promise<{ templates: InspectionTemplate[] }> {
      const rows = await repo.currentTemplates();
      return {
        templates: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
      };
    },

    async saveTemplate(facilityType: FacilityType, body: SaveTemplateRequest, adminId: number): Promise<InspectionTemplate> {
      return inTransaction(db, async (tx) => {
        await repo.lockTemplates(tx);
        const before = await templateFor(facilityType, tx);
        const row = await repo.insertTemplate(facilityType, body.areas, body.points, adminId, tx);
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'inspection_template',
          entityId: facilityType,
          action: 'new_version',
          before: before ? { version: before.version } : null,
          after: {
            version: row.version,
            areas: row.areas.length,
            items: row.areas.reduce((n, a) => n + a.items.length, 0),
            points: row.points,
          },
        });
        const [current] = (await repo.currentTemplates(tx)).filter((t) => t.facilityType === facilityType);
        return { ...current!, createdAt: new Date(current!.createdAt).toISOString() };
      });
    },

    async settings(): Promise<InspectionSettings> {
      return { actionDueHours: await repo.actionDueHours() };
    },
    async saveSettings(body: InspectionSettings, adminId: number): Promise<InspectionSettings> {
      return inTransaction(db, async (tx) => {
        const before = await repo.actionDueHours(tx);
        await repo.saveSettings(body.actionDueHours, adminId, tx);
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'inspection_settings',
          entityId: 1,
          action: 'update',
          before: { actionDueHours: before },
          after: body,
        });
        return body;
      });
    },

    async siteSettings(siteId: number): Promise<SiteInspectionSettings> {
      const site = await repo.site(siteId);
      if (!site) throw notFound('Site');
      return toSiteSettings(site);
    },
    async saveSiteSettings(siteId: number, body: SiteInspectionSettingsInput, adminId: number): Promise<SiteInspectionSettings> {
      return inTransaction(db, async (tx) => {
        const site = await repo.site(siteId, tx);
        if (!site) throw notFound('Site');
        const values = {
          scoreTargetPercent: body.scoreTargetPercent,
          interval: body.interval,
          reportEmail: body.reportEmail,
          adjustments: { removedItems: body.adjustments.removedItems, addedItems: body.adjustments.addedItems },
        };
        await repo.saveSiteSettings(siteId, values, adminId, tx);
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'site',
          entityId: siteId,
          action: 'inspection_settings',
          before: toSiteSettings(site),
          after: values,
        });
        return { ...toSiteSettings(site), ...values };
      });
    },

    async setSupervisor(employeeId: number, isSupervisor: boolean, adminId: number) {
      return inTransaction(db, async (tx) => {
        const row = await repo.setSupervisor(employeeId, isSupervisor, tx);
        if (!row) throw notFound('Employee');
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'employee',
          entityId: employeeId,
          action: isSupervisor ? 'supervisor_marked' : 'supervisor_unmarked',
          after: { employeeId, isSupervisor },
        });
        return { employeeId: row.id, isSupervisor: row.isSupervisor };
      });
    },

    /** The sites an inspector may choose: today's visits first (by their time), then by name. */
    /** Refuses (403) anyone but an admin or an active supervisor: the submit route asks before reading the body. */
    assertInspector,

    async inspectableSites(caller: Caller): Promise<{ sites: InspectableSite[] }> {
      await assertInspector(caller);
      const at = now();
      const today = companyDate(at);
      const [sites, visits, templates] = await Promise.all([
        repo.activeSites(),
        repo.visitsBetween(zonedInstant(today), zonedInstant(addDays(today, 1))),
        repo.currentTemplates(),
      ]);
      const visitOf = new Map(visits.map((v) => [v.siteId, v]));
      const list = sites.flatMap((site): InspectableSite[] => {
        const template = templates.find((t) => t.facilityType === site.facilityType) ?? templates.find((t) => t.facilityType === 'office');
        if (!template) return [];
        const visit = visitOf.get(site.siteId);
        return [
          {
            siteId: site.siteId,
            siteName: site.siteName,
            address: site.address,
            customerName: site.customerName,
            todaysVisit: visit ? { bookingId: visit.bookingId, scheduledStart: new Date(visit.scheduledStart).toISOString() } : null,
            lastInspectedAt: site.lastInspectedAt?.toISOString() ?? null,
            scoreTargetPercent: site.scoreTargetPercent,
            templateVersion: template.version,
            points: template.points,
            areas: siteChecklist(template.areas, site.adjustments),
          },
        ];
      });
      list.sort((a, b) => {
        if (a.todaysVisit && b.todaysVisit) return a.todaysVisit.scheduledStart.localeCompare(b.todaysVisit.scheduledStart);
        if (a.todaysVisit || b.todaysVisit) return a.todaysVisit ? -1 : 1;
        return 0;
      });
      return { sites: list };
    },

    /** One photo's bytes, type and size checked here (by its first bytes), stored before its row is written. */
    async uploadPhoto(caller: Caller, body: unknown): Promise<UploadedPhoto> {
      if (caller.role === 'customer') throw new AppError('FORBIDDEN', 'Only staff upload inspection photos');
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new AppError('VALIDATION_FAILED', PHOTO_TYPE_MESSAGE, { body: PHOTO_TYPE_MESSAGE });
      }
      if (body.length > maxInspectionPhotoBytes) throw new AppError('PAYLOAD_TOO_LARGE', photoTooLargeMessage(maxInspectionPhotoBytes));
      const contentType = sniffImageType(body);
      if (!contentType) throw new AppError('VALIDATION_FAILED', PHOTO_TYPE_MESSAGE, { body: PHOTO_TYPE_MESSAGE });
      const id = randomUUID();
      const storageKey = `inspections/${id}.${extensionOf[contentType]}`;
      await storage.put(storageKey, body, contentType);
      try {
        await repo.insertPhoto({ id, storageKey, contentType, sizeBytes: body.length, uploadedBy: caller.id });
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
      return { id, contentType, sizeBytes: body.length, url: inspectionPhotoUrl(id) };
    },

    /** A photo for whoever may see it; anyone else gets the same 404 as for a photo that does not exist. */
    async readPhoto(caller: Caller, photoId: string) {
      const row = await repo.readablePhoto(photoId, caller.id, caller.role);
      if (!row?.allowed) throw notFound('Photo');
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw notFound('Photo');
      return { bytes, contentType: row.contentType };
    },

    async submit(caller: Caller, body: SubmitBody): Promise<SubmittedInspection> {
      await assertInspector(caller);
      const requestHash = hashOf({ ...body, inspectorId: caller.id });
      const replay = async (): Promise<SubmittedInspection | null> => {
        const first = await repo.byIdempotencyKey(body.idempotencyKey);
        if (!first) return null;
        if (first.requestHash !== requestHash) throw new AppError('CONFLICT', IDEMPOTENCY_REUSED_MESSAGE);
        const [report] = await reads.siteInspections({ inspectionId: first.id }, true);
        return { inspection: report!, actionsCreated: 0, actionsVerified: 0, replayed: true };
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const at = now();
      const inspectedAt = new Date(body.inspectedAt);
      if (inspectedAt.getTime() > at.getTime() + FUTURE_SLACK_MS || inspectedAt.getTime() < at.getTime() - MAX_INSPECTION_AGE_MS) {
        const message = 'The inspection time must be within the last 7 days';
        throw new AppError('VALIDATION_FAILED', `Invalid body: inspectedAt`, { inspectedAt: message });
      }
      const site = await repo.site(body.siteId);
      if (!site) throw notFound('Site');
      const template = await repo.templateVersion(body.templateVersion);
      if (!template)
        throw new AppError('VALIDATION_FAILED', 'Invalid body: templateVersion', { templateVersion: 'Unknown checklist version' });
      const checklist = siteChecklist(template.areas, site.adjustments);
      const checklistKeys = new Set(checklist.flatMap((a) => a.items.map((i) => i.key)));
      const ratings = new Map<string, InspectionRating>();
      for (const r of body.ratings) {
        if (!checklistKeys.has(r.itemKey) || ratings.has(r.itemKey)) {
          throw new AppError('VALIDATION_FAILED', 'Invalid body: ratings', { ratings: `${RATINGS_MESSAGE} (${r.itemKey})` });
        }
        ratings.set(r.itemKey, r.rating);
      }
      if (ratings.size !== checklistKeys.size)
        throw new AppError('VALIDATION_FAILED', 'Invalid body: ratings', { ratings: RATINGS_MESSAGE });
      // The visit it was done on must be a visit of that site (an offline resend may name one since deleted).
      if (body.bookingId != null && (await repo.bookingSiteAndTeam(body.bookingId))?.siteId !== site.siteId)
        throw new AppError('VALIDATION_FAILED', 'Invalid body: bookingId', { bookingId: 'Choose a visit of this site' });

      const point = body.location ? parseLatLng(body.location) : null;
      const address = point ? (await geocoder.reverse(point)).address : null;
      const distance =
        point && site.latitude !== null && site.longitude !== null
          ? Math.round(distanceMeters(point, { lat: site.latitude, lng: site.longitude }))
          : null;
      const scored = scoreInspection(checklist, ratings, template.points, site.scoreTargetPercent);
      const notes = new Map(body.ratings.map((r) => [r.itemKey, r]));

      const result = await inTransaction(db, async (tx) => {
        const inspection = await repo.insertInspection(
          {
            siteId: site.siteId,
            inspectorId: caller.id,
            bookingId: body.bookingId ?? null,
            templateVersion: template.version,
            inspectedAt,
            latitude: point?.lat ?? null,
            longitude: point?.lng ?? null,
            address,
            distanceM: distance,
            farFromSite: distance !== null && distance > farInspectionMeters,
            earnedPoints: scored.earned,
            possiblePoints: scored.possible,
            scorePercent: scored.scorePercent,
            targetPercent: site.scoreTargetPercent,
            notes: body.notes,
            idempotencyKey: body.idempotencyKey,
            requestHash,
          },
          tx,
        );
        // A concurrent resend won the key: answer as a resend does (after this transaction ends).
        if (!inspection) return null;
        const items = await repo.insertItems(
          scored.items.map((item, position) => ({
            inspectionId: inspection.id,
            position,
            ...item,
            note: notes.get(item.itemKey)?.note ?? '',
          })),
          tx,
        );
        const itemIdOf = new Map(items.map((i) => [i.itemKey, i.id]));
        for (const r of body.ratings) {
          const ids = [...new Set(r.photoIds ?? [])];
          if (ids.length === 0) continue;
          const mine = await repo.unusedPhotosOf(caller.id, ids, tx);
          if (mine.length !== ids.length)
            throw new AppError('VALIDATION_FAILED', 'Invalid body: photoIds', { photoIds: PHOTO_NOT_YOURS_MESSAGE });
          await repo.attachPhotos(ids, { inspectionItemId: itemIdOf.get(r.itemKey)! }, tx);
        }

        // Earlier actions on the items rated now: verified when the item passes; still open when it fails again.
        const pending = await repo.pendingItemActions(site.siteId, tx);
        const ratedNow = new Map(scored.items.filter((i) => i.rating !== 'na').map((i) => [i.itemKey, i]));
        const passing = pending.filter((a) => a.itemKey && ratedNow.has(a.itemKey) && !scored.failed(ratedNow.get(a.itemKey)!.rating));
        const verified = await repo.verifyActions(
          passing.map((a) => a.id),
          inspection.id,
          inspectedAt,
          tx,
        );
        const stillOpen = new Set(pending.filter((a) => a.status === 'open' && !passing.includes(a)).map((a) => a.itemKey));

        const dueHours = await repo.actionDueHours(tx);
        const crew = await repo.siteCrew(site.siteId, tx);
        const audit = createAuditRepository(tx);
        let created = 0;
        for (const item of scored.items) {
          if (!scored.failed(item.rating) || stillOpen.has(item.itemKey)) continue;
          const note = notes.get(item.itemKey)?.note ?? '';
          const action = await repo.insertAction(
            {
              siteId: site.siteId,
              source: 'inspection',
              inspectionItemId: itemIdOf.get(item.itemKey)!,
              itemKey: item.itemKey,
              title: `${item.areaLabel}: ${item.itemLabel}`,
              details: `Rated ${item.rating === 'poor' ? 'Poor' : 'Fair'}${note ? `: ${note}` : ''}`,
              dueAt: new Date(at.getTime() + dueHours * HOUR_MS),
            },
            crew,
            tx,
          );
          if (!action) continue;
          created += 1;
          await audit.record({
            actor: { userId: caller.id },
            entity: 'corrective_action',
            entityId: action.id,
            action: 'create',
            after: { siteId: site.siteId, inspectionId: inspection.id, itemKey: item.itemKey, dueAt: action.dueAt.toISOString(), crew },
          });
        }
        for (const action of verified) {
          await audit.record({
            actor: { userId: caller.id },
            entity: 'corrective_action',
            entityId: action.id,
            action: 'verify',
            before: { status: pending.find((p) => p.id === action.id)?.status },
            after: { status: 'verified', inspectionId: inspection.id },
          });
        }
        await audit.record({
          actor: { userId: caller.id },
          entity: 'inspection',
          entityId: inspection.id,
          action: 'create',
          after: {
            siteId: site.siteId,
            templateVersion: template.version,
            scorePercent: scored.scorePercent,
            targetPercent: site.scoreTargetPercent,
            earnedPoints: scored.earned,
            possiblePoints: scored.possible,
            farFromSite: inspection.farFromSite,
            actionsCreated: created,
          },
        });
        await inspectionRecorded(tx, {
          inspectionId: inspection.id,
          siteId: site.siteId,
          customerId: site.customerId,
          scorePercent: scored.scorePercent,
          targetPercent: site.scoreTargetPercent,
        });
        return { id: inspection.id, created, verified: verified.length };
      });
      if (!result) return (await replay())!;
      const [report] = await reads.siteInspections({ inspectionId: result.id }, true);
      return { inspection: report!, actionsCreated: result.created, actionsVerified: result.verified, replayed: false };
    },

    async inspection(id: number) {
      const [report] = await reads.siteInspections({ inspectionId: id }, true);
      if (!report) throw notFound('Inspection');
      return report;
    },

    async quality(query: {
      siteId?: number | undefined;
      inspectorId?: number | undefined;
      limit?: number | undefined;
    }): Promise<QualityOverview> {
      const at = now();
      const [inspectionsList, trend, sitesUnderTarget, sitesDue, openActions, actionCounts, choices] = await Promise.all([
        reads.qualityInspections(query, query.limit ?? 50),
        reads.monthlyScoreTrend({ ...qualityTrendWindow(at), ...(query.siteId ? { siteId: query.siteId } : {}) }),
        reads.sitesUnderTarget(),
        reads.sitesDue(at),
        reads.openActions(at, qualityOpenActionsShown),
        reads.openActionCounts(at),
        reads.inspectorsAndSites(),
      ]);
      return {
        inspections: inspectionsList,
        trend,
        sitesUnderTarget,
        sitesDue,
        openActions,
        openActionCount: actionCounts.open,
        overdueActionCount: actionCounts.overdue,
        ...choices,
      };
    },

    async crewActions(employeeId: number): Promise<{ actions: CorrectiveAction[] }> {
      return { actions: await reads.crewActions(employeeId, now()) };
    },

    async closeAction(employeeId: number, actionId: number, body: CloseActionRequest): Promise<CorrectiveAction> {
      const at = now();
      await inTransaction(db, async (tx) => {
        const action = await repo.lockAction(actionId, tx);
        if (!action || !(await repo.isOnActionCrew(action.id, action.siteId, employeeId, tx))) throw notFound('Corrective action');
        if (action.status !== 'open') throw new AppError('CONFLICT', ACTION_NOT_OPEN_MESSAGE);
        const photo = await repo.unusedPhotosOf(employeeId, [body.photoId], tx);
        if (photo.length !== 1) throw new AppError('VALIDATION_FAILED', 'Invalid body: photoId', { photoId: CLOSE_PHOTO_MESSAGE });
        await repo.attachPhotos([body.photoId], { correctiveActionId: action.id }, tx);
        const closed = await repo.closeAction(action.id, employeeId, body.note, at, tx);
        await createAuditRepository(tx).record({
          actor: { userId: employeeId },
          entity: 'corrective_action',
          entityId: action.id,
          action: 'close',
          before: { status: 'open' },
          after: { status: closed.status, closedNote: closed.closedNote, photoId: body.photoId },
        });
      });
      return (await reads.actionById(actionId, at, employeeId))!;
    },
  };
  return service;
}
export type InspectionsService = ReturnType<typeof createInspectionsService>;

/**
 * The Quality screen's trend: this month and the 11 before it, each from its first day's midnight in company
 * time. (Eleven UTC months back from this month's midnight lands an hour late when the two sit on either side
 * of a DST change, and leaves that month's first hour out.)
 */
export function qualityTrendWindow(at: Date): { from: Date; to: Date } {
  const today = companyDate(at);
  return { from: zonedInstant(shiftMonth(today, -11)), to: zonedInstant(nextMonthStart(today)) };
}

export interface SubmitBody {
  idempotencyKey: string;
  siteId: number;
  templateVersion: number;
  bookingId?: number | null | undefined;
  inspectedAt: string;
  location?: string | null | undefined;
  notes: string;
  ratings: { itemKey: string; rating: InspectionRating; note: string; photoIds?: string[] | undefined }[];
}

/**
 * A customer's problem report becomes a corrective action for the site's crew and the visit's team,
 * in the report's transaction (called by the feedback module).
 */
export async function correctiveActionForProblem(
  tx: Database,
  report: { id: number; bookingId: number; description: string; customerId: number },
  at: Date,
): Promise<void> {
  const repo = createInspectionsRepository(tx);
  const booking = await repo.bookingSiteAndTeam(report.bookingId, tx);
  if (!booking?.siteId) return;
  const crew = [...new Set([...booking.team, ...(await repo.siteCrew(booking.siteId, tx))])];
  const dueHours = await repo.actionDueHours(tx);
  const action = await repo.insertAction(
    {
      siteId: booking.siteId,
      source: 'problem_report',
      problemReportId: report.id,
      title: 'Customer problem report',
      details: report.description,
      dueAt: new Date(at.getTime() + dueHours * HOUR_MS),
    },
    crew,
    tx,
  );
  if (!action) return;
  await createAuditRepository(tx).record({
    actor: { userId: report.customerId },
    entity: 'corrective_action',
    entityId: action.id,
    action: 'create',
    after: { siteId: booking.siteId, problemReportId: report.id, dueAt: action.dueAt.toISOString(), crew },
  });
}
