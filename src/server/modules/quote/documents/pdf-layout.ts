/**
 * Shared drawing helpers of the company's PDF documents (quote, service
 * agreement) on a pdfkit document. US Letter, built-in Helvetica only (no font
 * files, no network), one teal accent colour. Every helper measures before it
 * draws: a block that does not fit on the page starts a new one, a table row is
 * never split, and a section heading is never left alone at a page bottom.
 */
import PDFDocument from 'pdfkit';
import type { CompanyProfile } from '#shared/domain/company.ts';

export type PdfDoc = PDFKit.PDFDocument;

export const COLORS = {
  accent: '#125365',
  accentSoft: '#e7f0f2',
  accentLine: '#9fbec6',
  text: '#1d2a31',
  muted: '#5b6b73',
  rule: '#d6dfe3',
  white: '#ffffff',
} as const;

export const FONTS = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

/** Letter, 0.75 in side margins; the top and bottom leave room for the running header and footer. */
const PAGE_MARGINS = { top: 64, bottom: 62, left: 54, right: 54 } as const;
const BODY_SIZE = 9.5;
const ACCENT_BAR_HEIGHT = 8;

export interface PdfInfo {
  /** Document title (PDF metadata). */
  title: string;
  /** The running header of pages 2 and on, e.g. "Cleaning Quote No. L-123". */
  reference: string;
  subject: string;
  company: CompanyProfile;
  /**
   * The document's creation date (PDF metadata). Given the date the document stands for (a quote's
   * issue), the same document renders the same bytes every time: an accepted agreement is identified
   * by the SHA-256 of those bytes (decision 0017). Without it pdfkit stamps the current time.
   */
  createdAt?: Date | undefined;
}

/**
 * Builds one document: `draw` lays out the content, then every page gets its
 * accent bar, running header (pages 2+) and footer "Page i of n".
 */
export async function renderPdf(info: PdfInfo, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { ...PAGE_MARGINS },
    bufferPages: true,
    info: {
      Title: pdfText(info.title),
      Subject: pdfText(info.subject),
      Author: pdfText(info.company.name),
      Creator: pdfText(info.company.name),
      ...(info.createdAt ? { CreationDate: info.createdAt } : {}),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(FONTS.regular).fontSize(BODY_SIZE).fillColor(COLORS.text);
  draw(doc);
  decoratePages(doc, info);
  doc.end();
  return done;
}

// ---------------------------------------------------------------- text safety

const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters and signs without a decomposition that still have a close Windows-1252 form. */
const NEAREST: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  Ŋ: 'N',
  ŋ: 'n',
  ĸ: 'k',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u200b': '',
  '\ufeff': '',
};

/**
 * The built-in fonts only know Windows-1252. Anything else (emoji, CJK, most
 * Central European letters) would print as garbage: accented letters lose
 * their accent, other characters become "?", control characters a space.
 */
export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n') out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (code < 0x100 || WIN_ANSI_EXTRAS.has(ch)) out += ch;
    else if (NEAREST[ch] !== undefined) out += NEAREST[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base.length > 0 && [...base].every((c) => (c.codePointAt(0) ?? 0) < 0x100) ? base : '?';
    }
  }
  return out;
}

// ---------------------------------------------------------------- geometry

export function contentLeft(doc: PdfDoc): number {
  return doc.page.margins.left;
}

