import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import {
  createServicePlan,
  generateBookings,
  listBookings,
  listServicePlans,
  setPlanCrew,
  updateServicePlan,
} from '#shared/contracts/operations.endpoints.ts';
import type { CreateServicePlanRequest, PlanCrewRequest, UpdateServicePlanRequest } from '#shared/contracts/operations.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshReads } from '../../../lib/query-refresh.ts';

/** Plans, the visits they produce and the audit trails: a plan change can touch all three. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void refreshReads(queryClient, [listServicePlans.path, listBookings.path, listAuditEvents.path]);
}

export function useCreatePlan() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateServicePlanRequest) => callApi(createServicePlan, { body }), onSuccess: refresh });
}

export function useUpdatePlan(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateServicePlanRequest) => callApi(updateServicePlan, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useSetPlanCrew(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: PlanCrewRequest) => callApi(setPlanCrew, { params: { id }, body }), onSuccess: refresh });
}

export function useGenerateBookings() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => callApi(generateBookings), onSuccess: refresh });
}
