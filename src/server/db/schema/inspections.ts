import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  correctiveActionSources,
  correctiveActionStatuses,
  inspectionIntervals,
  inspectionPhotoTypes,
  inspectionRatings,
  type RatingPoints,
  type SiteTemplateAdjustments,
  type TemplateArea,
} from '#shared/domain/inspections.ts';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { sites } from './customers.ts';
import { problemReports } from './feedback.ts';
import { bookings } from './operations.ts';

/**
 * Inspection checklists, versioned like the pricing configuration (decision 0045): a save adds a row;
 * the newest row of a facility type is its template; each inspection keeps the version it was scored with.
 */
export const inspectionTemplates = pgTable(
  'inspection_templates',
  {
    version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
    facilityType: text('facility_type').notNull(),
    areas: jsonb('areas').$type<TemplateArea[]>().notNull(),
    points: jsonb('points').$type<RatingPoints>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('inspection_templates_type_idx').on(t.facilityType, t.version)],
);

/** How inspections go at one site: its target, interval, report e-mail and template changes. Absent: the defaults. */
export const siteInspectionSettings = pgTable(
  'site_inspection_settings',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The score (percent) the site is held to; under it, Fair items become corrective actions too. */
    scoreTargetPercent: smallint('score_target_percent').notNull().default(85),
    interval: text('interval', { enum: inspectionIntervals }).notNull().default('monthly'),
    /** Whether the customer is e-mailed the report when an inspection is done. */
    reportEmail: boolean('report_email').notNull().default(true),
    adjustments: jsonb('adjustments').$type<SiteTemplateAdjustments>().notNull().default({ removedItems: [], addedItems: [] }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [check('site_inspection_settings_target_check', sql`${t.scoreTargetPercent} between 1 and 100`)],
);

/** One walk of a site with the checklist. Score = earned / possible points (N/A items count in neither). */
export const inspections = pgTable(
  'inspections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    inspectorId: integer('inspector_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The visit it was done during, when one was chosen. */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    templateVersion: integer('template_version')
      .notNull()
      .references(() => inspectionTemplates.version, { onDelete: 'restrict' }),
    /** When the inspector walked the site (the device's time of the submission, within bounds). */
    inspectedAt: timestamp('inspected_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: text('address'),
    distanceM: integer('distance_m'),
    /** More than 300 m from the site (as punches): for the admin's eye. */
    farFromSite: boolean('far_from_site').notNull().default(false),
    earnedPoints: integer('earned_points').notNull(),
    possiblePoints: integer('possible_points').notNull(),
    /** earned / possible in percent, one decimal; null when every item was N/A. */
    scorePercent: numeric('score_percent', { precision: 5, scale: 1, mode: 'number' }),
    /** The site's target when it was scored. */
    targetPercent: smallint('target_percent').notNull(),
    notes: text('notes').notNull().default(''),
    /** The device's key: a resend with the same key answers the first result. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('inspections_idempotency_idx').on(t.idempotencyKey),
    index('inspections_site_at_idx').on(t.siteId, t.inspectedAt),
    index('inspections_inspector_at_idx').on(t.inspectorId, t.inspectedAt),
    index('inspections_at_idx').on(t.inspectedAt),
    check('inspections_points_check', sql`${t.earnedPoints} >= 0 and ${t.earnedPoints} <= ${t.possiblePoints}`),
    check('inspections_coordinates_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/** One rated line of an inspection, with the area and item as they read then. */
export const inspectionItems = pgTable(
  'inspection_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    areaKey: text('area_key').notNull(),
    areaLabel: text('area_label').notNull(),
    itemKey: text('item_key').notNull(),
    itemLabel: text('item_label').notNull(),
    rating: text('rating', { enum: inspectionRatings }).notNull(),
    /** Points earned and possible for this line (0 and 0 for N/A). */
    earnedPoints: smallint('earned_points').notNull(),
    possiblePoints: smallint('possible_points').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('inspection_items_item_idx').on(t.inspectionId, t.itemKey),
    check('inspection_items_rating_check', sql`${t.rating} in ('good', 'fair', 'poor', 'na')`),
  ],
);

/**
 * A failed item (or a customer's problem report) to fix: assigned to the site's crew with a due time.
 * Closed by the crew with a note and a photo; verified by the next inspection that rates the item.
 */
export const correctiveActions = pgTable(
  'corrective_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'restrict' }),
    source: text('source', { enum: correctiveActionSources }).notNull(),
    inspectionItemId: integer('inspection_item_id').references(() => inspectionItems.id, { onDelete: 'restrict' }),
    problemReportId: integer('problem_report_id').references(() => problemReports.id, { onDelete: 'restrict' }),
    /** The checklist item it is about (null for a problem report), so the next inspection finds it. */
    itemKey: text('item_key'),
    title: text('title').notNull(),
    details: text('details').notNull().default(''),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: correctiveActionStatuses }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedNote: text('closed_note'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedByInspectionId: integer('verified_by_inspection_id').references(() => inspections.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('corrective_actions_item_idx')
      .on(t.inspectionItemId)
      .where(sql`${t.inspectionItemId} is not null`),
    uniqueIndex('corrective_actions_problem_idx')
      .on(t.problemReportId)
      .where(sql`${t.problemReportId} is not null`),
    index('corrective_actions_site_idx').on(t.siteId, t.status),
    index('corrective_actions_open_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'open'`),
    check(
      'corrective_actions_source_check',
      sql`(${t.source} = 'inspection' and ${t.inspectionItemId} is not null and ${t.problemReportId} is null) or (${t.source} = 'problem_report' and ${t.problemReportId} is not null and ${t.inspectionItemId} is null)`,
    ),
    check('corrective_actions_status_check', sql`${t.status} in ('open', 'closed', 'verified')`),
    check('corrective_actions_closed_check', sql`${t.status} = 'open' or ${t.closedAt} is not null or ${t.verifiedAt} is not null`),
  ],
);

/** The crew a corrective action was assigned to (the site's crew when it was made). */
export const correctiveActionCrew = pgTable(
  'corrective_action_crew',
  {
    actionId: integer('action_id')
      .notNull()
      .references(() => correctiveActions.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.employeeId] }), index('corrective_action_crew_employee_idx').on(t.employeeId, t.actionId)],
);

/**
 * A photo in the storage adapter (files under the data directory, or an S3 bucket): uploaded first, then
 * owned by an inspection item or by a corrective action's closing. Read only by the site's customer, crew and admins.
 */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: uuid('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type', { enum: inspectionPhotoTypes }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    inspectionItemId: integer('inspection_item_id').references(() => inspectionItems.id, { onDelete: 'cascade' }),
    correctiveActionId: integer('corrective_action_id').references(() => correctiveActions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspection_photos_key_idx').on(t.storageKey),
    index('inspection_photos_item_idx')
      .on(t.inspectionItemId)
      .where(sql`${t.inspectionItemId} is not null`),
    index('inspection_photos_action_idx')
      .on(t.correctiveActionId)
      .where(sql`${t.correctiveActionId} is not null`),
    index('inspection_photos_uploader_idx').on(t.uploadedBy, t.createdAt),
    check('inspection_photos_owner_check', sql`${t.inspectionItemId} is null or ${t.correctiveActionId} is null`),
    check('inspection_photos_size_check', sql`${t.sizeBytes} > 0`),
  ],
);
