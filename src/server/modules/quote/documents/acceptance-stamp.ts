/**
 * The acceptance stamped on an accepted agreement: one page appended to the exact PDF that was
 * accepted, as an incremental update (PDF 1.7 §7.5.6). The accepted bytes stay untouched at the start
 * of the file, so the stamped copy still proves what was accepted: its first `n` bytes hash to the
 * SHA-256 printed on the stamp. Written for the PDFs `renderPdf` makes (classic cross-reference table,
 * one Pages node); anything else is refused rather than guessed at.
 */
import PDFDocument from 'pdfkit';
import { formatLongDate } from './pdf-format.ts';
import { pdfText } from './pdf-layout.ts';

export interface AcceptanceStamp {
  companyName: string;
  reference: string;
  signerName: string;
  signerTitle: string;
  acceptedAt: Date;
  agreementSha256: string;
}

const PAGE_LEFT = 54;
const PAGE_RIGHT = 54;
/** The accent of the documents (#125365) and their muted grey (#5b6b73), as PDF colour operands. */
const ACCENT = '0.071 0.325 0.396';
const MUTED = '0.357 0.42 0.451';
const TEXT = '0.114 0.165 0.192';

/** The byte of each Windows-1252 character above Latin-1's control range (0x80-0x9f). */
const CP1252_HIGH = new Map(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((ch, i) => [
    ch,
    [
      0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99,
      0x9a, 0x9b, 0x9c, 0x9e, 0x9f,
    ][i]!,
  ]),
);

