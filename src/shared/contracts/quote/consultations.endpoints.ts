import { defineEndpoint } from '../../http/endpoint.ts';
import type { consultationsSchemas } from './consultations.ts';

type Schemas = typeof consultationsSchemas;

export const requestConsultation = defineEndpoint<Schemas['requestConsultation']>({
  method: 'POST',
  path: '/api/leads/:leadId/consultation',
  access: 'public',
  tag: 'quote',
  summary: "Ask for a free consultation about a quote (public by the quote's link; once per quote)",
  errors: [404, 429],
});
