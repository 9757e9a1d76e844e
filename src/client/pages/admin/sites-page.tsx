import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Building2 } from 'lucide-react';
import { addDays } from '#shared/domain/company-time.ts';
import { siteFilters, type SiteFilter, type SiteSortKey } from '#shared/contracts/sites.ts';
import { Card } from '../../components/ui/card.tsx';
import { FilterToggleGroup } from '../../components/ui/filter-toggle-group.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatDate } from '../../lib/business-format.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { SiteList, type SiteSort } from '../../features/sites/site-list.tsx';
import { useSites } from '../../features/sites/use-sites.ts';

const filterOptions: ReadonlyArray<{ value: SiteFilter; label: string }> = [
  { value: 'all', label: 'All sites' },
  { value: 'flagged', label: 'Flagged' },
  { value: 'over-hours', label: 'Over hours' },
  { value: 'under-target', label: 'Under target' },
  { value: 'margin-below', label: 'Margin below…' },
];

const thresholds = ['0', '10', '20', '30', '40'] as const;
type Threshold = (typeof thresholds)[number];

const emptyText: Record<SiteFilter, string> = {
  all: 'Sites appear here when a lead becomes a customer with a site.',
  flagged: 'No site has worked more hours than its bid week after week.',
  'over-hours': 'No site worked more hours than its bid in the last 4 weeks by more than the setting.',
  'under-target': 'Every site with revenue kept the target margin over the last 3 months.',
  'margin-below': 'No site’s margin over the last 3 months is under this threshold.',
};

/** The filter in the address (`?filter=flagged`), so the dashboard's urgent task links to the flagged sites. */
function useFilter(): [SiteFilter, (next: SiteFilter) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const wanted = new URLSearchParams(search).get('filter');
  const filter = siteFilters.find((v) => v === wanted) ?? 'all';
  return [filter, (next) => navigate(next === 'all' ? path : `${path}?filter=${next}`, { replace: true })];
}

/** /admin/sites: every customer site with its hours bid and worked, labour cost, margin, flag and problems. */
export function Page() {
  const [filter, setFilter] = useFilter();
  const [threshold, setThreshold] = useState<Threshold>('20');
  const [sort, setSort] = useState<SiteSort>({ key: 'name', direction: 'ascending' });
  const sites = useSites({
    filter,
    sort: sort.key,
    dir: sort.direction === 'ascending' ? 'asc' : 'desc',
    ...(filter === 'margin-below' ? { marginBelow: Number(threshold) } : {}),
  });

  const onSort = (key: SiteSortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'name' ? 'ascending' : 'descending' },
    );

  let body;
  if (sites.isPending)
    body = (
      <div className="grid gap-3 p-4 sm:p-5" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-lg" />
        ))}
      </div>
    );
  else if (sites.isError && !sites.data)
    body = (
      <LoadError
        title="The sites could not be loaded"
        message={callErrorMessage(sites.error)}
        onRetry={() => void sites.refetch()}
        retrying={sites.isFetching}
      />
    );
  else if (sites.data.sites.length === 0)
    body = (
      <StateMessage icon={<Building2 className="size-6" aria-hidden="true" />} title="No sites to show">
        {emptyText[filter]}
      </StateMessage>
    );
  else body = <SiteList data={sites.data} sort={sort} onSort={onSort} />;

  const windows = sites.data?.windows;
  const settings = sites.data?.settings;
  return (
    <PortalPage
      title="Sites"
      description="Every site's hours bid against hours worked, labour cost priced and actual, and the gross margin left."
    >
      <Card className="overflow-hidden" role="region" aria-labelledby="sites-heading">
        <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="sites-heading" className="text-lg font-semibold text-slate-900">
              Customer sites
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {sites.data ? `${sites.data.sites.length} ${sites.data.sites.length === 1 ? 'site' : 'sites'}` : null}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <FilterToggleGroup label="Show sites" options={filterOptions} value={filter} onChange={setFilter} />
            {filter === 'margin-below' ? (
              <NativeSelect
                aria-label="Margin below"
                className="w-32"
                options={thresholds.map((t) => ({ value: t, label: `${t}%` }))}
                value={threshold}
                onValueChange={setThreshold}
              />
            ) : null}
          </div>
          {windows && settings ? (
            <p className="text-sm text-slate-600">
              Last 4 weeks: {formatDate(windows.lastFourWeeks.from)} – {formatDate(addDays(windows.lastFourWeeks.to, -1))}. Last 3 months:{' '}
              {formatDate(windows.lastThreeMonths.from)} – {formatDate(addDays(windows.lastThreeMonths.to, -1))}. A site is flagged after{' '}
              {settings.overHoursWeeks} {settings.overHoursWeeks === 1 ? 'week' : 'weeks'} in a row over the bid by more than{' '}
              {settings.overHoursPercent}%; the target margin is {settings.targetMarginPercent}%.
            </p>
          ) : null}
          {sites.isError && sites.data ? (
            <p role="alert" className="text-sm text-red-700">
              The list could not be refreshed: {callErrorMessage(sites.error)}
            </p>
          ) : null}
        </div>
        <div aria-busy={sites.isFetching || undefined}>{body}</div>
      </Card>
    </PortalPage>
  );
}
