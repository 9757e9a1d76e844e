import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { downloadDataExport } from '#shared/contracts/data-export.endpoints.ts';
import { dataExportSchemas } from '#shared/contracts/data-export.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { DataExportService } from './data-export.service.ts';

/** The admin's data export: customers, leads, bookings, invoices and time entries as CSV files. */
export function dataExportRoutes(exports: DataExportService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, downloadDataExport, dataExportSchemas.downloadDataExport, {
      handler: (request, reply) => {
        const { filename, chunks } = exports.open(request.params.dataset);
        // Streamed: each page is written as it is read, and a client that goes away stops the reads.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .send(Readable.from(chunks, { objectMode: false }));
      },
    });
  };
}
