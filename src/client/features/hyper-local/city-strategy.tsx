import { useQuery } from '@tanstack/react-query';
import { CalendarRange, Lightbulb } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { formatShortDay } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { getCityStrategy, getCitySuggestions, getContentCalendar } from '#shared/contracts/hyper-local.endpoints.ts';
import { ProgressBar } from '../../components/ui/run-progress.tsx';
import { CONTENT_TOPICS, SERVICE_FOCUS_LABELS } from '#shared/domain/content-automation.ts';

const topicLabels = new Map<string, string>(CONTENT_TOPICS.map((t) => [t.value, t.label]));

/** The selected city's strategy (ranking potential, target keywords, content pillars and what they rest on), ideas and calendar. */
export function CityStrategy({ citySlug }: { citySlug: string }) {
  const strategy = useQuery(apiQuery(getCityStrategy, { params: { citySlug } }));
  const s = strategy.data;
  return (
    <Card role="region" aria-labelledby="hl-strategy-heading">
      <CardHeader className="p-4 pb-0 sm:p-6 sm:pb-0">
        <CardTitle as="h2" id="hl-strategy-heading" className="flex items-center gap-2">
          <CalendarRange className="size-5 text-brand-700" aria-hidden="true" />
          {s ? `Strategy for ${s.cityName}` : 'City strategy and suggestions'}
        </CardTitle>
        <CardDescription>Worked out from the city's own data and the content it already has.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 p-4 sm:p-6">
        {strategy.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading the strategy">
            <Skeleton className="h-8" />
            <Skeleton className="h-24" />
          </div>
        ) : strategy.isError ? (
          <LoadError
            title="The strategy could not be loaded"
            message={callErrorMessage(strategy.error)}
            onRetry={() => void strategy.refetch()}
            retrying={strategy.isFetching}
          />
        ) : (
          <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
            <div className="grid content-start gap-4">
              <div className="grid gap-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-800">Ranking potential</span>
                  <span className="text-lg font-bold text-slate-900 tabular-nums">{Math.round(strategy.data.rankingPotential)}%</span>
                </div>
                <ProgressBar
                  label="Ranking potential"
                  value={strategy.data.rankingPotential}
                  max={100}
                  valueText={`${Math.round(strategy.data.rankingPotential)}%`}
                  role="meter"
                />
              </div>
              {strategy.data.basis.length > 0 ? (
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  {strategy.data.basis.map((item) => (
                    <div key={item.label} className="min-w-0 rounded-lg bg-slate-50 p-2.5">
                      <dt className="text-xs text-slate-600">{item.label}</dt>
                      <dd className="font-semibold break-words text-slate-900">{item.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
            <div className="grid content-start gap-4">
              <section aria-labelledby="hl-keywords-heading">
                <h3 id="hl-keywords-heading" className="font-semibold text-slate-900">
                  Target keywords
                </h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {strategy.data.targetKeywords.map((keyword) => (
                    <li key={keyword}>
                      <Badge variant="secondary" className="whitespace-normal">
                        {keyword}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="hl-pillars-heading">
                <h3 id="hl-pillars-heading" className="font-semibold text-slate-900">
                  Content pillars
                </h3>
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
                  {strategy.data.contentPillars.map((pillar) => (
                    <li key={pillar} className="break-words">
                      {pillar}
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </div>
        )}
        <Suggestions citySlug={citySlug} />
        <Calendar citySlug={citySlug} />
      </CardContent>
    </Card>
  );
}

function Suggestions({ citySlug }: { citySlug: string }) {
  const suggestions = useQuery(apiQuery(getCitySuggestions, { params: { citySlug } }));
  return (
    <section aria-labelledby="hl-suggestions-heading">
      <h3 id="hl-suggestions-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <Lightbulb className="size-4 text-accent-600" aria-hidden="true" />
        Suggestions
      </h3>
      {suggestions.isPending ? <Skeleton className="mt-2 h-16" /> : null}
      {suggestions.isError ? <p className="mt-2 text-sm text-red-700">{callErrorMessage(suggestions.error)}</p> : null}
      {suggestions.data ? (
        suggestions.data.suggestions.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No suggestions for this city.</p>
        ) : (
          <ul className="mt-2 grid gap-2 text-sm text-slate-800 sm:grid-cols-2">
            {suggestions.data.suggestions.map((text) => (
              <li key={text} className="rounded-lg bg-slate-50 p-2.5 break-words">
                {text}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

function Calendar({ citySlug }: { citySlug: string }) {
  const calendar = useQuery(apiQuery(getContentCalendar, { params: { citySlug } }));
  return (
    <section aria-labelledby="hl-calendar-heading">
      <h3 id="hl-calendar-heading" className="font-semibold text-slate-900">
        12-week content calendar
      </h3>
      {calendar.isPending ? <Skeleton className="mt-2 h-24" /> : null}
      {calendar.isError ? <p className="mt-2 text-sm text-red-700">{callErrorMessage(calendar.error)}</p> : null}
      {calendar.data ? (
        <ol className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {calendar.data.weeks.map((week, index) => (
            <li key={week.weekStart} className="min-w-0 rounded-lg border border-slate-200 p-2.5 text-sm">
              <span className="block text-xs text-slate-600">
                Week {index + 1} · {formatShortDay(week.weekStart)}
              </span>
              <span className="block font-medium break-words text-slate-900">{week.title}</span>
              <span className="block text-xs text-slate-600">
                {topicLabels.get(week.topic) ?? week.topic} · {SERVICE_FOCUS_LABELS[week.serviceType]}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
