import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createLead,
  getCrmSummary,
  getLeadJourney,
  listCrmActivities,
  logLeadActivity,
  updateLead,
} from '#shared/contracts/crm/crm.endpoints.ts';
import type { CreateLeadRequest, LogActivityRequest, UpdateLeadRequest } from '#shared/contracts/crm/crm.ts';
import { listLeads } from '#shared/contracts/crm/leads.endpoints.ts';
import type { LeadListQuery } from '#shared/contracts/crm/leads.ts';
import { callApi, apiQuery } from '../../lib/api-client.ts';
import { refreshReads } from '../../lib/query-refresh.ts';

/** The recent activities a lead's panel shows (spec: at most 5 per lead). */
export const RECENT_ACTIVITIES = 5;

export function useLeads(query: LeadListQuery) {
  // The list stays on screen while a new filter's page loads.
  return useQuery({ ...apiQuery(listLeads, { query }), placeholderData: keepPreviousData });
}

export const useCrmSummary = () => useQuery(apiQuery(getCrmSummary));

export const useLeadJourney = (leadId: string) => useQuery(apiQuery(getLeadJourney, { params: { leadId } }));

export const useRecentActivities = (leadId: string) =>
  useQuery(apiQuery(listCrmActivities, { query: { leadId, limit: RECENT_ACTIVITIES } }));

/** Every CRM read a change can touch: the lists, the tiles, histories and journeys (score). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void refreshReads(queryClient, [listLeads.path, getCrmSummary.path, listCrmActivities.path]);
}

export function useCreateLead() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateLeadRequest) => callApi(createLead, { body }), onSuccess: refresh });
}

export function useUpdateLead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ leadId, body }: { leadId: string; body: UpdateLeadRequest }) => callApi(updateLead, { params: { leadId }, body }),
    onSuccess: refresh,
  });
}

export function useLogActivity(leadId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LogActivityRequest) => callApi(logLeadActivity, { params: { leadId }, body }),
    onSuccess: refresh,
  });
}
