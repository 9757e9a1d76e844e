import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Megaphone, Newspaper, RefreshCw, Share2 } from 'lucide-react';
import { getRssStatus, runRssAggregation } from '#shared/contracts/content-automation.endpoints.ts';
import type { RssRecentPost } from '#shared/contracts/content-automation.ts';
import { listFacebookPages, postBlogToFacebook, postToFacebook } from '#shared/contracts/facebook.endpoints.ts';
import type { FacebookPage } from '#shared/contracts/facebook.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { labelClass } from '../../components/ui/field.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi, failureOf } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useSite } from '../../lib/site-context.tsx';
import { formatMinnesotaTime, formatRelativeTime } from '../../lib/time-format.ts';
import { LiveLoading } from './polled-state.tsx';

/** The spec's words for each failure (§8), with the server's own reason after them when it gave one. */
function withReason(text: string, error: unknown): string {
  const failure = failureOf(error);
  return failure.kind === 'refused' && failure.message ? `${text}. ${failure.message}` : text;
}

function facebookConnectionFailed(error: unknown) {
  toast({ title: 'Facebook Error', description: withReason('Unable to connect to Facebook', error), variant: 'destructive' });
}

/** The page to post to: the id the pages call answers (the server posts only to its configured page). */
function useFacebookPage() {
  const client = useQueryClient();
  return async (): Promise<FacebookPage | null> => {
    try {
      const pages = await client.fetchQuery(apiQuery(listFacebookPages));
      return pages[0] ?? null;
    } catch (error) {
      facebookConnectionFailed(error);
      return null;
    }
  };
}

function RssStatusCard() {
  const client = useQueryClient();
  const status = useQuery(apiQuery(getRssStatus));
  const aggregate = useMutation({
    mutationFn: () => callApi(runRssAggregation),
    onSuccess: (result) => {
      toast({
        title: 'RSS Aggregation Completed',
        description: `Processed ${result.totalProcessed.toLocaleString('en-US')} articles and published ${result.totalPublished.toLocaleString('en-US')} posts.`,
      });
      void client.invalidateQueries({ queryKey: apiQuery(getRssStatus).queryKey });
    },
    onError: (error) => {
      const failure = failureOf(error);
      if (failure.kind === 'network')
        toast({ title: 'RSS Aggregation Error', description: 'Failed to connect to server', variant: 'destructive' });
      else toast({ title: 'RSS Aggregation Failed', description: failure.message ?? 'Unknown error occurred', variant: 'destructive' });
    },
  });
  const s = status.data;

  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby="rss-status-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="rss-status-heading" className="text-lg font-semibold text-slate-900">
          System status
        </h2>
        <Button onClick={() => aggregate.mutate()} disabled={aggregate.isPending}>
          {aggregate.isPending ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <RefreshCw aria-hidden="true" />
          )}
          {aggregate.isPending ? 'Aggregating…' : 'Run RSS Aggregation'}
        </Button>
      </div>
      {status.isPending ? <LiveLoading label="Loading the automation status..." /> : null}
      {status.isError && !s ? (
        <LoadError
          title="The automation status could not be loaded"
          message={callErrorMessage(status.error)}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : null}
      {s ? (
        <>
          {!s.available ? <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{s.message}</p> : null}
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">Generated posts</dt>
              <dd className="text-xl font-bold text-slate-900 tabular-nums">{s.totalPosts.toLocaleString('en-US')}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">Today</dt>
              <dd className="text-xl font-bold text-slate-900 tabular-nums">{s.todayPosts.toLocaleString('en-US')}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">Schedule</dt>
              <dd className="font-semibold text-slate-900">{s.isScheduled ? 'Every 6 hours' : 'Not scheduled'}</dd>
            </div>
            <div className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">Next run</dt>
              <dd className="font-semibold text-slate-900">{s.nextRun ? formatMinnesotaTime(s.nextRun) : '-'}</dd>
            </div>
          </dl>
        </>
      ) : null}
      {s ? <RecentPosts posts={s.recentPosts} /> : null}
    </Card>
  );
}

