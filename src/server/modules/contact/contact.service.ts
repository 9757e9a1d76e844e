import { randomUUID } from 'node:crypto';
import {
  CONTACT_HONEYPOT,
  CONTACT_SENT_MESSAGE,
  FORMS_RECENT_COUNT,
  type ContactMessagesPage,
  type ContactResult,
  type FormLeadsPage,
  type FormStats,
  type ValidContactRequest,
} from '#shared/contracts/contact.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { recordLeadCreated } from '../crm/lead-history.ts';
import type { CompanyNotices } from '../notifications/company-notices.ts';
import { takeNextNumber } from '../numbering/number-sequences.repository.ts';
import { companyYear, formatReference } from '../numbering/references.ts';
import { createLeadsRepository } from '../crm/leads.repository.ts';
import { contactLead } from './contact-lead.ts';
import { createContactRepository } from './contact.repository.ts';

export interface ContactDeps {
  notices: CompanyNotices;
  db: Database;
  /** The letters of references (config REFERENCE_PREFIX): a contact's lead is numbered like a quote. */
  referencePrefix: string;
  now?: () => Date;
}

/**
 * The About page's contact form and the Customer Forms reads (decision 0024). A message is stored
 * with, for topic 'quote', its lead (reference, 'created' entry) and the company's notice, all in one
 * transaction: the visitor's message, its lead and the notice commit together or not at all.
 */
export function createContactService(deps: ContactDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** POST /api/contact. A filled honeypot is a bot: answered like a success (it learns nothing), nothing stored. */
    async send(input: ValidContactRequest): Promise<ContactResult> {
      if (input[CONTACT_HONEYPOT]?.trim()) return { message: CONTACT_SENT_MESSAGE, reference: null };
      const at = now();
      return inTransaction(db, async (tx) => {
        let lead: { id: string; reference: string } | null = null;
        if (input.topic === 'quote') {
          const year = companyYear(at);
          const reference = formatReference(deps.referencePrefix, year, await takeNextNumber(tx, 'quote', year));
          const row = await createLeadsRepository(tx).insert(contactLead(input, { id: randomUUID(), reference }, at));
          // The lead's history starts with it, as a quote form's does (decision 0019).
          await recordLeadCreated(tx, { leadId: row.id, source: row.source, at: row.createdAt });
          lead = { id: row.id, reference: row.reference };
        }
        const message = await createContactRepository(tx).insert({
          name: input.name,
          email: input.email,
          phone: input.phone,
          company: input.company ?? null,
          topic: input.topic,
          message: input.message,
          leadId: lead?.id ?? null,
          visitorId: input.visitorId ?? null,
          createdAt: at,
        });
        await deps.notices.notify(tx, 'new-contact', {
          messageId: message.id,
          name: message.name,
          email: message.email,
          phone: message.phone,
          company: message.company,
          topic: message.topic,
          excerpt: message.message,
          leadReference: lead?.reference ?? null,
        });
        return { message: CONTACT_SENT_MESSAGE, reference: lead?.reference ?? null };
      });
    },

    /** GET /api/admin/forms/stats. */
    async stats(): Promise<FormStats> {
      const repo = createContactRepository(db);
      const [totalLeads, totalContacts, recentLeads, recentContacts] = await Promise.all([
        repo.countFormLeads(),
        repo.countContacts(),
        repo.formLeads(FORMS_RECENT_COUNT, 0),
        repo.contacts(FORMS_RECENT_COUNT, 0),
      ]);
      return { totalLeads, totalContacts, recentLeads, recentContacts };
    },

    async leads(page: { limit: number; offset: number }): Promise<FormLeadsPage> {
      const repo = createContactRepository(db);
      const [total, items] = await Promise.all([repo.countFormLeads(), repo.formLeads(page.limit, page.offset)]);
      return { total, items };
    },

    async contacts(page: { limit: number; offset: number }): Promise<ContactMessagesPage> {
      const repo = createContactRepository(db);
      const [total, items] = await Promise.all([repo.countContacts(), repo.contacts(page.limit, page.offset)]);
      return { total, items };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
