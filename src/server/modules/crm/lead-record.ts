import type { Lead } from '#shared/contracts/crm/leads.ts';
import type { Database } from '../../db/client.ts';
import { effectiveLeadScore } from './lead-score.ts';
import { createConsultationsRepository } from './consultations.repository.ts';
import type { LeadRow, ListedLeadRow } from './leads.repository.ts';

/** What a lead's answer is made of: its row, or the list's narrower one (without the stored request and quote). */
type LeadFields = Omit<ListedLeadRow, 'consultationRequestedAt'>;

/**
 * A stored lead as the CRM reads it (GET /api/leads, and the CRM's answers about one lead). `leadScore`
 * is the score as of `now`: the stored fit with engagement and decay (decision 0020).
 */
export function toLead(row: LeadFields, consultationRequestedAt: string | null, now: Date = new Date()): Lead {
  return {
    id: row.id,
    reference: row.reference,
    source: row.source,
    companyName: row.companyName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    facilityType: row.facilityType,
    squareFootage: row.squareFootage,
    frequency: row.frequency,
    address: row.address,
    priority: row.priority,
    status: row.status,
    lostReason: row.lostReason,
    leadScore: effectiveLeadScore({ ...row, fit: row.leadScore }, now),
    estimatedPrice: row.estimatedPriceCents / 100,
    nextFollowUpDate: row.nextFollowUpDate,
    createdAt: row.createdAt.toISOString(),
    consultationRequestedAt,
    convertedAt: row.convertedAt?.toISOString() ?? null,
  };
}

/** The list's leads (GET /api/leads): when each asked for a consultation came with it. */
export function presentListedLeads(rows: readonly ListedLeadRow[]): Lead[] {
  const now = new Date();
  return rows.map((row) => toLead(row, row.consultationRequestedAt?.toISOString() ?? null, now));
}

/** Leads with when each asked for a consultation (one query for all of them). */
export async function presentLeads(db: Database, rows: readonly LeadRow[]): Promise<Lead[]> {
  const consultations = await createConsultationsRepository(db).findForLeads(rows.map((row) => row.id));
  const requestedAt = new Map(consultations.map((c) => [c.leadId, c.createdAt.toISOString()]));
  const now = new Date();
  return rows.map((row) => toLead(row, requestedAt.get(row.id) ?? null, now));
}
