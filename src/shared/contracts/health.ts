import * as z from './zod.ts';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['reachable', 'unreachable']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.int().check(z.nonnegative()),
  version: z.text(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The schemas of each endpoint in health.endpoints.ts, by its name (the server registers them). */
export const healthSchemas = {
  getHealth: { response: healthResponseSchema },
};
