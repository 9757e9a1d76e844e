import type { CrmSummary } from '#shared/contracts/crm/pipeline.ts';
import { Card } from '../../components/ui/card.tsx';
import { money } from './crm-format.ts';

interface Tile {
  label: string;
  value: string;
  detail: string;
}

/** The four tiles, computed by the server from every lead (pipeline value: open leads' estimates). */
export function crmTiles(summary: CrmSummary): Tile[] {
  return [
    {
      label: 'Open leads',
      value: summary.openLeads.toLocaleString('en-US'),
      detail: `of ${summary.totalLeads.toLocaleString('en-US')} in all`,
    },
    { label: 'Pipeline value', value: money(summary.pipelineValue), detail: 'per month, open leads' },
    { label: 'Follow-ups due', value: summary.followUpsDue.toLocaleString('en-US'), detail: 'today or overdue' },
    {
      label: 'Conversion rate',
      value: summary.conversionRate === null ? '—' : `${summary.conversionRate.toLocaleString('en-US')}%`,
      detail: summary.conversionRate === null ? 'no lead decided yet' : 'won of won and lost',
    },
  ];
}

export function CrmTiles({ summary }: { summary: CrmSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Pipeline summary">
      {crmTiles(summary).map((tile) => (
        <Card key={tile.label} className="flex flex-col-reverse gap-1 p-4 sm:p-5">
          <dt className="text-sm font-medium text-slate-600">
            {tile.label}
            <span className="block text-xs font-normal text-slate-500">{tile.detail}</span>
          </dt>
          <dd className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{tile.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
