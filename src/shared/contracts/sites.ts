import * as z from './zod.ts';

/**
 * Every site's margin (issue 34, decision 0047): the hours the bid allows against the hours the crews'
 * punches show, the labour cost both imply, the revenue invoiced and the gross margin left.
 */

const MAX_ID = 2_147_483_647;
const textId = (message: string) => z.coerce.number(message).check(z.int(message), z.minimum(1, message), z.maximum(MAX_ID, message));
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = (message: string) => z.text(message).check(z.regex(MONTH, message));

/** The defaults of the margin settings until an admin saves them (decision 0047). */
export const siteMarginDefaults = { overHoursPercent: 15, overHoursWeeks: 4, targetMarginPercent: 29 } as const;

export const siteMarginSettingsSchema = z.object({
  overHoursPercent: z.int('Enter a whole percent').check(z.minimum(1, 'Use 1 to 200 percent'), z.maximum(200, 'Use 1 to 200 percent')),
  overHoursWeeks: z.int('Enter a whole number of weeks').check(z.minimum(1, 'Use 1 to 26 weeks'), z.maximum(26, 'Use 1 to 26 weeks')),
  targetMarginPercent: z.int('Enter a whole percent').check(z.minimum(0, 'Use 0 to 90 percent'), z.maximum(90, 'Use 0 to 90 percent')),
});
export type SiteMarginSettings = z.infer<typeof siteMarginSettingsSchema>;

/** One site and month (Minnesota months; visits by the month they were scheduled in). */
export const siteMonthSchema = z.object({
  month: z.text(),
  /** Completed visits and visits with a closed punch, cancelled ones never. */
  visitsDone: z.int(),
  hoursBid: z.number(),
  hoursWorked: z.number(),
  /** (worked - bid) / bid in percent, one decimal; null without bid hours. */
  variancePercent: z.nullable(z.number()),
  laborCostPricedCents: z.int(),
  laborCostActualCents: z.int(),
  revenueCents: z.int(),
  /** (revenue - actual labour cost) / revenue in percent, one decimal; null without revenue. */
  grossMarginPercent: z.nullable(z.number()),
});
export type SiteMonth = z.infer<typeof siteMonthSchema>;

/** A window's figures per visit and in all (the Sites screen's last 4 weeks and last 3 months). */
export const siteWindowSchema = z.object({
  visitsDone: z.int(),
  hoursBid: z.number(),
  hoursWorked: z.number(),
  bidHoursPerVisit: z.nullable(z.number()),
  workedHoursPerVisit: z.nullable(z.number()),
  variancePercent: z.nullable(z.number()),
  laborCostPricedCents: z.int(),
  laborCostActualCents: z.int(),
  revenueCents: z.int(),
  grossMarginPercent: z.nullable(z.number()),
});
export type SiteWindow = z.infer<typeof siteWindowSchema>;

