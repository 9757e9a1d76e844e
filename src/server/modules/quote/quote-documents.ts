import type { CompanyProfile } from '#shared/domain/company.ts';
import { notFound } from '../../errors.ts';
import type { LeadsService } from './leads/leads.service.ts';
import { renderQuotePdf } from './documents/quote-pdf.ts';
import { renderServiceAgreementPdf } from './documents/agreement-pdf.ts';

/** How long a quote's price holds. */
export const QUOTE_VALID_DAYS = 30;

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
export function createQuoteDocuments(leads: LeadsService, company: CompanyProfile) {
  return {
    async render(kind: DocumentKind, leadId: string): Promise<{ pdf: Buffer; filename: string }> {
      const lead = await leads.findPriced(leadId);
      if (!lead) throw notFound('Quote');
      const input = {
        quote: { leadId: lead.id, reference: lead.reference, ...lead.result },
        client: {
          companyName: lead.companyName,
          firstName: lead.firstName,
          lastName: lead.lastName,
          email: lead.email,
          phone: lead.phone,
          address: lead.address,
        },
        company,
        issuedAt: lead.createdAt,
        validUntil: new Date(lead.createdAt.getTime() + QUOTE_VALID_DAYS * 86_400_000),
        additionalServices: 'additionalServices' in lead.request ? lead.request.additionalServices : [],
      };
      const pdf = kind === 'quote' ? await renderQuotePdf(input) : await renderServiceAgreementPdf(input);
      const label = kind === 'quote' ? 'Quote' : 'Service-Agreement';
      return { pdf, filename: `${filenamePart(lead.companyName)}-${label}-${lead.reference}.pdf` };
    },
  };
}

export type QuoteDocuments = ReturnType<typeof createQuoteDocuments>;
