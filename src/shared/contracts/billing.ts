import * as z from './zod.ts';
import { isIsoDate } from '../domain/company-time.ts';

/**
 * Invoices (issue 13, decision 0017): a month of a service plan, or a customer's completed one-off
 * visits of a month. Money is integer cents inside; the spec's `amount` is dollars on the wire.
 * Overdue is not stored: a pending invoice whose due date is before today on the Minnesota calendar.
 */

/** What the admin sees; `void` never reaches a customer. */
export const adminInvoiceStatuses = ['pending', 'paid', 'overdue', 'void'] as const;
export type AdminInvoiceStatus = (typeof adminInvoiceStatuses)[number];
/** The spec's statuses: what a customer sees. */
export const customerInvoiceStatuses = ['pending', 'paid', 'overdue'] as const;

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = 'Use a month like 2026-11';
const DATE_MESSAGE = 'Use a date like 2026-11-24';

/** A billed month, 'YYYY-MM'. */
export const monthSchema = z.text(MONTH_MESSAGE).check(z.trim(), z.regex(MONTH, MONTH_MESSAGE));
const isoDateSchema = z.text(DATE_MESSAGE).check(z.trim(), z.refine(isIsoDate, DATE_MESSAGE));
const idSchema = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

export const invoiceIdParams = z.object({ id: idSchema });

const DIGEST_MESSAGE = 'Use the digest of the preview (64 hexadecimal characters)';

/**
 * POST /api/admin/invoices/issue. With `previewDigest` (from GET .../issue-preview), the run issues
 * only if it would make exactly what that preview showed, else 409 and nothing is written (decision 0040).
 */
export const issueInvoicesRequestSchema = z.object({
  month: monthSchema,
  previewDigest: z.optional(z.text(DIGEST_MESSAGE).check(z.regex(/^[0-9a-f]{64}$/, DIGEST_MESSAGE))),
});
export type IssueInvoicesRequest = z.input<typeof issueInvoicesRequestSchema>;

/** GET /api/admin/invoices/issue-preview?month=: the run's dry run. */
export const issuePreviewQuerySchema = z.object({ month: monthSchema });

/** One invoice the run would issue. */
export const issuePreviewInvoiceSchema = z.object({
  kind: z.enum(['plan', 'bookings']),
  customer: z.object({ id: z.int(), name: z.text(), companyName: z.nullable(z.text()) }),
  servicePlanId: z.nullable(z.int()),
  description: z.text(),
  /** One-off visits on it (0 for a plan month). */
  visits: z.int(),
  amountCents: z.int(),
});
export type IssuePreviewInvoice = z.infer<typeof issuePreviewInvoiceSchema>;

/**
 * What POST .../issue would make now, from the same code, writing nothing: the invoices in the order
 * they would be numbered, their count and total, and `digest` to confirm exactly this with.
 */
export const issuePreviewSchema = z.object({
  month: z.text(),
  issueDate: z.text(),
  dueDate: z.text(),
  invoices: z.array(issuePreviewInvoiceSchema),
  count: z.int(),
  totalCents: z.int(),
  planInvoices: z.int(),
  bookingInvoices: z.int(),
  bookingsBilled: z.int(),
  /** Plans active in the month that already have an invoice for it (left as they are). */
  skipped: z.int(),
  /** Completed one-off visits of the month without a price: not billed. */
  unpriced: z.int(),
  digest: z.text(),
});
export type IssuePreview = z.infer<typeof issuePreviewSchema>;

/** What one run made, for the screen to report. A second run of the same month makes nothing. */
export const issueInvoicesResultSchema = z.object({
  month: z.text(),
  issueDate: z.text(),
  dueDate: z.text(),
  /** Invoices made by this run: plan months plus one-off visit invoices. */
  created: z.int(),
  planInvoices: z.int(),
  bookingInvoices: z.int(),
  /** One-off visits billed by this run. */
  bookingsBilled: z.int(),
  /** Plans active in the month that already had an invoice for it (left as they are). */
  skipped: z.int(),
  /** Completed one-off visits of the month without a price: not billed. */
  unpriced: z.int(),
  /** The numbers given, in order. */
  numbers: z.array(z.text()),
  totalCents: z.int(),
});
export type IssueInvoicesResult = z.infer<typeof issueInvoicesResultSchema>;

