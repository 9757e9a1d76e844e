import { defineEndpoint } from '../http/endpoint.ts';
import type { contentAutomationSchemas } from './content-automation.ts';

type Schemas = typeof contentAutomationSchemas;

export const getRssStatus = defineEndpoint<Schemas['getRssStatus']>({
  method: 'GET',
  path: '/api/admin/rss/status',
  access: 'admin',
  tag: 'content-automation',
  summary: 'Generated posts (total, today, the newest) and whether RSS aggregation is scheduled',
});

/**
 * Runs now and answers when done (bounded by the feeds' timeout and items per feed). 409 while a run is
 * going (an admin's or the schedule's, on any instance); 502 with the message when every feed failed or
 * the writer refused its key for every item; 503 when no feed is configured.
 */
export const runRssAggregation = defineEndpoint<Schemas['runRssAggregation']>({
  method: 'POST',
  path: '/api/admin/rss/aggregate',
  access: 'admin',
  tag: 'content-automation',
  summary: 'Run RSS aggregation now: new feed items become drafts citing their source',
  errors: [409, 502, 503],
});

export const getContentStatus = defineEndpoint<Schemas['getContentStatus']>({
  method: 'GET',
  path: '/api/admin/content/status',
  access: 'admin',
  tag: 'content-automation',
  summary: 'All posts, generated and manual, the review queue of generated drafts, the writer and the next run',
});
