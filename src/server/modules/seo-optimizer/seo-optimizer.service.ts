import type { FastifyBaseLogger } from 'fastify';
import type {
  SeoAnalysis,
  SeoHistoryEntry,
  SeoOptimizeAllResult,
  SeoOptimizeResult,
  SeoSnapshot,
} from '#shared/contracts/seo-optimizer.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { City } from '#shared/domain/city.ts';
import { createCitiesService, nearestCities } from '../cities/cities.service.ts';
import { createContentRevisionRepository } from '../content/content-revision.repository.ts';
import type { ContentRunsService } from '../content-runs/content-runs.service.ts';
import { analyzePost, type SeoAnalysisResult, type SeoPostInput } from './analyze-post.ts';
import { optimizePost, type OptimizeContext } from './optimize-post.ts';
import { createSeoOptimizerRepository, type SeoPostRow } from './seo-optimizer.repository.ts';

const inputOf = (row: SeoPostRow): SeoPostInput => ({
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  content: row.content,
  contentFormat: row.contentFormat,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  keywords: row.keywords,
  category: row.category,
  featuredImage: row.featuredImage,
});

const snapshotOf = (row: SeoPostRow): SeoSnapshot => ({
  title: row.title,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  keywords: row.keywords,
  content: row.content,
});

const view = (postId: number, title: string, result: SeoAnalysisResult): SeoAnalysis => ({ postId, title, ...result });

const postsWord = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

export interface SeoOptimizerDeps {
  db: Database;
  siteUrl: string;
  runs: ContentRunsService;
  log: FastifyBaseLogger;
}

/**
 * SEO analysis and optimisation of blog posts (decision 0027). One optimisation is one transaction:
 * the post's new fields, the blog revision when it is published, and its seo_optimizations row.
 * Optimise-all walks every post in a content run on this instance; `idle()` waits for it (app close).
 */
export function createSeoOptimizerService({ db, siteUrl, runs, log }: SeoOptimizerDeps) {
  const repo = createSeoOptimizerRepository(db);
  const cities = createCitiesService(db);
  const pending = new Set<Promise<void>>();

  /** The optimiser's view of the cities for a post, from the cities read once (per request or per run). */
  function contextFor(row: SeoPostRow, served: readonly City[]): OptimizeContext {
    const city = row.citySlug ? served.find((c) => c.slug === row.citySlug) : undefined;
    const nearby = city ? nearestCities(city, served, 2).map(({ name, slug }) => ({ name, slug })) : [];
    return {
      siteUrl,
      city: city ? { name: city.name, slug: city.slug } : null,
      nearby,
      servedCities: served.map(({ name, slug }) => ({ name, slug })),
    };
  }

  /** One optimisation, one transaction: the post is read once, locked, and written back. */
  async function optimize(
    postId: number,
    served: readonly City[],
    by: { createdBy: string | null; runId: number | null },
  ): Promise<SeoOptimizeResult> {
    return inTransaction(db, async (tx) => {
      const r = createSeoOptimizerRepository(tx);
      const row = await r.findPost(postId, true);
      if (!row) throw notFound('Post');
      const context = contextFor(row, served);
      const before = analyzePost(inputOf(row), { siteUrl });
      const { after, changes } = optimizePost({ ...inputOf(row), tags: row.tags, serviceType: row.serviceType }, context);
      if (changes.length === 0) {
        return { postId, scoreBefore: before.score, scoreAfter: before.score, changes: [], analysis: view(postId, row.title, before) };
      }
      const analysis = analyzePost({ ...inputOf(row), ...after }, { siteUrl });
      await r.savePost(postId, after);
      if (row.status === 'published') await createContentRevisionRepository(tx).bump('blog', tx);
      await r.insertOptimization({
        postId,
        runId: by.runId,
        before: snapshotOf(row),
        after,
        scoreBefore: before.score,
        scoreAfter: analysis.score,
        changes,
        createdBy: by.createdBy,
      });
      return { postId, scoreBefore: before.score, scoreAfter: analysis.score, changes, analysis: view(postId, after.title, analysis) };
    });
  }

  return {
    async analyze(postId: number): Promise<SeoAnalysis> {
      const row = await repo.findPost(postId);
      if (!row) throw notFound('Post');
      return view(postId, row.title, analyzePost(inputOf(row), { siteUrl }));
    },

    async autoOptimize(postId: number, createdBy: string | null): Promise<SeoOptimizeResult> {
      return optimize(postId, await cities.all(), { createdBy, runId: null });
    },

    /** Starts the run (409 while one runs anywhere) and answers at once; the posts are optimised in the background. */
    async optimizeAll(requestedBy: string | null): Promise<SeoOptimizeAllResult> {
      const posts = await repo.listPostIds();
      const run = await runs.start('seo-optimize-all', { requestedBy, total: posts.length });
      const work = (async () => {
        // The cities once for the run, not once a post.
        const served = await cities.all();
        let improved = 0;
        let failed = 0;
        for (const post of posts) {
          // Let this instance's requests in between posts (an embedded database serves one caller at a time).
          await new Promise((resolve) => setImmediate(resolve));
          try {
            const result = await optimize(post.id, served, { createdBy: requestedBy, runId: run.id });
            if (result.changes.length > 0) improved += 1;
            await run.step({
              label: post.title,
              outcome: result.changes.length > 0 ? 'ok' : 'skipped',
              detail: result.changes.length > 0 ? `${result.scoreBefore} → ${result.scoreAfter}` : 'already optimised',
            });
          } catch (error) {
            const gone = error instanceof AppError && error.code === 'NOT_FOUND';
            if (!gone) {
              failed += 1;
              log.error({ err: error, postId: post.id, runId: run.id }, 'SEO optimisation of a post failed');
            }
            await run.step({
              label: post.title,
              outcome: gone ? 'skipped' : 'failed',
              detail: gone
                ? 'deleted before its turn'
                : error instanceof AppError
                  ? error.message
                  : 'Failed: an unexpected error (see the log)',
            });
          }
        }
        const failures = failed > 0 ? `; ${postsWord(failed)} failed` : '';
        await run.finish(`Optimised ${improved} of ${postsWord(posts.length)}${failures}`);
      })().catch(async (error: unknown) => {
        log.error({ err: error, runId: run.id }, 'SEO optimisation of every post stopped');
        await run.fail('Stopped by an unexpected error (see the log)').catch(() => undefined);
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return { runId: run.id, total: posts.length, message: `SEO optimisation started for ${postsWord(posts.length)}` };
    },

    async history(postId: number): Promise<SeoHistoryEntry[]> {
      if (!(await repo.findPost(postId))) throw notFound('Post');
      return (await repo.history(postId)).map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        scoreBefore: row.scoreBefore,
        scoreAfter: row.scoreAfter,
        changes: row.changes,
        createdBy: row.createdBy,
        runId: row.runId,
        before: row.before,
        after: row.after,
      }));
    },

    /** Resolves when the optimise-all work under way on this instance has finished (awaited on app close). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type SeoOptimizerService = ReturnType<typeof createSeoOptimizerService>;