export function contentWidth(doc: PdfDoc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottomLimit(doc: PdfDoc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points still fit above the bottom margin. */
export function ensureSpace(doc: PdfDoc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) {
    doc.addPage();
    doc.x = contentLeft(doc);
  }
}

export function moveDown(doc: PdfDoc, points: number): void {
  doc.y += points;
  doc.x = contentLeft(doc);
}

type TextStyle = { font?: string; size?: number; color?: string };

function setStyle(doc: PdfDoc, style: TextStyle): void {
  doc
    .font(style.font ?? FONTS.regular)
    .fontSize(style.size ?? BODY_SIZE)
    .fillColor(style.color ?? COLORS.text);
}

/** Height of wrapped text at the given style and width. */
function measure(doc: PdfDoc, text: string, width: number, style: TextStyle, lineGap = 1.5): number {
  setStyle(doc, style);
  return doc.heightOfString(text, { width, lineGap });
}

/** Draws wrapped text at an absolute position without moving the flow or breaking pages. */
function textAt(
  doc: PdfDoc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
  align: 'left' | 'right' | 'center' = 'left',
  lineGap = 1.5,
): number {
  const height = measure(doc, text, width, style, lineGap);
  const saved = doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // never let a measured block trigger pdfkit's own page break
  doc.text(text, x, y, { width, align, lineGap });
  doc.page.margins.bottom = saved;
  return height;
}

/** Shortens one line of text with an ellipsis until it fits `width`. */
function fitLine(doc: PdfDoc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

// ---------------------------------------------------------------- letterhead

/**
 * The first-page letterhead: the company name (wraps if long) on the left,
 * phone, e-mail and postal address on the right, a rule under both. The teal
 * accent bar across the top edge is drawn on every page by `decoratePages`.
 */
export function drawLetterhead(doc: PdfDoc, company: CompanyProfile, tagline = 'Commercial Cleaning & Janitorial Services'): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const top = ACCENT_BAR_HEIGHT + 26;
  const rightWidth = 190;
  const leftWidth = width - rightWidth - 20;

  // The name shrinks (down to 14 pt) to stay on one line, and wraps beyond that.
  const name = pdfText(company.name);
  let size = 19;
  setStyle(doc, { font: FONTS.bold, size });
  while (size > 14 && doc.widthOfString(name) > leftWidth) doc.fontSize((size -= 0.5));
  const nameHeight = textAt(doc, name, left, top, leftWidth, { font: FONTS.bold, size, color: COLORS.accent }, 'left', 0);
  const taglineHeight = textAt(doc, pdfText(tagline), left, top + nameHeight + 4, leftWidth, { size: 9, color: COLORS.muted });

  const a = company.address;
  const contact = [company.phone, company.salesEmail, a.street, `${a.city}, ${a.region} ${a.postalCode}`].map(pdfText).join('\n');
  const contactHeight = textAt(doc, contact, left + width - rightWidth, top + 1, rightWidth, { size: 9, color: COLORS.text }, 'right', 2);

  const bottom = Math.max(top + nameHeight + 4 + taglineHeight, top + 1 + contactHeight) + 12;
  doc
    .moveTo(left, bottom)
    .lineTo(left + width, bottom)
    .lineWidth(0.75)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.y = bottom + 18;
  doc.x = left;
}

/**
 * The document title on the left and its reference data (number, dates) on
 * the right as label/value pairs.
 */
export function drawTitleBlock(doc: PdfDoc, title: string, meta: Array<[label: string, value: string]>): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const top = doc.y;
  setStyle(doc, { size: 9 });
  const labelWidth = Math.max(...meta.map(([label]) => doc.widthOfString(pdfText(label)))) + 12;
  setStyle(doc, { font: FONTS.bold, size: 9 });
  const valueWidth = Math.min(width / 2 - labelWidth, Math.max(...meta.map(([, value]) => doc.widthOfString(pdfText(value)))) + 2);
  const metaWidth = Math.max(180, labelWidth + valueWidth);

  const titleHeight = textAt(
    doc,
    pdfText(title),
    left,
    top,
    width - metaWidth - 20,
    { font: FONTS.bold, size: 20, color: COLORS.text },
    'left',
    0,
  );

  let y = top + 2;
  for (const [label, value] of meta) {
    const valueHeight = measure(doc, pdfText(value), metaWidth - labelWidth, { font: FONTS.bold, size: 9 });
    textAt(doc, pdfText(label), left + width - metaWidth, y, labelWidth, { size: 9, color: COLORS.muted }, 'left', 0);
    textAt(doc, pdfText(value), left + width - metaWidth + labelWidth, y, metaWidth - labelWidth, { font: FONTS.bold, size: 9 }, 'right');
    y += Math.max(valueHeight, 11) + 4;
  }
  doc.y = Math.max(top + titleHeight, y) + 16;
  doc.x = left;
}

