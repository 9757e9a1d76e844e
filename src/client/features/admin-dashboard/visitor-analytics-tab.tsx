import { useId, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { LoaderCircle, LogIn, RefreshCw, ShieldAlert } from 'lucide-react';
import { getTopPages, getVisitorAnalytics, getVisitorStats } from '#shared/contracts/tracking.endpoints.ts';
import { analyticsPeriods, type AnalyticsPeriod, type VisitorAnalytics, type VisitorStats } from '#shared/contracts/tracking.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { BarChart } from '../../components/ui/charts/bar-chart.tsx';
import { FilterToggleGroup } from '../../components/ui/filter-toggle-group.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { apiQuery, failureOf } from '../../lib/api-client.ts';
import { clearSession } from '../../lib/auth-session.ts';
import { NETWORK_PROBLEM } from '../../lib/call-error.ts';
import { minnesotaToday } from '../../lib/business-format.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { formatCount, formatGrowth, formatMinutesFromSeconds } from './dashboard-format.ts';
import { LiveLoading, StaleNote } from './polled-state.tsx';
import { POLL } from './polling.ts';
import { bucketLabel, changePercent, pickerYears } from './visitor-format.ts';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

const periodLabels: Record<AnalyticsPeriod, string> = { today: 'Today', week: 'This Week', month: 'This Month', year: 'This Year' };
const periodOptions = analyticsPeriods.map((value) => ({ value, label: periodLabels[value] }));

const TOP_PAGES = 8;
const TOP_BROWSERS = 6;
const TOP_LOCATIONS = 8;

/** The spec's words for an analytics failure (§8): 'Token expired' for a 401, else 'HTTP error! status: 500'. */
export function analyticsErrorText(error: unknown): string {
  const failure = failureOf(error);
  if (failure.kind === 'network') return NETWORK_PROBLEM;
  return failure.status === 401 ? 'Token expired' : `HTTP error! status: ${failure.status}`;
}

function AuthenticationBanner({ error }: { error: unknown }) {
  const [, navigate] = useLocation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-red-900">Authentication Required</p>
          <p className="text-sm text-red-800">{analyticsErrorText(error)}. Sign in again to load the visitor analytics.</p>
        </div>
      </div>
      <Button
        variant="destructive"
        onClick={() => {
          clearSession();
          navigate('/admin/login');
        }}
      >
        <LogIn aria-hidden="true" />
        Login Again
      </Button>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card className="min-w-0 p-4 sm:p-5" role="region" aria-labelledby={id}>
      <h3 id={id} className="mb-3 font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </Card>
  );
}

