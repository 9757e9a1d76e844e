/** URLs of the quote API, without the Zod schemas (safe for any client bundle). */
export const quoteApi = {
  pricingBreakdown: '/api/pricing-breakdown',
  quotePdf: (leadId: string) => `/api/quote-pdf/${encodeURIComponent(leadId)}`,
  agreementPdf: (leadId: string) => `/api/service-agreement-pdf/${encodeURIComponent(leadId)}`,
  windowQuote: '/api/window-quotes',
} as const;
