import { CalendarCheck, LockOpen, Trash2 } from 'lucide-react';
import type { TimesheetWeek } from '#shared/contracts/timesheets.ts';
import type { TimeEntry } from '#shared/contracts/time.ts';
import { ConfirmActionDialog } from '../../components/ui/confirm-action-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { formatWeekRange } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { formatHours, payText } from './timesheet-format.ts';
import { useApproveWeek, useDeleteEntry, useReopenWeek } from './use-timesheet-mutations.ts';

/**
 * Approve an ended week: it locks the entries and trips and fixes the pay at today's rate. Opened only
 * when the server listed no blockers; a refusal that arises meanwhile shows in the dialog.
 */
export function ApproveWeekDialog({ week, open, onClose }: { week: TimesheetWeek; open: boolean; onClose: () => void }) {
  const approve = useApproveWeek(week.employee.id, week.weekStart);
  const close = () => {
    approve.reset();
    onClose();
  };
  return (
    <ConfirmActionDialog
      open={open}
      onCancel={close}
      title={`Approve ${week.employee.name}’s week?`}
      description={`${formatWeekRange(week.weekStart)}: ${formatHours(week.totalHours)}, ${payText(week)}. Approving locks the week: neither the employee nor an admin can change its entries until it is reopened.`}
      confirmLabel="Approve week"
      pendingLabel="Approving…"
      icon={<CalendarCheck aria-hidden="true" />}
      pending={approve.isPending}
      error={approve.isError ? callErrorMessage(approve.error) : null}
      onConfirm={() =>
        approve.mutate(undefined, {
          onSuccess: (approved) => {
            toast({
              title: 'Week approved',
              description: `${approved.employee.name}: ${payText(approved)} for ${formatWeekRange(approved.weekStart)}.`,
            });
            close();
          },
        })
      }
    />
  );
}

/** Reopen an approved week, warning first when a payroll CSV already included it. */
export function ReopenWeekDialog({ week, open, onClose }: { week: TimesheetWeek; open: boolean; onClose: () => void }) {
  const reopen = useReopenWeek(week.employee.id, week.weekStart);
  const close = () => {
    reopen.reset();
    onClose();
  };
  return (
    <ConfirmActionDialog
      open={open}
      onCancel={close}
      title={`Reopen ${week.employee.name}’s week?`}
      description={`${formatWeekRange(week.weekStart)} becomes open again: its entries can be corrected, and the pay is worked out again when it is approved.`}
      confirmLabel="Reopen week"
      pendingLabel="Reopening…"
      icon={<LockOpen aria-hidden="true" />}
      tone="destructive"
      pending={reopen.isPending}
      error={reopen.isError ? callErrorMessage(reopen.error) : null}
      onConfirm={() =>
        reopen.mutate(undefined, {
          onSuccess: ({ warning }) => {
            toast({ title: 'Week reopened', description: warning ?? `${formatWeekRange(week.weekStart)} is open again.` });
            close();
          },
        })
      }
    >
      {week.exportedAt ? (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          A payroll CSV already included this week ({formatMinnesotaTime(week.exportedAt)}). If payroll was run from it, a change now has to
          be settled by hand.
        </p>
      ) : null}
    </ConfirmActionDialog>
  );
}

/** Delete a time entry of an open week. */
export function DeleteEntryDialog({ entry, onClose }: { entry: TimeEntry | null; onClose: () => void }) {
  const remove = useDeleteEntry(entry?.id ?? 0);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmActionDialog
      open={entry !== null}
      onCancel={close}
      title="Delete this time entry?"
      description={
        entry
          ? `${formatMinnesotaTime(entry.clockIn)}${entry.hoursWorked !== null ? `, ${formatHours(entry.hoursWorked)}` : ''}. The history keeps what it was.`
          : ''
      }
      confirmLabel="Delete entry"
      pendingLabel="Deleting…"
      icon={<Trash2 aria-hidden="true" />}
      tone="destructive"
      pending={remove.isPending}
      error={remove.isError ? callErrorMessage(remove.error) : null}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Time entry deleted', description: 'The week’s totals are updated.' });
            close();
          },
        })
      }
    />
  );
}
