import * as z from '../zod.ts';
import { LEADS_DEFAULT_LIMIT, LEADS_MAX_LIMIT } from '../../domain/crm.ts';

export const leadStatuses = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'won', 'lost'] as const;
export const leadPriorities = ['high', 'medium', 'low', 'very-low'] as const;
/** Where a lead came from: the quote forms, an admin typing it in (CRM, 'manual'), or a visit booked on the scheduling page. */
export const leadSources = ['calculator', 'instant-quote', 'window-quote', 'manual', 'scheduling', 'contact'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export type LeadPriority = (typeof leadPriorities)[number];
export type LeadSource = (typeof leadSources)[number];

/** GET /api/leads: the CRM lead fields of the signed-in spec §3, newest first. */
export const leadSchema = z.object({
  id: z.text(),
  /** The human reference ("TP-2026-0148"); the id stays in links. */
  reference: z.text(),
  source: z.enum(leadSources),
  companyName: z.text(),
  firstName: z.text(),
  lastName: z.text(),
  email: z.text(),
  phone: z.text(),
  facilityType: z.nullable(z.text()),
  squareFootage: z.nullable(z.int()),
  frequency: z.nullable(z.text()),
  address: z.text(),
  priority: z.enum(leadPriorities),
  status: z.enum(leadStatuses),
  /** Why the lead was lost; null unless its status is lost (an addition to the spec's fields, decision 0019). */
  lostReason: z.nullable(z.text()),
  leadScore: z.int().check(z.minimum(0), z.maximum(100)),
  /** The quote's monthly total in dollars (window quotes: 0 until priced). */
  estimatedPrice: z.number().check(z.nonnegative()),
  nextFollowUpDate: z.text(),
  createdAt: z.text(),
  /** When the visitor asked for a free consultation about this quote; null when they have not. */
  consultationRequestedAt: z.nullable(z.text()),
  /** When the lead became a customer (a plan and visits); null until then. A won lead may await it. */
  convertedAt: z.nullable(z.text()),
});
export type Lead = z.infer<typeof leadSchema>;

const LIMIT_MESSAGE = `Ask for 1 to ${LEADS_MAX_LIMIT} leads`;
const OFFSET_MESSAGE = 'Start at lead 0 or later';
const listed = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
const leadStatusFilters = [...leadStatuses, 'open'] as const;

/**
 * GET /api/leads: newest first. `status` 'open' means any of new to negotiation; `q` matches the
 * company, the contact's name, e-mail, phone or the reference (case-insensitive, a part of it).
 */
export const leadListQuerySchema = z.object({
  status: z.optional(z.enum(leadStatusFilters, `Filter by status: ${listed(leadStatusFilters)}`)),
  priority: z.optional(z.enum(leadPriorities, `Filter by priority: ${listed(leadPriorities)}`)),
  q: z.optional(z.text().check(z.trim(), z.maxLength(100, 'Search for at most 100 characters'))),
  limit: z._default(
    z.coerce.number(LIMIT_MESSAGE).check(z.int(LIMIT_MESSAGE), z.minimum(1, LIMIT_MESSAGE), z.maximum(LEADS_MAX_LIMIT, LIMIT_MESSAGE)),
    LEADS_DEFAULT_LIMIT,
  ),
  offset: z._default(z.coerce.number(OFFSET_MESSAGE).check(z.int(OFFSET_MESSAGE), z.minimum(0, OFFSET_MESSAGE)), 0),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

/** The schemas of each endpoint in leads.endpoints.ts, by its name (the server registers them). */
export const leadsSchemas = {
  listLeads: { query: leadListQuerySchema, response: z.array(leadSchema) },
};
