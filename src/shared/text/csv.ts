/**
 * A CSV writer (RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote or line break
 * quoted with inner quotes doubled) that also defuses spreadsheet formulas: a text cell that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms) would be run as a
 * formula by Excel, LibreOffice or Google Sheets, so it gets a leading apostrophe and is quoted
 * (OWASP's advice for CSV injection). Numbers are written as they are: they are not formulas.
 *
 * No CSV library is installed; this is all the payroll export needs, and it is tested on its own.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One field as it goes into the file. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a number for a CSV cell: ${value}`);
    return String(value);
  }
  if (FORMULA_START.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The rows as a CSV document, each line ended by CRLF. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
