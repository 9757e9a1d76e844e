import * as z from './zod.ts';
import { inspectionReportSchema } from './inspections.ts';

/**
 * Quality the customer can see (issue 33, customer side; decision 0046): today's visits as they
 * happen, the portal's figures measured from this customer's own visits, inspections and problem
 * reports, their inspection reports with a PDF and the score trend, the per-site report e-mail,
 * and the company-wide quality trend of the admin dashboard. Every customer call reads the caller's
 * own sites only; a row of anyone else answers 404 as a missing one does. No answer here carries an
 * employee's location (punch or inspection coordinates, addresses, distances).
 */

const MAX_ID = 2_147_483_647;
const ID_MESSAGE = 'Use a whole-number id';
const textId = z.coerce.number(ID_MESSAGE).check(z.int(ID_MESSAGE), z.minimum(1, ID_MESSAGE), z.maximum(MAX_ID, ID_MESSAGE));
export const customerQualityIdParams = z.object({ id: textId });

/** Where today's visit stands: before the first punch, between it and the last, after the last. */
export const liveVisitStatuses = ['scheduled', 'on_site', 'finished'] as const;
export type LiveVisitStatus = (typeof liveVisitStatuses)[number];

/**
 * One of today's visits (GET /api/customer/visits/today). `arrivedAt` is the crew's first punch,
 * `finishedAt` the last clock-out once nobody is clocked in (or when the visit was marked completed,
 * for a visit nobody punched). `minutesOnSite` runs from the first punch to `finishedAt`, or to
 * `asOf` while the crew is on site; `crewOnSite` counts the people clocked in now, `crewCount` every
 * person who punched on the visit. Times are instants (ISO).
 */
export const liveVisitSchema = z.object({
  bookingId: z.int(),
  siteName: z.nullable(z.text()),
  serviceType: z.text(),
  scheduledStart: z.text(),
  scheduledEnd: z.text(),
  status: z.enum(liveVisitStatuses),
  arrivedAt: z.nullable(z.text()),
  finishedAt: z.nullable(z.text()),
  minutesOnSite: z.nullable(z.int()),
  crewOnSite: z.int(),
  crewCount: z.int(),
});
export type LiveVisit = z.infer<typeof liveVisitSchema>;

/** Today's visits of the signed-in customer (Minnesota day `date`), earliest first, as of `asOf`. */
export const liveVisitsSchema = z.object({
  date: z.text(),
  asOf: z.text(),
  visits: z.array(liveVisitSchema),
});
export type LiveVisits = z.infer<typeof liveVisitsSchema>;

/** The portal's measured figures, in the order the card shows them. */
export const serviceFigureKeys = ['serviceQuality', 'onTime', 'issueResolution', 'hourlyRate'] as const;
export type ServiceFigureKey = (typeof serviceFigureKeys)[number];

/**
 * One figure of the portal (decision 0046). `measured` is this customer's own (null while there is
 * no data: the screen then shows `standard`, labelled as the company standard); `basis` counts what
 * it was measured on (inspections, punched visits, resolved reports, hours on site); `target` is
 * what the company aims at for this customer (null when there is none to state). Units: percent
 * for serviceQuality and onTime, hours for issueResolution, dollars per hour for hourlyRate.
 */
export const serviceFigureSchema = z.object({
  key: z.enum(serviceFigureKeys),
  measured: z.nullable(z.number()),
  basis: z.number(),
  target: z.nullable(z.number()),
  standard: z.number(),
});
export type ServiceFigure = z.infer<typeof serviceFigureSchema>;

/**
 * GET /api/customer/service-figures: the four figures over the window [`from`, `to`) (Minnesota
 * days: the last 12 months through today; the hourly rate over the whole months of it).
 */
export const serviceFiguresSchema = z.object({
  from: z.text(),
  to: z.text(),
  figures: z.array(serviceFigureSchema),
});
export type ServiceFigures = z.infer<typeof serviceFiguresSchema>;

