/**
 * A CSV writer (RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote or line break
 * quoted with inner quotes doubled) that also defuses spreadsheet formulas: a text cell that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return (or any character whose compatibility form is
 * one: full-width `＝＋－＠`, the small forms `﹦﹢﹣﹫`) would be run as a formula by Excel, LibreOffice or
 * Google Sheets, so it gets a leading apostrophe and is quoted (OWASP's advice for CSV injection).
 * Numbers are written as they are: they are not formulas.
 *
 * No CSV library is installed; this is all the server's exports and the browser's Customer Forms
 * export need (one guard for both: issue 29), and it is tested on its own.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * A spreadsheet would read this text as a formula. Compared in NFKC, the form a spreadsheet may fold
 * a full-width or small sign into, so every look-alike of a formula sign is caught, not a list of some.
 */
export function startsFormula(value: string): boolean {
  return FORMULA_START.test(value.slice(0, 2).normalize('NFKC'));
}

/** One field as it goes into the file. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a number for a CSV cell: ${value}`);
    return String(value);
  }
  if (startsFormula(value)) return `"'${value.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The rows as a CSV document, each line ended by CRLF. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
