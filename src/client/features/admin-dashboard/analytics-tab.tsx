import { getDashboardStats, getDashboardTrends } from '#shared/contracts/admin-dashboard.endpoints.ts';
import { getQualityTrend } from '#shared/contracts/customer-quality.endpoints.ts';
import { getSiteMargins } from '#shared/contracts/sites.endpoints.ts';
import type { QualityTrend } from '#shared/contracts/customer-quality.ts';
import { ON_TIME_GRACE_MINUTES } from '#shared/domain/dashboard.ts';
import type { DashboardTrends } from '#shared/contracts/admin-dashboard.ts';
import { Card } from '../../components/ui/card.tsx';
import { BarChart } from '../../components/ui/charts/bar-chart.tsx';
import { TimeSeriesChart } from '../../components/ui/charts/time-series-chart.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { formatCount, formatMoney, formatPercent, formatRating } from './dashboard-format.ts';
import { PanelState, StaleNote } from './polled-state.tsx';
import { POLL } from './polling.ts';
import { SiteMarginsPanel } from './site-margins-panel.tsx';

const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 15' from the week's Sunday '2026-11-15' (a calendar day: read and printed as UTC). */
export function weekLabel(sunday: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(sunday);
  return m ? weekFormat.format(new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!))) : sunday;
}

/** 'Nov 2026' from '2026-11'. */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? monthFormat.format(new Date(Date.UTC(+m[1]!, +m[2]! - 1, 1))) : month;
}

function Trends({ trends }: { trends: DashboardTrends }) {
  const weeks = trends.weeks.map((w) => weekLabel(w.weekStart));
  return (
    // items-start: side by side, a card is as tall as its own chart (stretched, the shorter one had an empty strip).
    <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <Card className="p-4 sm:p-5">
        <TimeSeriesChart
          title="Leads per week"
          description="New leads and, of them, those won; Sunday weeks, this week so far last."
          labels={weeks}
          series={[
            { name: 'Leads', values: trends.weeks.map((w) => w.leads), tone: 'brand' },
            { name: 'Won', values: trends.weeks.map((w) => w.won), tone: 'emerald' },
          ]}
          emptyText={`No leads in these ${trends.weeks.length} weeks yet.`}
        />
      </Card>
      <Card className="p-4 sm:p-5">
        <BarChart
          title="Jobs completed per week"
          description="Sunday weeks, this week so far last."
          data={trends.weeks.map((w, i) => ({ label: weeks[i] ?? w.weekStart, value: w.jobsCompleted }))}
          valueName="Jobs completed"
          tone="emerald"
          emptyText={`No jobs completed in these ${trends.weeks.length} weeks yet.`}
        />
      </Card>
      <Card className="p-4 sm:p-5 lg:col-span-2">
        <BarChart
          title="Revenue per month"
          description="Paid invoices by the day they were paid; this month to date last."
          data={trends.months.map((m) => ({ label: monthLabel(m.month), value: m.revenue }))}
          valueName="Revenue"
          format={formatMoney}
          axisLabels={4}
          emptyText={`No paid invoices in these ${trends.months.length} months yet.`}
        />
      </Card>
    </div>
  );
}

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * The quality trend (issue 33, decision 0046): the company-wide mean inspection score of each month
 * that had an inspection, oldest first.
 */
function QualityTrendCard({ trend }: { trend: QualityTrend }) {
  const months = trend.months.filter((m) => m.averagePercent !== null);
  return (
    <Card className="p-4 sm:p-5">
      <BarChart
        title="Quality: average inspection score per month"
        description={`Every site's inspections, company-wide; months with an inspection of the last ${trend.months.length}, oldest first.`}
        data={months.map((m) => ({ label: monthLabel(m.month), value: m.averagePercent ?? 0 }))}
        valueName="Average score"
        tone="emerald"
        format={(value) => `${percentFormat.format(value)}%`}
        emptyText={`No inspections in these ${trend.months.length} months yet.`}
      />
    </Card>
  );
}

/** Analytics (spec §2): lead conversion, jobs completed, average rating and on-time rate, with their trends; the quality trend; margins by month and the best and worst sites. */
export function AnalyticsTab() {
  const stats = usePolledQuery(apiQuery(getDashboardStats), POLL.stats);
  const trends = usePolledQuery(apiQuery(getDashboardTrends), POLL.trends);
  const quality = usePolledQuery(apiQuery(getQualityTrend), POLL.trends);
  const margins = usePolledQuery(apiQuery(getSiteMargins), POLL.trends);
  const s = stats.data;
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <div className="grid gap-2">
        <PanelState query={stats} title="The figures could not be loaded" />
        {s ? (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[
              { label: 'Lead conversion', value: formatPercent(s.conversionRate), note: 'Won of all leads' },
              { label: 'Jobs completed', value: formatCount(s.completedJobs), note: 'Last 30 days' },
              { label: 'Average rating', value: formatRating(s.averageRating), note: 'Of 5, last 30 days' },
              { label: 'On-time rate', value: formatPercent(s.onTimeRate), note: `Crew in by start + ${ON_TIME_GRACE_MINUTES} min` },
            ].map((item) => (
              <div key={item.label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <dt className="text-sm text-slate-600">{item.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{item.value}</dd>
                <dd className="text-xs text-slate-500">{item.note}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <StaleNote query={stats} />
      </div>
      <div className="grid gap-2">
        <PanelState query={trends} title="The trends could not be loaded" />
        {trends.data ? <Trends trends={trends.data} /> : null}
        <StaleNote query={trends} />
      </div>
      <div className="grid gap-2">
        <PanelState query={quality} title="The quality trend could not be loaded" />
        {quality.data ? <QualityTrendCard trend={quality.data} /> : null}
        <StaleNote query={quality} />
      </div>
      <div className="grid gap-2">
        <PanelState query={margins} title="The margins could not be loaded" />
        {margins.data ? <SiteMarginsPanel margins={margins.data} /> : null}
        <StaleNote query={margins} />
      </div>
    </div>
  );
}
