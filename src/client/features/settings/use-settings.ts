import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettings,
  listNotifications,
  retryNotification,
  testEmail,
  testSms,
  testTelegram,
  updateNotificationSettings,
} from '#shared/contracts/notifications.endpoints.ts';
import type { NoticeChannelName, UpdateNotificationSettings } from '#shared/contracts/notifications.ts';
import {
  getPricingConfig,
  listPricingVersions,
  previewPricingConfig,
  updatePricingConfig,
} from '#shared/contracts/quote/pricing.endpoints.ts';
import type { PricingConstants } from '#shared/contracts/quote/pricing.ts';
import { getCompanySettings, updateCompanySettings } from '#shared/contracts/settings.endpoints.ts';
import type { CompanyProfileInput } from '#shared/contracts/settings.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { refreshReads } from '../../lib/query-refresh.ts';

export const useCompanySettings = () => useQuery(apiQuery(getCompanySettings));

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProfileInput) => callApi(updateCompanySettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(apiQuery(getCompanySettings).queryKey, saved),
  });
}

export const usePricingConfig = () => useQuery(apiQuery(getPricingConfig));
export const usePricingVersions = () => useQuery(apiQuery(listPricingVersions));

export const usePreviewPricing = () => useMutation({ mutationFn: (body: PricingConstants) => callApi(previewPricingConfig, { body }) });

/** Saves with If-Match: the version the editor opened; a 409 means someone else saved since. */
export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ constants, version }: { constants: PricingConstants; version: number }) =>
      callApi(updatePricingConfig, { body: constants, headers: { 'If-Match': `"${version}"` } }),
    onSuccess: () => void refreshReads(queryClient, [getPricingConfig.path]),
  });
}

export const useNotificationSettings = () => useQuery(apiQuery(getNotificationSettings));
export const useFailedNotifications = () => useQuery(apiQuery(listNotifications, { query: { status: 'failed' } }));

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettings) => callApi(updateNotificationSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(apiQuery(getNotificationSettings).queryKey, saved),
  });
}

const testEndpoints = { email: testEmail, sms: testSms, telegram: testTelegram } as const;

export const useTestNotice = () =>
  useMutation({
    mutationFn: ({ channel, type }: { channel: NoticeChannelName; type: 'lead' | 'contact' }) =>
      callApi(testEndpoints[channel], { body: { type } }),
  });

export function useRetryNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(retryNotification, { params: { id } }),
    onSuccess: () => void refreshReads(queryClient, [listNotifications.path]),
  });
}
