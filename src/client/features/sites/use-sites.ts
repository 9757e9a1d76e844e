import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import { getSite, listSites, updateSite } from '#shared/contracts/sites.endpoints.ts';
import type { SiteDetail, SiteListQuery, UpdateSiteRequest } from '#shared/contracts/sites.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { refreshReads } from '../../lib/query-refresh.ts';

/** Every site with its margin figures, filtered and sorted by the server (decision 0047). */
export function useSites(query: SiteListQuery) {
  return useQuery(apiQuery(listSites, { query }));
}

export function useSite(id: number) {
  return useQuery(apiQuery(getSite, { params: { id } }));
}

/** Saves a site's details and notes; the page, the list and the audit trail read again. */
export function useUpdateSite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteRequest): Promise<SiteDetail> => callApi(updateSite, { params: { id }, body }),
    onSuccess: () => void refreshReads(queryClient, [getSite.path, listSites.path, listAuditEvents.path]),
  });
}
