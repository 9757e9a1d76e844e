import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createBillingService } from '../modules/billing/billing.service.ts';
import { createContactService } from '../modules/contact/contact.service.ts';
import { createContentRunsService } from '../modules/content-runs/content-runs.service.ts';
import { selectWriter } from '../modules/content-automation/writers/select-writer.ts';
import { createConversionServices } from '../modules/conversion/conversion-services.ts';
import { createCrmActivitiesService } from '../modules/crm/crm-activities.service.ts';
import { createCrmLeadsService } from '../modules/crm/crm-leads.service.ts';
import { createFeedbackService } from '../modules/feedback/feedback.service.ts';
import { createBlogAdminService } from '../modules/blog-admin/blog-admin.service.ts';
import { createHyperLocalService } from '../modules/hyper-local/hyper-local.service.ts';
import { createCompanyNotices, type CompanyNoticeEnvironment } from '../modules/notifications/company-notices.ts';
import { createBookingsService } from '../modules/operations/bookings.service.ts';
import { createPlanGenerator } from '../modules/operations/plan-generator.ts';
import { createPlanStartService } from '../modules/operations/plan-start.service.ts';
import { createServicePlansService } from '../modules/operations/service-plans.service.ts';
import { createLeadsService } from '../modules/quote/leads/leads.service.ts';
import { createPricingConfigService } from '../modules/quote/pricing/pricing-config.service.ts';
import { createQuoteDocuments } from '../modules/quote/quote-documents.ts';
import { createBookingConfirmService } from '../modules/scheduling/booking-confirm.service.ts';
import { createBookingService } from '../modules/scheduling/booking.service.ts';
import { createSecurityEvents } from '../modules/security/security-events.service.ts';
import { createTimesheetsService } from '../modules/time/timesheets.service.ts';

/**
 * The product's own services, each on the story's clock (decision 0044): the generator makes the
 * business by calling them as the office, the website and the customers would have, so numbering,
 * the invoice run, audit trails and lead scores are the product's rules, not the generator's.
 * E-mail is off (no SMTP): the outbox keeps what the services queue, as on a fresh install.
 */
export function createDemoServices(db: Database, config: AppConfig, now: () => Date) {
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const company = () => config.company;
  const noticeEnvironment: CompanyNoticeEnvironment = {
    siteUrl: config.siteUrl,
    emailTo: config.mail.notifyTo,
    smsConfigured: false,
    telegramConfigured: false,
  };
  const notices = createCompanyNotices(noticeEnvironment);
  const pricing = createPricingConfigService(db);
  const securityEvents = createSecurityEvents(db, log);
  const leads = createLeadsService({
    db,
    pricing,
    notices,
    siteUrl: config.siteUrl,
    company,
    referencePrefix: config.referencePrefix,
    now,
  });
  const documents = createQuoteDocuments(leads, company);
  // The product's conversion and online acceptance, answering at once (no floor on the acceptance's answer).
  const { conversion, acceptances } = createConversionServices({
    db,
    mailer: { configured: false },
    documents,
    config: { ...config, acceptance: { ...config.acceptance, answerFloorMs: 0 } },
    company,
    securityEvents,
    now,
  });
  const runs = createContentRunsService(db, now);
  return {
    log,
    pricing,
    securityEvents,
    leads,
    conversion,
    acceptance: acceptances,
    planStart: createPlanStartService({ db, siteUrl: config.siteUrl, company, now }),
    plans: createServicePlansService({ db, now }),
    planGenerator: createPlanGenerator({ db, log }),
    bookings: createBookingsService({ db, now }),
    billing: createBillingService({ db, invoicePrefix: config.invoicePrefix, company, now }),
    timesheets: createTimesheetsService({ db }),
    feedback: createFeedbackService({
      db,
      notifyTo: config.mail.notifyTo,
      siteUrl: config.siteUrl,
      reportsPerDay: config.limits.problemReportsPerDay,
      now,
    }),
    crmLeads: createCrmLeadsService({ db, referencePrefix: config.referencePrefix, now }),
    crmActivities: createCrmActivitiesService({ db, now }),
    contact: createContactService({ db, notices, referencePrefix: config.referencePrefix, now }),
    walkThroughs: createBookingService({ db, config, company, emailDelivery: false, now }),
    walkThroughConfirmations: createBookingConfirmService({ db, config, company, notices, now }),
    runs,
    hyperLocal: createHyperLocalService({ db, writer: selectWriter({ ...config.openai, apiKey: undefined }).writer, runs, clock: now }),
    blogAdmin: createBlogAdminService(db),
  };
}
export type DemoServices = ReturnType<typeof createDemoServices>;
