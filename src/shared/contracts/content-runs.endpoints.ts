import { defineEndpoint } from '../http/endpoint.ts';
import type { contentRunsSchemas } from './content-runs.ts';

type Schemas = typeof contentRunsSchemas;

export const getContentRun = defineEndpoint<Schemas['getContentRun']>({
  method: 'GET',
  path: '/api/admin/content/runs/:id',
  access: 'admin',
  tag: 'content-automation',
  summary: "A content run's progress, counts and per-unit outcomes",
  errors: [404],
});

export const listContentRuns = defineEndpoint<Schemas['listContentRuns']>({
  method: 'GET',
  path: '/api/admin/content/runs',
  access: 'admin',
  tag: 'content-automation',
  summary: 'The latest runs of one kind, newest first (a running one first of all)',
});