// ---------------------------------------------------------------- blocks

/**
 * A section heading with a rule under it. `keepWithNext` is the height of the
 * content that must follow on the same page (e.g. a table header and first row).
 */
export function drawSectionHeading(doc: PdfDoc, title: string, keepWithNext = 60): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const style = { font: FONTS.bold, size: 11.5, color: COLORS.accent };
  const height = measure(doc, pdfText(title), width, style, 0);
  if (doc.y > doc.page.margins.top + 1) moveDown(doc, 12);
  ensureSpace(doc, height + 8 + keepWithNext);
  const top = doc.y;
  textAt(doc, pdfText(title), left, top, width, style, 'left', 0);
  const ruleY = top + height + 3;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1)
    .strokeColor(COLORS.accentLine)
    .stroke();
  doc.y = ruleY + 8;
  doc.x = left;
}

export interface ParagraphOptions extends TextStyle {
  /** Space after the paragraph, in points. */
  gap?: number;
  align?: 'left' | 'justify';
}

/** A paragraph in the flow; long paragraphs may continue on the next page. */
export function drawParagraph(doc: PdfDoc, text: string, options: ParagraphOptions = {}): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const safe = pdfText(text);
  ensureSpace(doc, Math.min(measure(doc, safe, width, options), 3 * ((options.size ?? BODY_SIZE) + 3)));
  setStyle(doc, options);
  doc.text(safe, left, doc.y, { width, lineGap: 1.5, align: options.align ?? 'left' });
  doc.x = left;
  moveDown(doc, options.gap ?? 6);
}

/**
 * A numbered contract clause with a hanging number ("2.1") and an optional
 * bold lead-in ("Renewal."). Kept whole on one page.
 */
export function drawClause(doc: PdfDoc, number: string, text: string, lead?: string): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const inner = width - CLAUSE_INDENT;
  const body = pdfText(text);
  const head = lead ? `${pdfText(lead)} ` : '';
  ensureSpace(doc, measure(doc, head + body, inner, {}) + 2);
  const top = doc.y;
  textAt(doc, pdfText(number), left, top, CLAUSE_INDENT, { font: FONTS.bold, color: COLORS.accent });
  const saved = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  if (head) {
    setStyle(doc, { font: FONTS.bold });
    doc.text(head, left + CLAUSE_INDENT, top, { width: inner, lineGap: 1.5, continued: true });
    setStyle(doc, {});
    doc.text(body, { width: inner, lineGap: 1.5 });
  } else {
    setStyle(doc, {});
    doc.text(body, left + CLAUSE_INDENT, top, { width: inner, lineGap: 1.5 });
  }
  doc.page.margins.bottom = saved;
  doc.x = left;
  moveDown(doc, 5);
}

/** Hanging indent of numbered clauses, also the indent of lists that belong to a clause. */
export const CLAUSE_INDENT = 24;

/** A bulleted list; an item is never split across pages. Two columns halve the width. */
export function drawBullets(doc: PdfDoc, items: string[], options: { columns?: 1 | 2; gap?: number; indent?: number } = {}): void {
  const left = contentLeft(doc) + (options.indent ?? 0);
  const width = contentWidth(doc) - (options.indent ?? 0);
  const columns = options.columns ?? 1;
  const gutter = 18;
  const colWidth = columns === 1 ? width : (width - gutter) / 2;
  const indent = 12;
  const style = {};
  const rows: string[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns).map(pdfText));

  for (const row of rows) {
    const height = Math.max(...row.map((item) => measure(doc, item, colWidth - indent, style))) + 4;
    ensureSpace(doc, height);
    const top = doc.y;
    row.forEach((item, i) => {
      const x = left + i * (colWidth + gutter);
      doc
        .circle(x + 3, top + 4.6, 1.8)
        .fillColor(COLORS.accent)
        .fill();
      textAt(doc, item, x + indent, top, colWidth - indent, style);
    });
    doc.y = top + height;
  }
  moveDown(doc, options.gap ?? 2);
}

