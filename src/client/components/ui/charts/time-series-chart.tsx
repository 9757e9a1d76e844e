import { cn } from '../../../lib/cn.ts';
import { toneStroke, toneSwatch, type ChartTone } from './bar-chart.tsx';
import { allZero, AxisLabels, ChartFrame, niceMax, plainNumber } from './chart-frame.tsx';

export interface TimeSeries {
  name: string;
  values: readonly number[];
  tone?: ChartTone | undefined;
}

export interface TimeSeriesChartProps {
  title: string;
  description?: string | undefined;
  /** One label per point, oldest first ('Nov 2', '14:00'). */
  labels: readonly string[];
  series: readonly TimeSeries[];
  format?: ((value: number) => string) | undefined;
  height?: number | undefined;
  axisLabels?: number | undefined;
  /** Shown in words instead of the plot when every value is 0 (a chart with no data: "No leads in these 12 weeks."). */
  emptyText?: string | undefined;
  className?: string | undefined;
}

const fallbackTones: readonly ChartTone[] = ['brand', 'accent', 'emerald', 'slate'];

/**
 * Lines over time in plain SVG (one or more series on one scale), with a legend when there are
 * several, HTML axis labels and a visually hidden table of every point.
 */
export function TimeSeriesChart({
  title,
  description,
  labels,
  series,
  format = plainNumber,
  height = 160,
  axisLabels = 4,
  emptyText,
  className,
}: TimeSeriesChartProps) {
  const top = niceMax(series.flatMap((s) => s.values));
  const n = labels.length;
  const x = (i: number) => (n <= 1 ? 50 : (i / (n - 1)) * 100);
  const y = (v: number) => 100 - Math.max(0, Math.min(100, (v / top) * 100));
  const toneOf = (s: TimeSeries, index: number) => s.tone ?? fallbackTones[index % fallbackTones.length] ?? 'brand';
  const legend =
    series.length > 1 ? (
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden="true">
        {series.map((s, index) => (
          <li key={s.name} className="flex items-center gap-1.5">
            <span className={cn('inline-block h-0.5 w-4 rounded', toneSwatch[toneOf(s, index)])} />
            {s.name}
          </li>
        ))}
      </ul>
    ) : null;

  return (
    <ChartFrame
      title={title}
      description={description}
      labels={labels}
      columns={series.map((s) => ({ name: s.name, format }))}
      rows={labels.map((_, i) => series.map((s) => s.values[i] ?? 0))}
      legend={legend}
      empty={emptyText && allZero(series.flatMap((s) => s.values)) ? emptyText : null}
      className={className}
    >
      <div className="relative">
        <span className="absolute top-0 left-0 -translate-y-full text-[11px] leading-4 text-slate-500 tabular-nums">{format(top)}</span>
        <svg
          role="presentation"
          className="mt-4 block w-full overflow-visible"
          style={{ height }}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          focusable="false"
        >
          {[0, 50, 100].map((level) => (
            <line
              key={level}
              x1={0}
              x2={100}
              y1={level}
              y2={level}
              className="stroke-slate-200"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {series.map((s, index) => {
            const points =
              n === 1
                ? `0,${y(s.values[0] ?? 0)} 100,${y(s.values[0] ?? 0)}`
                : labels.map((_, i) => `${x(i)},${y(s.values[i] ?? 0)}`).join(' ');
            const tone = toneOf(s, index);
            return (
              <g key={s.name}>
                {index === 0 && n > 1 ? (
                  <polygon points={`0,100 ${points} 100,100`} className={cn('fill-current opacity-10', toneText[tone])} />
                ) : null}
                <polyline
                  points={points}
                  fill="none"
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                  vectorEffect="non-scaling-stroke"
                  className={toneStroke[tone]}
                />
              </g>
            );
          })}
        </svg>
      </div>
      <AxisLabels labels={labels} count={axisLabels} bars={false} />
    </ChartFrame>
  );
}

const toneText: Record<ChartTone, string> = {
  brand: 'text-brand-600',
  accent: 'text-accent-500',
  emerald: 'text-emerald-600',
  slate: 'text-slate-400',
};
