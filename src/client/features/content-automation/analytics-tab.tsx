import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { listAdminPosts } from '#shared/contracts/blog-admin.endpoints.ts';
import { getContentStatus } from '#shared/contracts/content-automation.endpoints.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatCount } from '../../lib/business-format.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { ProgressBar } from '../../components/ui/run-progress.tsx';
import { contentFigures } from './content-figures.ts';

/** Content Analytics: figures from the posts list and the content status only (no invented statistics, spec §9). */
export function ContentAnalyticsTab() {
  const posts = useQuery(apiQuery(listAdminPosts, { query: {} }));
  // The stat cards read it too: one request, and the server's own generated and manual counts.
  const status = useQuery(apiQuery(getContentStatus));
  if (posts.isPending)
    return (
      <div className="grid gap-6 lg:grid-cols-2" role="status" aria-label="Loading the content analytics">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  if (posts.isError)
    return (
      <LoadError
        title="The posts could not be loaded"
        message={callErrorMessage(posts.error)}
        onRetry={() => void posts.refetch()}
        retrying={posts.isFetching}
      />
    );
  if (posts.data.length === 0)
    return (
      <StateMessage icon={<BarChart3 className="size-6" aria-hidden="true" />} title="No posts yet">
        Figures appear once the blog has posts.
      </StateMessage>
    );
  const f = contentFigures(posts.data);
  const total = posts.data.length;
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <Card role="region" aria-labelledby="ca-origin-heading">
        <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
          <CardTitle as="h2" id="ca-origin-heading">
            Posts by origin
          </CardTitle>
          <CardDescription>Where each of the {formatCount(total)} posts came from.</CardDescription>
        </CardHeader>
        <CardContent className="p-4 sm:p-6">
          <ul className="grid gap-3">
            {f.byOrigin.map((o) => (
              <li key={o.origin}>
                <Share label={o.label} value={o.count} total={total} />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="ca-split-heading">
        <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
          <CardTitle as="h2" id="ca-split-heading">
            Generated and manual
          </CardTitle>
          <CardDescription>Generated posts are written by the automation and wait as drafts for review.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          {status.data ? (
            <>
              <Share label="Generated" value={status.data.systemGenerated} total={status.data.totalPosts} />
              <Share label="Manual" value={status.data.manualPosts} total={status.data.totalPosts} />
            </>
          ) : status.isError ? (
            <p className="text-sm text-red-700">{callErrorMessage(status.error)}</p>
          ) : (
            <Skeleton className="h-20" />
          )}
          <h3 className="mt-2 font-semibold text-slate-900">By status</h3>
          <dl className="grid grid-cols-3 gap-3">
            {f.byStatus.map((s) => (
              <div key={s.status} className="min-w-0 rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{s.label}</dt>
                <dd className="text-xl font-bold text-slate-900 tabular-nums">{formatCount(s.count)}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="ca-top-heading" className="lg:col-span-2">
        <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
          <CardTitle as="h2" id="ca-top-heading">
            Most read posts
          </CardTitle>
        </CardHeader>
        <CardContent className="p-4 sm:p-6">
          {f.topPosts.length === 0 ? (
            <p className="text-sm text-slate-600">No published post has been read yet.</p>
          ) : (
            <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {f.topPosts.map((post, index) => (
                <li key={post.id} className="flex items-start justify-between gap-3 p-3 text-sm">
                  <span className="min-w-0 break-words">
                    <span className="mr-2 text-slate-500 tabular-nums">{index + 1}.</span>
                    <a href={`/blog/${post.slug}`} className="font-medium text-brand-700 underline underline-offset-2">
                      {post.title}
                    </a>
                  </span>
                  <span className="shrink-0 text-slate-700 tabular-nums">{formatCount(post.viewCount)} views</span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Share({ label, value, total }: { label: string; value: number; total: number }) {
  const text = `${formatCount(value)} of ${formatCount(total)}`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="font-semibold text-slate-900 tabular-nums">{text}</span>
      </div>
      <ProgressBar label={label} value={value} max={Math.max(total, 1)} valueText={text} role="meter" />
    </div>
  );
}