function RecentPosts({ posts }: { posts: readonly RssRecentPost[] }) {
  const facebookPage = useFacebookPage();
  const share = useMutation({
    mutationFn: async (post: RssRecentPost) => {
      const page = await facebookPage();
      if (!page) return null;
      return callApi(postBlogToFacebook, {
        body: { pageId: page.id, blogTitle: post.title, blogExcerpt: post.excerpt, blogUrl: post.path },
      });
    },
    onSuccess: (result) => {
      if (result) toast({ title: 'Shared on Facebook', description: result.message });
    },
    onError: (error) =>
      toast({ title: 'Facebook Post Failed', description: withReason('Unable to share blog post', error), variant: 'destructive' }),
  });

  return (
    <section className="mt-6" aria-labelledby="recent-generated-heading">
      <h3 id="recent-generated-heading" className="font-semibold text-slate-900">
        Recent auto-generated posts
      </h3>
      {posts.length === 0 ? (
        <StateMessage icon={<Newspaper className="size-6" aria-hidden="true" />} title="No generated posts yet">
          Posts written by the content automation appear here, each ready to share on Facebook.
        </StateMessage>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{post.title}</p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <Badge variant={post.status === 'published' ? 'success' : 'secondary'}>
                    {post.status === 'published' ? 'Published' : 'Draft'}
                  </Badge>
                  <time dateTime={post.createdAt}>{formatRelativeTime(post.createdAt)}</time>
                </p>
              </div>
              {/* A draft awaits review: it is published first, then shared (the server refuses it too). */}
              {post.status === 'published' ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => share.mutate(post)}
                  disabled={share.isPending && share.variables?.id === post.id}
                  aria-label={`Share on Facebook: ${post.title}`}
                >
                  <Share2 aria-hidden="true" />
                  Share on Facebook
                </Button>
              ) : (
                <span className="text-xs text-slate-600">Publish it to share it</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FacebookCard() {
  const site = useSite();
  const textId = useId();
  const linkId = useId();
  const pages = useQuery({ ...apiQuery(listFacebookPages), enabled: false });
  const facebookPage = useFacebookPage();
  const [message, setMessage] = useState(
    `Spotless offices, every visit. ${site.company.name} cleans commercial buildings across the Twin Cities: get an instant, itemized quote today.`,
  );
  const [link, setLink] = useState(`${site.siteUrl.replace(/\/$/, '')}/quote-calculator`);

  const check = async () => {
    const result = await pages.refetch();
    if (result.isError) facebookConnectionFailed(result.error);
  };
  const promote = useMutation({
    mutationFn: async () => {
      const page = await facebookPage();
      if (!page) return null;
      return callApi(postToFacebook, { body: { pageId: page.id, message, link } });
    },
    onSuccess: (result) => {
      if (result) toast({ title: 'Promotion posted', description: result.message });
    },
    onError: (error) =>
      toast({ title: 'Facebook Post Failed', description: withReason('Unable to share promotional post', error), variant: 'destructive' }),
  });

  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby="facebook-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="facebook-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Megaphone className="size-5 text-brand-700" aria-hidden="true" />
          Facebook integration
        </h2>
        <Button variant="outline" onClick={() => void check()} disabled={pages.isFetching}>
          {pages.isFetching ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          Check Pages
        </Button>
      </div>
      {pages.data ? (
        pages.data.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">The token can post to no page.</p>
        ) : (
          <ul className="mt-3 grid gap-2" aria-label="Facebook pages">
            {pages.data.map((page) => (
              <li key={page.id} className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
                <span className="font-semibold">{page.name}</span> ({page.category}), page id {page.id}: connected
              </li>
            ))}
          </ul>
        )
      ) : pages.isError ? (
        <p className="mt-3 text-sm text-red-700" role="alert">
          {withReason('Unable to connect to Facebook', pages.error)}
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Check the connection to see the page posts go to.</p>
      )}
      <form
        className="mt-5 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          promote.mutate();
        }}
      >
        <div>
          <label htmlFor={textId} className={labelClass}>
            Promotion text
          </label>
          <textarea
            id={textId}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            required
            maxLength={5000}
            rows={3}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900"
          />
        </div>
        <div>
          <label htmlFor={linkId} className={labelClass}>
            Link
          </label>
          <input
            id={linkId}
            type="url"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base text-slate-900"
          />
        </div>
        <div>
          <Button type="submit" disabled={promote.isPending || message.trim() === ''}>
            {promote.isPending ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
            Post Promotion
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Auto Blog (spec §2): the automation's status and a manual run, the generated posts to share, and Facebook. */
export function AutoBlogTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] [&>*]:min-w-0">
      <RssStatusCard />
      <FacebookCard />
    </div>
  );
}
