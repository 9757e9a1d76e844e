import { defineEndpoint } from '../http/endpoint.ts';
import type { healthSchemas } from './health.ts';

type Schemas = typeof healthSchemas;

/** 503 with the same body when the database is unreachable (the route declares that answer itself). */
export const getHealth = defineEndpoint<Schemas['getHealth']>({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tag: 'health',
  summary: 'Whether the service and its database are up',
});
