import { useState } from 'react';
import { Link } from 'wouter';
import { Flag, MapPinOff, Pencil } from 'lucide-react';
import type { SiteDetail as SiteDetailData } from '#shared/contracts/sites.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { TimeSeriesChart } from '../../components/ui/charts/time-series-chart.tsx';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { companyDate } from '#shared/domain/company-time.ts';
import { formatCents, formatDate, formatMonth, formatShortDay, formatWallTime, minnesotaClock } from '../../lib/business-format.ts';
import { SiteEditForm } from './site-edit-form.tsx';
import { formatHours, formatMargin, formatVariance, hoursPerVisit, varianceTone } from './site-format.ts';
import { SitePlot } from './site-plot.tsx';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2 align-top tabular-nums';

const sourceText = { admin: 'set by an admin', quote: 'from the quote', plan: 'visit minutes × crew' } as const;

function Figure({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {note ? <dd className="text-sm text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** The figures at the top of a site's page: margin, hours against the bid, labour cost, what is owed. */
export function SiteFigures({ detail }: { detail: SiteDetailData }) {
  const { summary } = detail;
  const m3 = summary.lastThreeMonths;
  const w4 = summary.lastFourWeeks;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="This site's figures">
      <Figure label="Margin, 3 months" value={formatMargin(m3.grossMarginPercent)} note={`Revenue ${formatCents(m3.revenueCents)}`} />
      <Figure label="Hours vs bid, 4 weeks" value={formatVariance(w4.variancePercent)} note={hoursPerVisit(w4)} />
      <Figure
        label="Labour, 3 months"
        value={formatCents(m3.laborCostActualCents)}
        note={`Priced at ${formatCents(m3.laborCostPricedCents)}`}
      />
      <Figure label="Balance" value={formatCents(detail.balanceCents)} note="Pending invoices" />
    </dl>
  );
}

export function SiteFlagNotice({ detail }: { detail: SiteDetailData }) {
  if (!detail.summary.flagged) return null;
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <Flag className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      The crews worked more hours than the bid {detail.summary.overHoursWeeks} {detail.summary.overHoursWeeks === 1 ? 'week' : 'weeks'} in a
      row. The price no longer covers the work: re-price the plan or accept the loss.
    </p>
  );
}

/** Address, where it is, access notes and the office's notes; an admin edits them here. */
export function SiteDetailsCard({ detail }: { detail: SiteDetailData }) {
  const [editing, setEditing] = useState(false);
  const { site, customer } = detail;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <CardTitle as="h2">Details</CardTitle>
          <CardDescription>
            {customer.name} · {customer.email}
            {customer.phone ? ` · ${customer.phone}` : ''}
          </CardDescription>
        </div>
        {editing ? null : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit site
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <SiteEditForm detail={detail} onDone={() => setEditing(false)} />
        ) : (
          <div className="grid gap-5 md:grid-cols-2">
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="font-medium text-slate-600">Address</dt>
                <dd className="text-slate-900">{site.address}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Access notes</dt>
                <dd className="whitespace-pre-line text-slate-900">{site.accessNotes ?? 'None written down.'}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Office notes</dt>
                <dd className="whitespace-pre-line text-slate-900">{site.notes ?? 'None.'}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">Quality</dt>
                <dd className="text-slate-900">
                  {detail.summary.qualityScorePercent === null
                    ? 'Not inspected yet'
                    : `${detail.summary.qualityScorePercent.toFixed(1)}% at the last inspection`}
                </dd>
              </div>
            </dl>
            {site.latitude !== null && site.longitude !== null ? (
              <SitePlot name={site.name} latitude={site.latitude} longitude={site.longitude} />
            ) : (
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <MapPinOff className="size-4" aria-hidden="true" /> No coordinates yet: add them to plot the site and check punches by
                distance.
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function SitePlansCard({ detail }: { detail: SiteDetailData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Plans and crew</CardTitle>
      </CardHeader>
      <CardContent>
        {detail.plans.length === 0 ? (
          <p className="text-sm text-slate-600">No service plan at this site.</p>
        ) : (
          <ul className="grid gap-3">
            {detail.plans.map((plan) => (
              <li key={plan.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link href={`/admin/service-plans/${plan.id}`} className="font-semibold text-brand-800 hover:underline">
                    {plan.frequency} plan #{plan.id}
                  </Link>
                  <Badge variant={plan.status === 'active' ? 'success' : 'secondary'}>{plan.status.replace('_', ' ')}</Badge>
                </div>
                <p className="mt-1 text-slate-800">
                  {formatCents(plan.monthlyPriceCents)} a month · from {formatDate(plan.startsOn)}
                  {plan.endsOn ? ` to ${formatDate(plan.endsOn)}` : ''}
                  {plan.squareFootage ? ` · ${plan.squareFootage.toLocaleString('en-US')} sq ft` : ''}
                </p>
                <p className="text-slate-700">
                  Bid {formatHours(plan.bidHoursPerVisit)} a visit ({sourceText[plan.bidHoursSource]}) · {plan.visitMinutes} min ×{' '}
                  {plan.crewSize}
                </p>
                <p className="text-slate-600">Crew: {plan.crew.length === 0 ? 'nobody yet' : plan.crew.map((c) => c.name).join(', ')}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Hours worked per visit against the bid, oldest first, with the visits as a table under it. */
export function SiteHoursCard({ detail }: { detail: SiteDetailData }) {
  const done = detail.visits
    .filter((v) => v.hoursWorked > 0 || v.status === 'completed')
    .slice(0, 26)
    .reverse();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Punches per visit against the bid</CardTitle>
        <CardDescription>Visits of the last 26 weeks: hours worked from closed punches, and the hours the bid allows.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 [&>*]:min-w-0">
        <TimeSeriesChart
          title="Hours per visit"
          labels={done.map((v) => formatDate(companyDate(new Date(v.scheduledStart))))}
          series={[
            { name: 'Worked', values: done.map((v) => v.hoursWorked), tone: 'brand' },
            { name: 'Bid', values: done.map((v) => v.hoursBid ?? 0), tone: 'slate' },
          ]}
          format={(h) => `${h.toFixed(2)} h`}
          emptyText="No visit done in the last 26 weeks."
        />
        <TableScroller label="Recent visits">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="sr-only">Recent visits with hours bid and worked</caption>
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Visit
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Bid
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Worked
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Punches
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {detail.visits.slice(0, 10).map((v) => (
                <tr key={v.id}>
                  <td className={td}>
                    <Link href={`/admin/bookings/${v.id}`} className="text-brand-800 hover:underline">
                      {formatShortDay(companyDate(new Date(v.scheduledStart)))}, {formatWallTime(minnesotaClock(v.scheduledStart))}
                    </Link>{' '}
                    <span className="text-slate-600">{v.status}</span>
                  </td>
                  <td className={`${td} text-right`}>{formatHours(v.hoursBid)}</td>
                  <td className={`${td} text-right`}>{formatHours(v.hoursWorked)}</td>
                  <td className={`${td} text-right`}>{v.punches}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </CardContent>
    </Card>
  );
}

/** Bid against actual per month (decision 0047), newest first. */
export function SiteMonthsCard({ detail }: { detail: SiteDetailData }) {
  const { overHoursPercent } = detail.settings;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Bid against actual by month</CardTitle>
        <CardDescription>Labour at each employee's pay plus the burden of the pricing model; margin after labour.</CardDescription>
      </CardHeader>
      <CardContent>
        <TableScroller label="Months">
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">Bid against actual by month</caption>
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                {['Month', 'Visits', 'Hours bid', 'Worked', 'Variance', 'Labour priced', 'Labour actual', 'Revenue', 'Margin'].map(
                  (h, i) => (
                    <th key={h} scope="col" className={`${th} ${i === 0 ? '' : 'text-right'}`}>
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...detail.months].reverse().map((m) => (
                <tr key={m.month}>
                  <th scope="row" className={`${td} text-left font-medium text-slate-900`}>
                    {formatMonth(m.month)}
                  </th>
                  <td className={`${td} text-right`}>{m.visitsDone}</td>
                  <td className={`${td} text-right`}>{formatHours(m.hoursBid)}</td>
                  <td className={`${td} text-right`}>{formatHours(m.hoursWorked)}</td>
                  <td className={`${td} text-right ${varianceTone(m.variancePercent, overHoursPercent)}`}>
                    {formatVariance(m.variancePercent)}
                  </td>
                  <td className={`${td} text-right`}>{formatCents(m.laborCostPricedCents)}</td>
                  <td className={`${td} text-right`}>{formatCents(m.laborCostActualCents)}</td>
                  <td className={`${td} text-right`}>{formatCents(m.revenueCents)}</td>
                  <td className={`${td} text-right`}>
                    <span className={m.grossMarginPercent !== null && m.grossMarginPercent < 0 ? 'font-semibold text-red-700' : ''}>
                      {formatMargin(m.grossMarginPercent)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </CardContent>
    </Card>
  );
}

export function SiteInvoicesCard({ detail }: { detail: SiteDetailData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invoices</CardTitle>
        <CardDescription>Balance {formatCents(detail.balanceCents)} (pending invoices).</CardDescription>
      </CardHeader>
      <CardContent>
        {detail.invoices.length === 0 ? (
          <p className="text-sm text-slate-600">No invoice for this site yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {detail.invoices.slice(0, 12).map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link href={`/admin/invoices/${i.id}`} className="font-medium text-brand-800 hover:underline">
                  {i.invoiceNumber}
                </Link>
                <span className="text-slate-600">{formatDate(i.issueDate)}</span>
                <span className="tabular-nums">{formatCents(i.amountCents)}</span>
                <Badge variant={i.status === 'paid' ? 'success' : i.status === 'void' ? 'secondary' : 'warning'}>{i.status}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function SiteProblemsCard({ detail }: { detail: SiteDetailData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Problems</CardTitle>
      </CardHeader>
      <CardContent>
        {detail.problems.length === 0 ? (
          <p className="text-sm text-slate-600">No problem reported at this site.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {detail.problems.slice(0, 10).map((p) => (
              <li key={p.id} className="grid gap-1 py-2">
                <span className="flex items-center justify-between gap-2">
                  <Link href={`/admin/problems/${p.id}`} className="font-medium text-brand-800 hover:underline">
                    Problem #{p.id}
                  </Link>
                  <Badge variant={p.status === 'open' ? 'warning' : 'secondary'}>{p.status}</Badge>
                </span>
                <span className="line-clamp-2 text-slate-700">{p.description}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
