import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCustomer, listCustomers } from '#shared/contracts/customers.endpoints.ts';
import { issuePasswordLink } from '#shared/contracts/users.endpoints.ts';
import type { PasswordLink } from '#shared/contracts/users.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { refreshReads } from '../../lib/query-refresh.ts';

/** The customers whose name or e-mail holds `q` (all without), with balance and portal access. */
export function useCustomers(q: string) {
  return useQuery({ ...apiQuery(listCustomers, { query: q ? { q } : {} }), placeholderData: keepPreviousData });
}

export function useCustomer(id: number) {
  return useQuery(apiQuery(getCustomer, { params: { id } }));
}

/**
 * A new set-password link for the customer's Client Portal, through user management's own call (one flow
 * for every user: it retires older links and e-mails the new one when SMTP is set up). The customer's
 * page and the list then show the portal as invited.
 */
export function useSendPortalLink(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<PasswordLink> => callApi(issuePasswordLink, { params: { id: customerId } }),
    onSuccess: () => void refreshReads(queryClient, [listCustomers.path]),
  });
}