/** A numbered list ("1.", "2.", ...); an item is never split across pages. */
export function drawNumbered(doc: PdfDoc, items: string[]): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const indent = 16;
  items.forEach((raw, i) => {
    const item = pdfText(raw);
    const height = measure(doc, item, width - indent, {}) + 5;
    ensureSpace(doc, height);
    const top = doc.y;
    textAt(doc, `${i + 1}.`, left, top, indent, { font: FONTS.bold, color: COLORS.accent });
    textAt(doc, item, left + indent, top, width - indent, {});
    doc.y = top + height;
  });
  doc.x = left;
  moveDown(doc, 2);
}

/**
 * A shaded box with a teal stripe on the left: the headline of a notice and
 * its text. Kept whole on one page.
 */
export function drawNotice(doc: PdfDoc, heading: string, text: string): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const pad = 10;
  const inner = width - 2 * pad - 4;
  const headingStyle = { font: FONTS.bold, size: 10, color: COLORS.accent };
  const textStyle = { size: 9 };
  const h1 = measure(doc, pdfText(heading), inner, headingStyle, 0);
  const h2 = measure(doc, pdfText(text), inner, textStyle);
  const height = pad + h1 + 4 + h2 + pad;
  ensureSpace(doc, height);
  const top = doc.y;
  doc.rect(left, top, width, height).fillColor(COLORS.accentSoft).fill();
  doc.rect(left, top, 4, height).fillColor(COLORS.accent).fill();
  textAt(doc, pdfText(heading), left + 4 + pad, top + pad, inner, headingStyle, 'left', 0);
  textAt(doc, pdfText(text), left + 4 + pad, top + pad + h1 + 4, inner, textStyle);
  doc.y = top + height + 10;
  doc.x = left;
}

export interface Highlight {
  label: string;
  value: string;
  note?: string;
}

/** The headline figures: a shaded band with 2-4 large values side by side. */
export function drawHighlights(doc: PdfDoc, items: Highlight[], caption?: string): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const pad = 12;
  const cellWidth = (width - 4 - pad) / Math.max(1, items.length);
  const labelStyle = { font: FONTS.bold, size: 8, color: COLORS.muted };
  const valueStyle = { font: FONTS.bold, size: 22, color: COLORS.accent };
  const noteStyle = { size: 8.5, color: COLORS.muted };
  const inner = cellWidth - pad;
  const cellHeights = items.map(
    (item) =>
      measure(doc, pdfText(item.label.toUpperCase()), inner, labelStyle, 0) +
      4 +
      measure(doc, pdfText(item.value), inner, valueStyle, 0) +
      (item.note ? 3 + measure(doc, pdfText(item.note), inner, noteStyle) : 0),
  );
  const captionHeight = caption ? measure(doc, pdfText(caption), width - 4 - 2 * pad, noteStyle) + 8 : 0;
  const height = pad + Math.max(0, ...cellHeights) + captionHeight + pad;
  ensureSpace(doc, height);
  const top = doc.y;
  doc.rect(left, top, width, height).fillColor(COLORS.accentSoft).fill();
  doc.rect(left, top, 4, height).fillColor(COLORS.accent).fill();

  items.forEach((item, i) => {
    const x = left + 4 + pad + i * cellWidth;
    if (i > 0) {
      doc
        .moveTo(x - pad / 2, top + pad)
        .lineTo(x - pad / 2, top + pad + Math.max(...cellHeights))
        .lineWidth(0.75)
        .strokeColor(COLORS.accentLine)
        .stroke();
    }
    let y = top + pad;
    y += textAt(doc, pdfText(item.label.toUpperCase()), x, y, inner, labelStyle, 'left', 0) + 4;
    y += textAt(doc, pdfText(item.value), x, y, inner, valueStyle, 'left', 0);
    if (item.note) textAt(doc, pdfText(item.note), x, y + 3, inner, noteStyle);
  });
  if (caption) {
    textAt(doc, pdfText(caption), left + 4 + pad, top + pad + Math.max(...cellHeights) + 8, width - 4 - 2 * pad, noteStyle);
  }
  doc.y = top + height + 4;
  doc.x = left;
}

