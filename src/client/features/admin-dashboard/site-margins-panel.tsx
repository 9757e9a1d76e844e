import { Link } from 'wouter';
import type { SiteMarginRank, SiteMargins } from '#shared/contracts/sites.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { formatMoney, formatPercent } from './dashboard-format.ts';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthOf = (month: string) => monthFormat.format(new Date(`${month}-01T12:00:00Z`));
const marginClass = (value: number | null, target: number) =>
  value === null ? 'text-slate-500' : value < 0 ? 'font-semibold text-red-700' : value < target ? 'text-amber-800' : 'text-slate-900';

function RankList({ title, sites, target, empty }: { title: string; sites: SiteMarginRank[]; target: number; empty: string }) {
  const id = `site-rank-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="p-4 sm:p-5">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {sites.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-3 grid gap-2" aria-labelledby={id}>
          {sites.map((site) => (
            <li key={site.id} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0">
                <Link href={`/admin/sites/${site.id}`} className="font-medium text-brand-800 underline">
                  {site.name}
                </Link>{' '}
                <span className="text-slate-600">{site.customerName}</span>{' '}
                {site.flagged ? <Badge variant="warning">Over bid hours</Badge> : null}
              </span>
              <span className={`shrink-0 tabular-nums ${marginClass(site.grossMarginPercent, target)}`}>
                {formatPercent(site.grossMarginPercent)}
                <span className="sr-only"> margin on {formatMoney(site.revenueCents / 100)} revenue</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/**
 * The Analytics tab's margins (issue 34, decision 0047): the company's revenue, labour cost and gross margin
 * of each month, and the five best and worst sites by margin over the last 3 whole months.
 */
export function SiteMarginsPanel({ margins }: { margins: SiteMargins }) {
  const target = margins.targetMarginPercent;
  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      <Card className="p-4 sm:p-5">
        <h3 className="text-base font-semibold text-slate-900">Gross margin per month</h3>
        <p className="mt-1 text-sm text-slate-600">
          Revenue invoiced less the crews’ labour cost (pay and burden); visits by the month they were scheduled, this month so far last.
          Target {target}%.
        </p>
        <TableScroller label="Gross margin per month" className="mt-3">
          <table className="w-full min-w-[18rem] text-sm">
            <caption className="sr-only">Revenue, labour cost and gross margin per month</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Month
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Revenue
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Labour cost
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Margin
                </th>
              </tr>
            </thead>
            <tbody>
              {margins.months.map((m) => (
                <tr key={m.month} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-800">
                    {monthOf(m.month)}
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{formatMoney(m.revenueCents / 100)}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{formatMoney(m.laborCostActualCents / 100)}</td>
                  <td className={`py-1.5 text-right tabular-nums ${marginClass(m.grossMarginPercent, target)}`}>
                    {formatPercent(m.grossMarginPercent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <RankList title="Five best sites" sites={margins.best} target={target} empty="No site has revenue in the last 3 months yet." />
        <RankList title="Five worst sites" sites={margins.worst} target={target} empty="No site has revenue in the last 3 months yet." />
      </div>
    </div>
  );
}
