import type { CompanyProfile } from '#shared/domain/company.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import type { QuoteDocuments } from '../quote/quote-documents.ts';
import type { SecurityEvents } from '../security/security-events.service.ts';
import { createConversionService } from './conversion.service.ts';
import { createQuoteAcceptanceService } from './quote-acceptance.service.ts';
import type { SiteLocator } from './site-location.ts';

export interface ConversionServicesDeps {
  db: Database;
  mailer: Pick<Mailer, 'configured'>;
  documents: QuoteDocuments;
  config: Pick<AppConfig, 'siteUrl' | 'auth' | 'mail' | 'acceptance'>;
  /** The company profile in force (settings/company-profile.ts). */
  company: () => CompanyProfile;
  securityEvents: SecurityEvents;
  /** Sets new sites' coordinates after the commit (app.ts: from the app's one geocoder). */
  siteLocator?: SiteLocator | undefined;
  /** The clock (the demo company's story, decision 0044); the real time otherwise. */
  now?: (() => Date) | undefined;
}

/**
 * The conversion slice's services, built once by app.ts: the admin's conversion, and the client's
 * online acceptance of a quote, which converts through the same service (decision 0033).
 */
export function createConversionServices({
  db,
  mailer,
  documents,
  config,
  company,
  securityEvents,
  siteLocator,
  now,
}: ConversionServicesDeps) {
  const conversion = createConversionService({
    db,
    siteUrl: config.siteUrl,
    company,
    passwordLinks: {
      siteUrl: config.siteUrl,
      companyName: company().name,
      ttlMs: config.auth.passwordLinkTtlMs,
      mailerConfigured: mailer.configured,
    },
    securityEvents,
    siteLocator,
    ...(now ? { now } : {}),
  });
  const acceptances = createQuoteAcceptanceService({
    db,
    documents,
    conversion,
    siteUrl: config.siteUrl,
    company,
    notifyTo: config.mail.notifyTo,
    answerFloorMs: config.acceptance.answerFloorMs,
    ...(now ? { now } : {}),
  });
  return { conversion, acceptances };
}

export type ConversionServices = ReturnType<typeof createConversionServices>;
