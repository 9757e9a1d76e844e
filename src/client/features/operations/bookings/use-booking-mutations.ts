import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import {
  cancelBooking,
  completeBooking,
  createBooking,
  listBookings,
  setBookingCrew,
  updateBooking,
} from '#shared/contracts/operations.endpoints.ts';
import type { CreateBookingRequest, UpdateBookingRequest } from '#shared/contracts/operations.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshReads } from '../../../lib/query-refresh.ts';

/** Every booking read (lists, calendars, each visit) and the audit trails, which a change adds to. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void refreshReads(queryClient, [listBookings.path, listAuditEvents.path]);
}

export function useCreateBooking() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateBookingRequest) => callApi(createBooking, { body }), onSuccess: refresh });
}

export function useUpdateBooking(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: UpdateBookingRequest) => callApi(updateBooking, { params: { id }, body }), onSuccess: refresh });
}

export function useCancelBooking(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (reason: string) => callApi(cancelBooking, { params: { id }, body: { reason } }), onSuccess: refresh });
}

export function useCompleteBooking(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callApi(completeBooking, { params: { id } }), onSuccess: refresh });
}

export function useSetBookingCrew(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (employeeIds: number[]) => callApi(setBookingCrew, { params: { id }, body: { employeeIds } }),
    onSuccess: refresh,
  });
}
