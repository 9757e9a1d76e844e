import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { addDays, weekStart } from '#shared/domain/company-time.ts';
import { ApiError } from '../../lib/api-client.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { minnesotaToday } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { AuditTrail } from '../../features/audit/audit-trail.tsx';
import { TimesheetDetail, useTimesheet } from '../../features/timesheets/timesheet-detail.tsx';
import { WeekPicker, weekFrom } from '../../features/timesheets/week-picker.tsx';

/** /admin/timesheets/:employeeId?week=: one employee's week in full, approval, corrections and its history. */
export function Page({ params }: PageProps) {
  const employeeId = Number(params['employeeId']);
  const search = useSearch();
  const [, navigate] = useLocation();
  const week = weekFrom(new URLSearchParams(search).get('week'), addDays(weekStart(minnesotaToday()), -7));
  const timesheet = useTimesheet(employeeId, week);
  const missing =
    !Number.isInteger(employeeId) || employeeId < 1 || (timesheet.error instanceof ApiError && timesheet.error.status === 404);

  let content;
  if (missing)
    content = (
      <Card>
        <StateMessage icon={<SearchX className="size-6" aria-hidden="true" />} title="Employee not found">
          There is no employee with this number.
        </StateMessage>
      </Card>
    );
  else if (timesheet.isPending)
    content = (
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    );
  else if (timesheet.isError)
    content = (
      <Card>
        <LoadError
          title="The timesheet could not be loaded"
          message={callErrorMessage(timesheet.error)}
          onRetry={() => void timesheet.refetch()}
          retrying={timesheet.isFetching}
        />
      </Card>
    );
  else
    content = (
      <>
        <TimesheetDetail
          week={timesheet.data}
          entryHistory={(entry) => <AuditTrail entity="time_entry" entityId={entry.id} title="History of this entry" />}
        />
        <AuditTrail entity="timesheet_week" entityId={`${employeeId}:${week}`} title="History of this week’s approval" />
      </>
    );

  return (
    <PortalPage
      title={timesheet.data ? `Timesheet: ${timesheet.data.employee.name}` : 'Timesheet'}
      actions={
        <Link href={`/admin/timesheets?week=${week}`} className={buttonClasses({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          All employees
        </Link>
      }
    >
      <Card className="p-4 sm:p-5">
        <WeekPicker week={week} onChange={(next) => navigate(`/admin/timesheets/${employeeId}?week=${next}`, { replace: true })} />
      </Card>
      {content}
    </PortalPage>
  );
}
