import * as z from './zod.ts';
import { parseLatLng } from '../domain/geo.ts';
import {
  correctiveActionSources,
  correctiveActionStatuses,
  inspectionIntervals,
  inspectionPhotoTypes,
  inspectionRatings,
} from '../domain/inspections.ts';
import { facilityTypes } from '../domain/quote.ts';

/**
 * Site inspections and corrective actions (issue 33, decision 0045). Admins, and employees marked as
 * supervisors, walk a site with its checklist (the facility type's template, adjusted for the site),
 * rate each item Good / Fair / Poor / N/A and submit once (an idempotency key: a resend answers the first
 * result). Score = points earned / points possible, N/A counted in neither. Every Poor item, and every Fair
 * item when the score is under the site's target, becomes a corrective action for the site's crew, due
 * in 48 hours (a setting); the crew closes it with a note and a photo, and the next inspection that rates
 * the item verifies it. Photos are uploaded first (the image bytes as the body), then named by id.
 */

const MAX_INT = 2_147_483_647;
const ID_MESSAGE = 'Use a whole-number id';
const textId = z.coerce.number(ID_MESSAGE).check(z.int(ID_MESSAGE), z.minimum(1, ID_MESSAGE), z.maximum(MAX_INT, ID_MESSAGE));
export const inspectionIdParams = z.object({ id: textId });
export const siteIdParams = z.object({ siteId: textId });
const UUID_MESSAGE = 'Use a photo id as the upload answered it';
const photoId = z.text(UUID_MESSAGE).check(z.trim(), z.toLowerCase(), z.uuid(UUID_MESSAGE));
export const photoIdParams = z.object({ id: photoId });

export const NOT_INSPECTOR_MESSAGE = 'Only administrators and supervisors do inspections';
export const LOCATION_MESSAGE = 'Send the location as latitude,longitude within range, like 44.9778,-93.2650';
export const PHOTO_TYPE_MESSAGE = 'Send a JPEG, PNG or WebP photo';
export const photoTooLargeMessage = (maxBytes: number) => `Send a photo of ${Math.round(maxBytes / 1024 / 1024)} MB or less`;
/** 429 of the photo upload: one user's photos per minute (INSPECTION_PHOTOS_PER_MINUTE). */
export const photoRateMessage = (perMinute: number, waitSeconds: number) =>
  `You have uploaded ${perMinute} photos in the last minute, the most we take. Wait ${waitSeconds} second${waitSeconds === 1 ? '' : 's'} and send the rest.`;
export const PHOTO_NOT_YOURS_MESSAGE = 'Upload the photo first (each photo is used once)';
export const IDEMPOTENCY_REUSED_MESSAGE = 'This idempotency key was already used for a different inspection';
export const RATINGS_MESSAGE = 'Rate every item of the checklist, each once';
export const CLOSE_NOTE_MESSAGE = 'Say what was done, in 1 to 1,000 characters';
export const CLOSE_PHOTO_MESSAGE = 'Add a photo of the fixed item';
export const ACTION_NOT_OPEN_MESSAGE = 'This corrective action is already closed';

/** GET /api/inspections/photos/{id}: the one address of a stored photo (404 unless the caller may see it). */
export const inspectionPhotoUrl = (id: string) => `/api/inspections/photos/${id}`;

// ---- Templates ----

const KEY_MESSAGE = 'Keys are 1 to 60 lower-case letters, digits, dots and dashes';
const key = z.text(KEY_MESSAGE).check(z.trim(), z.regex(/^[a-z0-9][a-z0-9.-]{0,59}$/, KEY_MESSAGE));
const LABEL_MESSAGE = 'Name it in 1 to 120 characters';
const label = z.line(LABEL_MESSAGE).check(z.minLength(1, LABEL_MESSAGE), z.maxLength(120, LABEL_MESSAGE));
const POINTS_MESSAGE = 'Points are whole numbers from 0 to 100';
const points = z.int(POINTS_MESSAGE).check(z.minimum(0, POINTS_MESSAGE), z.maximum(100, POINTS_MESSAGE));

export const templateItemSchema = z.object({ key, label });
export const templateAreaSchema = z.object({
  key,
  label,
  items: z.array(templateItemSchema).check(z.minLength(1, 'Give each area at least one item'), z.maxLength(60)),
});
export const ratingPointsSchema = z
  .object({ good: points, fair: points, poor: points })
  .check(z.refine((p) => p.good > 0 && p.good >= p.fair && p.fair >= p.poor, 'Good must be worth most, then Fair, then Poor'));

