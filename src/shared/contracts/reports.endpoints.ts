import { defineEndpoint } from '../http/endpoint.ts';
import type { adminReportsSchemas } from './reports.ts';

type Schemas = typeof adminReportsSchemas;

export const getAdminReport = defineEndpoint<Schemas['getReport']>({
  method: 'GET',
  path: '/api/admin/reports/:report',
  access: 'admin',
  tag: 'admin-dashboard',
  summary:
    'A monthly report as JSON (financial, user-activity, job-performance, schedule-analysis, lead-analytics, performance-review); period=month, month=YYYY-MM (this month or 12 back)',
});
