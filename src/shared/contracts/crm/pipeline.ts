import * as z from '../zod.ts';
import { leadStatuses } from './leads.ts';

/**
 * Reading the pipeline (issue 14, decision 0019): the CRM screen's summary
 * (tiles, value per status, leads by the city page they arrived on) and one lead's journey on the
 * site. Money is in dollars as in the lead (`estimatedPrice`); times are ISO instants.
 */

const statusFigures = z.object({ status: z.enum(leadStatuses), count: z.int(), value: z.number() });

/** Leads grouped by the page their visitor first arrived on (null page: no visit known, e.g. typed in). */
const arrivalFigures = z.object({
  page: z.nullable(z.text()),
  /** The city's name when the page is a city page ("/cities/edina" -> "Edina"). */
  cityName: z.nullable(z.text()),
  leads: z.int(),
  /** Sum of estimatedPrice over the open leads from this page. */
  openValue: z.number(),
  won: z.int(),
  /** Sum of estimatedPrice over the won leads from this page. */
  wonValue: z.number(),
});

/** GET /api/crm-summary: the screen's four tiles and the pipeline's shape, computed from every lead. */
export const crmSummarySchema = z.object({
  totalLeads: z.int(),
  /** Leads from new to negotiation. */
  openLeads: z.int(),
  /** The sum of estimatedPrice of the open leads (the spec's pipeline value). */
  pipelineValue: z.number(),
  /** Open leads whose next follow-up is today or earlier (Minnesota). */
  followUpsDue: z.int(),
  /** Won / (won + lost) over the leads decided so far, 0-100 with one decimal; null before any. */
  conversionRate: z.nullable(z.number()),
  /** Every status, in the workflow's order, with its count and the sum of its estimated prices. */
  byStatus: z.array(statusFigures),
  /** Most leads first. */
  byArrivalPage: z.array(arrivalFigures),
});
export type CrmSummary = z.infer<typeof crmSummarySchema>;

/** One part of a lead's score, e.g. { label: 'Monthly value $2,400', points: 25 }; decay is negative. */
const scorePart = z.object({ label: z.text(), points: z.int() });

/** A page view of the lead's visitor. */
const journeyVisit = z.object({
  page: z.text(),
  at: z.text(),
  durationSeconds: z.nullable(z.int()),
  /** True for the views after the lead was created (the visitor came back). */
  afterLead: z.boolean(),
});

/**
 * GET /api/leads/{leadId}/journey: the lead's score explained and, when the quote carried the
 * tracker's visitor id, that visitor's page views before and after (newest 50), the city page they
 * arrived on, their return visits (sessions after the first) and the lead's PDF downloads.
 */
export const leadJourneySchema = z.object({
  leadId: z.text(),
  score: z.int(),
  scoreParts: z.array(scorePart),
  /** Days since the lead was last touched (an activity or a visit of its visitor). */
  daysInactive: z.int(),
  tracked: z.boolean(),
  arrivalPage: z.nullable(z.text()),
  firstSeenAt: z.nullable(z.text()),
  pageViews: z.int(),
  returnVisits: z.int(),
  pdfDownloads: z.int(),
  visits: z.array(journeyVisit),
});
export type LeadJourney = z.infer<typeof leadJourneySchema>;

const leadParams = z.object({ leadId: z.text().check(z.maxLength(100)) });

export const crmPipelineSchemas = {
  getSummary: { response: crmSummarySchema },
  getJourney: { params: leadParams, response: leadJourneySchema },
};
