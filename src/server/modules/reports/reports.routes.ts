import type { FastifyInstance } from 'fastify';
import { getAdminReport } from '#shared/contracts/reports.endpoints.ts';
import { adminReportsSchemas } from '#shared/contracts/reports.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { ReportsService } from './reports.service.ts';

/** The Reports tab's six monthly reports (decision 0021), admins only. */
export function reportsRoutes(reports: ReportsService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getAdminReport, adminReportsSchemas.getReport, {
      handler: (request) => reports.report(request.params.report, request.query),
    });
  };
}
