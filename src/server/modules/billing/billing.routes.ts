import type { FastifyInstance } from 'fastify';
import {
  downloadCustomerInvoicePdf,
  downloadInvoicePdf,
  getInvoice,
  issueInvoices,
  listCustomerInvoices,
  listInvoices,
  markInvoicePaid,
  previewIssueInvoices,
  voidInvoice,
} from '#shared/contracts/billing.endpoints.ts';
import { billingSchemas } from '#shared/contracts/billing.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { BillingService } from './billing.service.ts';
import { sendPdf } from '../../http/send-pdf.ts';

/** Invoices: the admin's issue, list, mark paid, void and PDF; the customer's own list and PDFs. */
export function billingRoutes(billing: BillingService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listInvoices, billingSchemas.listInvoices, {
      handler: (request) => billing.list(request.query),
    });
    registerEndpoint(app, getInvoice, billingSchemas.getInvoice, {
      handler: (request) => billing.get(request.params.id),
    });
    registerEndpoint(app, previewIssueInvoices, billingSchemas.previewIssueInvoices, {
      handler: (request) => billing.previewMonth(request.query.month),
    });
    registerEndpoint(app, issueInvoices, billingSchemas.issueInvoices, {
      handler: (request) => billing.issueMonth(request.body.month, currentUser(request).user.id, request.body.previewDigest),
    });
    registerEndpoint(app, markInvoicePaid, billingSchemas.markInvoicePaid, {
      handler: (request) => billing.markPaid(request.params.id, request.body, currentUser(request).user.id),
    });
    registerEndpoint(app, voidInvoice, billingSchemas.voidInvoice, {
      handler: (request) => billing.void(request.params.id, request.body.reason, currentUser(request).user.id),
    });
    registerEndpoint(app, downloadInvoicePdf, billingSchemas.downloadInvoicePdf, {
      handler: async (request, reply) => sendPdf(reply, await billing.pdf(request.params.id)),
    });

    // The customer's own: the id from the session, never from the browser.
    registerEndpoint(app, listCustomerInvoices, billingSchemas.listCustomerInvoices, {
      handler: (request) => billing.customerInvoices(currentUser(request).user.id),
    });
    registerEndpoint(app, downloadCustomerInvoicePdf, billingSchemas.downloadCustomerInvoicePdf, {
      handler: async (request, reply) => sendPdf(reply, await billing.pdf(request.params.id, currentUser(request).user.id)),
    });
  };
}
