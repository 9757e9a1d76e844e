import type { FastifyBaseLogger } from 'fastify';
import { POST_LIMITS, readTimeFor, slugify } from '#shared/contracts/blog-admin.ts';
import { plural } from '#shared/text/plural.ts';
import { MAX_SHARED_SHINGLES, sharedShare, shingles, words } from '#shared/text/shingles.ts';
import { RSS_SCHEDULE_HOURS } from '#shared/domain/content-automation.ts';
import type { RssFeedSource } from '../../../config.ts';
import { inTransaction, type Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { AppError } from '../../../errors.ts';
import { createContentRevisionRepository } from '../../content/content-revision.repository.ts';
import type { ContentRunsService, RunHandle } from '../../content-runs/content-runs.service.ts';
import { SYSTEM_AUTHOR } from '../content-automation.repository.ts';
import { WriterError, type ContentWriter } from '../writers/content-writer.ts';
import { readFeed, type FeedEntry } from './feed-reader.ts';
import { storyFingerprint } from './fingerprint.ts';
import { createRssRepository } from './rss.repository.ts';

export const RSS_SCHEDULE_MS = RSS_SCHEDULE_HOURS * 3_600_000;

/** A new rewrite is compared with this many of the newest ones (a year of runs is a few hundred). */
const REWRITES_COMPARED = 300;

/**
 * A run started from the screen stops taking new items after this long, so the admin's request answers
 * within about a minute (behind a proxy's usual 60 s, plus the item under way); the rest wait for the next run.
 */
export const MANUAL_RUN_BUDGET_MS = 45_000;

export interface RssSettings {
  feeds: RssFeedSource[];
  fetchTimeoutMs: number;
  itemsPerFeed: number;
  userAgent: string;
  /** Overrides MANUAL_RUN_BUDGET_MS (tests). */
  manualRunBudgetMs?: number;
}

/** What a run answers (spec §3 "Aggregation result"): new items examined and drafts written for review. */
export interface RssRunResult {
  runId: number;
  totalProcessed: number;
  totalPublished: number;
  message: string;
  /** Every feed failed, or the writer refused its key for every item: nothing could be done. */
  failedOutright: boolean;
}

/**
 * RSS automation (decision 0025): reads every configured feed, takes the newest items of each, skips the
 * ones seen before, records a story already covered through another feed as a duplicate, and has the
 * writer turn each new story into a draft citing its source: the draft and its item in one transaction.
 * Every feed and item leaves a readable outcome on the run; one feed failing never stops the others.
 */
export function createRssAggregator(deps: {
  db: Database;
  runs: ContentRunsService;
  writer: ContentWriter;
  settings: RssSettings;
  log?: FastifyBaseLogger | undefined;
  clock?: () => Date;
}) {
  const { db, runs, writer, settings } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repo = createRssRepository(db);
  const revisions = createContentRevisionRepository(db);
  const feedName = (url: string) => settings.feeds.find((f) => f.url === url)?.name ?? new URL(url).hostname;

  async function uniqueSlug(title: string, tx: Database): Promise<string> {
    // Room for a "-2" suffix within the slug's limit.
    const base =
      slugify(title)
        .slice(0, POST_LIMITS.slug[1] - 4)
        .replace(/-+$/, '') || 'industry-news';
    const taken = await repo.slugsLike(base, tx);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  /**
   * One new item: a duplicate, a draft, a rewrite left for later, or a failure, recorded on the run.
   * `rewrites`: the newest rewrites (loaded once per run) with their shingles; a new draft joins them.
   */
  async function handleItem(
    run: RunHandle,
    feed: RssFeedSource,
    entry: FeedEntry,
    rewrites: EarlierRewrite[],
  ): Promise<'drafted' | 'other' | WriterError> {
    const label = entry.title;
    const fingerprint = storyFingerprint(entry);
    const base = {
      feedUrl: feed.url,
      guid: entry.guid,
      link: entry.link,
      title: entry.title,
      fingerprint,
      itemPublishedAt: entry.publishedAt,
      runId: run.id,
    };
    if (!entry.link) {
      const detail = `Skipped: the item has no link to cite (${feed.name})`;
      await repo.record({ ...base, outcome: 'skipped', detail });
      await run.step({ label, outcome: 'skipped', detail });
      return 'other';
    }
    const covered = await repo.coveredBy(fingerprint);
    if (covered) {
      const detail = `Already covered from ${covered.sourceName ?? feedName(covered.feedUrl)}`;
      await repo.record({ ...base, outcome: 'duplicate', detail, postId: covered.postId });
      await run.step({ label, outcome: 'duplicate', detail });
      return 'other';
    }

    let written;
    try {
      written = await writer.write({
        kind: 'rss-rewrite',
        item: {
          title: entry.title,
          link: entry.link,
          summary: entry.summary,
          sourceName: feed.name,
          publishedAt: entry.publishedAt?.toISOString() ?? null,
        },
      });
    } catch (error) {
      if (!(error instanceof WriterError)) throw error;
      // A refused key or a passing failure is tried again next run (the item stays unrecorded); a bad answer is kept.
      if (!error.retryable && !error.refusedKey) await repo.record({ ...base, outcome: 'failed', detail: error.message });
      await run.step({ label, outcome: 'failed', detail: error.message });
      return error.refusedKey ? error : 'other';
    }

    // A rewrite that says what an earlier one said (templates, a story retold) is a thin, duplicated page.
    // It is not recorded: a later run, or a language-model writer once configured, may write it differently.
    const own = shingles(`${written.title} ${written.content}`);
    for (const earlier of rewrites) {
      const share = sharedShare(own, earlier.shingles);
      if (share > MAX_SHARED_SHINGLES) {
        const detail = `Too close to the draft "${earlier.title}": ${Math.round(share * 100)}% of its 5-word phrases are shared; left for a later run`;
        await run.step({ label, outcome: 'skipped', detail });
        return 'other';
      }
    }

    const now = clock();
    const title = await inTransaction(db, async (tx) => {
      const slug = await uniqueSlug(written.title, tx);
      const postId = await repo.insertDraft(
        {
          title: written.title,
          slug,
          excerpt: written.excerpt,
          content: written.content,
          contentFormat: 'markdown',
          category: written.category,
          tags: written.tags,
          readTime: readTimeFor(words(written.content).length),
          status: 'draft',
          publishedAt: null,
          metaTitle: written.metaTitle,
          metaDescription: written.metaDescription,
          keywords: written.keywords,
          authorId: SYSTEM_AUTHOR,
          origin: 'rss',
          writer: writer.name,
          sourceUrl: entry.link,
          sourceTitle: entry.title,
          sourceName: feed.name,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      // Another run (an overlapping instance) recorded this item meanwhile: roll the draft back, keep theirs.
      if (!(await repo.record({ ...base, outcome: 'drafted', detail: `Draft "${written.title}" written for review`, postId }, tx))) {
        throw new ItemTakenError();
      }
      await revisions.bump('blog', tx);
      return written.title;
    }).catch((error: unknown) => {
      if (error instanceof ItemTakenError) return null;
      throw error;
    });
    if (title === null) {
      await run.step({ label, outcome: 'duplicate', detail: 'Already written by another run' });
      return 'other';
    }
    rewrites.unshift({ title, shingles: own });
    if (rewrites.length > REWRITES_COMPARED) rewrites.pop();
    await run.step({ label, outcome: 'ok', detail: `Draft "${title}" written for review (${writer.name})` });
    return 'drafted';
  }

  /**
   * `budgetMs`: an admin waits for the answer, so a manual run starts no new item after this long; the
   * items left are not recorded and the next run takes them (a scheduled run has no one waiting).
   */
  async function process(run: RunHandle, budgetMs: number | null): Promise<RssRunResult> {
    const started = performance.now();
    const reads = await Promise.all(
      settings.feeds.map(async (feed) => {
        try {
          const entries = await readFeed(feed, { timeoutMs: settings.fetchTimeoutMs, userAgent: settings.userAgent });
          return { feed, entries: entries.slice(0, settings.itemsPerFeed), error: null };
        } catch (error) {
          return {
            feed,
            entries: [] as FeedEntry[],
            error: error instanceof Error ? error.message : `Feed ${feed.name} could not be read`,
          };
        }
      }),
    );

    const work: Array<{ feed: RssFeedSource; entry: FeedEntry }> = [];
    for (const read of reads) {
      if (read.error) {
        await run.note({ label: read.feed.name, outcome: 'failed', detail: read.error });
        continue;
      }
      const known = await repo.knownGuids(
        read.feed.url,
        read.entries.map((e) => e.guid),
      );
      const fresh = read.entries.filter((e, i, all) => !known.has(e.guid) && all.findIndex((o) => o.guid === e.guid) === i);
      const detail =
        read.entries.length === 0
          ? 'Read: the feed has no items'
          : `Read: ${plural(fresh.length, 'new item', 'new items')} of the newest ${read.entries.length}`;
      await run.note({ label: read.feed.name, outcome: fresh.length ? 'ok' : 'skipped', detail });
      for (const entry of fresh) work.push({ feed: read.feed, entry });
    }
    await run.setTotal(work.length);

    const rewrites: EarlierRewrite[] =
      work.length === 0
        ? []
        : (await repo.recentRewrites(REWRITES_COMPARED)).map((r) => ({ title: r.title, shingles: shingles(`${r.title} ${r.content}`) }));
    let drafted = 0;
    let refused = 0;
    let refusal = '';
    let left = 0;
    for (const [index, { feed, entry }] of work.entries()) {
      if (budgetMs !== null && performance.now() - started > budgetMs) {
        left = work.length - index;
        await run.note({
          label: 'Time limit',
          outcome: 'skipped',
          detail: `Left for the next run: ${plural(left, 'item', 'items')} (a run started from the screen stops taking items after ${Math.round(budgetMs / 1000)} s)`,
        });
        break;
      }
      let outcome: Awaited<ReturnType<typeof handleItem>>;
      try {
        outcome = await handleItem(run, feed, entry, rewrites);
      } catch (error) {
        // A database error on one item (a slug raced by an editor, say): recorded, and the run goes on.
        deps.log?.error({ err: error, feed: feed.name }, 'RSS item failed');
        const detail = isUniqueViolation(error) ? 'Another post took its slug meanwhile; it is tried again next run' : 'Could not be saved';
        await run.step({ label: entry.title, outcome: 'failed', detail });
        outcome = 'other';
      }
      if (outcome === 'drafted') drafted++;
      if (outcome instanceof WriterError) {
        refused++;
        refusal = outcome.message;
      }
    }

    const feedsRead = reads.filter((r) => !r.error).length;
    const failedOutright = (settings.feeds.length > 0 && feedsRead === 0) || (work.length > 0 && refused === work.length);
    const parts = [
      `Read ${feedsRead} of ${plural(settings.feeds.length, 'feed', 'feeds')}`,
      `${plural(work.length, 'new item', 'new items')}`,
      `${plural(drafted, 'draft', 'drafts')} written for review`,
    ];
    const failures = reads.filter((r) => r.error).map((r) => r.error);
    if (left > 0) parts.push(`${plural(left, 'item', 'items')} left for the next run`);
    let message = `${parts.join('; ')}.`;
    if (feedsRead === 0 && failures.length) message = `No feed could be read: ${failures.join('; ')}`;
    else if (failedOutright) message = `${message} Every item failed: ${refusal}; check OPENAI_API_KEY.`;
    return { runId: run.id, totalProcessed: work.length - left, totalPublished: drafted, message, failedOutright };
  }

  async function runWith(run: RunHandle, budgetMs: number | null): Promise<RssRunResult> {
    let result: RssRunResult;
    try {
      result = await process(run, budgetMs);
    } catch (error) {
      deps.log?.error({ err: error }, 'RSS aggregation failed');
      await run.fail('The aggregation stopped on an unexpected error; see the server log').catch(() => undefined);
      throw error;
    }
    if (result.failedOutright) await run.fail(result.message);
    else await run.finish(result.message);
    return result;
  }

  return {
    /** An admin's run now: 409 while one is running anywhere. */
    async runNow(requestedBy: string | null): Promise<RssRunResult> {
      if (settings.feeds.length === 0) throw new AppError('SERVICE_UNAVAILABLE', 'No RSS feeds are configured (set RSS_FEEDS)');
      const run = await runs.start('rss', { requestedBy });
      return runWith(run, settings.manualRunBudgetMs ?? MANUAL_RUN_BUDGET_MS);
    },

    /**
     * The schedule's tick (every instance, every few minutes): runs only when no run started in the last
     * RSS_SCHEDULE_HOURS, once across instances. Null when there was nothing to do.
     */
    async runIfDue(): Promise<RssRunResult | null> {
      if (settings.feeds.length === 0) return null;
      const run = await runs.tryStart('rss', { trigger: 'schedule', notStartedSince: new Date(clock().getTime() - RSS_SCHEDULE_MS) });
      return run ? runWith(run, null) : null;
    },
  };
}

export type RssAggregator = ReturnType<typeof createRssAggregator>;

/** A rewrite already written, as a new one is compared with it. */
interface EarlierRewrite {
  title: string;
  shingles: ReadonlySet<string>;
}

/** The item was recorded by another run while this one wrote it. */
class ItemTakenError extends Error {}
