import { defineEndpoint } from '../http/endpoint.ts';
import type { dataExportSchemas } from './data-export.ts';

type Schemas = typeof dataExportSchemas;

export const downloadDataExport = defineEndpoint<Schemas['downloadDataExport']>({
  method: 'GET',
  path: '/api/admin/export/:dataset',
  access: 'admin',
  tag: 'data-export',
  summary:
    'The company’s records as a CSV: customers.csv, leads.csv, bookings.csv, invoices.csv or time-entries.csv (streamed, no secrets)',
  produces: 'text/csv',
  errors: [404],
});
