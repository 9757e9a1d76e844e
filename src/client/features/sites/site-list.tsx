import { Link } from 'wouter';
import { Flag } from 'lucide-react';
import type { SiteList as SiteListData, SiteSortKey, SiteSummary } from '#shared/contracts/sites.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { SortHeader } from '../../components/ui/sort-header.tsx';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { formatCents } from '../../lib/business-format.ts';
import {
  bidSlashWorked,
  crewText,
  formatMargin,
  formatVariance,
  hoursPerVisit,
  marginBadge,
  sitePath,
  varianceTone,
} from './site-format.ts';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2.5 align-top';

export interface SiteSort {
  key: SiteSortKey;
  direction: 'ascending' | 'descending';
}

function FlagBadge({ site, weeks }: { site: SiteSummary; weeks: number }) {
  if (!site.flagged) return null;
  return (
    <Badge variant="warning" className="gap-1" title={`Over the bid hours ${weeks} ${weeks === 1 ? 'week' : 'weeks'} in a row`}>
      <Flag className="size-3" aria-hidden="true" />
      Over hours {site.overHoursWeeks} {site.overHoursWeeks === 1 ? 'week' : 'weeks'}
    </Badge>
  );
}

/** The Sites screen's list: a sortable table at a desk, cards on phones; each opens the site. */
export function SiteList({ data, sort, onSort }: { data: SiteListData; sort: SiteSort; onSort: (key: SiteSortKey) => void }) {
  const { settings } = data;
  // The quality column only once some site has been inspected (issue 33).
  const inspected = data.sites.some((site) => site.qualityScorePercent !== null);
  const header = (key: SiteSortKey, label: string, className = '') => (
    <SortHeader
      label={label}
      active={sort.key === key}
      direction={sort.direction}
      onSort={() => onSort(key)}
      className={`${th} ${className}`}
    />
  );
  return (
    <>
      <TableScroller label="Sites table" className="hidden lg:block">
        <table className="w-full min-w-[52rem] border-collapse text-sm">
          <caption className="sr-only">Sites with hours bid and worked, labour cost and margin</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {header('name', 'Site', 'pl-4')}
              {header('price', 'Plan', 'text-right')}
              <th scope="col" className={`${th} text-right`}>
                Bid / worked a visit
              </th>
              {header('variance', 'Over bid', 'text-right')}
              <th scope="col" className={`${th} text-right`}>
                Labour, 3 mo.
              </th>
              {header('margin', 'Margin', 'text-right')}
              {inspected ? header('quality', 'Quality', 'text-right') : null}
              {header('problems', 'Open', 'pr-4 text-right')}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.sites.map((site) => {
              const badge = marginBadge(site.lastThreeMonths.grossMarginPercent, settings.targetMarginPercent);
              return (
                <tr key={site.id} className="hover:bg-slate-50/70">
                  <td className={`${td} pl-4`}>
                    <Link href={sitePath(site.id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                      {site.name}
                    </Link>
                    {site.customer.name !== site.name ? <p className="text-slate-700">{site.customer.name}</p> : null}
                    <p className="text-slate-600">{crewText(site)}</p>
                    <FlagBadge site={site} weeks={settings.overHoursWeeks} />
                  </td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                    {site.plan ? (
                      <>
                        <p className="text-slate-900">{formatCents(site.plan.monthlyPriceCents)}</p>
                        <p className="text-slate-600">{site.plan.frequency}</p>
                      </>
                    ) : (
                      <span className="text-slate-500">No plan</span>
                    )}
                  </td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                    <p className="text-slate-800">
                      <span className="text-slate-500">4 wk</span> {bidSlashWorked(site.lastFourWeeks)}
                    </p>
                    <p className="text-slate-600">
                      <span className="text-slate-500">3 mo</span> {bidSlashWorked(site.lastThreeMonths)}
                    </p>
                  </td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                    <p className={varianceTone(site.lastFourWeeks.variancePercent, settings.overHoursPercent)}>
                      {formatVariance(site.lastFourWeeks.variancePercent)}
                    </p>
                    <p className="text-slate-600">{formatVariance(site.lastThreeMonths.variancePercent)}</p>
                  </td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                    <p className="text-slate-900">{formatCents(site.lastThreeMonths.laborCostActualCents)}</p>
                    <p className="text-slate-600">bid {formatCents(site.lastThreeMonths.laborCostPricedCents)}</p>
                  </td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                    <p className="font-semibold text-slate-900">{formatMargin(site.lastThreeMonths.grossMarginPercent)}</p>
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </td>
                  {inspected ? (
                    <td className={`${td} text-right tabular-nums`}>
                      {site.qualityScorePercent === null ? (
                        <span className="text-slate-500">–</span>
                      ) : (
                        `${site.qualityScorePercent.toFixed(1)}%`
                      )}
                    </td>
                  ) : null}
                  <td
                    className={`${td} pr-4 text-right tabular-nums ${site.openProblems > 0 ? 'font-semibold text-amber-800' : 'text-slate-600'}`}
                  >
                    {site.openProblems}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>
      <ul className="divide-y divide-slate-200 lg:hidden" aria-label="Sites">
        {data.sites.map((site) => {
          const badge = marginBadge(site.lastThreeMonths.grossMarginPercent, settings.targetMarginPercent);
          return (
            <li key={site.id}>
              <Link href={sitePath(site.id)} className="grid gap-1 px-4 py-3 hover:bg-slate-50">
                <span className="flex items-start justify-between gap-2">
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{site.name}</span>
                    <span className="block text-sm text-slate-700">{site.customer.name}</span>
                  </span>
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                </span>
                <span className="text-sm text-slate-800 tabular-nums">
                  {site.plan ? `${formatCents(site.plan.monthlyPriceCents)} a month` : 'No plan'} · margin{' '}
                  {formatMargin(site.lastThreeMonths.grossMarginPercent)}
                </span>
                <span className="text-sm text-slate-700 tabular-nums">
                  Per visit: {hoursPerVisit(site.lastFourWeeks)}{' '}
                  <span className={varianceTone(site.lastFourWeeks.variancePercent, settings.overHoursPercent)}>
                    ({formatVariance(site.lastFourWeeks.variancePercent)})
                  </span>
                </span>
                {site.openProblems > 0 ? (
                  <span className="text-sm font-medium text-amber-800">
                    {site.openProblems} open {site.openProblems === 1 ? 'problem' : 'problems'}
                  </span>
                ) : null}
                <span>
                  <FlagBadge site={site} weeks={settings.overHoursWeeks} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
