import { useId, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FileStack, LoaderCircle, MapPinned } from 'lucide-react';
import { Link } from 'wouter';
import type { ContentRunKind } from '#shared/contracts/content-runs.ts';
import { CITY_CONTENT_LIMIT, CONTENT_TOASTS, LANDING_PAGES_LIMIT } from '#shared/domain/content-automation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { labelClass } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callApi } from '../../lib/api-client.ts';
import { generateCityContent, generateLandingPages } from '#shared/contracts/hyper-local.endpoints.ts';
import { draftsAwaitReview, REVIEW_QUEUE_HREF } from '../../lib/content-review.ts';
import { RunProgress } from '../../components/ui/run-progress.tsx';
import { useClickedRun } from '../../lib/use-content-run.ts';
import { bulkLimit } from './bulk-limit.ts';
import { plural } from '#shared/text/plural.ts';
import { generationFailed, useAfterGeneration } from './generation-feedback.ts';

/**
 * Bulk landing pages and bulk city content (spec §2, §5). The two number inputs share one value, as the
 * spec says ("the same state value is shared, so the default is 10"); each call holds it to its own range.
 */
export function BulkGeneration() {
  const [limitText, setLimitText] = useState(String(LANDING_PAGES_LIMIT.fallback));
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <BulkLandingPages limitText={limitText} onLimitChange={setLimitText} />
      <BulkCityContent limitText={limitText} onLimitChange={setLimitText} />
    </div>
  );
}

interface LimitProps {
  limitText: string;
  onLimitChange: (text: string) => void;
}

function BulkLandingPages({ limitText, onLimitChange }: LimitProps) {
  const after = useAfterGeneration();
  const limit = bulkLimit(limitText, LANDING_PAGES_LIMIT);
  const generate = useMutation({
    mutationFn: () => callApi(generateLandingPages, { body: { limit } }),
    onSuccess: (result) => {
      toast({
        title: CONTENT_TOASTS.landingGenerated,
        description: `${plural(result.totalGenerated, 'landing page', 'landing pages')} generated as drafts${result.failed > 0 ? `, ${result.failed} failed` : ''}.`,
      });
    },
    onError: (error) => generationFailed('landing', error),
    onSettled: after,
  });
  return (
    <BulkCard
      id="hl-landing"
      icon={<MapPinned className="size-5 text-brand-700" aria-hidden="true" />}
      title="Bulk landing pages"
      description="One landing page per city without one, each built from that city's own facts, saved as a draft."
      inputLabel="Number of cities"
      range={LANDING_PAGES_LIMIT}
      limitText={limitText}
      onLimitChange={onLimitChange}
      limit={limit}
      unit={['city', 'cities']}
      kind="landing-pages"
      pending={generate.isPending}
      onGenerate={() => generate.mutate()}
      buttonLabel={`Generate ${plural(limit, 'Landing Page', 'Landing Pages')}`}
      generated={generate.data?.totalGenerated}
    />
  );
}

function BulkCityContent({ limitText, onLimitChange }: LimitProps) {
  const after = useAfterGeneration();
  const limit = bulkLimit(limitText, CITY_CONTENT_LIMIT);
  const generate = useMutation({
    mutationFn: () => callApi(generateCityContent, { body: { limit } }),
    onSuccess: (result) => {
      toast({
        title: CONTENT_TOASTS.contentGenerated,
        description: `${plural(result.totalGenerated, 'post', 'posts')} generated as drafts${result.failed > 0 ? `, ${result.failed} failed` : ''}.`,
      });
    },
    onError: (error) => generationFailed('content', error),
    onSettled: after,
  });
  return (
    <BulkCard
      id="hl-city-bulk"
      icon={<FileStack className="size-5 text-brand-700" aria-hidden="true" />}
      title="Bulk city content"
      description="Local articles for the cities with the least content, each about the city's own districts and industries, saved as drafts."
      inputLabel="Number of posts"
      range={CITY_CONTENT_LIMIT}
      limitText={limitText}
      onLimitChange={onLimitChange}
      limit={limit}
      unit={['post', 'posts']}
      kind="city-content"
      pending={generate.isPending}
      onGenerate={() => generate.mutate()}
      buttonLabel={`Generate ${plural(limit, 'Post', 'Posts')}`}
      generated={generate.data?.totalGenerated}
    />
  );
}

function BulkCard(props: {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  inputLabel: string;
  range: { readonly min: number; readonly max: number; readonly fallback: number };
  limitText: string;
  onLimitChange: (text: string) => void;
  limit: number;
  unit: [string, string];
  kind: ContentRunKind;
  pending: boolean;
  onGenerate: () => void;
  buttonLabel: string;
  generated: number | undefined;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const run = useClickedRun(props.kind, props.pending);
  const shownRun = props.pending ? run.started : run.latest;
  const parsed = Number.parseInt(props.limitText, 10);
  const adjusted = Number.isNaN(parsed) || parsed !== props.limit;
  return (
    <Card role="region" aria-labelledby={`${props.id}-heading`}>
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle as="h2" id={`${props.id}-heading`} className="flex items-center gap-2">
          {props.icon}
          {props.title}
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        {/* noValidate: a number out of range is held to it (the button says how many), not refused. The
            button goes under the number when the card is too narrow for both (two cards side by side). */}
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            run.markClick();
            props.onGenerate();
          }}
        >
          <div className="sm:w-40">
            <label htmlFor={inputId} className={labelClass}>
              {props.inputLabel}
            </label>
            <Input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={props.range.min}
              max={props.range.max}
              step={1}
              value={props.limitText}
              onChange={(event) => props.onLimitChange(event.target.value)}
              aria-describedby={hintId}
            />
          </div>
          <Button type="submit" disabled={props.pending} className="sm:flex-1">
            {props.pending ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
            {props.pending ? 'Generating…' : props.buttonLabel}
          </Button>
        </form>
        <p id={hintId} className="-mt-2 text-sm text-slate-600">
          {props.range.min} to {props.range.max}; {props.range.fallback} when not a number.
          {adjusted ? ` This run uses ${plural(props.limit, props.unit[0], props.unit[1])}.` : ''}
        </p>
        {props.pending && !shownRun ? (
          <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            Starting…
          </p>
        ) : null}
        {shownRun ? (
          <RunProgress
            run={shownRun}
            title={shownRun.status === 'running' ? `${props.title}: in progress` : `${props.title}: last run`}
            unit={props.unit[1]}
          />
        ) : null}
        {props.generated !== undefined && props.generated > 0 && !props.pending ? (
          <p className="text-sm">
            <Link href={REVIEW_QUEUE_HREF} className="font-medium text-brand-700 underline underline-offset-2">
              {draftsAwaitReview(props.generated)}
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
