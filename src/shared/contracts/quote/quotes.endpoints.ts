import { defineEndpoint } from '../../http/endpoint.ts';
import type { quotesSchemas } from './quotes.ts';

type Schemas = typeof quotesSchemas;

const tag = 'quote';

export const requestQuote = defineEndpoint<Schemas['requestQuote']>({
  method: 'POST',
  path: '/api/pricing-breakdown',
  access: 'public',
  tag,
  summary: 'Price a cleaning request and store it as a lead (Idempotency-Key aware)',
  errors: [409, 429],
});

export const requestWindowQuote = defineEndpoint<Schemas['requestWindowQuote']>({
  method: 'POST',
  path: '/api/window-quotes',
  access: 'public',
  tag,
  summary: 'Store a window-cleaning request as a lead (Idempotency-Key aware)',
  status: 201,
  errors: [409, 429],
});

export const getQuote = defineEndpoint<Schemas['getQuote']>({
  method: 'GET',
  path: '/api/quotes/:leadId',
  access: 'public',
  tag,
  summary: "A quote's result by its link (the lead's random id): what the client buys, never the company's costs",
  errors: [404, 429],
});

export const downloadQuotePdf = defineEndpoint<Schemas['downloadQuotePdf']>({
  method: 'GET',
  path: '/api/quote-pdf/:leadId',
  access: 'public',
  tag,
  summary: 'The quote of a lead as a PDF',
  produces: 'application/pdf',
  errors: [404, 429, 503],
});

export const downloadAgreementPdf = defineEndpoint<Schemas['downloadAgreementPdf']>({
  method: 'GET',
  path: '/api/service-agreement-pdf/:leadId',
  access: 'public',
  tag,
  summary: 'The service agreement of a lead as a PDF',
  produces: 'application/pdf',
  errors: [404, 429, 503],
});
