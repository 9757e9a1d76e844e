import { defineEndpoint } from '../http/endpoint.ts';
import type { billingSchemas } from './billing.ts';

type Schemas = typeof billingSchemas;

const tag = 'billing';

export const listInvoices = defineEndpoint<Schemas['listInvoices']>({
  method: 'GET',
  path: '/api/admin/invoices',
  access: 'admin',
  tag,
  summary: 'Invoices, newest first, filtered by status (overdue included), customer and billed month',
});

export const getInvoice = defineEndpoint<Schemas['getInvoice']>({
  method: 'GET',
  path: '/api/admin/invoices/:id',
  access: 'admin',
  tag,
  summary: 'One invoice with its lines',
  errors: [404],
});

export const previewIssueInvoices = defineEndpoint<Schemas['previewIssueInvoices']>({
  method: 'GET',
  path: '/api/admin/invoices/issue-preview',
  access: 'admin',
  tag,
  summary: "A dry run of issuing a month's invoices: what the run would make now (customers, amounts, total, count), writing nothing",
  errors: [409],
});

export const issueInvoices = defineEndpoint<Schemas['issueInvoices']>({
  method: 'POST',
  path: '/api/admin/invoices/issue',
  access: 'admin',
  tag,
  summary:
    "Issue a month's invoices: one per active plan (prorated) and one per customer for completed one-off visits; never twice; " +
    'with previewDigest, only what that preview showed',
  errors: [409],
});

export const markInvoicePaid = defineEndpoint<Schemas['markInvoicePaid']>({
  method: 'POST',
  path: '/api/admin/invoices/:id/mark-paid',
  access: 'admin',
  tag,
  summary: 'Mark a pending invoice paid',
  errors: [404, 409],
});

export const voidInvoice = defineEndpoint<Schemas['voidInvoice']>({
  method: 'POST',
  path: '/api/admin/invoices/:id/void',
  access: 'admin',
  tag,
  summary: 'Void a pending invoice: its number is kept, its plan month and visits can be billed again',
  errors: [404, 409],
});

export const downloadInvoicePdf = defineEndpoint<Schemas['downloadInvoicePdf']>({
  method: 'GET',
  path: '/api/admin/invoices/:id/pdf',
  access: 'admin',
  tag,
  summary: 'An invoice as a PDF',
  produces: 'application/pdf',
  errors: [404],
});

export const listCustomerInvoices = defineEndpoint<Schemas['listCustomerInvoices']>({
  method: 'GET',
  path: '/api/customer/invoices',
  access: 'customer',
  tag,
  summary: "The signed-in customer's invoices (pending, paid, overdue), newest first",
});

export const downloadCustomerInvoicePdf = defineEndpoint<Schemas['downloadCustomerInvoicePdf']>({
  method: 'GET',
  path: '/api/customer/invoices/:id/pdf',
  access: 'customer',
  tag,
  summary: "One of the signed-in customer's invoices as a PDF (another customer's is 404)",
  produces: 'application/pdf',
  errors: [404],
});
