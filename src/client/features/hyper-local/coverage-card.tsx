import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { getHyperLocalCoverage } from '#shared/contracts/hyper-local.endpoints.ts';
import { draftsAwaitReview, REVIEW_QUEUE_HREF } from '../../lib/content-review.ts';
import { formatCount } from '../../lib/business-format.ts';
import { ProgressBar } from '../../components/ui/run-progress.tsx';

function CoverageBar({ label, value, target, note }: { label: string; value: number; target: number; note?: string }) {
  const text = `${formatCount(value)} of ${formatCount(target)}+`;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="font-semibold text-slate-900 tabular-nums">{text}</span>
      </div>
      <ProgressBar label={label} value={Math.min(value, target)} max={target} valueText={text} role="meter" />
      {note ? <p className="text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}

/** The coverage bars (spec §2: 50+ cities, 850+ local keywords; the values are counted by the server) and the drafts to review. */
export function CoverageCard() {
  const coverage = useQuery(apiQuery(getHyperLocalCoverage));
  return (
    <Card role="region" aria-labelledby="hl-coverage-heading">
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle as="h2" id="hl-coverage-heading">
          Local coverage
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        {coverage.isPending ? (
          <div className="grid gap-4" role="status" aria-label="Loading the coverage">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : coverage.isError ? (
          <LoadError
            title="The coverage could not be loaded"
            message={callErrorMessage(coverage.error)}
            onRetry={() => void coverage.refetch()}
            retrying={coverage.isFetching}
          />
        ) : (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <CoverageBar
                label="Cities with a published local article"
                value={coverage.data.citiesWithContent}
                target={coverage.data.cityTarget}
                note={`All ${formatCount(coverage.data.totalCities)} served cities have their own page; this bar counts those with a published local article or landing page.`}
              />
              <CoverageBar label="Local keywords" value={coverage.data.localKeywords} target={coverage.data.keywordTarget} />
            </div>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" aria-live="polite">
              <Inbox className="size-4 text-slate-500" aria-hidden="true" />
              {coverage.data.drafts > 0 ? (
                <Link href={REVIEW_QUEUE_HREF} className="font-medium text-brand-700 underline underline-offset-2">
                  {draftsAwaitReview(coverage.data.drafts)}
                </Link>
              ) : (
                'No generated drafts await review.'
              )}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
