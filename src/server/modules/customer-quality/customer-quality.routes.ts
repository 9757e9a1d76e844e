import type { FastifyInstance } from 'fastify';
import {
  downloadCustomerInspectionPdf,
  getCustomerInspection,
  getQualityTrend,
  getServiceFigures,
  getVisitsToday,
  listCustomerInspections,
  setInspectionReportEmail,
} from '#shared/contracts/customer-quality.endpoints.ts';
import { customerQualitySchemas } from '#shared/contracts/customer-quality.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { CustomerQualityService } from './customer-quality.service.ts';
// Queues each inspection's report e-mail in its transaction (a listener of the inspections module).
import './inspection-report-listener.ts';

/**
 * Quality the customer can see (issue 33, decision 0046), and the admin dashboard's quality trend.
 * Customer routes act on the session's user, never on an id the browser sends for whose rows to read.
 */
export function customerQualityRoutes(quality: CustomerQualityService) {
  return async (app: FastifyInstance) => {
    const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;

    registerEndpoint(app, getVisitsToday, customerQualitySchemas.getVisitsToday, {
      handler: (request) => quality.visitsToday(me(request)),
    });
    registerEndpoint(app, getServiceFigures, customerQualitySchemas.getServiceFigures, {
      handler: (request) => quality.figures(me(request)),
    });
    registerEndpoint(app, listCustomerInspections, customerQualitySchemas.listCustomerInspections, {
      handler: (request) => quality.inspections(me(request), request.query.months),
    });
    registerEndpoint(app, getCustomerInspection, customerQualitySchemas.getCustomerInspection, {
      handler: (request) => quality.inspection(me(request), request.params.id),
    });
    registerEndpoint(app, downloadCustomerInspectionPdf, customerQualitySchemas.downloadCustomerInspectionPdf, {
      handler: async (request, reply) => sendPdf(reply, await quality.inspectionPdf(me(request), request.params.id)),
    });
    registerEndpoint(app, setInspectionReportEmail, customerQualitySchemas.setInspectionReportEmail, {
      handler: (request) => quality.setReportEmail(me(request), request.params.id, request.body.reportEmail),
    });
    registerEndpoint(app, getQualityTrend, customerQualitySchemas.getQualityTrend, {
      handler: () => quality.qualityTrend(),
    });
  };
}
