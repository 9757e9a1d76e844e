import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { quoteAcceptances } from '../../../db/schema/sales.ts';

export type AcceptanceRow = typeof quoteAcceptances.$inferSelect;
/** An acceptance without the agreement's bytes (what every view needs). */
export type AcceptanceSummary = Omit<AcceptanceRow, 'agreementPdf'>;

// Every column but the PDF's bytes.
const { agreementPdf: _bytes, ...summaryColumns } = getTableColumns(quoteAcceptances);

/** What is recorded when a quote is accepted online. */
export interface AcceptanceSignature {
  signerName: string;
  signerTitle: string;
  ip: string;
  userAgent: string | null;
  agreementSha256: string;
  agreementPdf: Buffer;
}

/** The offers to accept a quote online (one per priced lead) and their acceptances. */
export function createQuoteAcceptancesRepository(db: Database) {
  return {
    /** Makes the lead's offer unless it has one (several first views of an old quote may race: one wins); answers whether this call made it. */
    async insertIfMissing(values: { leadId: string; token: string; expiresAt: Date }): Promise<boolean> {
      const made = await db
        .insert(quoteAcceptances)
        .values(values)
        .onConflictDoNothing({ target: quoteAcceptances.leadId })
        .returning({ leadId: quoteAcceptances.leadId });
      return made.length > 0;
    },

    async findByLead(leadId: string): Promise<AcceptanceSummary | undefined> {
      const [row] = await db.select(summaryColumns).from(quoteAcceptances).where(eq(quoteAcceptances.leadId, leadId)).limit(1);
      return row;
    },

    async findByToken(token: string): Promise<AcceptanceSummary | undefined> {
      const [row] = await db.select(summaryColumns).from(quoteAcceptances).where(eq(quoteAcceptances.token, token)).limit(1);
      return row;
    },

    /** The accepted agreement's exact bytes, as they were hashed. */
    async agreementPdf(leadId: string): Promise<Buffer | null> {
      const [row] = await db
        .select({ pdf: quoteAcceptances.agreementPdf })
        .from(quoteAcceptances)
        .where(eq(quoteAcceptances.leadId, leadId))
        .limit(1);
      return row?.pdf ?? null;
    },

    /** The offer, locked until the transaction ends (taken after the lead's lock: lead, offer, new rows). */
    async lock(leadId: string): Promise<AcceptanceSummary | undefined> {
      const [row] = await db.select(summaryColumns).from(quoteAcceptances).where(eq(quoteAcceptances.leadId, leadId)).for('update');
      return row;
    },

    /** Records the acceptance; undefined when it was already accepted (nothing is changed then). */
    async markAccepted(leadId: string, signature: AcceptanceSignature, at: Date): Promise<AcceptanceSummary | undefined> {
      const [row] = await db
        .update(quoteAcceptances)
        .set({ ...signature, consent: true, acceptedAt: at, updatedAt: at })
        .where(and(eq(quoteAcceptances.leadId, leadId), isNull(quoteAcceptances.acceptedAt)))
        .returning(summaryColumns);
      return row;
    },
  };
}
export type QuoteAcceptancesRepository = ReturnType<typeof createQuoteAcceptancesRepository>;
