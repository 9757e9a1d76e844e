import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CalendarRange, LoaderCircle, MapPin, Snowflake } from 'lucide-react';
import { Link } from 'wouter';
import {
  CONTENT_TOASTS,
  CONTENT_TOPICS,
  SEASONS,
  SERVICE_FOCUSES,
  SERVICE_FOCUS_LABELS,
  type ContentTopic,
  type Season,
  type ServiceFocus,
} from '#shared/domain/content-automation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { labelClass } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callApi } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { generateCityContent, generateSeasonalContent } from '#shared/contracts/hyper-local.endpoints.ts';
import { draftsAwaitReview, REVIEW_QUEUE_HREF } from '../../lib/content-review.ts';
import { splitToast } from '../../lib/content-review.ts';
import { CityStrategy } from './city-strategy.tsx';
import { plural } from '#shared/text/plural.ts';
import { generationFailed, useAfterGeneration } from './generation-feedback.ts';
import { usePickerCities } from './picker-cities.ts';

const missing = splitToast(CONTENT_TOASTS.seasonalMissing);
const seasonLabels: Record<Season, string> = { winter: 'Winter', spring: 'Spring', summer: 'Summer', fall: 'Fall' };

/**
 * One city at a time (spec §2): the picker of the 20 most populous cities, content on a topic and a
 * service focus, seasonal content, and the city's strategy, suggestions and 12-week calendar.
 */
