import { createHash, randomUUID } from 'node:crypto';
import type { ValidCreateLead, ValidUpdateLead } from '#shared/contracts/crm/crm.ts';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { takeNextNumber } from '../numbering/number-sequences.repository.ts';
import { companyYear, formatReference } from '../numbering/references.ts';
import { invalidBody } from '../operations/operations-rules.ts';
import { leadScore, manualScoringInput, priorityFor } from './lead-scoring.ts';
import { presentLeads, presentListedLeads } from './lead-record.ts';
import { createLeadsRepository, isLeadId, type LeadListFilter } from './leads.repository.ts';
import { createActivitiesRepository } from './crm-activities.repository.ts';
import { createCrmLeadsRepository, type LeadRow } from './crm-leads.repository.ts';
import { PAST_FOLLOW_UP_MESSAGE, planLeadUpdate } from './lead-changes.ts';

export interface CrmLeadsDeps {
  db: Database;
  /** The letters of references (config REFERENCE_PREFIX): a lead typed in is numbered like a quote. */
  referencePrefix: string;
  now?: () => Date;
}

/** What the audit trail keeps of a lead's CRM fields. */
const crmFields = (lead: LeadRow) => ({
  status: lead.status,
  lostReason: lead.lostReason,
  priority: lead.priority,
  nextFollowUpDate: lead.nextFollowUpDate,
});

/** The quote forms' score (lead-scoring.ts) from what the admin typed: the estimate stands in for the quote's total. */
const scoreOf = (input: ValidCreateLead) => leadScore(manualScoringInput(input));

/**
 * Leads in the CRM: typed in by hand, and worked (status, priority, next follow-up). Each write
 * stores its history entries and audit event in its own transaction (decision 0019).
 */
export function createCrmLeadsService(deps: CrmLeadsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function present(row: LeadRow): Promise<Lead> {
    return (await presentLeads(db, [row]))[0]!;
  }

  return {
    /** GET /api/leads: the filtered page, newest first. */
    async list(filter: LeadListFilter): Promise<Lead[]> {
      return presentListedLeads(await createLeadsRepository(db).list(filter));
    },

    /** POST /api/leads: a new lead with its reference (in the same transaction: no number lost) and its 'created' entry. */
    async create(input: ValidCreateLead, actorId: number): Promise<Lead> {
      const at = now();
      const today = companyDate(at);
      if (input.nextFollowUpDate !== undefined && input.nextFollowUpDate < today) {
        throw invalidBody({ nextFollowUpDate: PAST_FOLLOW_UP_MESSAGE });
      }
      const score = scoreOf(input);
      const row = await inTransaction(db, async (tx) => {
        const year = companyYear(at);
        const reference = formatReference(deps.referencePrefix, year, await takeNextNumber(tx, 'quote', year));
        const lead = await createCrmLeadsRepository(tx).insert({
          id: randomUUID(),
          reference,
          source: 'manual',
          priority: input.priority ?? priorityFor(score),
          leadScore: score,
          estimatedPriceCents: input.estimatedPriceCents,
          nextFollowUpDate: input.nextFollowUpDate ?? addDays(today, 1),
          companyName: input.companyName,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          facilityType: input.facilityType ?? null,
          squareFootage: input.squareFootage ?? null,
          frequency: input.frequency ?? null,
          address: input.address,
          request: input,
          requestHash: createHash('sha256').update(JSON.stringify(input)).digest('hex'),
          createdAt: at,
          updatedAt: at,
        });
        await createActivitiesRepository(tx).insert({
          leadId: lead.id,
          type: 'created',
          description: `Lead ${reference} added by hand`,
          actorId,
          occurredAt: at,
        });
        await createAuditRepository(tx).record({
          actor: { userId: actorId },
          entity: 'lead',
          entityId: lead.id,
          action: 'create',
          after: { reference, source: lead.source, companyName: lead.companyName, ...crmFields(lead), leadScore: lead.leadScore },
        });
        return lead;
      });
      return present(row);
    },

    /** PUT /api/leads/:leadId: only what differs is changed, each change one entry; nothing differs, nothing is written. */
    async update(leadId: string, body: ValidUpdateLead, actorId: number): Promise<Lead> {
      // Unknown and malformed ids alike are 404, as for the other lead routes.
      if (!isLeadId(leadId)) throw notFound('Lead');
      const row = await inTransaction(db, async (tx) => {
        const leads = createCrmLeadsRepository(tx);
        const lead = await leads.lock(leadId.toLowerCase());
        if (!lead) throw notFound('Lead');
        // Read the clock once the lead is ours: a change that waited for the lock is stamped after the one it waited for.
        const at = now();
        const plan = planLeadUpdate(lead, body, companyDate(at));
        if (plan.entries.length === 0) return lead;
        const updated = await leads.update(lead.id, plan.changes, at);
        await createActivitiesRepository(tx).insertMany(
          plan.entries.map((entry) => ({ ...entry, leadId: lead.id, actorId, occurredAt: at })),
        );
        await createAuditRepository(tx).record({
          actor: { userId: actorId },
          entity: 'lead',
          entityId: lead.id,
          action: 'update',
          before: crmFields(lead),
          after: crmFields(updated),
        });
        return updated;
      });
      return present(row);
    },
  };
}
export type CrmLeadsService = ReturnType<typeof createCrmLeadsService>;
