import {
  consultationChoiceLabel,
  type ConsultationDay,
  type ConsultationRequest,
  type ConsultationResponse,
  type ConsultationTime,
} from '#shared/contracts/quote/consultations.ts';
import { inTransaction, type Database } from '../../../db/client.ts';
import { notFound } from '../../../errors.ts';
import { createOutboxRepository } from '../../notifications/outbox.repository.ts';
import { createConsultationsRepository } from './consultations.repository.ts';
import { createLeadsRepository, isLeadId } from './leads.repository.ts';

interface Deps {
  db: Database;
  /** Where the company is told about consultation requests (the same inbox as new leads). */
  notifyTo: string;
  siteUrl: string;
}

const listOrAny = (values: ReadonlyArray<ConsultationDay | ConsultationTime>) =>
  values.length > 0 ? values.map(consultationChoiceLabel).join(', ') : 'any';

/**
 * "Schedule Free Consultation" on a quote: recorded on the quote's lead and sent to
 * the company through the outbox in one transaction, once per quote. Asking again
 * changes nothing and says so.
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
        await createOutboxRepository(t).enqueue({
          channel: 'email',
          recipient: deps.notifyTo,
          kind: 'consultation-request',
          payload: {
            title: `Consultation requested: ${lead.companyName} (${lead.reference})`,
            lines: [
              `Quote: ${lead.reference}`,
              `${lead.firstName} ${lead.lastName}`.trim() || 'No name given',
              `E-mail: ${lead.email}`,
              `Phone: ${lead.phone || 'not given'}`,
              `Preferred days: ${listOrAny(input.preferredDays)}`,
              `Preferred times: ${listOrAny(input.preferredTimes)}`,
              `Quoted: $${Math.round(lead.estimatedPriceCents / 100).toLocaleString('en-US')} per month`,
            ],
            leadId: lead.id,
            crmUrl: `${deps.siteUrl}/crm-dashboard`,
          },
        });
        return { requestedAt: created.createdAt.toISOString(), alreadyRequested: false };
      });
    },
  };
}

export type ConsultationsService = ReturnType<typeof createConsultationsService>;
