import { leadPriorityLabels, leadStatusLabels } from '#shared/contracts/crm/crm.ts';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { scoreBand } from '#shared/domain/crm.ts';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { scoreBandClass, scoreBandLabel } from './crm-format.ts';

/** The score in its colour, with a word for those who do not see the colour. */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const band = scoreBand(score);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tabular-nums',
        scoreBandClass[band],
        className,
      )}
      title={`Lead score ${score} of 100 (${scoreBandLabel[band]})`}
    >
      <span className="sr-only">Lead score </span>
      {score}
      <span className="sr-only"> of 100, {scoreBandLabel[band]}</span>
    </span>
  );
}

const statusVariant: Record<Lead['status'], BadgeVariant> = {
  new: 'info',
  contacted: 'secondary',
  qualified: 'secondary',
  proposal: 'secondary',
  negotiation: 'warning',
  won: 'success',
  lost: 'outline',
};

export function StatusBadge({ status }: { status: Lead['status'] }) {
  return <Badge variant={statusVariant[status]}>{leadStatusLabels[status]}</Badge>;
}

const priorityClass: Record<Lead['priority'], string> = {
  high: 'text-red-800',
  medium: 'text-amber-900',
  low: 'text-slate-700',
  'very-low': 'text-slate-500',
};

export function PriorityText({ priority }: { priority: Lead['priority'] }) {
  return <span className={cn('font-medium', priorityClass[priority])}>{leadPriorityLabels[priority]} priority</span>;
}
