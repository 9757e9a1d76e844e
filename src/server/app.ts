import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type AppConfig } from './config.ts';
import { projectRoot } from './project-root.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { frameworkErrorHandler, registerErrorHandler, safeValidatorCompiler } from './plugins/error-handler.ts';
import { registerAccessPolicy } from './plugins/access-policy.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { OverloadGate } from './plugins/overload.ts';
import { FastLane } from './http/fast-lane.ts';
import { requestIdOf } from './http/request-id.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { registerSsr } from './plugins/ssr/ssr.plugin.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { pagePostsFallback } from './plugins/ssr/page-posts.ts';
import { pageFormsRoutes } from './modules/auth/page-forms.routes.ts';
import { signInHandoffRoutes } from './modules/auth/sign-in-handoff.routes.ts';
import { loadClientAssets } from './plugins/ssr/client-assets.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { citiesRoutes } from './modules/cities/cities.routes.ts';
import { createCitiesService } from './modules/cities/cities.service.ts';
import { createContentRevisionRepository } from './modules/content/content-revision.repository.ts';
import { registerSeoRoutes } from './modules/seo/seo.routes.ts';
import { seedBuiltInContent } from './seed.ts';
import { createBlogService } from './modules/blog/blog.service.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { createTrackingService } from './modules/tracking/tracking.service.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { adminSessionCheck, registerAuthentication, staffSessionCheck } from './plugins/authentication.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createSignInLocks } from './modules/users/sign-in-locks.ts';
import { createGeocoder } from './integrations/geocoder.ts';
import { createMailer } from './integrations/mailer.ts';
import { createOutboxWorker, PASSWORD_RESET_REQUEST, type OutboxWorker } from './modules/notifications/outbox.worker.ts';
import { createCompanyNotices, noticeEnvironment } from './modules/notifications/company-notices.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsAdminService } from './modules/notifications/notifications-admin.service.ts';
import { createTwilioSms } from './integrations/sms-twilio.ts';
import { createTelegram } from './integrations/telegram.ts';
import { createPricingConfigService } from './modules/quote/pricing/pricing-config.service.ts';
import { pricingConfigRoutes } from './modules/quote/pricing/pricing-config.routes.ts';
import { createLeadsService } from './modules/quote/leads/leads.service.ts';
import { quotesRoutes } from './modules/quote/quote.routes.ts';
import { createConsultationsService } from './modules/quote/leads/consultations.service.ts';
import { apiDocsRoutes, registerOpenApi } from './modules/api-docs/openapi.ts';
import { createSecurityEvents, type SecurityEvents } from './modules/security/security-events.service.ts';
import { securityEventsRoutes } from './modules/security/security-events.routes.ts';
import { createSecuritySettingsService } from './modules/security/security-settings.service.ts';
import { securitySettingsRoutes } from './modules/security/security-settings.routes.ts';
import { loadDeviceTokens } from './modules/accounts/device-tokens.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { timeRoutes } from './modules/time/time.routes.ts';
import { createTimeService } from './modules/time/time.service.ts';
import { createLocationsService } from './modules/time/locations.service.ts';
import { timesheetsRoutes } from './modules/time/timesheets.routes.ts';
import { createTimesheetsService } from './modules/time/timesheets.service.ts';
import { createOwnSessionsService } from './modules/auth/own-sessions.service.ts';
import { sessionsRoutes } from './modules/auth/sessions.routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.ts';
import { createQuoteDocuments } from './modules/quote/quote-documents.ts';
import { createRenderSlots } from './http/render-slots.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { inspectionsRoutes } from './modules/inspections/inspections.routes.ts';
import { createInspectionsService } from './modules/inspections/inspections.service.ts';
import { createPhotoStorage } from './storage/photo-storage.ts';
import { customerQualityRoutes } from './modules/customer-quality/customer-quality.routes.ts';
import { createCustomerQualityService } from './modules/customer-quality/customer-quality.service.ts';
import { INSPECTION_REPORT_TASK } from './modules/customer-quality/inspection-report-email.ts';
import { operationsRoutes } from './modules/operations/operations.routes.ts';
import { createPlanGenerator } from './modules/operations/plan-generator.ts';
import { createServicePlansService } from './modules/operations/service-plans.service.ts';
import { createPlanStartService } from './modules/operations/plan-start.service.ts';
import { createBookingsService } from './modules/operations/bookings.service.ts';
import { conversionRoutes } from './modules/conversion/conversion.routes.ts';
import { createConversionServices } from './modules/conversion/conversion-services.ts';
import { createSiteLocator, type SiteLocator } from './modules/conversion/site-location.ts';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes.ts';
import { createSchedulingServices } from './modules/scheduling/scheduling-services.ts';
import { managePageRoutes } from './modules/scheduling/manage-page.routes.ts';
import { siteCapabilities, siteRoutes } from './modules/site/site.routes.ts';
import { crmRoutes } from './modules/crm/crm.routes.ts';
import { createCrmLeadsService } from './modules/crm/crm-leads.service.ts';
import { createCrmActivitiesService } from './modules/crm/crm-activities.service.ts';
import { createLeadJourneyService } from './modules/crm/lead-journey.service.ts';
import { createCrmSummaryService } from './modules/crm/crm-summary.service.ts';
import type { DestinationStream } from 'pino';
import { createAppLogger } from './logging.ts';
import { createLogRing } from './modules/system/log-ring.ts';
import { createHostMetrics, type HostMetricsSource } from './modules/system/host-metrics.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createBackupService } from './modules/backups/backups.service.ts';
import { backupsRoutes } from './modules/backups/backups.routes.ts';
import { createFacebookGraph } from './integrations/facebook-graph.ts';
import { createFacebookService } from './modules/facebook/facebook.service.ts';
import { facebookRoutes } from './modules/facebook/facebook.routes.ts';
import { selectWriter } from './modules/content-automation/writers/select-writer.ts';
import { contentAutomationRoutes } from './modules/content-automation/content-automation.routes.ts';
import { createRssAggregator } from './modules/content-automation/rss/rss-aggregator.ts';
import { createContentAutomationService } from './modules/content-automation/content-automation.service.ts';
import { createContentRunsService } from './modules/content-runs/content-runs.service.ts';
import { contentRunsRoutes } from './modules/content-runs/content-runs.routes.ts';
import { createHyperLocalService } from './modules/hyper-local/hyper-local.service.ts';
import { hyperLocalRoutes } from './modules/hyper-local/hyper-local.routes.ts';
import { createSeoOptimizerService } from './modules/seo-optimizer/seo-optimizer.service.ts';
import { seoOptimizerRoutes } from './modules/seo-optimizer/seo-optimizer.routes.ts';
import { createBlogAdminService } from './modules/blog-admin/blog-admin.service.ts';
import { blogAdminRoutes } from './modules/blog-admin/blog-admin.routes.ts';
import { registerBlogRedirects } from './modules/blog/blog-redirects.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createCompanyProfile } from './modules/settings/company-profile.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createTimeEntrySettingsRepository } from './modules/settings/time-entry-settings.repository.ts';
import { dashboardRoutes } from './modules/admin-dashboard/dashboard.routes.ts';
import { createStatsService } from './modules/admin-dashboard/stats.service.ts';
import { createActivitiesService } from './modules/admin-dashboard/activities.service.ts';
import { createTopEmployeesService } from './modules/admin-dashboard/top-employees.service.ts';
import { createUrgentTasksService } from './modules/admin-dashboard/urgent-tasks.service.ts';
import { createTrendsService } from './modules/admin-dashboard/trends.service.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { createCustomersService } from './modules/customers/customers.service.ts';
import { createSitesService } from './modules/sites/sites.service.ts';
import { createPlanPriceService } from './modules/sites/plan-price.service.ts';
import { createSelfService } from './modules/self-service/self-service.service.ts';
import { selfServiceRoutes } from './modules/self-service/self-service.routes.ts';
import { unsubscribePageRoutes } from './modules/self-service/unsubscribe-page.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { dataExportRoutes } from './modules/data-export/data-export.routes.ts';
import { createDataExportService } from './modules/data-export/data-export.service.ts';
import { backgroundJobs } from './jobs/background-jobs.ts';
import { startBackgroundJobs } from './jobs/start-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued e-mail; a background job in main.ts, tests call runOnce(). */
    outbox: OutboxWorker;
    /** The security log (sign-ins, denials, account changes): database and structured log. */
    securityEvents: SecurityEvents;
    /** Sets converted leads' sites' coordinates after the answer; tests await idle(). */
    siteLocator: SiteLocator;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one); otherwise opened from config and closed with the app. */
  database?: DatabaseHandle;
  /** Directory of the built browser bundle. */
  clientDir?: string;
  logger?: boolean;
  /** Start the background jobs (`jobs/background-jobs.ts`). main.ts does; tests run their rounds by hand. */
  startJobs?: boolean;
  /** Where log lines go besides the System tab's ring; stdout unless a test catches them. */
  logDestination?: DestinationStream;
  /** The System tab's host figures; the host's own unless a test fixes them. */
  hostMetrics?: HostMetricsSource;
  /** The dashboard's and reports' clock (decision 0021); the real time unless a test fixes it. */
  dashboardClock?: () => Date;
  /** The scheduling page's clock (holds running out, decision 0034); the real time unless a test moves it. */
  schedulingClock?: () => Date;
  /** The page cache's clock (its one-second content revision memo); the real time unless a test moves it. */
  pageCacheClock?: () => Date;
}

