import type { ContactMessage, FormLead } from '#shared/contracts/contact.ts';

/** The spec's columns (§7), in its order. */
export const FORMS_CSV_COLUMNS = ['Type', 'Company', 'Name', 'Email', 'Phone', 'FacilityType', 'FacilitySize', 'Message'] as const;

/** A spreadsheet reads a cell starting with one of these as a formula (CSV injection): such a cell gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, RFC 4180: quoted when it holds a quote, comma or line break, quotes doubled; formula starts defused. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const fullName = (lead: FormLead) => [lead.firstName, lead.lastName].filter(Boolean).join(' ');

/**
 * The Customer Forms export (spec §7: built in the client from the form data): a BOM so Excel reads
 * UTF-8, the header row, then every lead and every contact message; CRLF line ends.
 */
export function buildFormsCsv(leads: readonly FormLead[], contacts: readonly ContactMessage[]): string {
  const rows: Array<ReadonlyArray<string | number | null>> = [
    FORMS_CSV_COLUMNS,
    ...leads.map((l) => ['Lead', l.companyName, fullName(l), l.email, l.phone, l.facilityType, l.facilitySize, l.message]),
    ...contacts.map((c) => ['Contact', c.company, c.name, c.email, c.phone, '', '', c.message]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
