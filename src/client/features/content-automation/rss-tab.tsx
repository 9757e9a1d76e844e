import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, LoaderCircle, Newspaper, RefreshCw, Rss } from 'lucide-react';
import { Link } from 'wouter';
import { RSS_SCHEDULE_HOURS, TARGET_KEYWORDS, CONTENT_TOASTS } from '#shared/domain/content-automation.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi, failureOf } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatMinnesotaTime, formatRelativeTime } from '../../lib/time-format.ts';
import { getRssStatus, runRssAggregation } from '#shared/contracts/content-automation.endpoints.ts';
import type { RssRecentPost } from '#shared/contracts/content-automation.ts';
import { refreshContentReads, REVIEW_QUEUE_HREF, splitToast, writerLabel } from '../../lib/content-review.ts';
import { formatCount } from '../../lib/business-format.ts';
import { RunProgress } from '../../components/ui/run-progress.tsx';
import { useClickedRun } from '../../lib/use-content-run.ts';

const failed = splitToast(CONTENT_TOASTS.rssFailedPage);

/** RSS Automation (spec §2, §4): keywords, sources, schedule, a manual run with its progress, and what it wrote. */
export function RssTab() {
  const client = useQueryClient();
  const status = useQuery(apiQuery(getRssStatus));
  const aggregate = useMutation({
    mutationFn: () => callApi(runRssAggregation),
    onSuccess: (result) => {
      toast({
        title: CONTENT_TOASTS.rssCompleted,
        description: `Processed ${formatCount(result.totalProcessed)} articles and published ${formatCount(result.totalPublished)} posts.`,
      });
    },
    onError: (error) => {
      const failure = failureOf(error);
      // Another run is under way (here or on another instance): its own words, not a configuration problem.
      if (failure.kind === 'refused' && failure.status === 409) {
        toast({ title: failure.message ?? 'An aggregation is already running', variant: 'destructive' });
        return;
      }
      toast({
        title: failed.title,
        description: (
          <>
            {failed.description}
            {failure.message ? <span className="mt-1 block">{failure.message}</span> : null}
          </>
        ),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      void refreshContentReads(client);
    },
  });
  // While a run is under way its progress is read every second; otherwise the status carries the last run.
  const run = useClickedRun('rss', aggregate.isPending, { enabled: aggregate.isPending });
  const s = status.data;
  const available = s?.available === true;
  const lastRun = s?.lastRun ?? null;
  const shownRun = aggregate.isPending ? run.started : lastRun;

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
      <Card role="region" aria-labelledby="rss-run-heading">
        <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <CardTitle as="h2" id="rss-run-heading">
                RSS aggregation
              </CardTitle>
              <CardDescription>New items of the industry feeds become drafts that cite their source, for review.</CardDescription>
            </div>
            <Button
              onClick={() => {
                run.markClick(lastRun?.id ?? null);
                aggregate.mutate();
              }}
              disabled={aggregate.isPending || !available}
            >
              {aggregate.isPending ? (
                <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              {aggregate.isPending ? 'Aggregating…' : 'Run Aggregation'}
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          {status.isPending ? <Skeleton className="h-24" /> : null}
          {status.isError ? (
            <LoadError
              title="The RSS status could not be loaded"
              message={callErrorMessage(status.error)}
              onRetry={() => void status.refetch()}
              retrying={status.isFetching}
            />
          ) : null}
          {s ? (
            <>
              {!s.available ? (
                <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
                  Automation is not enabled. {s.message}
                </p>
              ) : null}
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                <Figure label="Schedule" value={`Every ${RSS_SCHEDULE_HOURS} hours`} />
                <Figure label="Next run" value={s.nextRun ? formatMinnesotaTime(s.nextRun) : 'Not scheduled'} />
                <Figure label="Last run" value={lastRun ? formatRelativeTime(lastRun.startedAt) : 'Never'} />
                <Figure label="Writer" value={s.writer ? writerLabel(s.writer) : '-'} />
                <Figure label="Generated posts" value={formatCount(s.totalPosts)} />
                <Figure label="Today" value={formatCount(s.todayPosts)} />
              </dl>
            </>
          ) : null}
          {aggregate.isPending && !shownRun ? (
            <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              Starting the aggregation…
            </p>
          ) : null}
          {shownRun ? (
            <RunProgress run={shownRun} title={shownRun.status === 'running' ? 'Aggregation in progress' : 'Last aggregation'} />
          ) : s && !aggregate.isPending ? (
            <p className="text-sm text-slate-600">No aggregation has run yet.</p>
          ) : null}
          {s ? <RecentGenerated posts={s.recentPosts} /> : null}
        </CardContent>
      </Card>
      <div className="grid content-start gap-6 [&>*]:min-w-0">
        <Card role="region" aria-labelledby="rss-keywords-heading">
          <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
            <CardTitle as="h2" id="rss-keywords-heading">
              Target keywords
            </CardTitle>
          </CardHeader>
          <CardContent className="p-4 sm:p-6">
            <ul className="flex flex-wrap gap-2">
              {TARGET_KEYWORDS.map((keyword) => (
                <li key={keyword}>
                  <Badge variant="secondary" className="whitespace-normal">
                    {keyword}
                  </Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="rss-sources-heading">
          <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
            <CardTitle as="h2" id="rss-sources-heading">
              RSS sources
            </CardTitle>
          </CardHeader>
          <CardContent className="p-4 sm:p-6">
            {status.isPending ? <Skeleton className="h-24" /> : null}
            {s && (s.sources ?? []).length === 0 ? <p className="text-sm text-slate-600">No feeds are configured.</p> : null}
            {s && s.sources && s.sources.length > 0 ? (
              <ul className="grid gap-2">
                {s.sources.map((source) => (
                  <li key={source.url} className="flex min-w-0 items-start gap-2 text-sm">
                    <Rss className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900">{source.name}</span>
                      <a
                        href={source.url}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="inline-flex max-w-full items-center gap-1 text-brand-700 underline underline-offset-2"
                      >
                        <span className="truncate">{source.url}</span>
                        <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{value}</dd>
    </div>
  );
}

function RecentGenerated({ posts }: { posts: readonly RssRecentPost[] }) {
  return (
    <section aria-labelledby="rss-recent-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="rss-recent-heading" className="font-semibold text-slate-900">
          Recent generated posts
        </h3>
        <Link href={REVIEW_QUEUE_HREF} className="text-sm font-medium text-brand-700 underline underline-offset-2">
          Open the review queue
        </Link>
      </div>
      {posts.length === 0 ? (
        <StateMessage icon={<Newspaper className="size-6" aria-hidden="true" />} title="No generated posts yet">
          Run an aggregation: new feed items become drafts here, waiting for review.
        </StateMessage>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-col gap-1 p-3">
              <span className="font-medium break-words text-slate-900">{post.title}</span>
              <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <Badge variant={post.status === 'published' ? 'success' : 'warning'}>
                  {post.status === 'published' ? 'Published' : 'Draft'}
                </Badge>
                <time dateTime={post.createdAt}>{formatRelativeTime(post.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
