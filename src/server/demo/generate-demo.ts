import { addDays, companyDate, monthStart, nextMonthStart, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createBlogService } from '../modules/blog/blog.service.ts';
import { createCitiesService } from '../modules/cities/cities.service.ts';
import { hashPassword } from '../modules/accounts/secrets.ts';
import { seedBuiltInContent } from '../seed.ts';
import { writeAnalytics } from './analytics.ts';
import { createAnalyticsVisitsRepository } from './analytics-visits.repository.ts';
import { planBilling } from './billing.ts';
import { planContactMessages } from './contact-messages.ts';
import { planContent } from './content.ts';
import { writeBulkLeads } from './crm-bulk-leads.ts';
import { planCrmPipeline } from './crm-pipeline.ts';
import { CrewBook } from './crews.ts';
import { planCustomers } from './customers.ts';
import { planDayWork } from './day-work.ts';
import type { DemoContext } from './demo-context.ts';
import { refuseUnlessEmpty } from './demo-guard.ts';
import { createDemoServices } from './demo-services.ts';
import { DEMO_SEED, DEMO_SIZES, type DemoSize, type DemoSizeName } from './demo-size.ts';
import { analyzeAll, countDemo, countStory, type DemoCounts } from './demo-summary.repository.ts';
import { planInspections } from './inspections.ts';
import { Journeys } from './journeys.ts';
import { writeOutboxHistory } from './outbox-history.ts';
import { partRandom } from './demo-context.ts';
import { writeSecurityLog } from './security-log.ts';
import { writeStaff } from './staff.ts';
import { Story } from './story.ts';
import { followStoryClock } from './story-clock.repository.ts';
import { planWalkThroughs } from './walk-throughs.ts';
import { planWeekWork } from './week-work.ts';

/**
 * A living business in one call (issue 31, decision 0044): Twin Pines' last `size.months` months,
 * told through the product's own services on the story's clock and ending at the real now, with the
 * year's bulk (visitor analytics, punches, sign-ins) written alongside in the same shapes. The same
 * seed and the same now make the same company. Refused under production and on a database that
 * already holds customers.
 */
export interface DemoOptions {
  size?: DemoSizeName | DemoSize;
  seed?: number;
  /** The end of the story: the demo's today. The real time unless a test fixes it. */
  now?: Date;
  /** One password for every account (the bench signs in as anyone); the demo's published ones otherwise. */
  sharedPassword?: string;
  progress?: (line: string) => void;
}

export interface DemoResult {
  seconds: number;
  counts: DemoCounts;
}

export async function generateDemoCompany(db: Database, config: AppConfig, options: DemoOptions = {}): Promise<DemoResult> {
  const started = performance.now();
  await refuseUnlessEmpty(db, config);
  const size = typeof options.size === 'object' ? options.size : DEMO_SIZES[options.size ?? 'demo'];
  const seed = options.seed ?? DEMO_SEED;
  const now = options.now ?? new Date();
  const today = companyDate(now);
  const firstDay = monthStart(addDays(today, -Math.round(size.months * 30.44)));
  const print = options.progress ?? (() => {});
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const progress = (line: string) => print(`[${elapsed().padStart(7)}] ${line}`);

  const moments = new Map<string, Date>();
  const storyMoment = (day: IsoDate, time: string) => {
    const key = `${day} ${time}`;
    let at = moments.get(key);
    if (!at) moments.set(key, (at = zonedInstant(day, time)));
    return at;
  };
  const start = storyMoment(addDays(firstDay, -1), '08:00');
  const story = new Story(start);
  const services = createDemoServices(db, config, story.now);
  // What a first start of the server adds (cities, built-in posts, prices), before the story begins.
  await seedBuiltInContent({ cities: createCitiesService(db), blog: createBlogService(db) }, services.log);
  await services.pricing.seedDefaults();
  const databaseClock = await followStoryClock(db, start);
  try {
    const ctx: DemoContext = {
      db,
      config,
      size,
      seed,
      now,
      today,
      firstDay,
      story,
      storyMoment,
      services,
      journeys: new Journeys(partRandom(seed, 'journeys')),
      staff: undefined as never,
      customers: [],
      sharedPasswordHash: options.sharedPassword ? await hashPassword(options.sharedPassword) : null,
      progress,
    };
    ctx.staff = await writeStaff(ctx);
    progress(`staff: ${ctx.staff.employees.length} employees, admin ${'demo.admin'}`);
    const crews = new CrewBook(ctx.staff.employees);
    planCustomers(ctx, crews);
    planDayWork(ctx);
    planWeekWork(ctx, crews);
    planBilling(ctx);
    planCrmPipeline(ctx);
    planWalkThroughs(ctx);
    planContactMessages(ctx);
    planContent(ctx);
    planInspections(ctx);
    for (let month = nextMonthStart(firstDay); month <= today; month = nextMonthStart(month)) {
      const label = month;
      story.at(
        storyMoment(month, '00:00'),
        async () => {
          const c = await countStory(db);
          progress(
            `story reached ${label.slice(0, 7)}: ${c.customers} customers, ${c.visits} visits, ${c.invoices} invoices, ${c.leads} leads`,
          );
        },
        'progress',
      );
    }
    progress(
      `planned: ${ctx.customers.length} customers, ${ctx.journeys.all.length} tracked visitors with a request, ${story.pending} events`,
    );
    const visits = await writeAnalytics(ctx);
    progress(`analytics: ${visits.toLocaleString('en-US')} page visits with their rollups`);
    await story.play(now, databaseClock);
    // Tonight's run as of now: every plan's visits through today's 8-week horizon.
    await databaseClock.set(now);
    await services.planGenerator.runOnce(now);
    const spent = [...story.timings].sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `${kind} ${(ms / 1000).toFixed(1)} s`);
    progress(`story told up to now (${spent.join(', ')})`);
    const outbox = await writeOutboxHistory(ctx);
    progress(`notifications: ${outbox.sent} sent, ${outbox.failed} failed`);
    const signIns = await writeSecurityLog(ctx);
    progress(`security log: ${signIns} sign-in events`);
    const bulk = await writeBulkLeads(ctx);
    if (bulk > 0) progress(`CRM: ${bulk.toLocaleString('en-US')} more leads written in bulk`);
    await createAnalyticsVisitsRepository(db).recountLeadEngagement();
  } finally {
    await databaseClock.release();
  }
  await analyzeAll(db);
  const counts = await countDemo(db);
  progress(
    `done: ${counts.customers} customers, ${counts.visits} visits, ${counts.invoices} invoices, ${counts.leads} leads, ${counts.visitorVisits} page visits`,
  );
  return { seconds: (performance.now() - started) / 1000, counts };
}
