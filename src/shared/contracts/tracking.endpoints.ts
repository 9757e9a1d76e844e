import { defineEndpoint } from '../http/endpoint.ts';
import type { trackingSchemas } from './tracking.ts';

type Schemas = typeof trackingSchemas;

export const recordVisit = defineEndpoint<Schemas['recordVisit']>({
  method: 'POST',
  path: '/api/visitor-tracking',
  access: 'public',
  tag: 'tracking',
  summary: 'Record a page visit or an exit with its duration',
  status: 204,
  errors: [413, 429],
});

export const getVisitorStats = defineEndpoint<Schemas['getVisitorStats']>({
  method: 'GET',
  path: '/api/admin/visitor-stats',
  access: 'admin',
  tag: 'tracking',
  summary: 'Visit counts for today, this week, month and year',
});

export const getVisitorAnalytics = defineEndpoint<Schemas['getVisitorAnalytics']>({
  method: 'GET',
  path: '/api/admin/visitor-analytics',
  access: 'admin',
  tag: 'tracking',
  summary: 'Devices, browsers and locations of a period’s visits',
});

export const getTopPages = defineEndpoint<Schemas['getTopPages']>({
  method: 'GET',
  path: '/api/admin/top-pages',
  access: 'admin',
  tag: 'tracking',
  summary: 'The most visited pages of a period',
});
