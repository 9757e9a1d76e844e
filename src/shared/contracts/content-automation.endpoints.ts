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

/** 503 { message: 'Content automation is not set up yet' } until issue 16 builds it. */
export const runRssAggregation = defineEndpoint<Schemas['runRssAggregation']>({
  method: 'POST',
  path: '/api/admin/rss/aggregate',
  access: 'admin',
  tag: 'content-automation',
  summary: 'Run RSS aggregation now (not set up yet: answers 503)',
  errors: [503],
});
