import { cn } from '../../lib/cn.ts';
import { formatPercent, usageTone } from './dashboard-format.ts';

const barColour = { normal: 'bg-brand-600', amber: 'bg-amber-500', red: 'bg-red-600' } as const;
const note = { normal: null, amber: 'High', red: 'Critical' } as const;

/** One of the System tab's bars: the share used, amber from 70%, red from 90%, with a word as well as a colour. */
export function UsageBar({ label, percent }: { label: string; percent: number }) {
  const tone = usageTone(percent);
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="font-semibold text-slate-900 tabular-nums">
          {note[tone] ? <span className={cn('mr-2 text-xs', tone === 'red' ? 'text-red-700' : 'text-amber-800')}>{note[tone]}</span> : null}
          {formatPercent(percent)}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={formatPercent(percent)}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={cn('h-full rounded-full transition-[width]', barColour[tone])} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
