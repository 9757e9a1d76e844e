import * as z from './zod.ts';

/**
 * Long content work runs as a recorded run (RSS aggregation, SEO optimisation of every post, bulk
 * generation): screens poll it for progress, and every unit (a feed, an item, a post, a city) leaves a
 * readable outcome. At most one run of a kind at a time across all instances.
 */
export const contentRunKinds = ['rss', 'seo-optimize-all', 'landing-pages', 'city-content'] as const;
export type ContentRunKind = (typeof contentRunKinds)[number];

export const runOutcomeSchema = z.object({
  label: z.text(),
  outcome: z.enum(['ok', 'skipped', 'duplicate', 'failed']),
  detail: z.text(),
});
export type RunOutcomeView = z.infer<typeof runOutcomeSchema>;

export const contentRunSchema = z.object({
  id: z.int(),
  kind: z.enum(contentRunKinds),
  status: z.enum(['running', 'done', 'failed']),
  trigger: z.enum(['manual', 'schedule']),
  total: z.int(),
  processed: z.int(),
  /** Posts written or improved. */
  succeeded: z.int(),
  failed: z.int(),
  message: z.text(),
  outcomes: z.array(runOutcomeSchema),
  /** ISO times. */
  startedAt: z.text(),
  finishedAt: z.nullable(z.text()),
});
export type ContentRun = z.infer<typeof contentRunSchema>;

export const contentRunListQuerySchema = z.object({ kind: z.enum(contentRunKinds) });

/** The schemas of each endpoint in content-runs.endpoints.ts, by its name (the server registers them). */
export const contentRunsSchemas = {
  getContentRun: {
    params: z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)) }),
    response: contentRunSchema,
  },
  listContentRuns: { query: contentRunListQuerySchema, response: z.array(contentRunSchema) },
};
