import { defineEndpoint } from '../http/endpoint.ts';
import type { customerQualitySchemas } from './customer-quality.ts';

type Schemas = typeof customerQualitySchemas;

const tag = 'customer-quality';

export const getVisitsToday = defineEndpoint<Schemas['getVisitsToday']>({
  method: 'GET',
  path: '/api/customer/visits/today',
  access: 'customer',
  tag,
  summary:
    'The signed-in customer’s visits today (Minnesota day): scheduled, crew on site since the first punch, finished at the last, time on site; never where anyone is',
});

export const getServiceFigures = defineEndpoint<Schemas['getServiceFigures']>({
  method: 'GET',
  path: '/api/customer/service-figures',
  access: 'customer',
  tag,
  summary:
    'The signed-in customer’s measured figures over the last 12 months (inspection score, on-time arrival, problem resolution, hourly rate), each with the company’s target and standard',
});

export const listCustomerInspections = defineEndpoint<Schemas['listCustomerInspections']>({
  method: 'GET',
  path: '/api/customer/inspections',
  access: 'customer',
  tag,
  summary:
    'The signed-in customer’s sites (target, report e-mail), their monthly inspection score trend and the inspections of the last 12 months unless `months` says (1 to 36), newest first',
});

export const getCustomerInspection = defineEndpoint<Schemas['getCustomerInspection']>({
  method: 'GET',
  path: '/api/customer/inspections/:id',
  access: 'customer',
  tag,
  summary:
    'One inspection of the signed-in customer’s sites: areas, items, failed items with photos, corrective actions and when fixed (another’s is 404)',
  errors: [404],
});

export const downloadCustomerInspectionPdf = defineEndpoint<Schemas['downloadCustomerInspectionPdf']>({
  method: 'GET',
  path: '/api/customer/inspections/:id/pdf',
  access: 'customer',
  tag,
  summary: 'One inspection of the signed-in customer’s sites as a PDF report (another’s is 404)',
  produces: 'application/pdf',
  errors: [404],
});

export const setInspectionReportEmail = defineEndpoint<Schemas['setInspectionReportEmail']>({
  method: 'PUT',
  path: '/api/customer/sites/:id/inspection-report-email',
  access: 'customer',
  tag,
  summary: 'Whether each inspection report of one of the signed-in customer’s sites is e-mailed to them (another’s site is 404)',
  errors: [404],
});

export const getQualityTrend = defineEndpoint<Schemas['getQualityTrend']>({
  method: 'GET',
  path: '/api/admin/quality-trend',
  access: 'admin',
  tag,
  summary: 'The company-wide mean inspection score of each of the last 12 months (Minnesota), oldest first',
});
