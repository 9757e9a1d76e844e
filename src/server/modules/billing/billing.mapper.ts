import type { Invoice } from '#shared/contracts/billing.ts';
import { companyDate, type IsoDate } from '#shared/domain/company-time.ts';
import type {
  BillableBooking,
  BillingContact,
  BillTo,
  InvoiceLineRow,
  InvoiceRow,
  ListedInvoice,
  NewInvoiceLine,
} from './billing.repository.ts';
import { dayLabel, displayStatus, dollars } from './invoice-periods.ts';

/** How billing's rows become what admins, customers, documents and the audit trail see. */
export function personName(c: { firstName: string | null; lastName: string | null; username: string }): string {
  return [c.firstName?.trim(), c.lastName?.trim()].filter(Boolean).join(' ') || c.username;
}

export function billTo(contact: BillingContact, fallbackAddress: string | null): BillTo {
  return {
    name: personName(contact),
    company: contact.companyName?.trim() || null,
    address: contact.billingAddress?.trim() || fallbackAddress,
    email: contact.billingEmail?.trim() || contact.email,
  };
}

export const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** '2026-12-01' -> '2026-12'. */
export const monthOf = (date: string | null) => (date === null ? null : date.slice(0, 7));

/** The invoice as admins see it (the audit trail records the same). */
export function toInvoice(row: ListedInvoice, today: IsoDate): Invoice {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    kind: row.kind,
    customer: { id: row.customer.id, name: personName(row.customer), companyName: row.customer.companyName, email: row.customer.email },
    servicePlanId: row.servicePlanId,
    month: monthOf(row.periodMonth),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    description: row.description,
    amount: dollars(row.amountCents),
    amountCents: row.amountCents,
    status: displayStatus(row.status, row.dueDate, today),
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentReference: row.paymentReference,
    billTo: row.billTo,
  };
}

export function toLine(line: InvoiceLineRow) {
  return {
    position: line.position,
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    amountCents: line.amountCents,
    bookingId: line.bookingId,
  };
}

/** What the audit trail keeps of an invoice: its stored state (no derived overdue). */
export function auditView(row: InvoiceRow) {
  return {
    invoiceNumber: row.invoiceNumber,
    kind: row.kind,
    customerId: row.customerId,
    servicePlanId: row.servicePlanId,
    periodMonth: row.periodMonth,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    amountCents: row.amountCents,
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentReference: row.paymentReference,
  };
}

export function groupByCustomer(visits: BillableBooking[]): BillableBooking[][] {
  const groups = new Map<number, BillableBooking[]>();
  for (const visit of visits) {
    const group = groups.get(visit.customerId);
    if (group) group.push(visit);
    else groups.set(visit.customerId, [visit]);
  }
  return [...groups.values()];
}

export function bookingLine(visit: BillableBooking, position: number): NewInvoiceLine {
  const cents = visit.priceCents ?? 0;
  return {
    position,
    bookingId: visit.id,
    description: `${visit.serviceType}, ${dayLabel(companyDate(visit.doneAt))}, ${visit.location}`,
    quantity: 1,
    unitPriceCents: cents,
    amountCents: cents,
  };
}
