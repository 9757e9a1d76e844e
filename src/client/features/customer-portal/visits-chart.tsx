import { useId } from 'react';

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Nov 2026' from '2026-11'. */
export function shortMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? monthLabel.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : month;
}

/**
 * Visits per month as a bar chart built from a table: each row a month, its bar drawn to scale and the
 * number written beside it, so it reads the same to a screen reader, in print and at 390 px. No chart
 * library is installed, and twelve bars need none.
 */
export function VisitsChart({ months }: { months: readonly { month: string; visits: number }[] }) {
  const captionId = useId();
  const most = Math.max(1, ...months.map((m) => m.visits));
  return (
    <figure aria-labelledby={captionId} className="p-5">
      <figcaption id={captionId} className="mb-3 text-sm text-slate-600">
        Completed visits in each of the last {months.length} months, oldest first.
      </figcaption>
      <table className="w-full border-collapse text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Visits completed</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className="w-24 py-1 pr-3 text-left font-medium whitespace-nowrap text-slate-700">
                {shortMonth(m.month)}
              </th>
              <td className="py-1">
                <div className="flex items-center gap-2">
                  <div
                    aria-hidden="true"
                    className="h-5 rounded-sm bg-brand-600"
                    style={{ width: `${(m.visits / most) * 85}%`, minWidth: m.visits > 0 ? '0.25rem' : 0 }}
                  />
                  <span className="font-semibold text-slate-900 tabular-nums">{m.visits}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