export interface InfoLine {
  /** Shown in a narrow muted column before the value; omit for a plain line. */
  label?: string;
  value: string;
  bold?: boolean;
}

export interface InfoBlock {
  title: string;
  lines: InfoLine[];
}

/** Two or three blocks side by side (e.g. "Prepared for" and "Facility"), kept whole on one page. */
export function drawInfoColumns(doc: PdfDoc, blocks: InfoBlock[]): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const gutter = 24;
  const colWidth = (width - gutter * (blocks.length - 1)) / blocks.length;
  const titleStyle = { font: FONTS.bold, size: 8, color: COLORS.accent };
  const labelWidth = Math.min(86, colWidth * 0.36);

  const lineHeight = (line: InfoLine) => {
    const style = { font: line.bold ? FONTS.bold : FONTS.regular };
    return line.label
      ? Math.max(
          measure(doc, pdfText(line.label), labelWidth - 6, { size: 8.5 }),
          measure(doc, pdfText(line.value), colWidth - labelWidth, style),
        )
      : measure(doc, pdfText(line.value), colWidth, style);
  };
  const blockHeight = (block: InfoBlock) =>
    measure(doc, pdfText(block.title.toUpperCase()), colWidth, titleStyle, 0) +
    8 +
    block.lines.reduce((sum, line) => sum + lineHeight(line) + 3, 0);

  const height = Math.max(...blocks.map(blockHeight));
  ensureSpace(doc, height);
  const top = doc.y;
  blocks.forEach((block, i) => {
    const x = left + i * (colWidth + gutter);
    let y = top;
    y += textAt(doc, pdfText(block.title.toUpperCase()), x, y, colWidth, titleStyle, 'left', 0) + 3;
    doc
      .moveTo(x, y)
      .lineTo(x + colWidth, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    y += 5;
    for (const line of block.lines) {
      const style = { font: line.bold ? FONTS.bold : FONTS.regular };
      if (line.label) {
        textAt(doc, pdfText(line.label), x, y + 0.8, labelWidth - 6, { size: 8.5, color: COLORS.muted });
        textAt(doc, pdfText(line.value), x + labelWidth, y, colWidth - labelWidth, style);
      } else {
        textAt(doc, pdfText(line.value), x, y, colWidth, style);
      }
      y += lineHeight(line) + 3;
    }
  });
  doc.y = top + height + 4;
  doc.x = left;
}

// ---------------------------------------------------------------- tables

export interface TableColumn {
  header: string;
  /** Relative width: the table spans the content width in these proportions. */
  weight: number;
  align?: 'left' | 'right';
}

export type RowStyle = 'normal' | 'subtotal' | 'total';

export interface TableRow {
  cells: string[];
  style?: RowStyle;
}

export interface TableOptions {
  columns: TableColumn[];
  rows: TableRow[];
  /** Header row at the top and again on each continuation page (default true). */
  showHeader?: boolean;
}

const CELL_PAD_X = 7;
const CELL_PAD_Y = 4;

/**
 * A table of 2-4 columns spanning the content width. Money columns are
 * right-aligned; a 'subtotal' row is bold over a rule, a 'total' row is white
 * on teal. A row never splits: one that does not fit starts a new page, which
 * repeats the header row.
 */
