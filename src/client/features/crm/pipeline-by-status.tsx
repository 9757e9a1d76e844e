import type { CrmSummary } from '#shared/contracts/crm/pipeline.ts';
import { leadStatusLabels } from '#shared/contracts/crm/crm.ts';
import { money } from './crm-format.ts';

/** Count and estimated value per status as bars: where the pipeline's money sits at a glance. */
export function PipelineByStatus({ summary }: { summary: CrmSummary }) {
  const largest = Math.max(1, ...summary.byStatus.map((s) => s.value));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Leads and estimated monthly value per status</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Leads</th>
          <th scope="col">Estimated value</th>
        </tr>
      </thead>
      <tbody>
        {summary.byStatus.map((row) => (
          <tr key={row.status} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="w-28 py-2 pr-3 text-left font-medium text-slate-700">
              {leadStatusLabels[row.status]}
            </th>
            <td className="w-14 py-2 pr-3 text-right text-slate-600 tabular-nums">{row.count.toLocaleString('en-US')}</td>
            <td className="py-2">
              <div className="flex items-center gap-3">
                <div className="h-2.5 min-w-0 flex-1 rounded-full bg-slate-100" aria-hidden="true">
                  <div
                    className={row.status === 'lost' ? 'h-full rounded-full bg-slate-400' : 'h-full rounded-full bg-brand-600'}
                    style={{ width: `${Math.round((row.value / largest) * 100)}%` }}
                  />
                </div>
                <span className="w-24 text-right font-semibold text-slate-900 tabular-nums">{money(row.value)}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
