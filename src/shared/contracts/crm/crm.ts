import * as z from '../zod.ts';
import {
  ACTIVITIES_DEFAULT_LIMIT,
  ACTIVITIES_MAX_LIMIT,
  ACTIVITY_DESCRIPTION_MAX,
  activityOutcomes,
  crmActivityTypes,
  loggedActivityTypes,
  outcomeRequired,
} from '../../domain/crm.ts';
import { facilityTypes, frequencies, SQUARE_FOOTAGE_MAX, SQUARE_FOOTAGE_MIN } from '../../domain/quote.ts';
import { companyDateSchema } from '../operations.ts';
import { leadPriorities, leadSchema, leadStatuses, type LeadPriority, type LeadStatus } from './leads.ts';
import { FOOTAGE_EXPECTED, QUOTE_MESSAGES } from '../quote/quotes.ts';

/**
 * Working a lead in the CRM (issue 14, decision 0019): an admin types a lead in, changes its status,
 * priority and next follow-up, and logs calls, e-mails, meetings and notes; every change is an entry in
 * the lead's history. Money the API adds is in cents; dates are Minnesota days ('YYYY-MM-DD').
 */

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal: 'Proposal',
  negotiation: 'Negotiation',
  won: 'Won',
  lost: 'Lost',
};
export const leadPriorityLabels: Record<LeadPriority, string> = { high: 'High', medium: 'Medium', low: 'Low', 'very-low': 'Very low' };

const trimmed = (max: number, message: string) => z.text(message).check(z.trim(), z.maxLength(max, message));
const required = (max: number, message: string) => trimmed(max, message).check(z.minLength(1, message));
/** A required single-line field (a name, a company): line breaks refused (z.line). */
const requiredLine = (max: number, message: string) => z.line(message).check(z.maxLength(max, message), z.minLength(1, message));
const listed = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

const STATUS_MESSAGE = `Choose a status: ${listed(leadStatuses)}`;
const PRIORITY_MESSAGE = `Choose a priority: ${listed(leadPriorities)}`;
export const PRICE_CENTS_MESSAGE = 'Enter the estimated monthly price in cents, 0 to 100,000,000 (e.g. 145000 for $1,450)';
export const LOST_REASON_MESSAGE = 'Say why the lead was lost (at most 500 characters)';
export const LOST_REASON_ONLY_MESSAGE = 'A reason goes only with the status lost';

/**
 * POST /api/leads: a lead typed in by hand (source 'manual'). The contact fields are required with
 * the quote forms' words; what a first call may not yet tell (facility, size, frequency, address,
 * price) is optional. `estimatedPriceCents` is the monthly estimate in cents (0 when unknown);
 * `priority` defaults to the one the lead score gives, `nextFollowUpDate` to tomorrow in Minnesota.
 */
export const createLeadRequestSchema = z.object({
  companyName: requiredLine(160, QUOTE_MESSAGES.companyName),
  firstName: requiredLine(80, QUOTE_MESSAGES.firstName),
  lastName: requiredLine(80, QUOTE_MESSAGES.lastName),
  email: z.pipe(
    z.line(QUOTE_MESSAGES.email).check(z.minLength(1, QUOTE_MESSAGES.email), z.maxLength(254, z.EMAIL_MESSAGE)),
    z.email(z.EMAIL_MESSAGE),
  ),
  phone: z
    .line(QUOTE_MESSAGES.phone)
    .check(z.minLength(1, QUOTE_MESSAGES.phone), z.maxLength(40, z.PHONE_MESSAGE), z.refine(z.isPhoneNumber, z.PHONE_MESSAGE)),
  facilityType: z.nullish(z.enum(facilityTypes, QUOTE_MESSAGES.facilityType)),
  squareFootage: z.nullish(
    z.int(FOOTAGE_EXPECTED).check(z.minimum(SQUARE_FOOTAGE_MIN, FOOTAGE_EXPECTED), z.maximum(SQUARE_FOOTAGE_MAX, FOOTAGE_EXPECTED)),
  ),
  frequency: z.nullish(z.enum(frequencies, QUOTE_MESSAGES.frequency)),
  address: z._default(z.line().check(z.maxLength(300, 'Enter the address in at most 300 characters')), ''),
  estimatedPriceCents: z._default(
    z.int(PRICE_CENTS_MESSAGE).check(z.minimum(0, PRICE_CENTS_MESSAGE), z.maximum(100_000_000, PRICE_CENTS_MESSAGE)),
    0,
  ),
  priority: z.optional(z.enum(leadPriorities, PRIORITY_MESSAGE)),
  /** Not in the past (checked by the server, which knows today's date in Minnesota). */
  nextFollowUpDate: z.optional(companyDateSchema),
});
export type CreateLeadRequest = z.input<typeof createLeadRequestSchema>;
export type ValidCreateLead = z.output<typeof createLeadRequestSchema>;

/** Blank means "not given", as a form's empty field sends it. */
const lostReason = z.optional(
  z.pipe(
    trimmed(500, LOST_REASON_MESSAGE),
    z.transform((v: string) => (v === '' ? undefined : v)),
  ),
);