export function drawTable(doc: PdfDoc, options: TableOptions): void {
  const { columns, rows } = options;
  if (columns.length < 2 || columns.length > 4) throw new Error(`drawTable takes 2 to 4 columns, got ${columns.length}`);
  for (const row of rows) {
    if (row.cells.length !== columns.length) throw new Error(`Table row has ${row.cells.length} cells for ${columns.length} columns`);
  }
  const showHeader = options.showHeader ?? true;
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const totalWeight = columns.reduce((s, c) => s + c.weight, 0);
  const widths = columns.map((c) => (c.weight / totalWeight) * width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));

  const headerStyle: TextStyle = { font: FONTS.bold, size: 8, color: COLORS.accent };
  const styleOf = (row: TableRow): TextStyle =>
    row.style === 'total'
      ? { font: FONTS.bold, size: 10, color: COLORS.white }
      : row.style === 'subtotal'
        ? { font: FONTS.bold, color: COLORS.text }
        : { color: COLORS.text };

  const heightOf = (cells: string[], style: TextStyle, padY: number) =>
    Math.max(...cells.map((cell, i) => measure(doc, cell, (widths[i] ?? 0) - 2 * CELL_PAD_X, style))) + 2 * padY;

  const headerCells = columns.map((c) => pdfText(c.header.toUpperCase()));
  const headerHeight = showHeader ? heightOf(headerCells, headerStyle, 4.5) : 0;

  const drawCells = (cells: string[], top: number, style: TextStyle, padY: number) => {
    cells.forEach((cell, i) => {
      textAt(doc, cell, (xs[i] ?? left) + CELL_PAD_X, top + padY, (widths[i] ?? 0) - 2 * CELL_PAD_X, style, columns[i]?.align ?? 'left');
    });
  };

  const drawHeader = () => {
    if (!showHeader) {
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
      return;
    }
    const top = doc.y;
    doc.rect(left, top, width, headerHeight).fillColor(COLORS.accentSoft).fill();
    drawCells(headerCells, top, headerStyle, 4.5);
    doc.y = top + headerHeight;
  };

  const safeRows = rows.map((row) => ({ ...row, cells: row.cells.map(pdfText) }));
  const firstHeight = safeRows[0] ? heightOf(safeRows[0].cells, styleOf(safeRows[0]), CELL_PAD_Y) : 0;
  ensureSpace(doc, headerHeight + firstHeight);
  drawHeader();

  safeRows.forEach((row, index) => {
    const style = styleOf(row);
    const padY = row.style === 'total' ? CELL_PAD_Y + 1.5 : CELL_PAD_Y;
    const height = heightOf(row.cells, style, padY);
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      drawHeader();
    }
    const top = doc.y;
    if (row.style === 'total') {
      doc.rect(left, top, width, height).fillColor(COLORS.accent).fill();
    } else if (row.style === 'subtotal') {
      doc
        .moveTo(left, top)
        .lineTo(left + width, top)
        .lineWidth(0.9)
        .strokeColor(COLORS.accentLine)
        .stroke();
    }
    drawCells(row.cells, top, style, padY);
    const next = safeRows[index + 1];
    if (row.style !== 'total' && next?.style !== 'subtotal' && next?.style !== 'total') {
      doc
        .moveTo(left, top + height)
        .lineTo(left + width, top + height)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
    }
    doc.y = top + height;
  });
  moveDown(doc, 9);
}

// ---------------------------------------------------------------- signatures

export interface SignatureParty {
  /** e.g. "Service provider". */
  role: string;
  /** The party's name, printed above the lines. */
  name: string;
}