export const defaultClientDir = path.join(projectRoot(), 'dist/client');

/** The whole application without a listening socket: used by main.ts and by every integration test. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The System tab's last log lines of this instance (decision 0023); the logger writes to stdout and to it.
  const logRing = createLogRing();
  // In front of Fastify's handler: an overloaded server refuses at once, with no work done (decision 0031).
  const overload = new OverloadGate(config.overload);
  // Behind the gate, in front of Fastify: built files and cached pages answered as prepared (decision 0057).
  const lane = new FastLane();
  const app = Fastify({
    serverFactory: (handler, serverOptions) => overload.serverFactory(lane.before(handler), serverOptions),
    ...(options.logger === false
      ? { logger: false }
      : {
          loggerInstance: createAppLogger({ level: config.logLevel, ring: logRing, stdout: options.logDestination }) as FastifyBaseLogger,
        }),
    bodyLimit: 100 * 1024,
    // Only the configured proxies' X-Forwarded-For entries are trusted (a hop count or their addresses):
    // the per-address sign-in limits depend on the client address being real (decision 0009).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorHandler,
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: every plugin inherits it. A refused prototype key is named, not "not valid JSON".
  registerJsonBodyParser(app);
  overload.register(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const database = options.database ?? (await openDatabase(config.database));
  if (!options.database) app.addHook('onClose', () => database.close());

  const securityEvents = createSecurityEvents(database.db, app.log);
  app.decorate('securityEvents', securityEvents);

  // The company profile of Settings (decision 0024): seeded from COMPANY_* on first start, then the database's;
  // consumers call company() so a saved change reaches pages, PDFs and e-mails without a restart.
  const companyProfile = createCompanyProfile({ db: database.db, seed: config.company, log: app.log });
  await companyProfile.load();
  const company = companyProfile.company;
  app.addHook('onRequest', (_request, _reply, done) => {
    companyProfile.refreshSoon();
    done();
  });

  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, timeoutMs: config.mail.timeoutMs });
  app.addHook('onClose', async () => mailer.close());
  // Whether e-mail goes out, as every page and GET /api/site/capabilities tell the screens (decision 0041).
  const capabilities = siteCapabilities(mailer);
  // The company's notice channels (decision 0022): e-mail always (queued until SMTP is set), SMS and Telegram when configured.
  const sms = createTwilioSms({ ...config.notify.twilio, timeoutMs: config.notify.timeoutMs });
  const telegram = createTelegram({ ...config.notify.telegram, timeoutMs: config.notify.timeoutMs });
  const noticeChannels = noticeEnvironment(config, { sms, telegram });
  const notices = createCompanyNotices(noticeChannels);
  const auth = createAuthService(database.db, {
    sessionTtlMs: config.auth.sessionTtlMs,
    sessionIdleMs: config.auth.sessionIdleMs,
    companyName: company().name,
    securityEvents,
    mailer,
    // Device cookies exempt a browser that signed in before from the per-address limit (decision 0035).
    deviceTokens: await loadDeviceTokens(database.db, config.auth.deviceCookieSecret),
  });
  const users = createUsersService({
    db: database.db,
    mailer,
    siteUrl: config.siteUrl,
    companyName: company().name,
    passwordLinkTtlMs: config.auth.passwordLinkTtlMs,
    securityEvents,
  });
  // One geocoder for the app: punches and new sites share its one-call-a-second slot (Nominatim's policy).
  const geocoder = createGeocoder({ url: config.geocoder.url, userAgent: config.geocoder.userAgent, log: app.log });
  const siteLocator = createSiteLocator({ db: database.db, geocoder, log: app.log });
  app.decorate('siteLocator', siteLocator);
  // Lookups under way finish (each bounded by the geocoder's timeout) before the database closes.
  app.addHook('preClose', async () => siteLocator.idle());
  // The customer side of quality (decision 0046); the outbox worker sends its inspection reports with their PDFs.
  const customerQuality = createCustomerQualityService({
    db: database.db,
    now: options.dashboardClock,
    reports: { company, storage: createPhotoStorage(config.photoStorage), mailer, siteUrl: config.siteUrl },
  });
  const outbox = createOutboxWorker({
    db: database.db,
    mailer,
    sms,
    telegram,
    log: app.log,
    // Forgot password is answered at once for any name and worked on here (decision 0035).
    tasks: {
      [PASSWORD_RESET_REQUEST]: (payload) => users.processPasswordReset(payload),
      [INSPECTION_REPORT_TASK]: (payload) => customerQuality.sendInspectionReport(payload),
    },
  });
  app.decorate('outbox', outbox);

  const pricing = createPricingConfigService(database.db);
  const leads = createLeadsService({
    db: database.db,
    pricing,
    notices,
    siteUrl: config.siteUrl,
    company,
    referencePrefix: config.referencePrefix,
  });
  const documents = createQuoteDocuments(leads, company);
  // The public PDFs share one cap of renders at once (decision 0031, revised).
  const pdfRenders = createRenderSlots();

  const cities = createCitiesService(database.db);
  const revisions = createContentRevisionRepository(database.db);
  const blog = createBlogService(database.db);
  await seedBuiltInContent({ cities, blog }, app.log);
  await pricing.seedDefaults();

  registerAccessPolicy(app);
  registerErrorHandler(app);
  registerAuthentication(app, auth);
  await registerSecurity(app);
  await registerRateLimits(app, database);

  await registerOpenApi(app, { title: company().name, version: config.version, siteUrl: config.siteUrl });
  await app.register(healthRoutes(database, config.version));
  await app.register(citiesRoutes(cities));
  await app.register(authRoutes(auth, config.limits.loginsPerMinute, { secureCookies: config.siteUrl.startsWith('https:') }));
  await app.register(twoFactorRoutes(auth.twoFactor));
  await app.register(sessionsRoutes(createOwnSessionsService(database.db, { sessionIdleMs: config.auth.sessionIdleMs })));
  await app.register(securityEventsRoutes(securityEvents));
  await app.register(securitySettingsRoutes(createSecuritySettingsService(database.db, securityEvents)));
  await app.register(auditRoutes(createAuditService(database.db)));
  await app.register(
    timeRoutes({ time: createTimeService({ db: database.db, geocoder }), locations: createLocationsService(database.db) }),
  );
  await app.register(timesheetsRoutes(createTimesheetsService({ db: database.db })));
  await app.register(
    usersRoutes(
      users,
      createSignInLocks(database.db, securityEvents, { companyName: company().name, mailerConfigured: mailer.configured }),
      config.limits.publicFormsPerMinute,
    ),
  );
  await app.register(pricingConfigRoutes(pricing));
  await app.register(settingsRoutes(companyProfile, createTimeEntrySettingsRepository(database.db)));
  await app.register(blogRoutes(blog));
  await app.register(trackingRoutes(createTrackingService(database.db), config.limits.trackingPerMinute));
  const consultations = createConsultationsService({ db: database.db, notices });
  await app.register(
    quotesRoutes(leads, consultations, documents, config.limits.publicFormsPerMinute, staffSessionCheck(auth), pdfRenders),
  );
  await app.register(
    billingRoutes(
      createBillingService({
        db: database.db,
        invoicePrefix: config.invoicePrefix,
        company,
        paymentInstructions: companyProfile.paymentInstructions,
      }),
    ),
  );
  await app.register(
    feedbackRoutes(
      createFeedbackService({
        db: database.db,
        notifyTo: config.mail.notifyTo,
        siteUrl: config.siteUrl,
        reportsPerDay: config.limits.problemReportsPerDay,
      }),
    ),
  );
  // Site inspections and corrective actions (decision 0045): photos through the storage adapter.
  const photoStorage = createPhotoStorage(config.photoStorage);
  const inspections = createInspectionsService({ db: database.db, storage: photoStorage, geocoder });
  await inspections.seedDefaults();
  await app.register(inspectionsRoutes(inspections, config.limits));
  // Quality the customer can see: today's visits live, measured figures, inspection reports (decision 0046).
  await app.register(customerQualityRoutes(customerQuality));
  const planGenerator = createPlanGenerator({ db: database.db, log: app.log });
  await app.register(
    operationsRoutes({
      plans: createServicePlansService({ db: database.db }),
      planStart: createPlanStartService({ db: database.db, siteUrl: config.siteUrl, company }),
      bookings: createBookingsService({ db: database.db }),
      generator: planGenerator,
    }),
  );
  // Plans' price amendments (decision 0047): raised on a site's page, accepted on the quote-acceptance page.
  const planPrices = createPlanPriceService({
    db: database.db,
    siteUrl: config.siteUrl,
    emailConfigured: mailer.configured,
    company,
    notifyTo: config.mail.notifyTo,
    clock: options.dashboardClock,
  });
  const conversion = createConversionServices({ db: database.db, mailer, documents, config, company, securityEvents, siteLocator });
  await app.register(conversionRoutes({ ...conversion, pdfRenders, planPrices, formsPerMinute: config.limits.publicFormsPerMinute }));
  // The walk-through scheduling page's services (decisions 0018, 0034, 0048): its API and its manage page's forms share them.
  const scheduling = createSchedulingServices({
    db: database.db,
    config,
    company,
    notices,
    emailDelivery: capabilities.emailDelivery,
    log: app.log,
    now: options.schedulingClock,
  });
  await app.register(
    schedulingRoutes(scheduling, { isAdmin: adminSessionCheck(auth), formsPerMinute: config.limits.publicFormsPerMinute }),
  );
  await app.register(
    crmRoutes({
      leads: createCrmLeadsService({ db: database.db, referencePrefix: config.referencePrefix }),
      activities: createCrmActivitiesService({ db: database.db }),
      journeys: createLeadJourneyService({ db: database.db }),
      summary: createCrmSummaryService({ db: database.db }),
    }),
  );
  await app.register(
    dashboardRoutes({
      stats: createStatsService(database.db, options.dashboardClock),
      activities: createActivitiesService(database.db, options.dashboardClock),
      topEmployees: createTopEmployeesService(database.db, options.dashboardClock),
      urgentTasks: createUrgentTasksService(database.db, options.dashboardClock),
      trends: createTrendsService(database.db, options.dashboardClock),
    }),
  );
  await app.register(sitesRoutes(createSitesService(database.db, pricing, options.dashboardClock), planPrices));
  await app.register(customersRoutes(createCustomersService(database.db, options.dashboardClock)));
  await app.register(reportsRoutes(createReportsService(database.db, options.dashboardClock)));
  await app.register(dataExportRoutes(createDataExportService({ db: database.db })));
  await app.register(
    contactRoutes(createContactService({ db: database.db, referencePrefix: config.referencePrefix, notices }), {
      formsPerMinute: config.limits.publicFormsPerMinute,
    }),
  );
  await app.register(
    notificationsRoutes(
      createNotificationsAdminService({ db: database.db, mailer, sms, telegram, environment: noticeChannels, log: app.log }),
    ),
  );
  // Customers help themselves (decision 0049): extra work, skipped and moved visits, closures, what they are told.
  const selfService = createSelfService({
    db: database.db,
    pricing,
    company,
    siteUrl: config.siteUrl,
    smsConfigured: sms.configured,
    visitChanges: config.visitChanges,
    now: options.dashboardClock,
  });
  await app.register(selfServiceRoutes(selfService, { perMinute: config.limits.publicFormsPerMinute }));
  await app.register(siteRoutes(capabilities));
  const hostMetrics = options.hostMetrics ?? createHostMetrics({ dataDir: config.dataDir });
  app.addHook('onClose', async () => hostMetrics.stop());
  // Backups of the whole database, scheduled once across instances (decision 0029).
  const backups = createBackupService({ database, settings: config.backups, log: app.log });
  await app.register(backupsRoutes(backups));
  await app.register(systemRoutes(createSystemService({ database, metrics: hostMetrics, logRing, backups })));
  const facebookGraph = createFacebookGraph(config.facebook);
  await app.register(
    facebookRoutes(
      createFacebookService({
        graph: facebookGraph,
        siteUrl: config.siteUrl,
        log: app.log,
        isLivePost: (slug) => blog.isLive(slug),
      }),
    ),
  );
  const contentRuns = createContentRunsService(database.db);
  await app.register(contentRunsRoutes(contentRuns));
  // SEO analysis and optimisation (decision 0027); optimise-all work under way finishes before the database closes.
  const seoOptimizer = createSeoOptimizerService({ db: database.db, siteUrl: config.siteUrl, runs: contentRuns, log: app.log });
  app.addHook('preClose', async () => seoOptimizer.idle());
  await app.register(seoOptimizerRoutes(seoOptimizer));
  // Issue 16: content automation, SEO, hyper-local and blog administration routes.
  // The content writer (decision 0025): the language model when OPENAI_API_KEY is set, else the built-in writer.
  const contentWriter = selectWriter(config.openai);
  const rss = createRssAggregator({ db: database.db, runs: contentRuns, writer: contentWriter.writer, settings: config.rss, log: app.log });
  await app.register(
    contentAutomationRoutes(
      createContentAutomationService({
        db: database.db,
        runs: contentRuns,
        aggregator: rss,
        feeds: config.rss.feeds,
        writer: contentWriter.info,
        scheduled: Boolean(options.startJobs),
      }),
    ),
  );
  await app.register(blogAdminRoutes(createBlogAdminService(database.db)));
  // Hyper-local SEO (decision 0026): generated city pages are drafts held to the doorway rule; planners on the dashboard's clock.
  await app.register(
    hyperLocalRoutes(
      createHyperLocalService({ db: database.db, writer: contentWriter.writer, runs: contentRuns, clock: options.dashboardClock }),
    ),
  );
  await app.register(apiDocsRoutes());
  app.all('/api/*', { config: { access: 'public' } }, (_request, reply) => reply.callNotFound());
  registerSeoRoutes(app, config.siteUrl, cities, blog, () => company().name);
  registerBlogRedirects(app, blog);

  const clientDir = options.clientDir ?? defaultClientDir;
  // A page's own scripts and styles are never refused for load: the page was served and needs them.
  overload.exemptStaticFiles(await registerStaticFiles(app, clientDir, lane));
  const renderPageWith = await registerSsr(app, {
    // The document cookie's session (decision 0067): live, and not an admin held to setting up two-factor.
    sessionFor: async (token) => {
      const found = await auth.authenticate(token);
      if (!found || found.twoFactorSetupDue) return undefined;
      const { role, firstName, lastName, username, email } = found.user;
      return { role, user: { firstName, lastName, username, email } };
    },
    site: () => ({ siteUrl: config.siteUrl, company: company(), capabilities }),
    assets: loadClientAssets(clientDir),
    // The total first, then the profile: a page is never cached at a revision newer than the profile it shows.
    contentRevision: async () => {
      const total = await revisions.current();
      await companyProfile.refresh();
      return total;
    },
    clock: options.pageCacheClock,
    lane,
  });
  // Forms posted before (or without) their script: sign-in and password pages, then every other page (decision 0032).
  await app.register(
    pageFormsRoutes(auth, {
      render: renderPageWith,
      requestPasswordReset: (identifier, origin) => users.requestPasswordReset(identifier, origin),
      siteUrl: config.siteUrl,
      loginsPerMinute: config.limits.loginsPerMinute,
      resetsPerMinute: config.limits.publicFormsPerMinute,
    }),
  );
  await app.register(signInHandoffRoutes(auth, { secureCookies: config.siteUrl.startsWith('https:') }));
  // A walk-through's manage page: reschedule and cancel posted by the browser itself (decision 0048).
  await app.register(
    managePageRoutes(scheduling.manage, {
      render: renderPageWith,
      siteUrl: config.siteUrl,
      perMinute: config.limits.publicFormsPerMinute,
    }),
  );
  // The unsubscribe page's button and a mail provider's one-click POST to the e-mail's link (decision 0054).
  await app.register(unsubscribePageRoutes(selfService, { render: renderPageWith, perMinute: config.limits.publicFormsPerMinute }));
  await app.register(pagePostsFallback(company));

  // Every background job, from one list (decision 0050).
  if (options.startJobs) {
    startBackgroundJobs(
      app,
      database,
      backgroundJobs({
        config,
        database,
        log: app.log,
        outbox,
        planGenerator,
        backups,
        rss,
        schedulingClock: options.schedulingClock,
        visitClock: options.dashboardClock,
        company,
        smsConfigured: sms.configured,
        photoStorage,
      }),
    );
  }

  return app;
}
