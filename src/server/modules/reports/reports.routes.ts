import type { FastifyInstance } from 'fastify';
import { getAdminReport } from '#shared/contracts/admin-reports.endpoints.ts';
import { adminReportsSchemas } from '#shared/contracts/admin-reports.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { systemClock, type Clock } from '../dashboard/windows.ts';
import { createReportsService } from './reports.service.ts';

/** The Reports tab's six monthly reports (decision 0021), admins only. */
export function reportsRoutes(db: Database, clock: Clock = systemClock) {
  return async (app: FastifyInstance) => {
    const reports = createReportsService(db, clock);
    registerEndpoint(app, getAdminReport, adminReportsSchemas.getReport, {
      handler: (request) => reports.report(request.params.report, request.query),
    });
  };
}
