import type { CompanyProfile } from '#shared/domain/company.ts';
import type { FastifyInstance } from 'fastify';
import { acceptQuote, convertLead, downloadAcceptedAgreement, getQuoteAcceptance } from '#shared/contracts/conversion.endpoints.ts';
import { conversionSchemas } from '#shared/contracts/conversion.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RenderSlots } from '../../http/render-slots.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import type { QuoteDocuments } from '../quote/quote-documents.ts';
import { originOf } from '../security/security-events.service.ts';
import { createConversionService } from './conversion.service.ts';
import { createQuoteAcceptanceService } from './quote-acceptance.service.ts';
import type { SiteLocator } from './site-location.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import type { PlanPriceService } from '../sites/plan-price.service.ts';

export interface ConversionRoutesDeps {
  db: Database;
  mailer: Pick<Mailer, 'configured'>;
  documents: QuoteDocuments;
  /** The cap on public PDF renders at once, shared with the quote PDFs (decision 0031). */
  pdfRenders: RenderSlots;
  config: Pick<AppConfig, 'siteUrl' | 'auth' | 'mail' | 'limits' | 'acceptance'>;
  /** The company profile in force (settings/company-profile.ts). */
  company: () => CompanyProfile;
  /** Sets new sites' coordinates after the commit (app.ts: from the app's one geocoder). */
  siteLocator?: SiteLocator | undefined;
  /** Plans' price amendments, accepted through the same page and endpoints by their own tokens (decision 0047). */
  planPrices?: PlanPriceService | undefined;
}

/**
 * Leads becoming customers: the admin's conversion, and the client's online acceptance of a quote
 * (public by its token, rate-limited like the quote forms: reads as the quote PDFs, the acceptance as
 * a form).
 */
export function conversionRoutes(deps: ConversionRoutesDeps) {
  return async (app: FastifyInstance) => {
    const { config } = deps;
    const conversion = createConversionService({
      db: deps.db,
      siteUrl: config.siteUrl,
      company: deps.company,
      passwordLinks: {
        siteUrl: config.siteUrl,
        companyName: deps.company().name,
        ttlMs: config.auth.passwordLinkTtlMs,
        mailerConfigured: deps.mailer.configured,
      },
      securityEvents: app.securityEvents,
      siteLocator: deps.siteLocator,
    });
    const acceptances = createQuoteAcceptanceService({
      db: deps.db,
      documents: deps.documents,
      conversion,
      siteUrl: config.siteUrl,
      company: deps.company,
      notifyTo: config.mail.notifyTo,
      answerFloorMs: config.acceptance.answerFloorMs,
    });
    const formsPerMinute = config.limits.publicFormsPerMinute;

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
