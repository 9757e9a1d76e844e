import { allZero, AxisLabels, ChartFrame, niceMax, plainNumber } from './chart-frame.tsx';

export type ChartTone = 'brand' | 'accent' | 'emerald' | 'slate';

// Literal class names so Tailwind's scanner sees them; colours from the app's theme (styles.css).
export const toneFill: Record<ChartTone, string> = {
  brand: 'fill-brand-600',
  accent: 'fill-accent-500',
  emerald: 'fill-emerald-600',
  slate: 'fill-slate-400',
};
export const toneStroke: Record<ChartTone, string> = {
  brand: 'stroke-brand-600',
  accent: 'stroke-accent-600',
  emerald: 'stroke-emerald-600',
  slate: 'stroke-slate-400',
};
export const toneSwatch: Record<ChartTone, string> = {
  brand: 'bg-brand-600',
  accent: 'bg-accent-500',
  emerald: 'bg-emerald-600',
  slate: 'bg-slate-400',
};

export interface BarChartProps {
  title: string;
  description?: string | undefined;
  data: readonly { label: string; value: number }[];
  /** The data table's column heading for the values ('Leads', 'Revenue'). */
  valueName: string;
  format?: ((value: number) => string) | undefined;
  tone?: ChartTone | undefined;
  /** Plot height in px; the width follows the card. */
  height?: number | undefined;
  /** How many x-axis labels at most (the rest are in the table and the bars' tooltips). */
  axisLabels?: number | undefined;
  /**
   * Room for at least this many bars, drawn from the left: a trend of up to 12 months with one month so far
   * shows one bar of a month's width, not a block across the card.
   */
  slots?: number | undefined;
  /** Shown in words instead of the plot when every value is 0 (a chart with no data: "No leads in these 12 weeks."). */
  emptyText?: string | undefined;
  className?: string | undefined;
}

/**
 * Vertical bars in plain SVG: the plot stretches to its card's width (no sideways scroll at 390 px),
 * the labels are HTML so they keep their size, and the numbers are in a visually hidden table.
 */
export function BarChart({
  title,
  description,
  data,
  valueName,
  format = plainNumber,
  tone = 'brand',
  height = 160,
  axisLabels = 4,
  slots = 0,
  emptyText,
  className,
}: BarChartProps) {
  const top = niceMax(data.map((d) => d.value));
  const slot = 10;
  const width = Math.max(1, data.length, slots) * slot;
  return (
    <ChartFrame
      title={title}
      description={description}
      labels={data.map((d) => d.label)}
      columns={[{ name: valueName, format }]}
      rows={data.map((d) => [d.value])}
      empty={emptyText && allZero(data.map((d) => d.value)) ? emptyText : null}
      className={className}
    >
      <div className="relative">
        <span className="absolute top-0 left-0 -translate-y-full text-[11px] leading-4 text-slate-500 tabular-nums">{format(top)}</span>
        <svg
          role="presentation"
          className="mt-4 block w-full overflow-visible"
          style={{ height }}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          focusable="false"
        >
          {[0, 50, 100].map((y) => (
            <line key={y} x1={0} x2={width} y1={y} y2={y} className="stroke-slate-200" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {data.map((d, i) => {
            const h = Math.max(0, Math.min(100, (d.value / top) * 100));
            return (
              <rect key={`${i}-${d.label}`} x={i * slot + 1.5} width={slot - 3} y={100 - h} height={h} rx={0.5} className={toneFill[tone]}>
                <title>{`${d.label}: ${format(d.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <AxisLabels labels={data.map((d) => d.label)} count={axisLabels} bars slots={Math.max(data.length, slots)} />
    </ChartFrame>
  );
}
