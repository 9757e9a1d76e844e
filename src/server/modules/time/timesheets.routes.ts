import type { FastifyInstance } from 'fastify';
import {
  approveTimesheet,
  createAdminTimeEntry,
  deleteAdminTimeEntry,
  downloadPayrollCsv,
  getTimesheet,
  listTimesheets,
  reopenTimesheet,
  updateAdminTimeEntry,
} from '#shared/contracts/timesheets.endpoints.ts';
import { timesheetsSchemas } from '#shared/contracts/timesheets.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import type { TimesheetsService } from './timesheets.service.ts';

/** The admin's timesheets: weeks, approve and reopen, corrections to entries, the payroll CSV. */
export function timesheetsRoutes(timesheets: TimesheetsService) {
  return async (app: FastifyInstance) => {
    const admin = (request: Parameters<typeof currentUser>[0]) => currentUser(request).user.id;

    registerEndpoint(app, listTimesheets, timesheetsSchemas.listTimesheets, {
      handler: (request) => timesheets.list(request.query.week),
    });
    registerEndpoint(app, getTimesheet, timesheetsSchemas.getTimesheet, {
      handler: (request) => timesheets.get(request.params.employeeId, request.query.week),
    });
    registerEndpoint(app, approveTimesheet, timesheetsSchemas.approveTimesheet, {
      handler: (request) => timesheets.approve(admin(request), request.params.employeeId, request.params.week),
    });
    registerEndpoint(app, reopenTimesheet, timesheetsSchemas.reopenTimesheet, {
      handler: (request) => timesheets.reopen(admin(request), request.params.employeeId, request.params.week),
    });
    registerEndpoint(app, createAdminTimeEntry, timesheetsSchemas.createAdminTimeEntry, {
      handler: (request) => timesheets.createEntry(admin(request), request.body),
    });
    registerEndpoint(app, updateAdminTimeEntry, timesheetsSchemas.updateAdminTimeEntry, {
      handler: (request) => timesheets.updateEntry(admin(request), request.params.id, request.body),
    });
    registerEndpoint(app, deleteAdminTimeEntry, timesheetsSchemas.deleteAdminTimeEntry, {
      handler: (request) => timesheets.deleteEntry(admin(request), request.params.id),
    });
    registerEndpoint(app, downloadPayrollCsv, timesheetsSchemas.downloadPayrollCsv, {
      handler: async (request, reply) => {
        const { csv, filename } = await timesheets.payrollCsv(request.query.from, request.query.to);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .send(csv);
      },
    });
  };
}
