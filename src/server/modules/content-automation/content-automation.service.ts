import { CONTENT_AUTOMATION_UNAVAILABLE, RSS_RECENT_POSTS, type RssStatus } from '#shared/contracts/content-automation.ts';
import { companyDate, zonedInstant } from '#shared/domain/company-time.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createContentAutomationRepository } from './content-automation.repository.ts';

/**
 * The Auto Blog tab's stand-ins until content automation exists (issue 16): the status counts the
 * generated posts already in the blog and says automation is not available; aggregation answers 503.
 */
export function createContentAutomationService(db: Database, clock: () => Date = () => new Date()) {
  const repo = createContentAutomationRepository(db);

  return {
    async rssStatus(): Promise<RssStatus> {
      const [counts, recent] = await Promise.all([repo.counts(zonedInstant(companyDate(clock()))), repo.recent(RSS_RECENT_POSTS)]);
      return {
        totalPosts: counts.total,
        todayPosts: counts.since,
        isScheduled: false,
        nextRun: null,
        recentPosts: recent.map((p) => ({
          id: p.id,
          title: p.title,
          createdAt: p.createdAt.toISOString(),
          status: p.status,
          excerpt: p.excerpt,
          path: `/blog/${p.slug}`,
        })),
        available: false,
        message: `${CONTENT_AUTOMATION_UNAVAILABLE}: generated posts are counted, nothing is scheduled`,
      };
    },

    async aggregate(): Promise<never> {
      throw new AppError('SERVICE_UNAVAILABLE', CONTENT_AUTOMATION_UNAVAILABLE);
    },
  };
}

export type ContentAutomationService = ReturnType<typeof createContentAutomationService>;
