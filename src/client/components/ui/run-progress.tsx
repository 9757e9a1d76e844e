import { formatCount } from '../../lib/business-format.ts';
import { CircleAlert, CircleCheck, CircleMinus, Copy } from 'lucide-react';
import type { ContentRun, RunOutcomeView } from '#shared/contracts/content-runs.ts';
import { Badge, type BadgeVariant } from './badge.tsx';

const outcomeLook: Record<RunOutcomeView['outcome'], { word: string; variant: BadgeVariant; icon: typeof CircleCheck }> = {
  ok: { word: 'OK', variant: 'success', icon: CircleCheck },
  duplicate: { word: 'Duplicate', variant: 'secondary', icon: Copy },
  skipped: { word: 'Skipped', variant: 'outline', icon: CircleMinus },
  failed: { word: 'Failed', variant: 'destructive', icon: CircleAlert },
};

/** 'processed of total' as a share (0 to 100); a run whose total is not known yet is at 0. */

/** A bar of `value` of `max`, named, with the figures in words for screen readers. */
export function ProgressBar({
  label,
  value,
  max,
  valueText,
  role = 'progressbar',
}: {
  label: string;
  value: number;
  max: number;
  valueText: string;
  /** 'meter' for a share that is not work under way (coverage, generated of all posts). */
  role?: 'progressbar' | 'meter';
}) {
  const percent = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      className="h-3 overflow-hidden rounded-full bg-slate-100"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** One outcome badge (ok, duplicate, skipped, failed): a word as well as a colour. */
export function OutcomeBadge({ outcome }: { outcome: RunOutcomeView['outcome'] }) {
  const look = outcomeLook[outcome];
  const Icon = look.icon;
  return (
    <Badge variant={look.variant}>
      <Icon className="size-3" aria-hidden="true" />
      {look.word}
    </Badge>
  );
}

/** Each unit of a run (a feed, an item, a post, a city) with what became of it, readable on a phone. */
export function RunOutcomes({ outcomes, label }: { outcomes: readonly RunOutcomeView[]; label: string }) {
  if (outcomes.length === 0) return null;
  return (
    // Focusable: a keyboard can scroll a long list of outcomes too.
    <ul
      aria-label={label}
      tabIndex={0}
      className="mt-3 max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
    >
      {outcomes.map((item, index) => (
        <li key={`${index}-${item.label}`} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-start sm:gap-3">
          <span className="shrink-0 sm:w-24">
            <OutcomeBadge outcome={item.outcome} />
          </span>
          <span className="min-w-0">
            <span className="font-medium break-words text-slate-900">{item.label}</span>
            {item.detail ? <span className="block break-words text-slate-600">{item.detail}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

const statusWord: Record<ContentRun['status'], string> = { running: 'Running', done: 'Finished', failed: 'Failed' };

/**
 * A content run's progress: "processed of total" with a bar, the counts, and the outcomes as they
 * arrive. The figures line is a polite live region, so a screen reader hears the count move.
 */
export function RunProgress({ run, title, unit = 'items' }: { run: ContentRun; title: string; unit?: string }) {
  const counts = `${formatCount(run.processed)} of ${formatCount(run.total)} ${unit} processed`;
  return (
    <section className="rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4" aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{title}</h4>
        <Badge variant={run.status === 'failed' ? 'destructive' : run.status === 'done' ? 'success' : 'info'}>
          {statusWord[run.status]}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-slate-700 tabular-nums" aria-live="polite" aria-atomic="true">
        {counts}
        {run.status !== 'running' || run.succeeded + run.failed > 0
          ? `: ${formatCount(run.succeeded)} succeeded, ${formatCount(run.failed)} failed`
          : ''}
      </p>
      <div className="mt-2">
        <ProgressBar label={title} value={run.processed} max={Math.max(run.total, 1)} valueText={counts} />
      </div>
      {run.message ? <p className="mt-2 text-sm break-words text-slate-600">{run.message}</p> : null}
      <RunOutcomes outcomes={run.outcomes} label={`${title}: outcomes`} />
    </section>
  );
}
