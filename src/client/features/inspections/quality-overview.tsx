import { useId, useState, type ReactNode } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { QualityOverview as Overview } from '#shared/contracts/inspections.ts';
import { inspectionIntervalLabels } from '#shared/domain/inspections.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { BarChart } from '../../components/ui/charts/bar-chart.tsx';
import { Label } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatMinnesotaDate, formatMinnesotaTime } from '../../lib/time-format.ts';
import { percent, plural } from './inspection-format.ts';
import { SiteInspectionSettingsCard } from './site-inspection-settings.tsx';
import { useQualityOverview } from './use-inspections.ts';

const ALL = 'all';
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const shortMonth = (month: string) => monthLabel.format(new Date(`${month}-15T12:00:00Z`));

/**
 * The admins' Quality screen (issue 33): inspections by site and inspector, the score by month, the sites
 * under their target or due an inspection, and the open corrective actions (overdue first to the eye).
 */
export function QualityOverview() {
  const [siteId, setSiteId] = useState<string>(ALL);
  const [inspectorId, setInspectorId] = useState<string>(ALL);
  const overview = useQualityOverview({
    siteId: siteId === ALL ? undefined : Number(siteId),
    inspectorId: inspectorId === ALL ? undefined : Number(inspectorId),
  });
  const siteSelect = useId();
  const inspectorSelect = useId();

  if (overview.isPending)
    return (
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  if (!overview.data)
    return (
      <Card>
        <LoadError
          title="The quality overview could not be loaded"
          message={callErrorMessage(overview.error)}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      </Card>
    );
  const data = overview.data;
  const last = data.trend.at(-1);

  return (
    <div className="grid gap-6" aria-busy={overview.isFetching || undefined}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-48 flex-1 gap-1 sm:flex-none">
          <Label htmlFor={siteSelect}>Site</Label>
          <NativeSelect
            id={siteSelect}
            value={siteId}
            onValueChange={setSiteId}
            options={[{ value: ALL, label: 'All sites' }, ...data.sites.map((s) => ({ value: String(s.id), label: s.name }))]}
          />
        </div>
        <div className="grid min-w-48 flex-1 gap-1 sm:flex-none">
          <Label htmlFor={inspectorSelect}>Inspector</Label>
          <NativeSelect
            id={inspectorSelect}
            value={inspectorId}
            onValueChange={setInspectorId}
            options={[{ value: ALL, label: 'All inspectors' }, ...data.inspectors.map((i) => ({ value: String(i.id), label: i.name }))]}
          />
        </div>
        <Link href="/inspections" className={buttonClasses({ variant: 'primary', className: 'max-sm:w-full sm:ml-auto' })}>
          <ClipboardCheck aria-hidden="true" />
          Do an inspection
        </Link>
      </div>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Latest month’s average" value={last ? percent(last.averagePercent) : 'No score'} />
        <Figure label="Sites under target" value={String(data.sitesUnderTarget.length)} alert={data.sitesUnderTarget.length > 0} />
        <Figure label="Sites due an inspection" value={String(data.sitesDue.length)} alert={data.sitesDue.length > 0} />
        <Figure
          label="Open actions (overdue)"
          value={`${data.openActionCount} (${data.overdueActionCount})`}
          alert={data.overdueActionCount > 0}
        />
      </dl>

      <Section title="Score by month" description="The average inspection score of each month (all sites unless one is chosen above).">
        {data.trend.length === 0 ? (
          <Empty>No inspections yet.</Empty>
        ) : (
          <div className="p-4 sm:p-5">
            {/* Bars, as the customer's Quality tab: one inspected month reads as a bar, not a lone dot. */}
            <BarChart
              title="Average inspection score by month"
              description="Months with an inspection, oldest first."
              data={data.trend.map((m) => ({ label: shortMonth(m.month), value: m.averagePercent }))}
              valueName="Average score"
              format={(value) => percent(value)}
              axisLabels={6}
              slots={12}
            />
          </div>
        )}
      </Section>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Section title="Sites under target" description="The latest inspection of each site, when it scored below the site’s target.">
          {data.sitesUnderTarget.length === 0 ? (
            <Empty>Every site’s latest inspection met its target.</Empty>
          ) : (
            <ul className="divide-y divide-slate-200">
              {data.sitesUnderTarget.map((s) => (
                <li key={s.siteId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-5">
                  <span className="font-medium text-slate-900">{s.siteName}</span>
                  <span className="text-sm text-slate-700">
                    <span className="font-semibold text-red-700">{percent(s.scorePercent)}</span> of {s.targetPercent}% ·{' '}
                    {formatMinnesotaDate(s.inspectedAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Due an inspection" description="Sites with a running plan not inspected within their interval.">
          {data.sitesDue.length === 0 ? (
            <Empty>Every site was inspected within its interval.</Empty>
          ) : (
            <ul className="divide-y divide-slate-200">
              {data.sitesDue.map((s) => (
                <li key={s.siteId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-5">
                  <span className="font-medium text-slate-900">{s.siteName}</span>
                  <span className="text-sm text-slate-700">
                    {inspectionIntervalLabels[s.interval]} ·{' '}
                    {s.lastInspectedAt ? `last ${formatMinnesotaDate(s.lastInspectedAt)}` : 'never inspected'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section
        title="Open corrective actions"
        description={`What inspections and customers’ reports found, for the sites’ crews to fix${
          data.openActionCount > data.openActions.length
            ? `: the ${data.openActions.length} due first of ${data.openActionCount}, the overdue ones leading.`
            : '.'
        }`}
      >
        {data.openActions.length === 0 ? (
          <Empty>No open corrective actions.</Empty>
        ) : (
          <ul className="divide-y divide-slate-200">
            {data.openActions.map((a) => (
              <li key={a.id} className="grid gap-1 px-4 py-3 sm:px-5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{a.title}</span>
                  {a.overdue ? <Badge variant="destructive">Overdue</Badge> : <Badge variant="warning">Open</Badge>}
                  {a.source === 'problem_report' ? <Badge variant="secondary">Customer report</Badge> : null}
                </div>
                <p className="text-sm text-slate-600">
                  {a.siteName} · due {formatMinnesotaTime(a.dueAt)} · crew: {a.crew.map((c) => c.name).join(', ') || 'nobody assigned'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Inspections" description={`${plural(data.inspections.length, 'inspection', 'inspections')}, newest first.`}>
        {data.inspections.length === 0 ? <Empty>No inspections match.</Empty> : <InspectionTable rows={data.inspections} />}
      </Section>

      <SiteInspectionSettingsCard sites={data.sites} />
    </div>
  );
}

function InspectionTable({ rows }: { rows: Overview['inspections'] }) {
  return (
    <TableScroller label="Inspections">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Site
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Inspector
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Score / target
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => {
            const under = row.scorePercent !== null && row.scorePercent < row.targetPercent;
            return (
              <tr key={row.id}>
                <td className="px-4 py-2 whitespace-nowrap">{formatMinnesotaDate(row.inspectedAt)}</td>
                <td className="px-4 py-2">
                  {row.siteName}
                  {row.farFromSite ? (
                    <Badge variant="warning" className="ml-2">
                      Far from site
                    </Badge>
                  ) : null}
                </td>
                <td className="px-4 py-2">{row.inspectorName}</td>
                <td className={`px-4 py-2 text-right tabular-nums ${under ? 'font-semibold text-red-700' : ''}`}>
                  {percent(row.scorePercent)} / {row.targetPercent}%
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{row.failedItems}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}

function Figure({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
  return (
    <div className="flex flex-col-reverse justify-end gap-1 rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`text-2xl font-bold tabular-nums ${alert ? 'text-red-700' : 'text-slate-900'}`}>{value}</dd>
    </div>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">{children}</p>;
}