export const siteSummarySchema = z.object({
  id: z.int(),
  name: z.text(),
  address: z.text(),
  isActive: z.boolean(),
  customer: z.object({ id: z.int(), name: z.text() }),
  plan: z.nullable(
    z.object({ id: z.int(), status: z.text(), frequency: z.text(), monthlyPriceCents: z.int(), squareFootage: z.nullable(z.int()) }),
  ),
  crew: z.array(z.object({ id: z.int(), name: z.text() })),
  lastFourWeeks: siteWindowSchema,
  lastThreeMonths: siteWindowSchema,
  /** Whole weeks in a row, back from last week, whose worked hours exceeded the bid by more than the setting. */
  overHoursWeeks: z.int(),
  /** overHoursWeeks reached the setting (decision 0047). */
  flagged: z.boolean(),
  /** The newest inspection's score in percent, when the site has been inspected. */
  qualityScorePercent: z.nullable(z.number()),
  openProblems: z.int(),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

export const siteSortKeys = ['name', 'customer', 'price', 'variance', 'margin', 'quality', 'problems'] as const;
export type SiteSortKey = (typeof siteSortKeys)[number];
export const siteFilters = ['all', 'flagged', 'over-hours', 'under-target', 'margin-below'] as const;
export type SiteFilter = (typeof siteFilters)[number];

export const siteListQuerySchema = z.object({
  sort: z.optional(z.enum(siteSortKeys, `Sort by one of: ${siteSortKeys.join(', ')}`)),
  dir: z.optional(z.enum(['asc', 'desc'], 'Sort asc or desc')),
  filter: z.optional(z.enum(siteFilters, `Filter by one of: ${siteFilters.join(', ')}`)),
  /** With filter margin-below: the gross margin (last 3 months) under which a site is listed. */
  marginBelow: z.optional(z.coerce.number('Enter the margin as a number').check(z.minimum(-1000), z.maximum(100))),
  q: z.optional(z.text().check(z.trim(), z.maxLength(100, 'Search with up to 100 characters'))),
});
export type SiteListQuery = z.infer<typeof siteListQuerySchema>;

export const siteListSchema = z.object({
  /** The windows as Minnesota days, from inclusive, to exclusive. */
  windows: z.object({
    lastFourWeeks: z.object({ from: z.text(), to: z.text() }),
    lastThreeMonths: z.object({ from: z.text(), to: z.text() }),
  }),
  settings: siteMarginSettingsSchema,
  sites: z.array(siteSummarySchema),
});
export type SiteList = z.infer<typeof siteListSchema>;

export const siteVisitSchema = z.object({
  id: z.int(),
  scheduledStart: z.text(),
  status: z.text(),
  hoursBid: z.nullable(z.number()),
  hoursWorked: z.number(),
  punches: z.int(),
});
export type SiteVisit = z.infer<typeof siteVisitSchema>;

export const siteDetailSchema = z.object({
  site: z.object({
    id: z.int(),
    name: z.text(),
    address: z.text(),
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
    accessNotes: z.nullable(z.text()),
    notes: z.nullable(z.text()),
    isActive: z.boolean(),
    updatedAt: z.text(),
  }),
  customer: z.object({ id: z.int(), name: z.text(), email: z.text(), phone: z.nullable(z.text()) }),
  plans: z.array(
    z.object({
      id: z.int(),
      status: z.text(),
      frequency: z.text(),
      facilityType: z.text(),
      squareFootage: z.nullable(z.int()),
      monthlyPriceCents: z.int(),
      startsOn: z.text(),
      endsOn: z.nullable(z.text()),
      visitMinutes: z.int(),
      crewSize: z.int(),
      /** The bid's labour hours per visit as the figures use them, and where they come from. */
      bidHoursPerVisit: z.nullable(z.number()),
      bidHoursSource: z.enum(['admin', 'quote', 'plan']),
      crew: z.array(z.object({ id: z.int(), name: z.text() })),
    }),
  ),
  summary: siteSummarySchema,
  settings: siteMarginSettingsSchema,
  /** The last 26 weeks' visits, newest first, with their bid and worked hours. */
  visits: z.array(siteVisitSchema),
  invoices: z.array(
    z.object({
      id: z.int(),
      invoiceNumber: z.text(),
      issueDate: z.text(),
      dueDate: z.text(),
      description: z.text(),
      amountCents: z.int(),
      status: z.text(),
    }),
  ),
  /** Pending invoices of the site (overdue included). */
  balanceCents: z.int(),
  problems: z.array(z.object({ id: z.int(), bookingId: z.int(), description: z.text(), status: z.text(), createdAt: z.text() })),
  /** The last twelve months, oldest first. */
  months: z.array(siteMonthSchema),
});
export type SiteDetail = z.infer<typeof siteDetailSchema>;

export const updateSiteRequestSchema = z
  .object({
    name: z
      .text('Enter the site name')
      .check(z.trim(), z.minLength(1, 'Enter the site name'), z.maxLength(120, 'Keep the name to 120 characters')),
    address: z
      .text('Enter the address')
      .check(z.trim(), z.minLength(5, 'Enter the full address'), z.maxLength(300, 'Keep the address to 300 characters')),
    latitude: z.nullable(
      z.number('Enter the latitude as a number').check(z.minimum(-90, 'Latitude is -90 to 90'), z.maximum(90, 'Latitude is -90 to 90')),
    ),
    longitude: z.nullable(
      z
        .number('Enter the longitude as a number')
        .check(z.minimum(-180, 'Longitude is -180 to 180'), z.maximum(180, 'Longitude is -180 to 180')),
    ),
    accessNotes: z.nullable(z.text('Enter the access notes as text').check(z.maxLength(2000, 'Keep the access notes to 2,000 characters'))),
    notes: z.nullable(z.text('Enter the notes as text').check(z.maxLength(4000, 'Keep the notes to 4,000 characters'))),
  })
  .check(
    z.refine((v) => (v.latitude === null) === (v.longitude === null), {
      message: 'Give both coordinates or neither',
      path: ['longitude'],
    }),
  );
export type UpdateSiteRequest = z.infer<typeof updateSiteRequestSchema>;

export const siteMonthsQuerySchema = z.object({
  from: month('Give the first month as YYYY-MM'),
  to: month('Give the last month as YYYY-MM'),
});

/** The price that would restore the target margin at the hours the site really takes (decision 0047). */
export const sitePricingSchema = z.object({
  planId: z.int(),
  /** The window the measure comes from: the last 3 months, or the last 4 weeks when those had no visit done. */
  measuredOver: z.enum(['lastThreeMonths', 'lastFourWeeks']),
  visitsDone: z.int(),
  squareFootage: z.int(),
  bidHoursPerVisit: z.number(),
  workedHoursPerVisit: z.number(),
  /** Square feet per worked hour: the plan's square footage over the worked hours per visit. */
  measuredSqftPerHour: z.number(),
  /** Labour cost per worked hour as the punches show it (pay + burden), in cents. */
  laborCentsPerWorkedHour: z.int(),
  todayMonthlyCents: z.int(),
  /** Gross margin today's price leaves at the measured hours and pay. */
  marginAtTodayPercent: z.nullable(z.number()),
  /** The pricing engine's monthly price with the measured production rate. */
  engineMonthlyCents: z.int(),
  targetMarginPercent: z.int(),
  /** The monthly price whose margin over the measured labour cost is the target. */
  targetMonthlyCents: z.int(),
  /** The higher of the two: what a re-price proposes. */
  proposedMonthlyCents: z.int(),
});
export type SitePricing = z.infer<typeof sitePricingSchema>;

export const ACCEPT_LOSS_NOTE_MAX = 1000;
export const acceptLossRequestSchema = z.object({
  note: z
    .text('Say why the loss is accepted')
    .check(
      z.trim(),
      z.minLength(3, 'Say why the loss is accepted'),
      z.maxLength(ACCEPT_LOSS_NOTE_MAX, `Keep the note to ${ACCEPT_LOSS_NOTE_MAX.toLocaleString('en-US')} characters`),
    ),
});
export type AcceptLossRequest = z.infer<typeof acceptLossRequestSchema>;

// ---------------------------------------------------------------- raising a plan's price

const FIRST_OF_MONTH = /^\d{4}-(0[1-9]|1[0-2])-01$/;
export const PRICE_CHANGE_MAX_CENTS = 100_000_000;
export const EFFECTIVE_FROM_MESSAGE = 'Choose the first day of a month, like 2027-01-01';

/** POST /api/admin/sites/{id}/price-changes: the site's active plan billed at a new monthly price from the first of a month. */
export const priceChangeRequestSchema = z.object({
  monthlyPriceCents: z
    .int('Enter the new monthly price in cents')
    .check(
      z.minimum(100, 'Enter a monthly price of at least $1.00'),
      z.maximum(PRICE_CHANGE_MAX_CENTS, 'Enter a monthly price of at most $1,000,000.00'),
    ),
  effectiveFrom: z.text(EFFECTIVE_FROM_MESSAGE).check(z.regex(FIRST_OF_MONTH, EFFECTIVE_FROM_MESSAGE)),
  note: z.optional(
    z.nullable(
      z
        .text('Write the note as text')
        .check(z.trim(), z.maxLength(ACCEPT_LOSS_NOTE_MAX, `Keep the note to ${ACCEPT_LOSS_NOTE_MAX.toLocaleString('en-US')} characters`)),
    ),
  ),
});
export type PriceChangeRequest = z.infer<typeof priceChangeRequestSchema>;

/**
 * A plan's price version (decision 0047): version 1 is the plan's own price, 2 and on are raises from
 * the first of a month. `offered`: the new agreement was e-mailed and waits for the customer; `accepted`:
 * the invoices from `effectiveFrom` on follow it; `expired`: not accepted within 30 days, never billed.
 */
export const planPriceVersionSchema = z.object({
  servicePlanId: z.int(),
  version: z.int(),
  effectiveFrom: z.text(),
  previousPriceCents: z.int(),
  monthlyPriceCents: z.int(),
  note: z.nullable(z.text()),
  status: z.enum(['offered', 'accepted', 'expired']),
  createdAt: z.text(),
  expiresAt: z.text(),
  /** Where the agreement's link was e-mailed. */
  sentTo: z.text(),
  accepted: z.nullable(z.object({ acceptedAt: z.text(), signerName: z.text(), signerTitle: z.text() })),
  /**
   * The acceptance link, only while the version waits for the customer and e-mail is not set up (its
   * e-mail is held in the outbox): the admin passes it on (issue 30). Null otherwise.
   */
  acceptUrl: z.nullable(z.text()),
});
export type PlanPriceVersion = z.infer<typeof planPriceVersionSchema>;

// ---------------------------------------------------------------- the dashboard's margins

/** A site as the dashboard's best and worst lists name it: its 3-month margin and revenue. */
export const siteMarginRankSchema = z.object({
  id: z.int(),
  name: z.text(),
  customerName: z.text(),
  grossMarginPercent: z.number(),
  revenueCents: z.int(),
  laborCostActualCents: z.int(),
  flagged: z.boolean(),
});
export type SiteMarginRank = z.infer<typeof siteMarginRankSchema>;

/**
 * GET /api/admin/site-margins: the Analytics tab's margins (decision 0047). `months`: the company's
 * figures of the twelve months to this one (oldest first, this month so far last); `best` and `worst`:
 * the five sites of highest and of lowest gross margin over the last 3 whole months, among sites with revenue.
 */
export const siteMarginsSchema = z.object({
  targetMarginPercent: z.int(),
  window: z.object({ from: z.text(), to: z.text() }),
  months: z.array(siteMonthSchema),
  best: z.array(siteMarginRankSchema),
  worst: z.array(siteMarginRankSchema),
});
export type SiteMargins = z.infer<typeof siteMarginsSchema>;

const idParams = z.object({ id: textId('Use a whole-number id') });

export const sitesSchemas = {
  listSites: { query: siteListQuerySchema, response: siteListSchema },
  getSite: { params: idParams, response: siteDetailSchema },
  updateSite: { params: idParams, body: updateSiteRequestSchema, response: siteDetailSchema },
  getSiteMonths: { params: idParams, query: siteMonthsQuerySchema, response: z.array(siteMonthSchema) },
  getSitePricing: { params: idParams, response: sitePricingSchema },
  acceptSiteLoss: { params: idParams, body: acceptLossRequestSchema, response: siteDetailSchema },
  getSiteMargins: { response: siteMarginsSchema },
  listSitePriceChanges: { params: idParams, response: z.array(planPriceVersionSchema) },
  raiseSitePrice: { params: idParams, body: priceChangeRequestSchema, response: planPriceVersionSchema },
  getSiteMarginSettings: { response: siteMarginSettingsSchema },
  updateSiteMarginSettings: { body: siteMarginSettingsSchema, response: siteMarginSettingsSchema },
};