/** A PDF literal string in WinAnsi (the built-in fonts' encoding), ASCII only: other bytes as octal escapes. */
function literal(value: string): string {
  let out = '(';
  for (const ch of value) {
    const code = CP1252_HIGH.get(ch) ?? ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${(code & 0xff).toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

interface Line {
  font: 'F1' | 'F2' | 'F3';
  size: number;
  color: string;
  text: string;
  x: number;
  /** Space from the previous line's baseline to this one's. */
  lead: number;
}

const fontNames = { F1: 'Helvetica', F2: 'Helvetica-Bold', F3: 'Courier' } as const;

/** Lays text out with the fonts' real widths (pdfkit's metrics of the built-in fonts). */
function createLayout(pageWidth: number) {
  const metrics = new PDFDocument({ size: 'LETTER', autoFirstPage: false });
  const lines: Line[] = [];
  const wrap = (text: string, font: Line['font'], size: number, width: number): string[] => {
    metrics.font(fontNames[font]).fontSize(size);
    const out: string[] = [];
    for (const paragraph of text.split('\n')) {
      let current = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = current ? `${current} ${word}` : word;
        if (metrics.widthOfString(candidate) <= width || !current) current = candidate;
        else {
          out.push(current);
          current = word;
        }
      }
      out.push(current);
    }
    return out;
  };
  const width = pageWidth - PAGE_LEFT - PAGE_RIGHT;
  return {
    lines,
    add(text: string, style: { font?: Line['font']; size?: number; color?: string; gap?: number; x?: number; width?: number } = {}) {
      const font = style.font ?? 'F1';
      const size = style.size ?? 10;
      const x = style.x ?? PAGE_LEFT;
      wrap(pdfText(text), font, size, style.width ?? width - (x - PAGE_LEFT)).forEach((part, i) => {
        lines.push({ font, size, color: style.color ?? TEXT, text: part, x, lead: i === 0 ? (style.gap ?? 0) + size * 1.35 : size * 1.35 });
      });
    },
    /** A label in the left column and its value beside it. */
    row(label: string, value: string, valueFont: Line['font'] = 'F1') {
      const labelWidth = 130;
      lines.push({ font: 'F2', size: 10, color: MUTED, text: pdfText(label), x: PAGE_LEFT, lead: 10 + 13.5 });
      const parts = wrap(pdfText(value), valueFont, valueFont === 'F3' ? 9 : 10, width - labelWidth);
      parts.forEach((part, i) => {
        lines.push({
          font: valueFont,
          size: valueFont === 'F3' ? 9 : 10,
          color: TEXT,
          text: part,
          x: PAGE_LEFT + labelWidth,
          lead: i === 0 ? 0 : 13.5,
        });
      });
    },
  };
}

/** Reads the last object `n 0 obj ... endobj` of the file. */
function objectBody(pdf: string, id: number): string {
  const matches = [...pdf.matchAll(new RegExp(`(?:^|[\\r\\n])${id} 0 obj\\s*([\\s\\S]*?)\\s*endobj`, 'g'))];
  const body = matches.at(-1)?.[1];
  if (body === undefined) throw new Error(`PDF object ${id} not found`);
  return body;
}

function required(match: RegExpExecArray | null, what: string): string {
  if (!match?.[1]) throw new Error(`Not a PDF this stamp can extend: no ${what}`);
  return match[1];
}

const ACCEPTED_AT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

/**
 * The accepted agreement with a last page saying who accepted it, when, and the SHA-256 of the
 * accepted bytes, which are the unchanged start of the answer.
 */
export function stampAcceptance(original: Buffer, stamp: AcceptanceStamp): Buffer {
  const pdf = original.toString('latin1');
  const previousXref = required(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf), 'cross-reference offset');
  const trailer = pdf.slice(pdf.lastIndexOf('trailer'));
  const size = Number(required(/\/Size\s+(\d+)/.exec(trailer), 'trailer size'));
  const root = Number(required(/\/Root\s+(\d+)\s+0\s+R/.exec(trailer), 'document catalog'));
  const info = /\/Info\s+(\d+\s+0\s+R)/.exec(trailer)?.[1];
  const id = /\/ID\s*(\[[^\]]*\])/.exec(trailer)?.[1];
  const pagesId = Number(required(/\/Pages\s+(\d+)\s+0\s+R/.exec(objectBody(pdf, root)), 'page tree'));
  const pages = objectBody(pdf, pagesId);
  const kids = required(/\/Kids\s*\[([^\]]*)\]/.exec(pages), 'pages').trim();
  const count = Number(required(/\/Count\s+(\d+)/.exec(pages), 'page count'));
  const lastKid = /(\d+)\s+0\s+R\s*$/.exec(kids)?.[1];
  const mediaBox = (lastKid && /\/MediaBox\s*\[([^\]]*)\]/.exec(objectBody(pdf, Number(lastKid)))?.[1]?.trim()) || '0 0 612 792';
  const [, , pageWidth = 612, pageHeight = 792] = mediaBox.split(/\s+/).map(Number);

  // The stamp's text.
  const layout = createLayout(pageWidth);
  layout.add('Accepted online', { font: 'F2', size: 18, color: ACCENT });
  layout.add(`${stamp.companyName}: Service Agreement No. ${stamp.reference}`, { size: 10.5, color: MUTED, gap: 4 });
  layout.row('Accepted by', stamp.signerName);
  layout.row('Title', stamp.signerTitle);
  layout.row(
    'Accepted on',
    `${formatLongDate(stamp.acceptedAt)}, ${ACCEPTED_AT.format(stamp.acceptedAt)} (${stamp.acceptedAt.toISOString()})`,
  );
  layout.row('Consent', 'The signer confirmed they may accept for the Client and agreed to the terms of this agreement.');
  layout.row('Agreement SHA-256', stamp.agreementSha256, 'F3');
  layout.row(
    'Accepted document',
    `Pages 1 to ${count} of this file: its first ${original.length.toLocaleString('en-US')} bytes, unchanged.`,
  );
  layout.add(
    `This page was added after the acceptance, as an update appended to the accepted file. To check the agreement, take the first ${original.length} bytes of this file and compute their SHA-256: it equals the fingerprint above.`,
    { size: 9, color: MUTED, gap: 22 },
  );

  let y = pageHeight - 64;
  const ops: string[] = [`${ACCENT} rg 0 ${pageHeight - 8} ${pageWidth} 8 re f`];
  let ruleDrawn = false;
  for (const [i, line] of layout.lines.entries()) {
    y -= i === 0 ? 0 : line.lead;
    ops.push(`BT /${line.font} ${line.size} Tf ${line.color} rg 1 0 0 1 ${line.x} ${y.toFixed(2)} Tm ${literal(line.text)} Tj ET`);
    if (!ruleDrawn && i === 1) {
      ops.push(`${ACCENT} RG 0.75 w ${PAGE_LEFT} ${(y - 10).toFixed(2)} m ${pageWidth - PAGE_RIGHT} ${(y - 10).toFixed(2)} l S`);
      ruleDrawn = true;
    }
  }
  ops.push(
    `BT /F1 8 Tf ${MUTED} rg 1 0 0 1 ${PAGE_LEFT} 36 Tm ${literal(pdfText(`Acceptance record of Service Agreement No. ${stamp.reference}`))} Tj ET`,
  );
  const content = ops.join('\n');

  // The appended objects: three standard fonts, the content, the page, and the page tree with it.
  const fontId = size;
  const contentId = size + 3;
  const pageId = size + 4;
  const objects: Array<[number, string]> = [
    [fontId, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
    [fontId + 1, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'],
    [fontId + 2, '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>'],
    [contentId, `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`],
    [
      pageId,
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [${mediaBox}] /Contents ${contentId} 0 R /Resources << /ProcSet [/PDF /Text] /Font << /F1 ${fontId} 0 R /F2 ${fontId + 1} 0 R /F3 ${fontId + 2} 0 R >> >> >>`,
    ],
    [pagesId, `<< /Type /Pages /Count ${count + 1} /Kids [${kids} ${pageId} 0 R] >>`],
  ];

  let update = /[\r\n]$/.test(pdf) ? '' : '\n';
  const offsets = new Map<number, number>();
  for (const [objectId, body] of objects) {
    offsets.set(objectId, original.length + update.length);
    update += `${objectId} 0 obj\n${body}\nendobj\n`;
  }
  const xrefAt = original.length + update.length;
  const entry = (objectId: number) => `${String(offsets.get(objectId)).padStart(10, '0')} 00000 n \n`;
  update += `xref\n${pagesId} 1\n${entry(pagesId)}${fontId} 5\n`;
  for (let objectId = fontId; objectId <= pageId; objectId++) update += entry(objectId);
  update += `trailer\n<<\n/Size ${pageId + 1}\n/Root ${root} 0 R\n${info ? `/Info ${info}\n` : ''}${id ? `/ID ${id}\n` : ''}/Prev ${previousXref}\n>>\n`;
  update += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([original, Buffer.from(update, 'latin1')]);
}
