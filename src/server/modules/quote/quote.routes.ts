import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteRequestSchema, quoteResultSchema, windowQuoteRequestSchema, windowQuoteResponseSchema } from '#shared/contracts/quote/quotes.ts';
import { leadSchema } from '#shared/contracts/quote/leads.ts';
import { errorBodySchema } from '#shared/errors.ts';
import type { LeadsService } from './leads/leads.service.ts';
import type { QuoteDocuments } from './quote-documents.ts';
import { perMinute } from '../../plugins/rate-limits.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
/** Retries of one submission share a key; any printable token up to 100 characters. */
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(8).max(100).regex(/^[\x21-\x7e]+$/).optional() });
const leadParams = z.object({ leadId: z.string().max(100) });

export function quotesRoutes(leads: LeadsService, documents: QuoteDocuments, formsPerMinute: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/pricing-breakdown',
      {
        config: { access: 'public', ...perMinute(formsPerMinute) },
        schema: { headers: idempotencyHeaders, body: quoteRequestSchema, response: { 200: quoteResultSchema, ...errors } },
      },
      (request) => leads.quote(request.body, request.headers['idempotency-key']),
    );

    app.post(
      '/api/window-quotes',
      {
        config: { access: 'public', ...perMinute(formsPerMinute) },
        schema: { headers: idempotencyHeaders, body: windowQuoteRequestSchema, response: { 201: windowQuoteResponseSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await leads.windowQuote(request.body, request.headers['idempotency-key'])),
    );

    app.get('/api/leads', { config: { access: 'admin' }, schema: { response: { 200: z.array(leadSchema), ...errors } } }, () => leads.list());

    // Public by link: the id is a random UUID. Unknown and malformed ids alike are 404.
    for (const [path, kind] of [
      ['/api/quote-pdf/:leadId', 'quote'],
      ['/api/service-agreement-pdf/:leadId', 'agreement'],
    ] as const) {
      app.get(path, { config: { access: 'public', ...perMinute(formsPerMinute * 4) }, schema: { params: leadParams } }, async (request, reply) => {
        const file = await documents.render(kind, request.params.leadId);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .send(file.pdf);
      });
    }
  };
}
