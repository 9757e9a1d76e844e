import { MapPinned } from 'lucide-react';
import type { CrmSummary } from '#shared/contracts/crm/pipeline.ts';
import { StateMessage } from '../../components/ui/list-states.tsx';
import { money } from './crm-format.ts';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

/** Which pages (city pages above all) brought leads, and what those leads are worth. */
export function LeadsByArrival({ summary }: { summary: CrmSummary }) {
  const rows = summary.byArrivalPage;
  if (rows.length === 0)
    return (
      <StateMessage icon={<MapPinned className="size-6" aria-hidden="true" />} title="No leads yet">
        Once quotes arrive, this shows the page each visitor first landed on.
      </StateMessage>
    );
  return (
    // Scrolls sideways on a phone: focusable so a keyboard can scroll it too.
    <TableScroller label="Leads by page of arrival, scrollable">
      {/* Fits its half-width card at 1280 px (issue 30): the page's path goes under the city's name and
          long paths wrap, so only a phone scrolls it sideways. */}
      <table className="w-full min-w-[22rem] text-sm">
        <caption className="sr-only">Leads by the page their visitor arrived on</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              Arrived on
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Leads
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Open value
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Won
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Won value
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.page ?? '(none)'} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-medium [overflow-wrap:anywhere] text-slate-900">
                {row.page === null ? (
                  <span className="text-slate-600">Not tracked (typed in, or no visit known)</span>
                ) : (
                  <>
                    {row.cityName ?? row.page}
                    {row.cityName ? <span className="block font-mono text-xs font-normal text-slate-500">{row.page}</span> : null}
                  </>
                )}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{row.leads.toLocaleString('en-US')}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{money(row.openValue)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{row.won.toLocaleString('en-US')}</td>
              <td className="py-2 text-right font-semibold tabular-nums">{money(row.wonValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
