import {
  consultationChoiceLabel,
  type ConsultationDay,
  type ConsultationRequest,
  type ConsultationResponse,
  type ConsultationTime,
} from '#shared/contracts/quote/consultations.ts';
import { inTransaction, type Database } from '../../../db/client.ts';
import { notFound } from '../../../errors.ts';
import type { CompanyNotices } from '../../notifications/company-notices.ts';
import { createConsultationsRepository } from '../../crm/consultations.repository.ts';
import { createLeadsRepository, isLeadId } from '../../crm/leads.repository.ts';

interface Deps {
  notices: CompanyNotices;
  db: Database;
}

const listOrAny = (values: ReadonlyArray<ConsultationDay | ConsultationTime>) =>
  values.length > 0 ? values.map(consultationChoiceLabel).join(', ') : 'any';

/**
 * "Schedule Free Consultation" on a quote: recorded on the quote's lead and sent to
 * the company through the outbox in one transaction, once per quote, on every configured
 * channel switched on for leads (decision 0022). Asking again changes nothing and says so.
 */
export function createConsultationsService(deps: Deps) {
  return {
    async request(leadId: string, input: Required<ConsultationRequest>): Promise<ConsultationResponse> {
      // Unknown and malformed ids alike are 404, as for the quote's PDFs.
      if (!isLeadId(leadId)) throw notFound('Quote');
      return inTransaction(deps.db, async (t) => {
        const lead = await createLeadsRepository(t).findById(leadId.toLowerCase());
        if (!lead) throw notFound('Quote');
        const consultations = createConsultationsRepository(t);
        const created = await consultations.insertOnce({
          leadId,
          preferredDays: input.preferredDays,
          preferredTimes: input.preferredTimes,
        });
        if (!created) {
          const existing = await consultations.findByLead(lead.id);
          return { requestedAt: (existing?.createdAt ?? new Date()).toISOString(), alreadyRequested: true };
        }
        await deps.notices.notify(t, 'consultation-request', {
          leadId: lead.id,
          reference: lead.reference,
          company: lead.companyName,
          contactName: `${lead.firstName} ${lead.lastName}`.trim(),
          email: lead.email,
          phone: lead.phone,
          source: lead.source,
          monthlyEstimate: lead.estimatedPriceCents / 100,
          headline: 'Consultation requested',
          details: [
            `${lead.firstName} ${lead.lastName}`.trim() || 'No name given',
            `E-mail: ${lead.email}`,
            `Phone: ${lead.phone || 'not given'}`,
            `Preferred days: ${listOrAny(input.preferredDays)}`,
            `Preferred times: ${listOrAny(input.preferredTimes)}`,
            `Quoted: $${Math.round(lead.estimatedPriceCents / 100).toLocaleString('en-US')} per month`,
          ],
          score: lead.leadScore,
          priority: lead.priority,
        });
        return { requestedAt: created.createdAt.toISOString(), alreadyRequested: false };
      });
    },
  };
}

export type ConsultationsService = ReturnType<typeof createConsultationsService>;
