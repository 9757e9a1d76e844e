import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** One column of a chart's data table: its heading and how a value reads. */
export interface ChartColumn {
  name: string;
  format?: ((value: number) => string) | undefined;
}

export const plainNumber = (value: number): string => value.toLocaleString('en-US');

/** At most `count` evenly spaced indexes of `length` (first and last always), for the axis labels that fit a phone. */
export function labelIndexes(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = (length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(i * step));
}

/**
 * What the charts share: a figure with its caption, the drawing (hidden from screen readers) and the
 * same numbers as a visually hidden table, so a screen reader, a search for a value and a copy all
 * get the data rather than a picture.
 */
export function ChartFrame({
  title,
  description,
  labels,
  columns,
  rows,
  legend,
  empty,
  className,
  children,
}: {
  title: string;
  description?: string | undefined;
  labels: readonly string[];
  columns: readonly ChartColumn[];
  /** rows[i][c]: the value of column c at label i. */
  rows: readonly (readonly number[])[];
  legend?: ReactNode;
  /** Words shown instead of the drawing when there is nothing to draw (every value 0): an empty plot reads as a broken one. */
  empty?: string | null | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className={cn('min-w-0', className)}>
      <figcaption id={captionId} className="text-sm font-semibold text-slate-900">
        {title}
        {description ? <span className="block font-normal text-slate-600">{description}</span> : null}
      </figcaption>
      {empty ? (
        <p className="mt-3 flex min-h-24 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        <>
          {legend}
          <div aria-hidden="true" className="mt-3">
            {children}
          </div>
        </>
      )}
      {/*
        The table is hidden inside a clipping box: a table ignores the 1 px size sr-only gives it, so on its
        own it kept its rows' height and, positioned absolutely, stretched the page below the last chart (a
        blank band under the dashboard's Analytics tab).
      */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {columns.map((column) => (
                <th key={column.name} scope="col">
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${i}-${label}`}>
                <th scope="row">{label}</th>
                {columns.map((column, c) => (
                  <td key={column.name}>{(column.format ?? plainNumber)(rows[i]?.[c] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The x-axis labels under a plot: a few spaced ones, so they stay readable at 390 px. */
export function AxisLabels({
  labels,
  count,
  bars,
  slots = labels.length,
}: {
  labels: readonly string[];
  count: number;
  bars: boolean;
  /** Bars: the plot's width in bar slots (more than the labels when the bars leave room on the right). */
  slots?: number;
}) {
  const shown = labelIndexes(labels.length, count);
  const n = bars ? slots : labels.length;
  return (
    <div className="relative mt-1 h-4 text-[11px] leading-4 text-slate-500">
      {shown.map((i) => {
        // Bars are centred in their slot; points sit on the slot edges (first at 0%, last at 100%).
        const position = bars ? ((i + 0.5) / n) * 100 : n === 1 ? 50 : (i / (n - 1)) * 100;
        const align = position < 10 ? 'translate-x-0' : position > 90 ? '-translate-x-full' : '-translate-x-1/2';
        return (
          <span key={i} className={cn('absolute top-0 whitespace-nowrap', align)} style={{ left: `${position}%` }}>
            {labels[i]}
          </span>
        );
      })}
    </div>
  );
}

/** Whether there is nothing to draw: no value, or every value 0. */
export function allZero(values: readonly number[]): boolean {
  return values.every((value) => !Number.isFinite(value) || value === 0);
}

/** The largest value and a rounded top for the scale (1, 2 or 5 times a power of ten), never 0. */
export function niceMax(values: readonly number[]): number {
  const max = Math.max(0, ...values.filter(Number.isFinite));
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    if (max <= factor * power) return factor * power;
  }
  return 10 * power;
}
