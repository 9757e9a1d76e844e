import { desc, eq, inArray, sql } from 'drizzle-orm';
import { formLeadSources, type ContactMessage, type FormLead } from '#shared/contracts/contact.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { leads } from '../../db/schema/sales.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;

const isFormLead = inArray(leads.source, [...formLeadSources]);

/**
 * A form lead's columns, without the stored request and quote (large jsonb): only what the visitor
 * wrote (window and booking notes, a contact message) and whether a computed quote exists.
 */
const formLeadColumns = {
  id: leads.id,
  reference: leads.reference,
  source: leads.source,
  companyName: leads.companyName,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  facilityType: leads.facilityType,
  facilitySize: leads.squareFootage,
  message: sql<string>`coalesce(${leads.request}->>'notes', ${leads.request}->>'message', '')`,
  estimatedPriceCents: leads.estimatedPriceCents,
  createdAt: leads.createdAt,
  hasQuote: sql<boolean>`(${leads.result} is not null)`,
};

const contactColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  company: contactMessages.company,
  topic: contactMessages.topic,
  message: contactMessages.message,
  leadId: contactMessages.leadId,
  leadReference: leads.reference,
  createdAt: contactMessages.createdAt,
};

type FormLeadRecord = Omit<FormLead, 'createdAt' | 'estimatedPrice'> & { createdAt: Date; estimatedPriceCents: number };
type ContactRecord = Omit<ContactMessage, 'createdAt'> & { createdAt: Date };

const toFormLead = ({ estimatedPriceCents, createdAt, ...row }: FormLeadRecord): FormLead => ({
  ...row,
  estimatedPrice: estimatedPriceCents / 100,
  createdAt: createdAt.toISOString(),
});
const toContact = ({ createdAt, ...row }: ContactRecord): ContactMessage => ({ ...row, createdAt: createdAt.toISOString() });

/** `contact_messages`, and the reads of Customer Forms over them and the web forms' leads. */
export function createContactRepository(db: Database) {
  return {
    async insert(row: NewContactMessageRow): Promise<ContactMessageRow> {
      const [created] = await db.insert(contactMessages).values(row).returning();
      return created!;
    },
    async countFormLeads(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(isFormLead);
      return row?.n ?? 0;
    },
    async countContacts(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
      return row?.n ?? 0;
    },
    /** Newest first; leads made at the same instant in a fixed order (id), so pages never overlap. */
    async formLeads(limit: number, offset: number): Promise<FormLead[]> {
      const rows = await db
        .select(formLeadColumns)
        .from(leads)
        .where(isFormLead)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toFormLead);
    },
    /** Newest first, with the reference of the lead a quote request made. */
    async contacts(limit: number, offset: number): Promise<ContactMessage[]> {
      const rows = await db
        .select(contactColumns)
        .from(contactMessages)
        .leftJoin(leads, eq(leads.id, contactMessages.leadId))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toContact);
    },
  };
}
