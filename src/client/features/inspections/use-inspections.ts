import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUrgentTasks } from '#shared/contracts/admin-dashboard.endpoints.ts';
import {
  closeAction,
  getSiteInspectionSettings,
  listCrewActions,
  listInspectableSites,
  listTemplates,
  qualityOverview,
  saveSiteInspectionSettings,
  saveTemplate,
  uploadInspectionPhoto,
} from '#shared/contracts/inspections.endpoints.ts';
import type { SaveTemplateRequest, SiteInspectionSettingsInput } from '#shared/contracts/inspections.ts';
import type { FacilityType } from '#shared/domain/quote.ts';
import { apiQuery, callApi, callApiWithBytes } from '../../lib/api-client.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { dataUrlToBlob } from './inspection-queue.ts';

export function useInspectableSites(enabled = true) {
  return useQuery({ ...apiQuery(listInspectableSites), retry: false, enabled });
}

export function useCrewActions() {
  return useQuery(apiQuery(listCrewActions));
}

/** The crew closes an action: the photo goes up first, then the closing names it. */
export function useCloseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note, photo }: { id: number; note: string; photo: string }) => {
      const uploaded = await callApiWithBytes(uploadInspectionPhoto, await dataUrlToBlob(photo));
      return callApi(closeAction, { params: { id }, body: { note, photoId: uploaded.id } });
    },
    onSuccess: () => void refreshReads(queryClient, [listCrewActions.path]),
  });
}

export function useQualityOverview(filter: { siteId?: number | undefined; inspectorId?: number | undefined }) {
  return useQuery(apiQuery(qualityOverview, { query: { siteId: filter.siteId, inspectorId: filter.inspectorId } }));
}

export function useInspectionTemplates() {
  return useQuery(apiQuery(listTemplates));
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ facilityType, body }: { facilityType: FacilityType; body: SaveTemplateRequest }) =>
      callApi(saveTemplate, { params: { facilityType }, body }),
    onSuccess: () => void refreshReads(queryClient, [listTemplates.path, listInspectableSites.path]),
  });
}

export function useSiteInspectionSettings(siteId: number | undefined) {
  return useQuery({ ...apiQuery(getSiteInspectionSettings, { params: { siteId: siteId ?? 0 } }), enabled: siteId !== undefined });
}

export function useSaveSiteInspectionSettings(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteInspectionSettingsInput) => callApi(saveSiteInspectionSettings, { params: { siteId }, body }),
    onSuccess: () =>
      void refreshReads(queryClient, [
        getSiteInspectionSettings.path.replace(':siteId', String(siteId)),
        qualityOverview.path,
        getUrgentTasks.path,
      ]),
  });
}
