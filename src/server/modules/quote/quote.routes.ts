import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  downloadAgreementPdf,
  downloadQuotePdf,
  getQuote,
  requestQuote,
  requestWindowQuote,
} from '#shared/contracts/quote/quotes.endpoints.ts';
import { quotesSchemas } from '#shared/contracts/quote/quotes.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { LeadsService } from './leads/leads.service.ts';
import type { ConsultationsService } from './leads/consultations.service.ts';
import { requestConsultation } from '#shared/contracts/quote/consultations.endpoints.ts';
import { consultationsSchemas } from '#shared/contracts/quote/consultations.ts';
import type { QuoteDocuments } from './quote-documents.ts';
import type { RenderSlots } from '../../http/render-slots.ts';
import { sendPdf } from '../../http/send-pdf.ts';

export function quotesRoutes(
  leads: LeadsService,
  consultations: ConsultationsService,
  documents: QuoteDocuments,
  formsPerMinute: number,
  /** Whether a request carries a staff session: their downloads are not the prospect's interest. */
  isStaff: (request: FastifyRequest) => Promise<boolean>,
  /** The cap on public PDF renders at once (decision 0031). */
  pdfRenders: RenderSlots,
) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, requestQuote, quotesSchemas.requestQuote, {
      config: perMinute(formsPerMinute),
      handler: (request) => leads.quote(request.body, request.headers['idempotency-key']),
    });
    registerEndpoint(app, requestWindowQuote, quotesSchemas.requestWindowQuote, {
      config: perMinute(formsPerMinute),
      handler: (request) => leads.windowQuote(request.body, request.headers['idempotency-key']),
    });
    registerEndpoint(app, requestConsultation, consultationsSchemas.requestConsultation, {
      config: perMinute(formsPerMinute),
      handler: (request) => consultations.request(request.params.leadId, request.body),
    });
    // A quote's own page reads its result here (decision 0038): public by link like the PDFs below, the
    // answer the request had, never stored by a shared cache or indexed.
    registerEndpoint(app, getQuote, quotesSchemas.getQuote, {
      config: perMinute(formsPerMinute * 4),
      handler: (request, reply) => {
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
        return leads.result(request.params.leadId);
      },
    });

    // Public by link: the id is a random UUID. Unknown and malformed ids alike are 404. A render is the
    // most expensive thing anyone may ask for: per address as many a minute as the forms, and a few at once.
    for (const [endpoint, schemas, kind] of [
      [downloadQuotePdf, quotesSchemas.downloadQuotePdf, 'quote'],
      [downloadAgreementPdf, quotesSchemas.downloadAgreementPdf, 'agreement'],
    ] as const) {
      registerEndpoint(app, endpoint, schemas, {
        config: perMinute(formsPerMinute),
        handler: (request, reply) =>
          pdfRenders.run(request, reply, async () => {
            const file = await documents.render(kind, request.params.leadId);
            // A download counts towards the lead's engagement (decision 0020), unless staff fetched it.
            if (!(await isStaff(request))) await leads.countPdfDownload(request.params.leadId);
            return sendPdf(reply, file);
          }),
      });
    }
  };
}
