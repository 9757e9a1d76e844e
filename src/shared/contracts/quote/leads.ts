import * as z from '../zod.ts';

export const leadStatuses = ['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'won', 'lost'] as const;
export const leadPriorities = ['high', 'medium', 'low', 'very-low'] as const;
/** Where a lead came from: the quote forms, an admin typing it in (CRM, 'manual'), or a visit booked on the scheduling page. */
export const leadSources = ['calculator', 'instant-quote', 'window-quote', 'manual', 'scheduling'] as const;
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
});
export type Lead = z.infer<typeof leadSchema>;

/** The schemas of each endpoint in leads.endpoints.ts, by its name (the server registers them). */
export const leadsSchemas = {
  listLeads: { response: z.array(leadSchema) },
};