const uniqueKeys = (areas: { key: string; items: { key: string }[] }[]) => {
  const areaKeys = new Set(areas.map((a) => a.key));
  const itemKeys = areas.flatMap((a) => a.items.map((i) => i.key));
  return areaKeys.size === areas.length && new Set(itemKeys).size === itemKeys.length;
};

/** PUT /api/admin/inspections/templates/{facilityType}: a new version of the checklist. */
export const saveTemplateRequestSchema = z.object({
  areas: z
    .array(templateAreaSchema)
    .check(
      z.minLength(1, 'Give the checklist at least one area'),
      z.maxLength(30),
      z.refine(uniqueKeys, 'Each area key and each item key may appear once'),
    ),
  points: ratingPointsSchema,
});
export type SaveTemplateRequest = z.input<typeof saveTemplateRequestSchema>;
export const facilityTypeParams = z.object({ facilityType: z.enum(facilityTypes, 'Choose a facility type') });

export const inspectionTemplateSchema = z.object({
  version: z.int(),
  facilityType: z.enum(facilityTypes),
  areas: z.array(templateAreaSchema),
  points: z.object({ good: z.int(), fair: z.int(), poor: z.int() }),
  createdAt: z.text(),
  createdBy: z.nullable(z.text()),
});
export type InspectionTemplate = z.infer<typeof inspectionTemplateSchema>;
export const inspectionTemplatesSchema = z.object({ templates: z.array(inspectionTemplateSchema) });
export type InspectionTemplates = z.infer<typeof inspectionTemplatesSchema>;

// ---- Settings ----

const TARGET_MESSAGE = 'The score target is a whole percent from 1 to 100';
const DUE_MESSAGE = 'Corrective actions are due in 1 to 720 hours';
export const inspectionSettingsSchema = z.object({
  actionDueHours: z.int(DUE_MESSAGE).check(z.minimum(1, DUE_MESSAGE), z.maximum(720, DUE_MESSAGE)),
});
export type InspectionSettings = z.infer<typeof inspectionSettingsSchema>;

export const siteAdjustmentsSchema = z.object({
  removedItems: z.array(key).check(z.maxLength(200)),
  addedItems: z.array(z.object({ areaKey: key, key, label })).check(z.maxLength(60)),
});
export const siteInspectionSettingsInputSchema = z.object({
  scoreTargetPercent: z.int(TARGET_MESSAGE).check(z.minimum(1, TARGET_MESSAGE), z.maximum(100, TARGET_MESSAGE)),
  interval: z.enum(inspectionIntervals, 'Choose weekly, biweekly, monthly or quarterly'),
  reportEmail: z.boolean('Say whether the customer is e-mailed each report'),
  adjustments: siteAdjustmentsSchema,
});
export type SiteInspectionSettingsInput = z.input<typeof siteInspectionSettingsInputSchema>;
export const siteInspectionSettingsSchema = z.object({
  siteId: z.int(),
  siteName: z.text(),
  facilityType: z.enum(facilityTypes),
  scoreTargetPercent: z.int(),
  interval: z.enum(inspectionIntervals),
  reportEmail: z.boolean(),
  adjustments: siteAdjustmentsSchema,
});
export type SiteInspectionSettings = z.infer<typeof siteInspectionSettingsSchema>;

export const supervisorRequestSchema = z.object({ isSupervisor: z.boolean('Say whether the employee is a supervisor') });
export const supervisorSchema = z.object({ employeeId: z.int(), isSupervisor: z.boolean() });

// ---- Doing an inspection ----

/** One site the inspector may choose, with the checklist it is inspected with now. */
export const inspectableSiteSchema = z.object({
  siteId: z.int(),
  siteName: z.text(),
  address: z.text(),
  customerName: z.text(),
  /** Today's visit there (Minnesota day), if any: such sites come first. */
  todaysVisit: z.nullable(z.object({ bookingId: z.int(), scheduledStart: z.text() })),
  lastInspectedAt: z.nullable(z.text()),
  scoreTargetPercent: z.int(),
  templateVersion: z.int(),
  points: z.object({ good: z.int(), fair: z.int(), poor: z.int() }),
  areas: z.array(templateAreaSchema),
});
export type InspectableSite = z.infer<typeof inspectableSiteSchema>;
export const inspectableSitesSchema = z.object({ sites: z.array(inspectableSiteSchema) });

const NOTE_MESSAGE = 'Keep a note to 1,000 characters';
const note = z.pipe(
  z.nullish(z.text(NOTE_MESSAGE).check(z.trim(), z.maxLength(1000, NOTE_MESSAGE))),
  z.transform((v: string | null | undefined) => v ?? ''),
);
const locationSchema = z.text(LOCATION_MESSAGE).check(
  z.trim(),
  z.maxLength(60, LOCATION_MESSAGE),
  z.refine((v: string) => parseLatLng(v) !== null, LOCATION_MESSAGE),
);
const IDEMPOTENCY_MESSAGE = 'Send an idempotency key of 8 to 100 visible characters';

