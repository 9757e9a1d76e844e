import type { CompanyProfile } from '#shared/domain/company.ts';
import { notFound } from '../../errors.ts';
import type { LeadsService } from './leads/leads.service.ts';
import { renderQuotePdf } from './documents/quote-pdf.ts';
import { renderServiceAgreementPdf } from './documents/agreement-pdf.ts';
import { quoteExpiresAt } from './acceptance/acceptance-offers.ts';
import { publicQuote } from './leads/public-quote.ts';

/** How long a quote's price holds. */
export { QUOTE_VALID_DAYS } from './acceptance/acceptance-offers.ts';

export type DocumentKind = 'quote' | 'agreement';

/** "Acme Dental, Inc." -> "Acme-Dental-Inc": safe in a Content-Disposition filename. */
export function filenamePart(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return (
    ascii
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'Quote'
  );
}

/** The quote and the service agreement of a priced lead, as PDF files. */
export function createQuoteDocuments(leads: LeadsService, company: () => CompanyProfile) {
  return {
    /**
     * The document's bytes: the same for the same lead every time (its creation date is the quote's),
     * so the agreement an acceptance hashes is the one `/api/service-agreement-pdf` serves.
     */
    async render(kind: DocumentKind, leadId: string): Promise<{ pdf: Buffer; filename: string }> {
      const lead = await leads.findPriced(leadId);
      if (!lead) throw notFound('Quote');
      const input = {
        // The public result: the documents show what the client buys, never the company's costs (decision 0038).
        quote: publicQuote(lead),
        client: {
          companyName: lead.companyName,
          firstName: lead.firstName,
          lastName: lead.lastName,
          email: lead.email,
          phone: lead.phone,
          address: lead.address,
        },
        company: company(),
        issuedAt: lead.createdAt,
        validUntil: quoteExpiresAt(lead.createdAt),
        additionalServices: 'additionalServices' in lead.request ? lead.request.additionalServices : [],
        // The agreement says where its link to accept online was e-mailed, never the link (decision 0033):
        // these bytes are public by the lead id.
        acceptLinkSentTo: kind === 'agreement' ? (await leads.acceptLinkOf(lead)).acceptLinkSentTo : undefined,
      };
      const pdf = kind === 'quote' ? await renderQuotePdf(input) : await renderServiceAgreementPdf(input);
      const label = kind === 'quote' ? 'Quote' : 'Service-Agreement';
      return { pdf, filename: `${filenamePart(lead.companyName)}-${label}-${lead.reference}.pdf` };
    },
  };
}

export type QuoteDocuments = ReturnType<typeof createQuoteDocuments>;
