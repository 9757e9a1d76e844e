import type { AdminInvoiceStatus, Invoice } from '#shared/contracts/billing.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';
import { customerSummaryLabel } from '../../lib/directory.ts';

export const invoiceStatusLabels: Record<AdminInvoiceStatus, string> = {
  pending: 'Pending',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};
export const invoiceStatusBadge: Record<AdminInvoiceStatus, BadgeVariant> = {
  pending: 'info',
  overdue: 'destructive',
  paid: 'secondary',
  void: 'outline',
};

export function invoiceCustomer(invoice: Invoice): string {
  return customerSummaryLabel(invoice.customer);
}

/** Pending and overdue invoices can still be paid or voided. */
export const isOpenInvoice = (invoice: Pick<Invoice, 'status'>) => invoice.status === 'pending' || invoice.status === 'overdue';

export const invoicePath = (id: number) => `/admin/invoices/${id}`;