export const INSPECTION_MONTHS_DEFAULT = 12;
const MONTHS_MESSAGE = 'Ask for 1 to 36 months';
/** GET /api/customer/inspections: this month and the months before it (12 in all unless asked). */
export const customerInspectionsQuerySchema = z.object({
  months: z._default(
    z.coerce.number(MONTHS_MESSAGE).check(z.int(MONTHS_MESSAGE), z.minimum(1, MONTHS_MESSAGE), z.maximum(36, MONTHS_MESSAGE)),
    INSPECTION_MONTHS_DEFAULT,
  ),
});
export type CustomerInspectionsQuery = z.input<typeof customerInspectionsQuerySchema>;

/** One inspection in the customer's list: who, when, the score against the target, what failed and what is fixed. */
export const inspectionSummarySchema = z.object({
  id: z.int(),
  siteId: z.int(),
  siteName: z.text(),
  inspectedAt: z.text(),
  inspectorName: z.text(),
  scorePercent: z.nullable(z.number()),
  targetPercent: z.int(),
  failedItems: z.int(),
  /** Corrective actions made from it, and of them those fixed (closed by the crew or verified). */
  actions: z.int(),
  actionsFixed: z.int(),
});
export type InspectionSummary = z.infer<typeof inspectionSummarySchema>;

/** A month of the score trend: the mean score of its inspections (null in a month without one). */
export const scoreMonthSchema = z.object({
  month: z.text(),
  averagePercent: z.nullable(z.number()),
  inspections: z.int(),
});
export type ScoreMonth = z.infer<typeof scoreMonthSchema>;

/** A site of the customer with its inspection target and whether its reports are e-mailed. */
export const inspectedSiteSchema = z.object({
  id: z.int(),
  name: z.text(),
  targetPercent: z.int(),
  reportEmail: z.boolean(),
});
export type InspectedSite = z.infer<typeof inspectedSiteSchema>;

/**
 * GET /api/customer/inspections: the customer's active sites, the score trend of every month of the
 * window (oldest first, Minnesota months) and the window's inspections, newest first.
 */
export const customerInspectionsSchema = z.object({
  sites: z.array(inspectedSiteSchema),
  trend: z.array(scoreMonthSchema),
  inspections: z.array(inspectionSummarySchema),
});
export type CustomerInspections = z.infer<typeof customerInspectionsSchema>;

/** One inspection as its customer reads it: the admins' report without where it was done. */
export const customerInspectionSchema = z.omit(inspectionReportSchema, { farFromSite: true, distanceM: true });
export type CustomerInspection = z.infer<typeof customerInspectionSchema>;

/** PUT /api/customer/sites/{id}/inspection-report-email: e-mail each inspection's report for this site, or not. */
export const reportEmailRequestSchema = z.object({
  reportEmail: z.boolean('Say true or false: e-mail the report of each inspection of this site'),
});
export type ReportEmailRequest = z.input<typeof reportEmailRequestSchema>;

/** GET /api/admin/quality-trend: the company-wide mean inspection score of each of the last 12 months. */
export const qualityTrendSchema = z.object({ months: z.array(scoreMonthSchema) });
export type QualityTrend = z.infer<typeof qualityTrendSchema>;

/** Where the customer reads one inspection (the report e-mail links here). */
export const customerInspectionPath = (id: number) => `/customer-dashboard?tab=reports&inspection=${id}`;

/** The schemas of each endpoint in customer-quality.endpoints.ts, by its name (the server registers them). */
export const customerQualitySchemas = {
  getVisitsToday: { response: liveVisitsSchema },
  getServiceFigures: { response: serviceFiguresSchema },
  listCustomerInspections: { query: customerInspectionsQuerySchema, response: customerInspectionsSchema },
  getCustomerInspection: { params: customerQualityIdParams, response: customerInspectionSchema },
  downloadCustomerInspectionPdf: { params: customerQualityIdParams },
  setInspectionReportEmail: { params: customerQualityIdParams, body: reportEmailRequestSchema, response: inspectedSiteSchema },
  getQualityTrend: { response: qualityTrendSchema },
};
