import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { addDays, weekStart } from '#shared/domain/company-time.ts';
import { listTimesheets } from '#shared/contracts/timesheets.endpoints.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { minnesotaToday } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { PayrollExport } from '../../features/timesheets/payroll-export.tsx';
import { sortTimesheets, TimesheetList, type TimesheetSort, type TimesheetSortKey } from '../../features/timesheets/timesheet-list.tsx';
import { WeekPicker, weekFrom } from '../../features/timesheets/week-picker.tsx';

/** /admin/timesheets?week=: each employee's week (Sunday to Saturday), to check, approve and export for payroll. */
export function Page() {
  // Last week by default: the one ready to approve.
  const lastWeek = addDays(weekStart(minnesotaToday()), -7);
  const search = useSearch();
  const [, navigate] = useLocation();
  const week = weekFrom(new URLSearchParams(search).get('week'), lastWeek);
  const [sort, setSort] = useState<TimesheetSort>({ key: 'name', direction: 'ascending' });
  const list = useQuery(apiQuery(listTimesheets, { query: { week } }));
  const sorted = useMemo(() => sortTimesheets(list.data?.timesheets ?? [], sort), [list.data, sort]);

  let body;
  if (list.isPending)
    body = (
      <div className="grid gap-3 p-4 sm:p-5" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 rounded-lg" />
        ))}
      </div>
    );
  else if (list.isError && !list.data)
    body = (
      <LoadError
        title="The timesheets could not be loaded"
        message={callErrorMessage(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (sorted.length === 0)
    body = (
      <StateMessage icon={<Clock className="size-6" aria-hidden="true" />} title="No time recorded this week">
        Employees appear here once they clock in, add an entry or drive in drive mode. Choose another week to look back.
      </StateMessage>
    );
  else
    body = (
      <TimesheetList
        weeks={sorted}
        sort={sort}
        onSort={(key: TimesheetSortKey) =>
          setSort((current) =>
            current.key === key
              ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
              : { key, direction: 'ascending' },
          )
        }
      />
    );

  return (
    <PortalPage
      title="Timesheets"
      description="Each employee's hours and mileage by week (Sunday to Saturday, Minnesota time). Approve ended weeks, then download them for payroll."
    >
      <Card className="overflow-hidden" role="region" aria-labelledby="timesheets-heading">
        <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="timesheets-heading" className="text-lg font-semibold text-slate-900">
              Employees
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {list.data ? `${list.data.timesheets.length} with time or trips` : null}
            </p>
          </div>
          <WeekPicker week={week} onChange={(next) => navigate(`/admin/timesheets?week=${next}`, { replace: true })} />
          {list.isError && list.data ? (
            <p role="alert" className="text-sm text-red-700">
              The list could not be refreshed: {callErrorMessage(list.error)}
            </p>
          ) : null}
        </div>
        <div aria-busy={list.isFetching || undefined}>{body}</div>
      </Card>
      <PayrollExport initialWeek={lastWeek} />
    </PortalPage>
  );
}