/** POST /api/inspections: the whole inspection at once (kept on the device until it went through). */
export const submitInspectionRequestSchema = z.object({
  idempotencyKey: z.text(IDEMPOTENCY_MESSAGE).check(z.trim(), z.regex(/^[\x21-\x7e]{8,100}$/, IDEMPOTENCY_MESSAGE)),
  siteId: z.int(ID_MESSAGE).check(z.minimum(1, ID_MESSAGE), z.maximum(MAX_INT, ID_MESSAGE)),
  /** The version the checklist was shown with: the inspection is scored with it. */
  templateVersion: z.int(ID_MESSAGE).check(z.minimum(1, ID_MESSAGE), z.maximum(MAX_INT, ID_MESSAGE)),
  bookingId: z.nullish(z.int(ID_MESSAGE).check(z.minimum(1, ID_MESSAGE), z.maximum(MAX_INT, ID_MESSAGE))),
  /** When the inspection was done on the device (an offline one is sent later): within the last 7 days. */
  inspectedAt: z.iso.datetime({ offset: true, error: 'Send when the inspection was done as an ISO time' }),
  location: z.nullish(locationSchema),
  notes: note,
  ratings: z
    .array(
      z.object({
        itemKey: key,
        rating: z.enum(inspectionRatings, 'Rate each item Good, Fair, Poor or N/A'),
        note,
        photoIds: z.optional(z.array(photoId).check(z.maxLength(6, 'Add up to 6 photos to an item'))),
      }),
    )
    .check(z.minLength(1, RATINGS_MESSAGE), z.maxLength(500, RATINGS_MESSAGE)),
});
export type SubmitInspectionRequest = z.input<typeof submitInspectionRequestSchema>;

