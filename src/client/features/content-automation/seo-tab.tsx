import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, FileSearch, LoaderCircle, Sparkles, Wand2 } from 'lucide-react';
import { listAdminPosts } from '#shared/contracts/blog-admin.endpoints.ts';
import type { AdminPost } from '#shared/contracts/blog-admin.ts';
import { CONTENT_TOASTS } from '#shared/domain/content-automation.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { labelClass } from '../../components/ui/field.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatRelativeTime } from '../../lib/time-format.ts';
import { analyzePost, autoOptimizePost, optimizeAllPosts, seoHistory } from '#shared/contracts/seo-optimizer.endpoints.ts';
import type { SeoAnalysis } from '#shared/contracts/seo-optimizer.ts';
import { RunProgress } from '../../components/ui/run-progress.tsx';
import { SeoScore } from './seo-score.tsx';
import { refreshContentReads, splitToast } from '../../lib/content-review.ts';
import { formatCount } from '../../lib/business-format.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { useLatestRun, useRunUntilDone } from '../../lib/use-content-run.ts';

const optimizationFailed = splitToast(CONTENT_TOASTS.optimizationFailed);
const massFailed = splitToast(CONTENT_TOASTS.massFailed);

const statusWord: Record<AdminPost['status'], string> = { draft: 'draft', scheduled: 'scheduled', published: 'published' };

/** SEO Optimization (spec §2, §4 "Admin SEO"): pick a post to analyse it, optimise it, or optimise every post as a run. */
export function SeoTab() {
  const [postId, setPostId] = useState<number | null>(null);
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <Card role="region" aria-labelledby="seo-post-heading">
        <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
          <CardTitle as="h2" id="seo-post-heading">
            Analyse a post
          </CardTitle>
          <CardDescription>Choosing a post analyses it at once; drafts are included.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 p-4 sm:p-6">
          <PostPicker postId={postId} onChange={setPostId} />
          {postId !== null ? <PostAnalysis key={postId} postId={postId} /> : null}
        </CardContent>
      </Card>
      <MassOptimize />
    </div>
  );
}

function PostPicker({ postId, onChange }: { postId: number | null; onChange: (id: number | null) => void }) {
  const posts = useQuery(apiQuery(listAdminPosts, { query: {} }));
  if (posts.isPending) return <Skeleton className="h-16" />;
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
      <StateMessage icon={<FileSearch className="size-6" aria-hidden="true" />} title="No posts yet">
        Write a post or generate drafts, then analyse them here.
      </StateMessage>
    );
  const options = [
    { value: '', label: 'Choose a post…' },
    ...posts.data.map((post) => ({ value: String(post.id), label: `${post.title} (${statusWord[post.status]})` })),
  ];
  return (
    <div>
      <label htmlFor="seo-post" className={labelClass}>
        Post
      </label>
      <NativeSelect
        id="seo-post"
        options={options}
        value={postId === null ? '' : String(postId)}
        onValueChange={(value) => onChange(value === '' ? null : Number(value))}
      />
    </div>
  );
}

