import * as z from './zod.ts';

/**
 * The company's data export (issue 17, decision 0030): one CSV per kind of record, read by an admin
 * from Settings. The file is named in the path ('customers.csv'); a name not listed here is a 404
 * naming the ones there are, so the path parameter is any text up to a sane length.
 */
export const dataExportNames = ['customers', 'leads', 'bookings', 'invoices', 'time-entries'] as const;
export type DataExportName = (typeof dataExportNames)[number];

/** 'customers.csv' -> 'customers'; anything else -> undefined. */
export function dataExportNameOf(file: string): DataExportName | undefined {
  const base = file.endsWith('.csv') ? file.slice(0, -'.csv'.length) : '';
  return (dataExportNames as readonly string[]).includes(base) ? (base as DataExportName) : undefined;
}

const FILE_MESSAGE = `Name an export file: ${dataExportNames.map((name) => `${name}.csv`).join(', ')}`;

export const dataExportParamsSchema = z.object({
  dataset: z.text(FILE_MESSAGE).check(z.minLength(1, FILE_MESSAGE), z.maxLength(100, FILE_MESSAGE)),
});

/** The schemas of each endpoint in data-export.endpoints.ts, by its name. */
export const dataExportSchemas = {
  downloadDataExport: { params: dataExportParamsSchema },
};
