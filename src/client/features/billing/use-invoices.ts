import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import {
  downloadInvoicePdf,
  issueInvoices,
  listInvoices,
  markInvoicePaid,
  previewIssueInvoices,
  voidInvoice,
} from '#shared/contracts/billing.endpoints.ts';
import type { Invoice, InvoiceListQuery, MarkPaidRequest } from '#shared/contracts/billing.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { downloadFromApi } from '../../lib/api-download.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { useKeysetPages } from '../../lib/use-keyset-pages.ts';

const PAGE = 100;

/** The invoices for the filters, newest first, with "Load more" (keyset pages, each its own cached read). */
export function useInvoiceList(query: InvoiceListQuery) {
  return useKeysetPages(
    (before) => apiQuery(listInvoices, { query: { ...query, limit: PAGE, before } }),
    (page) => page.invoices,
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void refreshReads(queryClient, [listInvoices.path, listAuditEvents.path]);
}

/** The run's dry run: what issuing the month would make now; nothing is written. */
export function usePreviewIssue() {
  return useMutation({ mutationFn: (month: string) => callApi(previewIssueInvoices, { query: { month } }) });
}

/** Issues the month, but only what the preview of `previewDigest` showed (else 409). */
export function useIssueInvoices() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ month, previewDigest }: { month: string; previewDigest: string }) =>
      callApi(issueInvoices, { body: { month, previewDigest } }),
    onSuccess: refresh,
  });
}

export function useMarkPaid(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: MarkPaidRequest) => callApi(markInvoicePaid, { params: { id }, body }), onSuccess: refresh });
}

export function useVoidInvoice(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (reason: string) => callApi(voidInvoice, { params: { id }, body: { reason } }), onSuccess: refresh });
}

/** The invoice's PDF, fetched with the admin's token and saved under the server's file name. */
export function useInvoicePdf() {
  return useMutation({
    mutationFn: (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
      downloadFromApi(downloadInvoicePdf, { params: { id: invoice.id } }, `Invoice-${invoice.invoiceNumber}.pdf`),
  });
}
