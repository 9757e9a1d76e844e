import type { ContactMessage, FormLead } from '#shared/contracts/contact.ts';
import { toCsv, type CsvCell } from '#shared/text/csv.ts';

/** The spec's columns (§7), in its order. */
export const FORMS_CSV_COLUMNS = ['Type', 'Company', 'Name', 'Email', 'Phone', 'FacilityType', 'FacilitySize', 'Message'] as const;

const fullName = (lead: FormLead) => [lead.firstName, lead.lastName].filter(Boolean).join(' ');

/**
 * The Customer Forms export (spec §7: built in the client from the form data): a BOM so Excel reads
 * UTF-8, the header row, then every lead and every contact message; CRLF line ends. Written by the
 * server's CSV writer (shared), so both guard formula starts alike, full-width forms included.
 */
export function buildFormsCsv(leads: readonly FormLead[], contacts: readonly ContactMessage[]): string {
  const rows: Array<ReadonlyArray<CsvCell>> = [
    FORMS_CSV_COLUMNS,
    ...leads.map((l) => ['Lead', l.companyName, fullName(l), l.email, l.phone, l.facilityType, l.facilitySize, l.message]),
    ...contacts.map((c) => ['Contact', c.company, c.name, c.email, c.phone, '', '', c.message]),
  ];
  return `\uFEFF${toCsv(rows)}`;
}