export function CityTools() {
  const cities = usePickerCities();
  const [citySlug, setCitySlug] = useState('');
  const cityName = cities.data?.find((c) => c.slug === citySlug)?.name ?? '';

  return (
    <>
      <Card role="region" aria-labelledby="hl-city-heading">
        <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
          <CardTitle as="h2" id="hl-city-heading" className="flex items-center gap-2">
            <MapPin className="size-5 text-brand-700" aria-hidden="true" />
            City-specific content
          </CardTitle>
          <CardDescription>Choose one of the 20 most populous cities served, then write for it.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 p-4 sm:p-6">
          {cities.isPending ? <Skeleton className="h-16" /> : null}
          {cities.isError ? (
            <LoadError
              title="The cities could not be loaded"
              message={callErrorMessage(cities.error)}
              onRetry={() => void cities.refetch()}
              retrying={cities.isFetching}
            />
          ) : null}
          {cities.data ? (
            <div className="sm:max-w-sm">
              <label htmlFor="hl-city" className={labelClass}>
                City
              </label>
              <NativeSelect
                id="hl-city"
                options={[{ value: '', label: 'Choose a city…' }, ...cities.data.map((c) => ({ value: c.slug, label: c.name }))]}
                value={citySlug}
                onValueChange={setCitySlug}
              />
            </div>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <CityContentForm citySlug={citySlug} cityName={cityName} />
            <SeasonalForm citySlug={citySlug} cityName={cityName} />
          </div>
        </CardContent>
      </Card>
      {citySlug ? <CityStrategy key={citySlug} citySlug={citySlug} /> : <StrategyPlaceholder />}
    </>
  );
}

function StrategyPlaceholder() {
  return (
    <Card role="region" aria-labelledby="hl-strategy-heading">
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2" id="hl-strategy-heading" className="flex items-center gap-2">
          <CalendarRange className="size-5 text-brand-700" aria-hidden="true" />
          City strategy and suggestions
        </CardTitle>
        <CardDescription>
          Choose a city above to see its ranking potential, keywords, content pillars, ideas and a 12-week calendar.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function CityContentForm({ citySlug, cityName }: { citySlug: string; cityName: string }) {
  const after = useAfterGeneration();
  const [topic, setTopic] = useState<ContentTopic>(CONTENT_TOPICS[0].value);
  const [serviceType, setServiceType] = useState<ServiceFocus>(SERVICE_FOCUSES[0]);
  const generate = useMutation({
    mutationFn: () => callApi(generateCityContent, { body: { citySlug, topic, serviceType } }),
    onSuccess: (result) => {
      toast({
        title: CONTENT_TOASTS.contentGenerated,
        description: `${plural(result.totalGenerated, 'post', 'posts')} for ${cityName || result.citySlug} saved as a draft for review.`,
      });
    },
    onError: (error) => generationFailed('content', error),
    onSettled: after,
  });
  return (
    <section aria-labelledby="hl-topic-heading" className="grid content-start gap-3 rounded-lg border border-slate-200 p-4">
      <h3 id="hl-topic-heading" className="font-semibold text-slate-900">
        Article on a topic
      </h3>
      <div>
        <label htmlFor="hl-topic" className={labelClass}>
          Topic
        </label>
        <NativeSelect id="hl-topic" options={CONTENT_TOPICS} value={topic} onValueChange={setTopic} />
      </div>
      <div>
        <label htmlFor="hl-focus" className={labelClass}>
          Service focus
        </label>
        <NativeSelect
          id="hl-focus"
          options={SERVICE_FOCUSES.map((f) => ({ value: f, label: SERVICE_FOCUS_LABELS[f] }))}
          value={serviceType}
          onValueChange={setServiceType}
        />
      </div>
      <Button
        onClick={() => generate.mutate()}
        disabled={generate.isPending || citySlug === ''}
        aria-describedby={citySlug === '' ? 'hl-topic-needs-city' : undefined}
      >
        {generate.isPending ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {generate.isPending ? 'Generating…' : 'Generate City Content'}
      </Button>
      {citySlug === '' ? (
        <p id="hl-topic-needs-city" className="text-sm text-slate-600">
          Choose a city first.
        </p>
      ) : null}
      {generate.data && generate.data.totalGenerated > 0 ? <ReviewLink count={generate.data.totalGenerated} /> : null}
    </section>
  );
}

function SeasonalForm({ citySlug, cityName }: { citySlug: string; cityName: string }) {
  const after = useAfterGeneration();
  const [season, setSeason] = useState<Season | ''>('');
  const generate = useMutation({
    mutationFn: (input: { citySlug: string; season: Season }) => callApi(generateSeasonalContent, { body: input }),
    onSuccess: (result) => {
      toast({
        title: CONTENT_TOASTS.seasonalGenerated,
        description: `${seasonLabels[result.season]} article for ${cityName || result.citySlug} saved as a draft for review.`,
      });
    },
    onError: (error) => generationFailed('seasonal', error),
    onSettled: after,
  });
  const submit = () => {
    if (citySlug === '' || season === '') {
      toast({ title: missing.title, description: missing.description, variant: 'destructive' });
      return;
    }
    generate.mutate({ citySlug, season });
  };
  return (
    <section aria-labelledby="hl-season-heading" className="grid content-start gap-3 rounded-lg border border-slate-200 p-4">
      <h3 id="hl-season-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <Snowflake className="size-4 text-brand-700" aria-hidden="true" />
        Seasonal content
      </h3>
      <div>
        <label htmlFor="hl-season" className={labelClass}>
          Season
        </label>
        <NativeSelect
          id="hl-season"
          options={[{ value: '', label: 'Choose a season…' }, ...SEASONS.map((s) => ({ value: s, label: seasonLabels[s] }))]}
          value={season}
          onValueChange={setSeason}
        />
      </div>
      <Button onClick={submit} disabled={generate.isPending}>
        {generate.isPending ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {generate.isPending ? 'Generating…' : 'Generate Seasonal Content'}
      </Button>
      {generate.data && generate.data.totalGenerated > 0 ? <ReviewLink count={generate.data.totalGenerated} /> : null}
    </section>
  );
}

function ReviewLink({ count }: { count: number }) {
  return (
    <p className="text-sm">
      <Link href={REVIEW_QUEUE_HREF} className="font-medium text-brand-700 underline underline-offset-2">
        {draftsAwaitReview(count)}
      </Link>
    </p>
  );
}
