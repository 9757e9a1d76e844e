import {
  CONTENT_AUTOMATION_UNAVAILABLE,
  RSS_RECENT_POSTS,
  type ContentStatus,
  type RssAggregateResult,
  type RssStatus,
} from '#shared/contracts/content-automation.ts';
import { companyDate, zonedInstant } from '#shared/domain/company-time.ts';
import type { RssFeedSource } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ContentRunsService } from '../content-runs/content-runs.service.ts';
import { createContentAutomationRepository } from './content-automation.repository.ts';
import { RSS_SCHEDULE_MS, type RssAggregator } from './rss/rss-aggregator.ts';
import type { WriterInfo } from './writers/select-writer.ts';

/** The content status lists this many generated posts. */
export const CONTENT_STATUS_RECENT_POSTS = 10;

/** The next scheduled run: the last run's start plus the schedule's period, or now when none ran (or it is overdue). */
export function nextRunAfter(lastStartedAt: Date | null, now: Date): Date {
  if (!lastStartedAt) return now;
  const next = new Date(lastStartedAt.getTime() + RSS_SCHEDULE_MS);
  return next < now ? now : next;
}

/**
 * The RSS status, the content status and on-demand aggregation (decision 0025). `scheduled` says whether
 * this instance runs the 6-hourly schedule (main.ts starts jobs; tests do not).
 */
export function createContentAutomationService(deps: {
  db: Database;
  runs: ContentRunsService;
  aggregator: RssAggregator;
  feeds: RssFeedSource[];
  writer: WriterInfo;
  scheduled: boolean;
  clock?: () => Date;
}) {
  const repo = createContentAutomationRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  const available = deps.feeds.length > 0;
  const isScheduled = deps.scheduled && available;
  const message = available ? deps.writer.line : `${CONTENT_AUTOMATION_UNAVAILABLE}. ${deps.writer.line}`;

  function nextRun(lastStartedAt: string | null): string | null {
    if (!isScheduled) return null;
    return nextRunAfter(lastStartedAt ? new Date(lastStartedAt) : null, clock()).toISOString();
  }

  return {
    async rssStatus(): Promise<RssStatus> {
      const [counts, recent, lastRun] = await Promise.all([
        repo.counts(zonedInstant(companyDate(clock()))),
        repo.recent(RSS_RECENT_POSTS),
        deps.runs.latest('rss'),
      ]);
      return {
        totalPosts: counts.total,
        todayPosts: counts.since,
        isScheduled,
        nextRun: nextRun(lastRun?.startedAt ?? null),
        recentPosts: recent.map((p) => ({
          id: p.id,
          title: p.title,
          createdAt: p.createdAt.toISOString(),
          status: p.status,
          excerpt: p.excerpt,
          path: `/blog/${p.slug}`,
        })),
        available,
        message,
        sources: deps.feeds.map((f) => ({ name: f.name, url: f.url })),
        writer: deps.writer.name,
        lastRun,
      };
    },

    async contentStatus(): Promise<ContentStatus> {
      const [counts, recent, lastRun] = await Promise.all([
        repo.contentCounts(),
        repo.recent(CONTENT_STATUS_RECENT_POSTS),
        deps.runs.latest('rss'),
      ]);
      return {
        totalPosts: counts.total,
        systemGenerated: counts.generated,
        manualPosts: counts.total - counts.generated,
        builtInPosts: counts.builtIn,
        automationEnabled: available,
        recentPosts: recent.map((p) => ({
          id: p.id,
          title: p.title,
          slug: p.slug,
          status: p.status,
          origin: p.origin,
          createdAt: p.createdAt.toISOString(),
          authorId: p.authorId,
          excerpt: p.excerpt,
          path: `/blog/${p.slug}`,
        })),
        reviewQueue: counts.generatedDrafts,
        writer: deps.writer.name,
        nextRun: nextRun(lastRun?.startedAt ?? null),
      };
    },

    /** An admin's run: its totals, or 502 with the message when nothing could be done. */
    async aggregate(requestedBy: string | null): Promise<RssAggregateResult> {
      const result = await deps.aggregator.runNow(requestedBy);
      if (result.failedOutright) throw new AppError('BAD_GATEWAY', result.message);
      return {
        totalProcessed: result.totalProcessed,
        totalPublished: result.totalPublished,
        message: result.message,
        runId: result.runId,
      };
    },
  };
}

export type ContentAutomationService = ReturnType<typeof createContentAutomationService>;
