import type { FastifyInstance } from 'fastify';
import { getContentStatus, getRssStatus, runRssAggregation } from '#shared/contracts/content-automation.endpoints.ts';
import { contentAutomationSchemas } from '#shared/contracts/content-automation.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { createRepeatingJob } from '../../jobs/repeating-job.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { ContentRunsService } from '../content-runs/content-runs.service.ts';
import { createContentAutomationService } from './content-automation.service.ts';
import { createRssAggregator } from './rss/rss-aggregator.ts';
import type { SelectedWriter } from './writers/select-writer.ts';

/** How often each instance looks whether the 6-hourly RSS run is due (the database decides who runs it). */
export const RSS_SCHEDULE_TICK_MS = 5 * 60_000;

/**
 * RSS status and aggregation, and the content status (decision 0025). With `startJobs` (main.ts) every
 * instance ticks every few minutes and starts a run only when none started in the last 6 hours, once
 * across instances; tests call the endpoint.
 */
export function contentAutomationRoutes(deps: {
  db: Database;
  runs: ContentRunsService;
  rss: AppConfig['rss'];
  writer: SelectedWriter;
  startJobs?: boolean | undefined;
}) {
  return async (app: FastifyInstance) => {
    const aggregator = createRssAggregator({ db: deps.db, runs: deps.runs, writer: deps.writer.writer, settings: deps.rss, log: app.log });
    const automation = createContentAutomationService({
      db: deps.db,
      runs: deps.runs,
      aggregator,
      feeds: deps.rss.feeds,
      writer: deps.writer.info,
      scheduled: Boolean(deps.startJobs),
    });
    if (deps.startJobs && deps.rss.feeds.length > 0) {
      const job = createRepeatingJob({
        name: 'RSS aggregation',
        everyMs: RSS_SCHEDULE_TICK_MS,
        log: app.log,
        run: () => aggregator.runIfDue(),
      });
      app.addHook('onReady', async () => job.start());
      app.addHook('preClose', async () => job.stop());
    }

    registerEndpoint(app, getRssStatus, contentAutomationSchemas.getRssStatus, { handler: () => automation.rssStatus() });
    registerEndpoint(app, runRssAggregation, contentAutomationSchemas.runRssAggregation, {
      handler: (request) => automation.aggregate(String(currentUser(request).user.id)),
    });
    registerEndpoint(app, getContentStatus, contentAutomationSchemas.getContentStatus, { handler: () => automation.contentStatus() });
  };
}
