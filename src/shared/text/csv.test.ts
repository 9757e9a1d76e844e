import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

/** A minimal RFC 4180 reader, to prove what the writer wrote reads back as the cells it was given. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('csvCell', () => {
  it('writes plain text and numbers as they are, and null as an empty field', () => {
    expect(csvCell('Ana Ruiz')).toBe('Ana Ruiz');
    expect(csvCell('2026-11-23')).toBe('2026-11-23');
    expect(csvCell(8.5)).toBe('8.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('Ruiz, Ana')).toBe('"Ruiz, Ana"');
    expect(csvCell('Ana "AJ" Ruiz')).toBe('"Ana ""AJ"" Ruiz"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('defuses formulas: a leading = + - @ tab or CR (and full-width forms) gets an apostrophe, quoted', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1:A2)')).toBe(`"'@SUM(A1:A2)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`);
    // Every full-width and small look-alike a spreadsheet may fold into a formula sign (issue 29).
    for (const sign of ['＋', '－', '＠', '﹦', '﹢', '﹣', '﹫']) expect(csvCell(`${sign}1`), sign).toBe(`"'${sign}1"`);
    expect(csvCell('=HYPERLINK("http://x.example","y")')).toBe(`"'=HYPERLINK(""http://x.example"",""y"")"`);
    // Only the start counts: a formula sign inside text is text.
    expect(csvCell('Ana=Ruiz')).toBe('Ana=Ruiz');
  });

  it('refuses a number that is not finite', () => {
    expect(() => csvCell(Number.NaN)).toThrow();
    expect(() => csvCell(Infinity)).toThrow();
  });
});

describe('toCsv', () => {
  it('ends every line with CRLF and reads back as the cells given (formulas with their apostrophe)', () => {
    const rows = [
      ['Employee', 'Hours'],
      ['Ruiz, Ana', '8.50'],
      ['=cmd|" /C calc"!A0', 1],
      ['multi\r\nline "x"', null],
    ];
    const text = toCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('Employee,Hours');
    expect(parseCsv(text)).toEqual([
      ['Employee', 'Hours'],
      ['Ruiz, Ana', '8.50'],
      [`'=cmd|" /C calc"!A0`, '1'],
      ['multi\r\nline "x"', ''],
    ]);
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});
