import { useState } from 'react';
import type { CustomerInvoice } from '#shared/contracts/billing.ts';
import { formatDate, formatDollars } from '../../lib/business-format.ts';
import { cn } from '../../lib/cn.ts';
import { pageOf } from '../../lib/list-page.ts';
import { ListPager } from '../../components/ui/pager.tsx';
import { InvoicePdfButton } from './invoice-pdf-button.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-middle';

function DueDate({ invoice }: { invoice: CustomerInvoice }) {
  return (
    <span className={cn(invoice.status === 'overdue' && 'font-semibold text-amber-900')}>
      {formatDate(invoice.dueDate)}
      {invoice.status === 'overdue' ? <span className="sr-only"> (past due)</span> : null}
    </span>
  );
}

/**
 * Invoices with the spec's fields, their status and PDF: a table where there is room for one, cards
 * on phones and in narrow columns (the same entries, each read whole).
 */
export function InvoiceList({ invoices, label }: { invoices: readonly CustomerInvoice[]; label: string }) {
  return (
    // Sized by its own width (a container query), so the dashboard's half-width card gets the cards too.
    <div className="@container">
      <div className="hidden @2xl:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={`${th} pl-5`}>
                Invoice
              </th>
              <th scope="col" className={th}>
                Issued
              </th>
              <th scope="col" className={th}>
                Due
              </th>
              <th scope="col" className={`${th} text-right`}>
                Amount
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={`${th} pr-5 text-right`}>
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td className={`${td} pl-5`}>
                  <p className="font-mono font-medium text-slate-900">{invoice.invoiceNumber}</p>
                  <p className="mt-0.5 text-slate-600">{invoice.description}</p>
                </td>
                <td className={`${td} whitespace-nowrap text-slate-700`}>{formatDate(invoice.issueDate)}</td>
                <td className={`${td} whitespace-nowrap text-slate-700`}>
                  <DueDate invoice={invoice} />
                </td>
                <td className={`${td} text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums`}>
                  {formatDollars(invoice.amount)}
                </td>
                <td className={td}>
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className={`${td} pr-5 text-right`}>
                  <InvoicePdfButton invoice={invoice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={label} className="divide-y divide-slate-200 @2xl:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="grid gap-2 px-5 py-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono font-medium text-slate-900">{invoice.invoiceNumber}</p>
                <p className="text-sm break-words text-slate-600">{invoice.description}</p>
              </div>
              <InvoiceStatusBadge status={invoice.status} />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-500">Issued</dt>
                <dd className="text-slate-800">{formatDate(invoice.issueDate)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Due</dt>
                <dd className="text-slate-800">
                  <DueDate invoice={invoice} />
                </dd>
              </div>
              <div className="text-right">
                <dt className="text-xs text-slate-500">Amount</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{formatDollars(invoice.amount)}</dd>
              </div>
            </dl>
            <div>
              <InvoicePdfButton invoice={invoice} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const INVOICES_PAGE_SIZE = 12;

/** A long invoice list a page at a time (a year of monthly invoices per page). */
export function PagedInvoiceList({ invoices, label }: { invoices: readonly CustomerInvoice[]; label: string }) {
  const [page, setPage] = useState(1);
  const shown = pageOf(invoices, page, INVOICES_PAGE_SIZE);
  return (
    <>
      <InvoiceList invoices={shown.items} label={label} />
      <ListPager label={`${label} pages`} shown={shown} onPageChange={setPage} />
    </>
  );
}
