import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import type { EstimateRow } from './estimate-rows.ts';

interface Props {
  title: string;
  rows: readonly EstimateRow[];
  className?: string | undefined;
  /** One level below the heading of the block it sits in. */
  headingLevel?: 'h3' | 'h4' | undefined;
}

/** One block of the estimate: item, right-aligned amount, unit; subtotals and the total set off with a rule. */
export function EstimateTable({ title, rows, className, headingLevel: Heading = 'h4' }: Props) {
  const id = useId();
  return (
    <div className={cn('break-inside-avoid', className)}>
      <Heading id={id} className="text-base font-semibold text-slate-900">
        {title}
      </Heading>
      <table aria-labelledby={id} className="mt-2 w-full border-collapse text-sm">
        <thead>
          <tr className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            <th scope="col" className="py-1.5 pr-3 text-left font-medium">
              Item
            </th>
            <th scope="col" className="py-1.5 pl-3 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="w-22 py-1.5 pl-2 text-left font-medium sm:w-32">
              Unit
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.label}
              className={cn(
                'border-t',
                row.emphasis ? 'border-slate-300 font-semibold text-slate-900' : 'border-slate-100 text-slate-700',
                row.emphasis === 'total' && 'border-t-2 border-slate-800 bg-slate-50 text-base',
              )}
            >
              <th scope="row" className={cn('py-2 pr-3 text-left', row.emphasis ? 'font-semibold' : 'font-normal')}>
                {row.label}
              </th>
              {row.unit ? (
                <>
                  <td className="py-2 pl-3 text-right text-slate-900 tabular-nums">{row.value}</td>
                  <td className="py-2 pl-2 text-left text-xs font-normal text-slate-500">{row.unit}</td>
                </>
              ) : (
                // A text value (e.g. the facility category) has no unit: it takes both columns.
                <td colSpan={2} className="py-2 pl-3 text-right text-slate-900">
                  {row.value}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
