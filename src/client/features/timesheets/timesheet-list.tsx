import { Link } from 'wouter';
import { MapPinOff } from 'lucide-react';
import type { TimesheetWeek } from '#shared/contracts/timesheets.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { SortHeader } from '../../components/ui/sort-header.tsx';
import { formatHours, formatMiles, payText, timesheetPath } from './timesheet-format.ts';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

export type TimesheetSortKey = 'name' | 'hours' | 'flags' | 'status';
export interface TimesheetSort {
  key: TimesheetSortKey;
  direction: 'ascending' | 'descending';
}

/** The employees of a week in the chosen order; ties by name. */
export function sortTimesheets(weeks: readonly TimesheetWeek[], sort: TimesheetSort): TimesheetWeek[] {
  const byName = (a: TimesheetWeek, b: TimesheetWeek) => a.employee.name.localeCompare(b.employee.name, 'en-US', { sensitivity: 'base' });
  const compare: Record<TimesheetSortKey, (a: TimesheetWeek, b: TimesheetWeek) => number> = {
    name: byName,
    hours: (a, b) => a.totalMinutes - b.totalMinutes,
    flags: (a, b) => a.farPunches + a.openEntries + a.openTrips - (b.farPunches + b.openEntries + b.openTrips),
    status: (a, b) => (a.status === b.status ? 0 : a.status === 'open' ? -1 : 1),
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...weeks].sort((a, b) => sign * compare[sort.key](a, b) || byName(a, b));
}

function Flags({ week }: { week: TimesheetWeek }) {
  const flags: string[] = [];
  if (week.farPunches > 0) flags.push(`${week.farPunches} far from site`);
  if (week.openEntries > 0) flags.push(`${week.openEntries} clocked in`);
  if (week.openTrips > 0) flags.push(`${week.openTrips} trip under way`);
  if (flags.length === 0) return <span className="text-slate-600">No flags</span>;
  return (
    <span className="inline-flex items-start gap-1 text-amber-800">
      {week.farPunches > 0 ? <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : null}
      {flags.join(', ')}
    </span>
  );
}

function Status({ week }: { week: TimesheetWeek }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={week.status === 'approved' ? 'secondary' : 'info'}>{week.status === 'approved' ? 'Approved' : 'Open'}</Badge>
      {week.exportedAt ? <Badge variant="outline">Exported</Badge> : null}
    </span>
  );
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2.5 align-top';

/** The week's employees with their totals and flags: a sortable table at a desk, cards on phones. */
export function TimesheetList({
  weeks,
  sort,
  onSort,
}: {
  weeks: readonly TimesheetWeek[];
  sort: TimesheetSort;
  onSort: (key: TimesheetSortKey) => void;
}) {
  const header = (key: TimesheetSortKey, label: string, className = '') => (
    <SortHeader
      label={label}
      active={sort.key === key}
      direction={sort.direction}
      onSort={() => onSort(key)}
      className={`${th} ${className}`}
    />
  );
  return (
    <>
      <TableScroller label="Timesheets table" className="hidden lg:block">
        <table className="w-full min-w-[52rem] border-collapse text-sm">
          <caption className="sr-only">Timesheets of the week</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {header('name', 'Employee', 'pl-4')}
              {header('hours', 'Hours', 'text-right')}
              <th scope="col" className={`${th} text-right`}>
                Miles
              </th>
              <th scope="col" className={`${th} text-right`}>
                Pay
              </th>
              {header('flags', 'Flags')}
              {header('status', 'Status', 'pr-4')}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {weeks.map((week) => (
              <tr key={week.employee.id} className="hover:bg-slate-50/70">
                <td className={`${td} pl-4`}>
                  <Link
                    href={timesheetPath(week.employee.id, week.weekStart)}
                    className="inline-flex min-h-11 flex-col justify-center font-semibold text-brand-800 hover:underline"
                  >
                    {week.employee.name}
                    <span className="font-normal text-slate-600">
                      {week.employee.username}
                      {week.employee.isActive ? '' : ' · inactive'}
                    </span>
                  </Link>
                </td>
                <td className={`${td} text-right tabular-nums`}>{formatHours(week.totalHours)}</td>
                <td className={`${td} text-right tabular-nums`}>{formatMiles(week.totalMiles)}</td>
                <td className={`${td} text-right tabular-nums`}>{payText(week)}</td>
                <td className={td}>
                  <Flags week={week} />
                </td>
                <td className={`${td} pr-4`}>
                  <Status week={week} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <ul className="divide-y divide-slate-200 lg:hidden" aria-label="Timesheets">
        {weeks.map((week) => (
          <li key={week.employee.id}>
            <Link href={timesheetPath(week.employee.id, week.weekStart)} className="grid gap-1 px-4 py-3 hover:bg-slate-50">
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">{week.employee.name}</span>
                <Status week={week} />
              </span>
              <span className="text-sm text-slate-800">
                {formatHours(week.totalHours)} · {formatMiles(week.totalMiles)} · {payText(week)}
              </span>
              <span className="text-sm">
                <Flags week={week} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