/** Side-by-side signature blocks: name, title, signature and date lines. Kept whole on one page. */
export function drawSignatureBlocks(doc: PdfDoc, parties: SignatureParty[]): void {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const gutter = 32;
  const colWidth = (width - gutter * (parties.length - 1)) / parties.length;
  const roleStyle = { font: FONTS.bold, size: 8, color: COLORS.accent };
  const nameStyle = { font: FONTS.bold, size: 10 };
  const fields = ['Name', 'Title', 'Signature', 'Date'];
  const fieldGap = 27;
  const nameHeight = Math.max(...parties.map((p) => measure(doc, pdfText(p.name), colWidth, nameStyle)));
  const height = 12 + 4 + nameHeight + 8 + fields.length * fieldGap;
  ensureSpace(doc, height);
  const top = doc.y;
  parties.forEach((party, i) => {
    const x = left + i * (colWidth + gutter);
    let y = top;
    y += textAt(doc, pdfText(party.role.toUpperCase()), x, y, colWidth, roleStyle, 'left', 0) + 4;
    textAt(doc, pdfText(party.name), x, y, colWidth, nameStyle);
    y += nameHeight + 8;
    for (const field of fields) {
      y += fieldGap;
      setStyle(doc, { size: 8.5, color: COLORS.muted });
      const labelWidth = 56;
      textAt(doc, field, x, y - 10, labelWidth, { size: 8.5, color: COLORS.muted });
      doc
        .moveTo(x + labelWidth, y)
        .lineTo(x + colWidth, y)
        .lineWidth(0.75)
        .strokeColor(COLORS.muted)
        .stroke();
    }
  });
  doc.y = top + height + 8;
  doc.x = left;
}

// ---------------------------------------------------------------- page decoration

/**
 * On every buffered page: the accent bar along the top edge, a running header
 * on pages 2+, and the footer (company contact on the left, "Page i of n" on
 * the right). Drawn after the content so the page count is known.
 */
function decoratePages(doc: PdfDoc, info: PdfInfo): void {
  const range = doc.bufferedPageRange();
  const count = range.count;
  for (let i = range.start; i < range.start + count; i++) {
    doc.switchToPage(i);
    const page = doc.page;
    const left = page.margins.left;
    const width = page.width - page.margins.left - page.margins.right;
    const savedBottom = page.margins.bottom;
    const savedTop = page.margins.top;
    page.margins.bottom = 0;
    page.margins.top = 0;

    doc.rect(0, 0, page.width, ACCENT_BAR_HEIGHT).fillColor(COLORS.accent).fill();

    if (i > range.start) {
      const y = ACCENT_BAR_HEIGHT + 16;
      doc.font(FONTS.regular).fontSize(8.5).fillColor(COLORS.muted);
      const ref = pdfText(info.reference);
      const refWidth = Math.min(width * 0.6, doc.widthOfString(ref) + 2);
      doc.text(fitLine(doc, ref, refWidth), left + width - refWidth, y, { width: refWidth, align: 'right', lineBreak: false });
      doc.font(FONTS.bold).fontSize(8.5).fillColor(COLORS.accent);
      const nameWidth = width - refWidth - 16;
      doc.text(fitLine(doc, pdfText(info.company.name), nameWidth), left, y, { width: nameWidth, lineBreak: false });
      doc
        .moveTo(left, y + 14)
        .lineTo(left + width, y + 14)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
    }

    const footerY = page.height - 40;
    doc
      .moveTo(left, footerY - 7)
      .lineTo(left + width, footerY - 7)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.font(FONTS.regular).fontSize(8).fillColor(COLORS.muted);
    const pageLabel = `Page ${i - range.start + 1} of ${count}`;
    const pageLabelWidth = doc.widthOfString(pageLabel) + 2;
    const contact = fitLine(
      doc,
      pdfText(`${info.company.name}  ·  ${info.company.phone}  ·  ${info.company.salesEmail}`),
      width - pageLabelWidth - 20,
    );
    doc.text(contact, left, footerY, { width: width - pageLabelWidth - 20, lineBreak: false });
    doc.text(pageLabel, left + width - pageLabelWidth, footerY, { width: pageLabelWidth, align: 'right', lineBreak: false });

    page.margins.bottom = savedBottom;
    page.margins.top = savedTop;
  }
}
