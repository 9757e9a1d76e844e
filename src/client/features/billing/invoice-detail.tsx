import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { getInvoice } from '#shared/contracts/billing.endpoints.ts';
import type { InvoiceDetail as InvoiceRecord } from '#shared/contracts/billing.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { formatCents, formatDate, formatDollars, formatMonth } from '../../lib/business-format.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { InvoicePdfButton, MarkPaidDialog, VoidInvoiceDialog } from './invoice-actions.tsx';
import { invoiceCustomer, invoiceStatusBadge, invoiceStatusLabels, isOpenInvoice } from './invoice-format.ts';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

export function useInvoice(id: number) {
  return useQuery({ ...apiQuery(getInvoice, { params: { id } }), enabled: Number.isInteger(id) && id > 0 });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** One invoice: to whom, for what (its lines), its status and payment, the PDF, and mark paid / void while open. */
export function InvoiceDetail({ invoice, today }: { invoice: InvoiceRecord; today: string }) {
  const [dialog, setDialog] = useState<'paid' | 'void' | null>(null);
  return (
    <>
      <Card role="region" aria-labelledby="invoice-heading" className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="invoice-heading" className="font-mono text-lg font-semibold text-slate-900">
              {invoice.invoiceNumber}
            </h2>
            <Badge variant={invoiceStatusBadge[invoice.status]}>{invoiceStatusLabels[invoice.status]}</Badge>
          </div>
          <div className="flex flex-wrap gap-2 max-sm:w-full [&>*]:max-sm:flex-1">
            <InvoicePdfButton invoice={invoice} />
            {isOpenInvoice(invoice) ? (
              <>
                <Button variant="outline" onClick={() => setDialog('paid')}>
                  Mark paid
                </Button>
                <Button variant="outline" className="text-red-700" onClick={() => setDialog('void')}>
                  Void
                </Button>
              </>
            ) : null}
          </div>
        </div>
        <dl className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3">
          <Fact label="Customer">{invoiceCustomer(invoice)}</Fact>
          <Fact label="Bill to">
            {[invoice.billTo.company, invoice.billTo.name].filter(Boolean).join(', ')}
            {invoice.billTo.address ? <span className="block text-slate-700">{invoice.billTo.address}</span> : null}
            <span className="block text-slate-700">{invoice.billTo.email}</span>
          </Fact>
          <Fact label="For">
            {invoice.description}
            {invoice.servicePlanId ? (
              <Link href={`/admin/service-plans/${invoice.servicePlanId}`} className="block font-medium text-brand-800 hover:underline">
                Service plan #{invoice.servicePlanId}
              </Link>
            ) : null}
          </Fact>
          <Fact label="Month">{invoice.month ? formatMonth(invoice.month) : '—'}</Fact>
          <Fact label="Issued">{formatDate(invoice.issueDate)}</Fact>
          <Fact label="Due">{formatDate(invoice.dueDate)}</Fact>
          <Fact label="Amount">{formatDollars(invoice.amount)}</Fact>
          {invoice.paidAt ? (
            <Fact label="Paid">
              {formatMinnesotaTime(invoice.paidAt)}
              {invoice.paymentReference ? <span className="block text-slate-700">Reference: {invoice.paymentReference}</span> : null}
            </Fact>
          ) : null}
        </dl>
      </Card>

      <Card role="region" aria-labelledby="lines-heading" className="overflow-hidden">
        <h2 id="lines-heading" className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900 sm:px-5">
          Lines
        </h2>
        <TableScroller label="Invoice lines">
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Description
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Qty
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Unit price
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {invoice.lines.map((line) => (
                <tr key={line.position}>
                  <td className="px-4 py-2">
                    {line.description}
                    {line.bookingId ? (
                      <Link href={`/admin/bookings/${line.bookingId}`} className="ml-2 font-medium text-brand-800 hover:underline">
                        Visit #{line.bookingId}
                      </Link>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCents(line.unitPriceCents)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatCents(line.amountCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200 font-semibold">
              <tr>
                <th scope="row" colSpan={3} className="px-4 py-2 text-right">
                  Total
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{formatCents(invoice.amountCents)}</td>
              </tr>
            </tfoot>
          </table>
        </TableScroller>
      </Card>

      <MarkPaidDialog invoice={dialog === 'paid' ? invoice : null} today={today} onClose={() => setDialog(null)} />
      <VoidInvoiceDialog invoice={dialog === 'void' ? invoice : null} onClose={() => setDialog(null)} />
    </>
  );
}
