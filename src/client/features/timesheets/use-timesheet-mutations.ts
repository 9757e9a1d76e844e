import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import {
  approveTimesheet,
  createAdminTimeEntry,
  deleteAdminTimeEntry,
  downloadPayrollCsv,
  listTimesheets,
  reopenTimesheet,
  updateAdminTimeEntry,
} from '#shared/contracts/timesheets.endpoints.ts';
import type { AdminEntryRequest, AdminEntryUpdate } from '#shared/contracts/timesheets.ts';
import { listUsers, updateUser } from '#shared/contracts/users.endpoints.ts';
import { callApi } from '../../lib/api-client.ts';
import { downloadFromApi } from '../../lib/api-download.ts';
import { refreshReads } from '../../lib/query-refresh.ts';

/** Every timesheet read (list and each week) and the audit trails. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void refreshReads(queryClient, [listTimesheets.path, listAuditEvents.path]);
}

export function useApproveWeek(employeeId: number, week: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callApi(approveTimesheet, { params: { employeeId, week } }), onSuccess: refresh });
}

export function useReopenWeek(employeeId: number, week: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callApi(reopenTimesheet, { params: { employeeId, week } }), onSuccess: refresh });
}

/** Sets the employee's missing hourly rate from the timesheet (PUT /api/users/{id} with the rate alone). */
export function useSetHourlyRate(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hourlyRate: number) => callApi(updateUser, { params: { id: employeeId }, body: { hourlyRate } }),
    onSuccess: () => void refreshReads(queryClient, [listTimesheets.path, listUsers.path]),
  });
}

export function useCreateEntry() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: AdminEntryRequest) => callApi(createAdminTimeEntry, { body }), onSuccess: refresh });
}

export function useUpdateEntry(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AdminEntryUpdate) => callApi(updateAdminTimeEntry, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteEntry(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callApi(deleteAdminTimeEntry, { params: { id } }), onSuccess: refresh });
}

/** Downloads the payroll CSV of the approved weeks from `from` to `to` (Sundays); the weeks are then marked exported. */
export function useDownloadPayroll() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      downloadFromApi(downloadPayrollCsv, { query: { from, to } }, `payroll-${from}-to-${to}.csv`),
    onSuccess: refresh,
  });
}
