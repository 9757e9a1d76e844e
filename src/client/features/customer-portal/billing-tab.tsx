import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { listCustomerInvoices } from '#shared/contracts/billing.endpoints.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { formatDollars } from '../../lib/business-format.ts';
import { useSite } from '../../lib/site-context.tsx';
import { PagedInvoiceList } from './invoice-list.tsx';
import { EmptyNote, ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { newestInvoices, outstandingBalance } from './portal-summary.ts';

/** The Billing tab: the outstanding balance and every invoice, newest first, with its status and PDF. */
export function BillingTab() {
  const { company } = useSite();
  const invoices = useQuery(apiQuery(listCustomerInvoices));

  if (invoices.isPending)
    return (
      <PortalSection title="Invoices" description="Every invoice we issued you, newest first, with its PDF.">
        <ListSkeleton label="Loading your invoices…" rows={4} />
      </PortalSection>
    );
  if (invoices.isError)
    return (
      <PortalSection title="Invoices" description="Every invoice we issued you, newest first, with its PDF.">
        <ReadError title="Your invoices could not be loaded" read={invoices} />
      </PortalSection>
    );

  const balance = outstandingBalance(invoices.data);
  const all = newestInvoices(invoices.data);
  return (
    <div className="grid gap-6">
      <PortalSection title="Outstanding balance" description="Pending and overdue invoices together.">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 p-5 sm:grid-cols-3">
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-slate-600">Outstanding</dt>
            <dd className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{formatDollars(balance.amount)}</dd>
          </div>
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-slate-600">Open invoices</dt>
            <dd className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{balance.openCount}</dd>
          </div>
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-slate-600">Overdue</dt>
            <dd
              className={
                balance.overdueCount > 0
                  ? 'flex items-center gap-2 text-3xl font-bold tracking-tight text-amber-900 tabular-nums'
                  : 'text-3xl font-bold tracking-tight text-slate-900 tabular-nums'
              }
            >
              {balance.overdueCount > 0 ? <CircleAlert className="size-6 shrink-0" aria-hidden /> : null}
              {formatDollars(balance.overdueAmount)}
            </dd>
          </div>
        </dl>
        {balance.overdueCount > 0 ? (
          <p className="border-t border-amber-200 bg-amber-50 px-5 py-3 text-sm text-amber-950">
            {balance.overdueCount === 1 ? 'One invoice is' : `${balance.overdueCount} invoices are`} past the due date. Questions about a
            bill? Call us at <span className="whitespace-nowrap">{company.phone}</span>.
          </p>
        ) : null}
      </PortalSection>
      <PortalSection title="Invoices" description="Every invoice we issued you, newest first, with its PDF.">
        {all.length === 0 ? (
          <EmptyNote>No invoices yet. Each invoice shows here once we issue it, with its PDF.</EmptyNote>
        ) : (
          <PagedInvoiceList invoices={all} label="Invoices" />
        )}
      </PortalSection>
    </div>
  );
}
