import { defineEndpoint } from '../http/endpoint.ts';
import type { conversionSchemas } from './conversion.ts';

type Schemas = typeof conversionSchemas;

export const convertLead = defineEndpoint<Schemas['convertLead']>({
  method: 'POST',
  path: '/api/admin/leads/:leadId/convert',
  access: 'admin',
  tag: 'conversion',
  summary: 'Make a lead a customer without a signature: account, site, plan and its visits (once per lead)',
  status: 201,
  errors: [404, 409],
});

export const getQuoteAcceptance = defineEndpoint<Schemas['getQuoteAcceptance']>({
  method: 'GET',
  path: '/api/quote-acceptances/:token',
  access: 'public',
  tag: 'conversion',
  summary: 'The terms and price of a quote to accept online, or that it is accepted or expired (public by its link)',
  errors: [404, 429],
});

export const acceptQuote = defineEndpoint<Schemas['acceptQuote']>({
  method: 'POST',
  path: '/api/quote-acceptances/:token',
  access: 'public',
  tag: 'conversion',
  summary: 'Accept a quote’s agreement online: records the signer and the agreement’s SHA-256, then makes the client a customer',
  status: 201,
  errors: [404, 409, 410, 429],
});

export const downloadAcceptedAgreement = defineEndpoint<Schemas['downloadAcceptedAgreement']>({
  method: 'GET',
  path: '/api/quote-acceptances/:token/agreement.pdf',
  access: 'public',
  tag: 'conversion',
  summary: 'The agreement as a PDF: once accepted, the accepted bytes with the acceptance stamped on an added page',
  produces: 'application/pdf',
  errors: [404, 429, 503],
});
