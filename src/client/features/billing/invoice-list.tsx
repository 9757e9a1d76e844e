import { Link } from 'wouter';
import { Ban } from 'lucide-react';
import type { Invoice } from '#shared/contracts/billing.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SortHeader } from '../../components/ui/sort-header.tsx';
import { formatDate, formatDollars, formatMonth } from '../../lib/business-format.ts';
import { InvoicePdfButton } from './invoice-actions.tsx';
import { invoiceCustomer, invoicePath, invoiceStatusBadge, invoiceStatusLabels, isOpenInvoice } from './invoice-format.ts';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

export type InvoiceSortKey = 'number' | 'customer' | 'due' | 'amount' | 'status';
export interface InvoiceSort {
  key: InvoiceSortKey;
  direction: 'ascending' | 'descending';
}

const statusOrder: Record<Invoice['status'], number> = { overdue: 0, pending: 1, paid: 2, void: 3 };

export function sortInvoices(invoices: readonly Invoice[], sort: InvoiceSort): Invoice[] {
  const compare: Record<InvoiceSortKey, (a: Invoice, b: Invoice) => number> = {
    number: (a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber),
    customer: (a, b) => invoiceCustomer(a).localeCompare(invoiceCustomer(b), 'en-US', { sensitivity: 'base' }),
    due: (a, b) => a.dueDate.localeCompare(b.dueDate),
    amount: (a, b) => a.amountCents - b.amountCents,
    status: (a, b) => statusOrder[a.status] - statusOrder[b.status],
  };
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...invoices].sort((a, b) => sign * compare[sort.key](a, b) || b.id - a.id);
}

export interface InvoiceListProps {
  invoices: readonly Invoice[];
  sort: InvoiceSort;
  onSort: (key: InvoiceSortKey) => void;
  onMarkPaid: (invoice: Invoice) => void;
  onVoid: (invoice: Invoice) => void;
}

const th = 'px-2.5 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-2.5 py-2 align-middle';

function Actions({
  invoice,
  onMarkPaid,
  onVoid,
  compact,
}: { invoice: Invoice; compact?: boolean } & Pick<InvoiceListProps, 'onMarkPaid' | 'onVoid'>) {
  return (
    <div className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end">
      <InvoicePdfButton invoice={invoice} />
      {isOpenInvoice(invoice) ? (
        <>
          <Button variant="outline" onClick={() => onMarkPaid(invoice)}>
            Mark paid<span className="sr-only"> {invoice.invoiceNumber}</span>
          </Button>
          {/* At a desk the row is tight: Void is an icon, named for screen readers and by its tooltip. */}
          <Button
            variant="ghost"
            className={
              compact ? 'w-11 px-0 text-red-700 hover:bg-red-50 hover:text-red-800' : 'px-3 text-red-700 hover:bg-red-50 hover:text-red-800'
            }
            title={compact ? `Void ${invoice.invoiceNumber}` : undefined}
            onClick={() => onVoid(invoice)}
          >
            {compact ? <Ban aria-hidden="true" /> : 'Void'}
            <span className="sr-only">{compact ? `Void ${invoice.invoiceNumber}` : ` ${invoice.invoiceNumber}`}</span>
          </Button>
        </>
      ) : null}
    </div>
  );
}

function Status({ invoice }: { invoice: Invoice }) {
  return <Badge variant={invoiceStatusBadge[invoice.status]}>{invoiceStatusLabels[invoice.status]}</Badge>;
}

/** Invoices: a sortable table at a desk, cards on phones, each with its PDF, and mark paid / void while open. */
export function InvoiceList({ invoices, sort, onSort, onMarkPaid, onVoid }: InvoiceListProps) {
  const header = (key: InvoiceSortKey, label: string, className = '') => (
    <SortHeader
      label={label}
      active={sort.key === key}
      direction={sort.direction}
      onSort={() => onSort(key)}
      className={`${th} ${className}`}
    />
  );
  return (
    <>
      <TableScroller label="Invoices table" className="hidden lg:block">
        <table className="w-full min-w-[56rem] border-collapse text-sm">
          <caption className="sr-only">Invoices</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {header('number', 'Number', 'pl-4')}
              {header('customer', 'Customer')}
              {header('due', 'Due')}
              {header('amount', 'Amount', 'text-right')}
              {header('status', 'Status')}
              <th scope="col" className={`${th} pr-4 text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="hover:bg-slate-50/70">
                <td className={`${td} pl-4 whitespace-nowrap`}>
                  <Link
                    href={invoicePath(invoice.id)}
                    className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-800 hover:underline"
                  >
                    {invoice.invoiceNumber}
                  </Link>
                </td>
                <td className={`${td} min-w-44`}>
                  <p className="text-slate-900">{invoiceCustomer(invoice)}</p>
                  <p className="text-slate-600">
                    {invoice.kind === 'plan' ? `Plan #${invoice.servicePlanId}` : 'One-off visits'}
                    {invoice.month ? `, ${formatMonth(invoice.month)}` : ''}
                  </p>
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatDate(invoice.dueDate)}</td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatDollars(invoice.amount)}</td>
                <td className={td}>
                  <Status invoice={invoice} />
                </td>
                <td className={`${td} pr-4`}>
                  <Actions invoice={invoice} onMarkPaid={onMarkPaid} onVoid={onVoid} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <ul className="divide-y divide-slate-200 lg:hidden" aria-label="Invoices">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="grid gap-2 px-4 py-3">
            <div className="flex items-center justify-between gap-2">
              <Link
                href={invoicePath(invoice.id)}
                className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-800 hover:underline"
              >
                {invoice.invoiceNumber}
              </Link>
              <Status invoice={invoice} />
            </div>
            <p className="text-sm text-slate-800">
              {invoiceCustomer(invoice)} · <span className="font-semibold tabular-nums">{formatDollars(invoice.amount)}</span>
            </p>
            <p className="text-sm text-slate-600">
              {invoice.month ? `${formatMonth(invoice.month)} · ` : ''}due {formatDate(invoice.dueDate)}
            </p>
            <Actions invoice={invoice} onMarkPaid={onMarkPaid} onVoid={onVoid} />
          </li>
        ))}
      </ul>
    </>
  );
}