function PostAnalysis({ postId }: { postId: number }) {
  const client = useQueryClient();
  const read = apiQuery(analyzePost, { params: { postId } });
  const analysis = useQuery(read);
  const optimize = useMutation({
    mutationFn: () => callApi(autoOptimizePost, { params: { postId } }),
    onSuccess: (result) => {
      toast({
        title: CONTENT_TOASTS.postOptimized,
        description: (
          <>
            <span className="block tabular-nums">
              Score {Math.round(result.scoreBefore)} → {Math.round(result.scoreAfter)}
            </span>
            {result.changes.length > 0 ? (
              <ul className="mt-1 list-disc pl-4">
                {result.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            ) : (
              <span className="block">Nothing needed changing.</span>
            )}
          </>
        ),
      });
      // The answer carries the new analysis; the history and every list of posts read again.
      client.setQueryData(read.queryKey, result.analysis);
      void refreshReads(client, ['/api/admin/seo/history']);
      void refreshContentReads(client);
    },
    onError: () => toast({ title: optimizationFailed.title, description: optimizationFailed.description, variant: 'destructive' }),
  });

  if (analysis.isPending)
    return (
      <div role="status" aria-label="Analysing the post" className="grid gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-40" />
      </div>
    );
  if (analysis.isError)
    return (
      <LoadError
        title={CONTENT_TOASTS.analysisFailed}
        message={callErrorMessage(analysis.error)}
        onRetry={() => void analysis.refetch()}
        retrying={analysis.isFetching}
      />
    );
  const a = analysis.data;
  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SeoScore score={a.score} />
        <Button onClick={() => optimize.mutate()} disabled={optimize.isPending}>
          {optimize.isPending ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Wand2 aria-hidden="true" />
          )}
          {optimize.isPending ? 'Optimizing…' : 'Optimize Post'}
        </Button>
      </div>
      <AnalysisFigures analysis={a} />
      <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
        <section aria-labelledby="seo-recommendations-heading">
          <h3 id="seo-recommendations-heading" className="font-semibold text-slate-900">
            Recommendations
          </h3>
          {a.recommendations.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">None: the post meets every check.</p>
          ) : (
            <ul className="mt-2 grid gap-2">
              {a.recommendations.map((text) => (
                <li key={text} className="flex items-start gap-2 text-sm text-slate-800">
                  <Sparkles className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
                  <span className="min-w-0 break-words">{text}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="seo-checks-heading">
          <h3 id="seo-checks-heading" className="font-semibold text-slate-900">
            Checks
          </h3>
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {a.checks.map((check) => (
              <li key={check.id} className="flex items-start justify-between gap-3 p-2.5 text-sm">
                <span className="flex min-w-0 items-start gap-2">
                  {check.passed ? (
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-label="Passed" />
                  ) : (
                    <CircleX className="mt-0.5 size-4 shrink-0 text-red-700" aria-label="Not passed" />
                  )}
                  <span className="min-w-0 break-words">{check.label}</span>
                </span>
                <span className="shrink-0 text-slate-600 tabular-nums">
                  {check.points}/{check.maxPoints}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <OptimizationHistory postId={postId} />
    </div>
  );
}

function AnalysisFigures({ analysis: a }: { analysis: SeoAnalysis }) {
  const figures = [
    { label: 'Word count', value: formatCount(a.wordCount) },
    { label: 'Readability (Flesch)', value: a.readabilityScore.toFixed(0) },
    { label: 'Internal links', value: formatCount(a.internalLinks) },
    { label: 'Image alt tags', value: `${formatCount(a.imageAltTags)} of ${formatCount(a.images)}` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="min-w-0 rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{figure.label}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OptimizationHistory({ postId }: { postId: number }) {
  const history = useQuery(apiQuery(seoHistory, { params: { postId } }));
  return (
    <section aria-labelledby="seo-history-heading">
      <h3 id="seo-history-heading" className="font-semibold text-slate-900">
        Optimisation history
      </h3>
      {history.isPending ? <Skeleton className="mt-2 h-12" /> : null}
      {history.isError ? <p className="mt-2 text-sm text-red-700">{callErrorMessage(history.error)}</p> : null}
      {history.data && history.data.length === 0 ? <p className="mt-2 text-sm text-slate-600">Not optimised yet.</p> : null}
      {history.data && history.data.length > 0 ? (
        <ol className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {history.data.map((entry) => (
            <li key={entry.id} className="grid gap-1 p-3 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <SeoScore score={entry.scoreBefore} size="sm" />
                <span aria-label="to">→</span>
                <SeoScore score={entry.scoreAfter} size="sm" />
                <time dateTime={entry.createdAt} className="text-xs text-slate-600">
                  {formatRelativeTime(entry.createdAt)}
                </time>
              </span>
              {entry.changes.length > 0 ? <span className="break-words text-slate-600">{entry.changes.join('; ')}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** Optimise every post as one run: started with a 202, then its progress is read every second until it ends. */
function MassOptimize() {
  const client = useQueryClient();
  const [startedId, setStartedId] = useState<number | null>(null);
  const latest = useLatestRun('seo-optimize-all', false);
  const runningId = latest.data?.status === 'running' ? latest.data.id : null;
  const runId = startedId ?? runningId;
  const run = useRunUntilDone(runId);
  const start = useMutation({
    mutationFn: () => callApi(optimizeAllPosts),
    onSuccess: (result) => {
      toast({ title: CONTENT_TOASTS.massStarted, description: result.message });
      setStartedId(result.runId);
    },
    onError: () => toast({ title: massFailed.title, description: massFailed.description, variant: 'destructive' }),
  });
  const running = run.data?.status === 'running' || (runId !== null && run.data === undefined);
  const shown = run.data ?? (runId === null ? latest.data : null);

  // When the run ends, every post's analysis, history and the list may have changed.
  const ended = run.data && run.data.status !== 'running' ? run.data.id : null;
  useEffect(() => {
    if (ended === null) return;
    void refreshReads(client, ['/api/admin/seo']);
    void refreshContentReads(client);
  }, [ended, client]);

  return (
    <Card role="region" aria-labelledby="seo-mass-heading">
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle as="h2" id="seo-mass-heading">
              Optimise every post
            </CardTitle>
            <CardDescription>
              Titles, meta descriptions, keywords and internal links, post by post, with the scores before and after.
            </CardDescription>
          </div>
          <Button variant="outline" onClick={() => start.mutate()} disabled={start.isPending || running}>
            {start.isPending || running ? (
              <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Wand2 aria-hidden="true" />
            )}
            {running ? 'Optimizing all…' : 'Optimize All Posts'}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="p-4 sm:p-6">
        {shown ? (
          <RunProgress
            run={shown}
            title={shown.status === 'running' ? 'Optimisation in progress' : 'Last optimisation of every post'}
            unit="posts"
          />
        ) : (
          <p className="text-sm text-slate-600">
            {latest.isPending ? 'Loading the last run…' : <Badge variant="secondary">No run yet</Badge>}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