export const uploadedPhotoSchema = z.object({
  id: z.text(),
  contentType: z.enum(inspectionPhotoTypes),
  sizeBytes: z.int(),
  url: z.text(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;

export const correctiveActionSchema = z.object({
  id: z.int(),
  siteId: z.int(),
  siteName: z.text(),
  source: z.enum(correctiveActionSources),
  inspectionId: z.nullable(z.int()),
  problemReportId: z.nullable(z.int()),
  itemKey: z.nullable(z.text()),
  title: z.text(),
  details: z.text(),
  dueAt: z.text(),
  overdue: z.boolean(),
  status: z.enum(correctiveActionStatuses),
  crew: z.array(z.object({ id: z.int(), name: z.text() })),
  closedAt: z.nullable(z.text()),
  closedBy: z.nullable(z.text()),
  closedNote: z.nullable(z.text()),
  verifiedAt: z.nullable(z.text()),
  verifiedByInspectionId: z.nullable(z.int()),
  /** Photos of the failed item, then the closing photo(s). */
  photos: z.array(z.object({ id: z.text(), url: z.text(), kind: z.enum(['finding', 'fix']) })),
  /** The employee portal: whether the caller's visit today is at this site (those come first). */
  onTodaysVisit: z.optional(z.boolean()),
});
export type CorrectiveAction = z.infer<typeof correctiveActionSchema>;
export const correctiveActionsSchema = z.object({ actions: z.array(correctiveActionSchema) });
export type CorrectiveActions = z.infer<typeof correctiveActionsSchema>;

export const closeActionRequestSchema = z.object({
  note: z.text(CLOSE_NOTE_MESSAGE).check(z.trim(), z.minLength(1, CLOSE_NOTE_MESSAGE), z.maxLength(1000, CLOSE_NOTE_MESSAGE)),
  photoId: photoId,
});
export type CloseActionRequest = z.input<typeof closeActionRequestSchema>;

/** One inspection as the report reads it (admins here; the customer side reads the same shape for its own sites). */
export const inspectionReportSchema = z.object({
  id: z.int(),
  siteId: z.int(),
  siteName: z.text(),
  inspectedAt: z.text(),
  inspectorName: z.text(),
  templateVersion: z.int(),
  scorePercent: z.nullable(z.number()),
  targetPercent: z.int(),
  earnedPoints: z.int(),
  possiblePoints: z.int(),
  areas: z.array(z.object({ label: z.text(), scorePercent: z.nullable(z.number()) })),
  items: z.array(
    z.object({
      itemId: z.int(),
      areaLabel: z.text(),
      itemLabel: z.text(),
      itemKey: z.text(),
      rating: z.enum(inspectionRatings),
      note: z.text(),
      failed: z.boolean(),
      photoIds: z.array(z.text()),
    }),
  ),
  actions: z.array(
    z.object({
      id: z.int(),
      title: z.text(),
      status: z.enum(correctiveActionStatuses),
      dueAt: z.text(),
      closedAt: z.nullable(z.text()),
      closedNote: z.nullable(z.text()),
      verifiedAt: z.nullable(z.text()),
      photoIds: z.array(z.text()),
    }),
  ),
  /** Admins only: where it was done. Never sent to a customer. */
  farFromSite: z.optional(z.boolean()),
  distanceM: z.optional(z.nullable(z.int())),
});
export type InspectionReport = z.infer<typeof inspectionReportSchema>;

/** The answer of POST /api/inspections (also to a resend with the same key). */
export const submittedInspectionSchema = z.object({
  inspection: inspectionReportSchema,
  actionsCreated: z.int(),
  actionsVerified: z.int(),
  /** True when this answered a resend: nothing new was written. */
  replayed: z.boolean(),
});
export type SubmittedInspection = z.infer<typeof submittedInspectionSchema>;

export const scoreTrendPointSchema = z.object({ month: z.text(), averagePercent: z.number(), inspections: z.int() });
export type ScoreTrendPoint = z.infer<typeof scoreTrendPointSchema>;

// ---- The admin's Quality screen ----

const LIMIT_MESSAGE = 'Ask for 1 to 200 inspections';
export const qualityQuerySchema = z.object({
  siteId: z.optional(textId),
  inspectorId: z.optional(textId),
  limit: z.optional(z.coerce.number(LIMIT_MESSAGE).check(z.int(LIMIT_MESSAGE), z.minimum(1, LIMIT_MESSAGE), z.maximum(200, LIMIT_MESSAGE))),
});
export const qualityOverviewSchema = z.object({
  inspections: z.array(
    z.object({
      id: z.int(),
      siteId: z.int(),
      siteName: z.text(),
      inspectorId: z.int(),
      inspectorName: z.text(),
      inspectedAt: z.text(),
      scorePercent: z.nullable(z.number()),
      targetPercent: z.int(),
      farFromSite: z.boolean(),
      failedItems: z.int(),
    }),
  ),
  trend: z.array(scoreTrendPointSchema),
  sitesUnderTarget: z.array(
    z.object({ siteId: z.int(), siteName: z.text(), scorePercent: z.number(), targetPercent: z.int(), inspectedAt: z.text() }),
  ),
  sitesDue: z.array(
    z.object({ siteId: z.int(), siteName: z.text(), lastInspectedAt: z.nullable(z.text()), interval: z.enum(inspectionIntervals) }),
  ),
  /** The `qualityOpenActionsShown` earliest due open actions (due time, then id): the overdue ones first. */
  openActions: z.array(correctiveActionSchema),
  /** Every open action, and those of them past due: the list above may show only the first of them. */
  openActionCount: z.int(),
  overdueActionCount: z.int(),
  inspectors: z.array(z.object({ id: z.int(), name: z.text() })),
  sites: z.array(z.object({ id: z.int(), name: z.text() })),
});
export type QualityOverview = z.infer<typeof qualityOverviewSchema>;

export const inspectionsSchemas = {
  listTemplates: { response: inspectionTemplatesSchema },
  saveTemplate: { params: facilityTypeParams, body: saveTemplateRequestSchema, response: inspectionTemplateSchema },
  getInspectionSettings: { response: inspectionSettingsSchema },
  saveInspectionSettings: { body: inspectionSettingsSchema, response: inspectionSettingsSchema },
  getSiteInspectionSettings: { params: siteIdParams, response: siteInspectionSettingsSchema },
  saveSiteInspectionSettings: { params: siteIdParams, body: siteInspectionSettingsInputSchema, response: siteInspectionSettingsSchema },
  setSupervisor: { params: inspectionIdParams, body: supervisorRequestSchema, response: supervisorSchema },
  listInspectableSites: { response: inspectableSitesSchema },
  uploadInspectionPhoto: { response: uploadedPhotoSchema },
  readInspectionPhoto: { params: photoIdParams },
  submitInspection: { body: submitInspectionRequestSchema, response: submittedInspectionSchema },
  getInspection: { params: inspectionIdParams, response: inspectionReportSchema },
  qualityOverview: { query: qualityQuerySchema, response: qualityOverviewSchema },
  listCrewActions: { response: correctiveActionsSchema },
  closeAction: { params: inspectionIdParams, body: closeActionRequestSchema, response: correctiveActionSchema },
};