/** Counts as horizontal bars with their number and share: devices, browsers, locations. */
function ShareBars({ rows, empty, label }: { rows: readonly { name: string; count: number }[]; empty: string; label: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const total = rows.reduce((sum, row) => sum + row.count, 0) || 1;
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ul className="grid gap-2.5" aria-label={label}>
      {rows.map((row) => (
        <li key={row.name} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-slate-800 capitalize">{row.name}</span>
            <span className="shrink-0 text-slate-900 tabular-nums">
              {formatCount(row.count)} <span className="text-slate-500">({Math.round((row.count / total) * 100)}%)</span>
            </span>
          </div>
          <div className="h-2 rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${(row.count / most) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function YearOverYear({ stats, year }: { stats: VisitorStats; year: number }) {
  const change = changePercent(stats.year_visits, stats.previous_year_to_date_visits);
  return (
    <Panel title="Year over year" id="yoy-heading">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">{year} to date</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{formatCount(stats.year_visits)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Same span of {year - 1}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">
            {formatCount(stats.previous_year_to_date_visits)}
            <span
              className={
                change == null ? 'ml-2 text-sm text-slate-500' : change >= 0 ? 'ml-2 text-sm text-emerald-700' : 'ml-2 text-sm text-red-700'
              }
            >
              {change == null ? '' : `${formatGrowth(change)} this year`}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">All of {year - 1}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{formatCount(stats.previous_year_visits)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

function AnalyticsBody({ analytics, period }: { analytics: VisitorAnalytics; period: AnalyticsPeriod }) {
  const series = analytics.series.map((point) => ({ label: bucketLabel(point.bucket, analytics.series_bucket), value: point.visits }));
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Total Visits" value={formatCount(analytics.total_visits)} />
        <Figure label="Unique Visitors" value={formatCount(analytics.unique_visitors)} />
        <Figure label="New Visitors" value={formatCount(analytics.new_visitors)} />
        <Figure label="Avg Duration" value={formatMinutesFromSeconds(analytics.avg_duration)} />
      </dl>
      <Card className="min-w-0 p-4 sm:p-5">
        <BarChart
          title={`Visits, ${periodLabels[period].toLowerCase()}`}
          description={
            analytics.series_bucket === 'hour' ? 'Per hour, Minnesota time.' : analytics.series_bucket === 'day' ? 'Per day.' : 'Per month.'
          }
          data={series}
          valueName="Visits"
          axisLabels={5}
        />
      </Card>
      <div className="grid gap-6 md:grid-cols-2 [&>*]:min-w-0">
        <Panel title="Device types" id="devices-heading">
          <ShareBars
            label="Visits by device type"
            rows={analytics.device_data.map((d) => ({ name: d.device_type, count: d.count }))}
            empty="No visits in this period."
          />
        </Panel>
        <Panel title="Top browsers" id="browsers-heading">
          <ShareBars
            label="Visits by browser"
            rows={analytics.browser_data.slice(0, TOP_BROWSERS).map((b) => ({ name: b.browser_name, count: b.count }))}
            empty="No visits in this period."
          />
        </Panel>
        <Panel title="Top locations" id="locations-heading">
          <ShareBars
            label="Visits by location"
            rows={analytics.location_data
              .slice(0, TOP_LOCATIONS)
              .map((l) => ({ name: [l.city, l.country].filter(Boolean).join(', ') || 'Unknown', count: l.count }))}
            empty="No visits in this period."
          />
        </Panel>
      </div>
    </>
  );
}

function TopPages({ period }: { period: AnalyticsPeriod }) {
  const pages = usePolledQuery(apiQuery(getTopPages, { query: { period } }), POLL.topPages);
  return (
    <Card className="min-w-0 overflow-hidden" role="region" aria-labelledby="top-pages-heading">
      <div className="px-4 pt-4 sm:px-5">
        <h3 id="top-pages-heading" className="font-semibold text-slate-900">
          Top pages
        </h3>
        <StaleNote query={pages} />
      </div>
      {pages.data === undefined ? (
        pages.isError ? null : (
          <LiveLoading />
        )
      ) : pages.data.length === 0 ? (
        <p className="p-4 text-sm text-slate-600 sm:px-5">No page was visited in this period.</p>
      ) : (
        <TableScroller label="Top pages table">
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="text-left text-xs text-slate-600">
              <tr className="border-b border-slate-200">
                <th scope="col" className="px-4 py-2 font-medium sm:px-5">
                  Page
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Visits
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Unique visitors
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium sm:px-5">
                  Avg duration
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.data.slice(0, TOP_PAGES).map((page) => (
                <tr key={page.page} className="border-b border-slate-100 last:border-0">
                  <th
                    scope="row"
                    className="max-w-[16rem] truncate px-4 py-2 text-left font-mono text-xs font-normal text-slate-800 sm:px-5"
                  >
                    {page.page}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(page.visits)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(page.unique_visitors)}</td>
                  <td className="px-4 py-2 text-right tabular-nums sm:px-5">{formatMinutesFromSeconds(page.avg_duration)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </Card>
  );
}

/**
 * Visitor Analytics (spec §2): the period switch (a year picker for This Year), Refresh keeping the
 * period, the four cards, the visits chart, devices, top pages, browsers, locations and year over year.
 */
export function VisitorAnalyticsTab({ now = new Date() }: { now?: Date }) {
  const currentYear = Number(minnesotaToday(now).slice(0, 4));
  const [period, setPeriod] = useState<AnalyticsPeriod>('month');
  const [year, setYear] = useState(currentYear);
  const yearId = useId();
  const client = useQueryClient();
  const analytics = useQuery(apiQuery(getVisitorAnalytics, { query: period === 'year' ? { period, year } : { period } }));
  const stats = useQuery(apiQuery(getVisitorStats));
  const topPagesKey = apiQuery(getTopPages, { query: { period } }).queryKey;
  const failed = analytics.error ?? stats.error;
  const refreshing = analytics.isFetching || stats.isFetching;

  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <FilterToggleGroup label="Period" options={periodOptions} value={period} onChange={setPeriod} gridOnPhones />
        <div className="flex items-end gap-3">
          {period === 'year' ? (
            <div>
              <label htmlFor={yearId} className="mb-1.5 block text-sm font-medium text-slate-800">
                Year
              </label>
              <NativeSelect
                id={yearId}
                className="w-32"
                options={pickerYears(currentYear).map((y) => ({ value: String(y), label: String(y) }))}
                value={String(year)}
                onValueChange={(value) => setYear(Number(value))}
              />
            </div>
          ) : null}
          <RefreshButton
            refreshing={refreshing}
            onRefresh={() => {
              void analytics.refetch();
              void stats.refetch();
              void client.refetchQueries({ queryKey: topPagesKey, exact: true });
            }}
          />
        </div>
      </div>
      {failed ? <AuthenticationBanner error={failed} /> : null}
      {analytics.data ? <AnalyticsBody analytics={analytics.data} period={period} /> : analytics.isPending ? <LiveLoading /> : null}
      <TopPages period={period} />
      {stats.data ? <YearOverYear stats={stats.data} year={currentYear} /> : null}
    </div>
  );
}

function RefreshButton({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  return (
    <Button variant="outline" onClick={onRefresh} aria-disabled={refreshing || undefined}>
      {refreshing ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <RefreshCw aria-hidden="true" />
      )}
      Refresh
    </Button>
  );
}
