import type { FastifyInstance } from 'fastify';
import { acceptQuote, convertLead, downloadAcceptedAgreement, getQuoteAcceptance } from '#shared/contracts/conversion.endpoints.ts';
import { conversionSchemas } from '#shared/contracts/conversion.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RenderSlots } from '../../http/render-slots.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import { originOf } from '../security/security-events.service.ts';
import type { PlanPriceService } from '../sites/plan-price.service.ts';
import type { ConversionServices } from './conversion-services.ts';

export interface ConversionRoutesDeps extends ConversionServices {
  /** The cap on public PDF renders at once, shared with the quote PDFs (decision 0031). */
  pdfRenders: RenderSlots;
  /** Plans' price amendments, accepted through the same page and endpoints by their own tokens (decision 0047). */
  planPrices?: PlanPriceService | undefined;
  /** The public forms' per-address limit per minute (PUBLIC_FORM_RATE_LIMIT_PER_MINUTE). */
  formsPerMinute: number;
}

/**
 * Leads becoming customers: the admin's conversion, and the client's online acceptance of a quote
 * (public by its token, rate-limited like the quote forms: reads as the quote PDFs, the acceptance as
 * a form).
 */
export function conversionRoutes(deps: ConversionRoutesDeps) {
  return async (app: FastifyInstance) => {
    const { conversion, acceptances, formsPerMinute } = deps;

    registerEndpoint(app, convertLead, conversionSchemas.convertLead, {
      handler: (request) => conversion.convertByAdmin(request.params.leadId, request.body, currentUser(request).user.id, originOf(request)),
    });

    registerEndpoint(app, getQuoteAcceptance, conversionSchemas.getQuoteAcceptance, {
      config: perMinute(formsPerMinute * 4),
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
        const token = request.params.token;
        if (deps.planPrices && (await deps.planPrices.owns(token))) return deps.planPrices.view(token);
        return acceptances.view(token);
      },
    });
    registerEndpoint(app, acceptQuote, conversionSchemas.acceptQuote, {
      config: perMinute(formsPerMinute),
      handler: async (request) => {
        const token = request.params.token;
        if (deps.planPrices && (await deps.planPrices.owns(token))) return deps.planPrices.accept(token, request.body, originOf(request));
        return acceptances.accept(token, request.body, originOf(request));
      },
    });
    registerEndpoint(app, downloadAcceptedAgreement, conversionSchemas.downloadAcceptedAgreement, {
      config: perMinute(formsPerMinute),
      handler: (request, reply) =>
        deps.pdfRenders.run(request, reply, async () => {
          const token = request.params.token;
          const file =
            deps.planPrices && (await deps.planPrices.owns(token))
              ? await deps.planPrices.agreementPdf(token)
              : await acceptances.agreementPdf(token);
          return sendPdf(reply, file);
        }),
    });
  };
}