/** GET /api/admin/invoices: filters, newest first, paged by id. */
export const invoiceListQuerySchema = z.object({
  status: z.optional(z.enum(adminInvoiceStatuses, 'Choose pending, paid, overdue or void')),
  customerId: z.optional(idSchema),
  /** The billed month. */
  month: z.optional(monthSchema),
  /** Keyset paging: invoices older than this id (the previous page's `nextBefore`). */
  before: z.optional(idSchema),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;
export type InvoiceListFilter = z.infer<typeof invoiceListQuerySchema>;

/** Who an invoice is addressed to, as it was when issued. */
export const billToSchema = z.object({
  name: z.text(),
  company: z.nullable(z.text()),
  address: z.nullable(z.text()),
  email: z.text(),
});

export const invoiceSchema = z.object({
  id: z.int(),
  invoiceNumber: z.text(),
  kind: z.enum(['plan', 'bookings']),
  customer: z.object({ id: z.int(), name: z.text(), companyName: z.nullable(z.text()), email: z.text() }),
  servicePlanId: z.nullable(z.int()),
  /** The billed month, 'YYYY-MM'. */
  month: z.nullable(z.text()),
  issueDate: z.text(),
  dueDate: z.text(),
  description: z.text(),
  /** Dollars, as the spec's Invoice has it. */
  amount: z.number(),
  amountCents: z.int(),
  status: z.enum(adminInvoiceStatuses),
  paidAt: z.nullable(z.text()),
  paymentReference: z.nullable(z.text()),
  billTo: billToSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceLineSchema = z.object({
  position: z.int(),
  description: z.text(),
  quantity: z.int(),
  unitPriceCents: z.int(),
  amountCents: z.int(),
  bookingId: z.nullable(z.int()),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceDetailSchema = z.extend(invoiceSchema, { lines: z.array(invoiceLineSchema) });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoicePageSchema = z.object({
  invoices: z.array(invoiceSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.nullable(z.int()),
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** POST /api/admin/invoices/:id/mark-paid: the day the money came (today when left out) and its reference. */
export const markPaidRequestSchema = z.object({
  paidOn: z.optional(isoDateSchema),
  reference: z.nullish(
    z.pipe(
      z.text().check(z.trim(), z.maxLength(100, 'Keep the payment reference under 100 characters')),
      z.transform((v: string) => (v === '' ? null : v)),
    ),
  ),
});
export type MarkPaidRequest = z.input<typeof markPaidRequestSchema>;

/** POST /api/admin/invoices/:id/void. */
export const voidInvoiceRequestSchema = z.object({
  reason: z
    .text('Say why the invoice is void')
    .check(z.trim(), z.minLength(1, 'Say why the invoice is void'), z.maxLength(500, 'Keep the reason under 500 characters')),
});
export type VoidInvoiceRequest = z.input<typeof voidInvoiceRequestSchema>;

/** The spec's Invoice (customer portal): void invoices are left out. */
export const customerInvoiceSchema = z.object({
  id: z.int(),
  invoiceNumber: z.text(),
  issueDate: z.text(),
  dueDate: z.text(),
  description: z.text(),
  amount: z.number(),
  status: z.enum(customerInvoiceStatuses),
});
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

/** The schemas of each endpoint in billing.endpoints.ts, by its name (the server registers them). */
export const billingSchemas = {
  listInvoices: { query: invoiceListQuerySchema, response: invoicePageSchema },
  getInvoice: { params: invoiceIdParams, response: invoiceDetailSchema },
  previewIssueInvoices: { query: issuePreviewQuerySchema, response: issuePreviewSchema },
  issueInvoices: { body: issueInvoicesRequestSchema, response: issueInvoicesResultSchema },
  markInvoicePaid: { params: invoiceIdParams, body: markPaidRequestSchema, response: invoiceSchema },
  voidInvoice: { params: invoiceIdParams, body: voidInvoiceRequestSchema, response: invoiceSchema },
  downloadInvoicePdf: { params: invoiceIdParams },
  listCustomerInvoices: { response: z.array(customerInvoiceSchema) },
  downloadCustomerInvoicePdf: { params: invoiceIdParams },
};
