import { useState } from 'react';
import { Download, LoaderCircle } from 'lucide-react';
import { downloadCustomerInvoicePdf } from '#shared/contracts/billing.endpoints.ts';
import type { CustomerInvoice } from '#shared/contracts/billing.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { downloadFromApi } from '../../lib/api-download.ts';
import { callErrorMessage } from '../../lib/call-error.ts';

/**
 * The invoice's PDF. A plain link cannot carry the sign-in token, so the file comes through the API
 * client and is handed to the browser as a download under the server's file name.
 */
export function InvoicePdfButton({ invoice }: { invoice: Pick<CustomerInvoice, 'id' | 'invoiceNumber'> }) {
  const [pending, setPending] = useState(false);
  async function download() {
    if (pending) return;
    setPending(true);
    try {
      await downloadFromApi(downloadCustomerInvoicePdf, { params: { id: invoice.id } }, `Invoice-${invoice.invoiceNumber}.pdf`);
    } catch (error) {
      toast({ title: 'PDF Not Downloaded', description: callErrorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="outline" size="sm" className="min-h-11" onClick={() => void download()} aria-disabled={pending || undefined}>
      {pending ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden /> : <Download aria-hidden />}
      PDF<span className="sr-only"> of invoice {invoice.invoiceNumber}</span>
    </Button>
  );
}
