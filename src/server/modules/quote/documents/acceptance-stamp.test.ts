import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { stampAcceptance } from './acceptance-stamp.ts';
import { drawParagraph, renderPdf } from './pdf-layout.ts';

const company: CompanyProfile = {
  name: 'Twin Pines Commercial Cleaning',
  phone: '(612) 555-0142',
  phoneE164: '+16125550142',
  salesEmail: 'sales@twinpines.example',
  address: { street: '15020 Cedar Ave S, Suite 200', city: 'Apple Valley', region: 'MN', postalCode: '55124', country: 'US' },
  socialUrl: 'https://social.example/twinpines',
  foundedYear: 2009,
};

async function pages(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 });
  const document = await task.promise;
  const texts: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    texts.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await task.destroy();
  return texts;
}

const agreement = () =>
  renderPdf(
    {
      title: 'Agreement',
      reference: 'Service Agreement No. TP-2026-0001',
      subject: 'Test',
      company,
      createdAt: new Date('2026-11-02T15:00:00Z'),
    },
    (doc) => {
      drawParagraph(doc, 'The first page of the agreement.');
      doc.addPage();
      drawParagraph(doc, 'The second page of the agreement.');
    },
  );

describe('stampAcceptance', () => {
  it('appends a page naming signer, title, time and fingerprint, and keeps the accepted bytes as the start of the file', async () => {
    const original = await agreement();
    const sha256 = createHash('sha256').update(original).digest('hex');
    const stamped = stampAcceptance(original, {
      companyName: 'Lakeside Dental (Edina) \\ North',
      reference: 'TP-2026-0001',
      signerName: 'Zoë Łukasz-O’Brien',
      signerTitle: 'Office Manager',
      acceptedAt: new Date('2026-11-24T20:05:31Z'),
      agreementSha256: sha256,
    });
    expect(stamped.subarray(0, original.length).equals(original)).toBe(true);
    expect(createHash('sha256').update(stamped.subarray(0, original.length)).digest('hex')).toBe(sha256);

    const texts = await pages(stamped);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('The first page of the agreement.');
    expect(texts[1]).toContain('The second page of the agreement.');
    const stamp = texts[2]!;
    for (const expected of [
      'Accepted online',
      'Lakeside Dental (Edina) \\ North: Service Agreement No. TP-2026-0001',
      'Zoë Lukasz-O’Brien',
      'Office Manager',
      'November 24, 2026, 2:05:31 PM CST',
      '2026-11-24T20:05:31.000Z',
      sha256,
      `first ${original.length.toLocaleString('en-US')} bytes`,
    ]) {
      expect(stamp).toContain(expected);
    }
  });

  it('refuses a file that is not a PDF it can extend', () => {
    expect(() =>
      stampAcceptance(Buffer.from('not a pdf'), {
        companyName: 'x',
        reference: 'x',
        signerName: 'x',
        signerTitle: 'x',
        acceptedAt: new Date(),
        agreementSha256: 'x',
      }),
    ).toThrow(/Not a PDF/);
  });
});
