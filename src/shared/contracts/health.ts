import * as z from 'zod/mini';
import { defineEndpoint } from '../http/endpoint.ts';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['reachable', 'unreachable']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.int().check(z.nonnegative()),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** 503 with the same body when the database is unreachable. */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tag: 'health',
  summary: 'Whether the service and its database are up',
  response: healthResponseSchema,
  errors: [503],
});
