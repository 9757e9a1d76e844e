import { dataExportNameOf, dataExportNames } from '#shared/contracts/data-export.ts';
import { companyDate } from '#shared/domain/company-time.ts';
import { toCsv } from '#shared/text/csv.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { datasets } from './data-export.datasets.ts';
import { createDataExportRepository } from './data-export.repository.ts';

/** Rows read per query: big enough that a year of bookings is a few hundred reads, small enough to stay light in memory. */
export const EXPORT_PAGE_SIZE = 500;

export interface DataExportFile {
  filename: string;
  /** The CSV text in pieces (the header, then a page of rows each), read from the database as they are pulled. */
  chunks: AsyncGenerator<string>;
}

/**
 * The company's data export (decision 0030). Opening a file checks its name (a 404 before anything
 * is sent); its rows are read only as the answer is written, one keyset page at a time, so a large
 * table never sits in memory at once. The pages are separate reads, not one transaction: holding a
 * snapshot open while a slow client downloads would hold a connection (PGlite has one), and a row
 * written meanwhile appears at most once either way.
 */
export function createDataExportService(deps: { db: Database; pageSize?: number }) {
  const pageSize = deps.pageSize ?? EXPORT_PAGE_SIZE;
  const repo = createDataExportRepository(deps.db);
  return {
    open(file: string, now = new Date()): DataExportFile {
      const name = dataExportNameOf(file);
      if (!name) {
        const known = dataExportNames.map((n) => `${n}.csv`).join(', ');
        throw new AppError('NOT_FOUND', `No export named '${file.slice(0, 100)}': the exports are ${known}`);
      }
      const dataset = datasets[name];
      const today = companyDate(now);
      async function* chunks(): AsyncGenerator<string> {
        yield toCsv([dataset.header]);
        for await (const rows of dataset.pages(repo, pageSize, today)) yield toCsv(rows);
      }
      return { filename: `${name}-${today}.csv`, chunks: chunks() };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