/**
 * PUT /api/leads/{leadId}: what changes; a field left out stays. Marking a lead lost needs
 * `lostReason`; a lead converted to a customer stays won (409). A new `nextFollowUpDate` must not be
 * in the past (a date left as it was may be: an overdue follow-up does not block a status change).
 */
export const updateLeadRequestSchema = z
  .object({
    status: z.optional(z.enum(leadStatuses, STATUS_MESSAGE)),
    lostReason,
    priority: z.optional(z.enum(leadPriorities, PRIORITY_MESSAGE)),
    nextFollowUpDate: z.optional(companyDateSchema),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (value.status === 'lost' && !value.lostReason) {
          ctx.addIssue({ code: 'custom', path: ['lostReason'], message: LOST_REASON_MESSAGE, input: value.lostReason });
        }
        // A status that failed its own check says nothing about the reason.
        const statusKnown = value.status === undefined || leadStatuses.includes(value.status);
        if (statusKnown && value.status !== 'lost' && value.lostReason) {
          ctx.addIssue({ code: 'custom', path: ['lostReason'], message: LOST_REASON_ONLY_MESSAGE, input: value.lostReason });
        }
      },
      // Also while another field fails: a form names every problem at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
export type UpdateLeadRequest = z.input<typeof updateLeadRequestSchema>;
export type ValidUpdateLead = z.output<typeof updateLeadRequestSchema>;

const TYPE_MESSAGE = `Choose what was done: ${listed(loggedActivityTypes)}`;
export const DESCRIPTION_MESSAGE = `Describe what happened in 1 to ${ACTIVITY_DESCRIPTION_MAX.toLocaleString('en-US')} characters`;
/** "Choose the call's outcome: reached, left voicemail, ..." */
export const outcomeMessage = (type: keyof typeof activityOutcomes) =>
  `Choose the ${type === 'email' ? 'e-mail' : type}’s outcome: ${listed(activityOutcomes[type])}`;

/**
 * POST /api/leads/{leadId}/activities: a call, e-mail, meeting or note. A call's and a meeting's
 * outcome is required, from its list; an e-mail's and a note's is optional. Logging never changes the
 * lead's status: moving it on is a decision of its own (PUT).
 */
export const logActivityRequestSchema = z
  .object({
    type: z.enum(loggedActivityTypes, TYPE_MESSAGE),
    outcome: z.nullish(
      z.pipe(
        trimmed(40, 'Choose an outcome'),
        z.transform((v: string) => (v === '' ? null : v)),
      ),
    ),
    description: required(ACTIVITY_DESCRIPTION_MAX, DESCRIPTION_MESSAGE),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        const allowed: readonly string[] = activityOutcomes[value.type];
        const missing = !value.outcome && outcomeRequired.has(value.type);
        if (missing || (value.outcome && !allowed.includes(value.outcome))) {
          ctx.addIssue({ code: 'custom', path: ['outcome'], message: outcomeMessage(value.type), input: value.outcome });
        }
      },
      // Also while another field fails, so a form hears of every problem at once; but only once the
      // type is known, since the outcome's list depends on it.
      { when: (payload) => (loggedActivityTypes as readonly unknown[]).includes((payload.value as { type?: unknown } | null)?.type) },
    ),
  );
export type LogActivityRequest = z.input<typeof logActivityRequestSchema>;
export type ValidLogActivity = z.output<typeof logActivityRequestSchema>;

const LIMIT_MESSAGE = `Ask for 1 to ${ACTIVITIES_MAX_LIMIT} activities`;
/** GET /api/crm-activities: one lead's history with `leadId`, else the newest across leads. */
export const activitiesQuerySchema = z.object({
  leadId: z.optional(z.text().check(z.maxLength(100))),
  limit: z._default(
    z.coerce.number(LIMIT_MESSAGE).check(z.int(LIMIT_MESSAGE), z.minimum(1, LIMIT_MESSAGE), z.maximum(ACTIVITIES_MAX_LIMIT, LIMIT_MESSAGE)),
    ACTIVITIES_DEFAULT_LIMIT,
  ),
});
export type ActivitiesQuery = z.input<typeof activitiesQuerySchema>;

/** The spec's CRM activity: `timestamp` is when it happened (ISO). */
export const crmActivitySchema = z.object({
  id: z.int(),
  leadId: z.text(),
  type: z.enum(crmActivityTypes),
  outcome: z.nullable(z.text()),
  description: z.text(),
  timestamp: z.text(),
});
export type CrmActivity = z.infer<typeof crmActivitySchema>;

/** The lead's UUID; malformed and unknown ids alike are 404, as for the other lead routes. */
const leadParams = z.object({ leadId: z.text().check(z.maxLength(100)) });

/** The schemas of each endpoint in crm.endpoints.ts, by its name (the server registers them). */
export const crmSchemas = {
  listActivities: { query: activitiesQuerySchema, response: z.array(crmActivitySchema) },
  createLead: { body: createLeadRequestSchema, response: leadSchema },
  updateLead: { params: leadParams, body: updateLeadRequestSchema, response: leadSchema },
  logActivity: { params: leadParams, body: logActivityRequestSchema, response: crmActivitySchema },
};
