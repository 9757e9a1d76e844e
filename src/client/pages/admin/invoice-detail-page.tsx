import { Link } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ApiError } from '../../lib/api-client.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { minnesotaToday } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { AuditTrail } from '../../features/audit/audit-trail.tsx';
import { InvoiceDetail, useInvoice } from '../../features/billing/invoice-detail.tsx';

/** /admin/invoices/:id: one invoice with its lines, payment and history. */
export function Page({ params }: PageProps) {
  const id = Number(params['id']);
  const invoice = useInvoice(id);
  const missing = !Number.isInteger(id) || id < 1 || (invoice.error instanceof ApiError && invoice.error.status === 404);
  let content;
  if (missing)
    content = (
      <Card>
        <StateMessage icon={<SearchX className="size-6" aria-hidden="true" />} title="Invoice not found">
          There is no invoice with this number.
        </StateMessage>
      </Card>
    );
  else if (invoice.isPending)
    content = (
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  else if (invoice.isError)
    content = (
      <Card>
        <LoadError
          title="The invoice could not be loaded"
          message={callErrorMessage(invoice.error)}
          onRetry={() => void invoice.refetch()}
          retrying={invoice.isFetching}
        />
      </Card>
    );
  else
    content = (
      <>
        <InvoiceDetail invoice={invoice.data} today={minnesotaToday()} />
        <AuditTrail entity="invoice" entityId={invoice.data.id} title="History of this invoice" />
      </>
    );
  return (
    <PortalPage
      title={invoice.data ? `Invoice ${invoice.data.invoiceNumber}` : 'Invoice'}
      actions={
        <Link href="/admin/invoices" className={buttonClasses({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          All invoices
        </Link>
      }
    >
      {content}
    </PortalPage>
  );
}
