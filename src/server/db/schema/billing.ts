import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoiceStatuses } from '#shared/domain/operations.ts';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { bookings, servicePlans } from './operations.ts';

/** Who an invoice is addressed to, as it was when issued. */
export interface BillTo {
  name: string;
  company: string | null;
  address: string | null;
  email: string;
}

/**
 * A bill: a plan's month or completed one-off bookings. Numbered without gaps per year
 * (`number_sequences` series invoice), due 30 days after issue. Overdue is not stored: it is a
 * pending invoice past its due date on the Minnesota calendar.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceNumber: text('invoice_number').notNull(),
    numberYear: integer('number_year').notNull(),
    numberSeq: integer('number_seq').notNull(),
    kind: text('kind', { enum: ['plan', 'bookings'] }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    servicePlanId: integer('service_plan_id').references(() => servicePlans.id, { onDelete: 'restrict' }),
    /** The first day of the billed month (plan invoices). */
    periodMonth: date('period_month'),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paymentReference: text('payment_reference'),
    billTo: jsonb('bill_to').$type<BillTo>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.invoiceNumber),
    uniqueIndex('invoices_year_seq_idx').on(t.numberYear, t.numberSeq),
    // One invoice per plan and month; a voided one makes room for its re-issue.
    uniqueIndex('invoices_plan_month_idx')
      .on(t.servicePlanId, t.periodMonth)
      .where(sql`${t.servicePlanId} is not null and ${t.status} <> 'void'`),
    index('invoices_customer_issue_idx').on(t.customerId, t.issueDate),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
    // The dashboard's revenue: paid invoices by the day they were paid (decision 0021).
    index('invoices_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check('invoices_kind_check', sql`(${t.kind} = 'plan') = (${t.servicePlanId} is not null and ${t.periodMonth} is not null)`),
    check('invoices_due_check', sql`${t.dueDate} >= ${t.issueDate}`),
    check('invoices_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Set with its invoice's void, so the booking can be billed again. */
    voided: boolean('voided').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoice_lines_position_idx').on(t.invoiceId, t.position),
    // A one-off booking is billed once.
    uniqueIndex('invoice_lines_booking_idx')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null and not ${t.voided}`),
    check('invoice_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
