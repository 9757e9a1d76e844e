import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { renderServiceAgreementPdf } from './agreement-pdf.ts';
import { drawTable, renderPdf } from './pdf-layout.ts';
import { addOnLines, renderQuotePdf, type QuoteDocumentInput } from './quote-pdf.ts';

// ------------------------------------------------------------------ fixtures

const company: CompanyProfile = {
  name: 'Twin Pines Commercial Cleaning',
  phone: '(612) 555-0142',
  phoneE164: '+16125550142',
  salesEmail: 'sales@twinpines.example',
  address: { street: '15020 Cedar Ave S, Suite 200', city: 'Apple Valley', region: 'MN', postalCode: '55124', country: 'US' },
  socialUrl: 'https://social.example/twinpines',
  foundedYear: 2009,
};

/** pricing-model §7.1: a 10,000 sq ft office cleaned weekly. */
const officeWeekly: QuoteResult = {
  leadId: '3f8c2a6e-5b1d-4c7e-9a2f-0d6b8e4c1a97',
  reference: 'TP-2026-0123',
  companyName: 'Lakeside Dental Group',
  facilityType: 'office',
  facilitySize: 'medium',
  squareFootage: 10000,
  frequency: 'Weekly',
  totalMonthlyCost: 539.09,
  totalAnnualCost: 6469.05,
  laborCosts: { cleanersNeeded: 1, hoursPerCleanerPerSession: 3.71, totalLaborHoursPerSession: 3.71 },
  scheduling: { sessionsPerMonth: 4.33, baseCostPerSession: 124.4, baseMonthlyCost: 539.09 },
  additionalServices: {
    hasAdditionalServices: false,
    additionalServicesDescription: 'No additional services selected',
    additionalServicesCost: 0,
  },
  validUntil: '2026-11-22T15:30:00.000Z',
};

/** The same office with carpet cleaning once a year and windows quarterly (pricing-model §7.1). */
const officeWithAddOns: QuoteResult = {
  ...officeWeekly,
  leadId: '9d2e4f6a-1b3c-4d5e-8f7a-6b5c4d3e2f1a',
  reference: 'TP-2026-0124',
  totalMonthlyCost: 801.67,
  totalAnnualCost: 9620.05,
  additionalServices: {
    hasAdditionalServices: true,
    additionalServicesDescription: 'Carpet Cleaning: $1,610.00 per visit, once a year; Window Cleaning: $385.25 per visit, 4 times a year',
    additionalServicesCost: 262.58,
  },
};

const client: QuoteDocumentInput['client'] = {
  companyName: 'Lakeside Dental Group',
  firstName: 'Maria',
  lastName: 'Lindqvist',
  email: 'maria.lindqvist@lakeside.example',
  phone: '(952) 555-0199',
  address: '7600 France Ave S, Edina, MN 55435',
};

function input(quote: QuoteResult, overrides: Partial<QuoteDocumentInput> = {}): QuoteDocumentInput {
  return {
    quote,
    client,
    company,
    issuedAt: new Date('2026-10-23T15:30:00Z'),
    validUntil: new Date('2026-11-22T15:30:00Z'),
    additionalServices: [],
    ...overrides,
  };
}

// ------------------------------------------------------------------ text extraction

interface ExtractedPdf {
  pages: number;
  /** Text of each page, items joined by spaces, runs of whitespace collapsed. */
  pageTexts: string[];
  text: string;
  /** Every text item with its page size, to check nothing runs off the page. */
  items: Array<{ str: string; x: number; y: number; width: number; pageWidth: number; pageHeight: number }>;
}

async function extract(pdf: Buffer): Promise<ExtractedPdf> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 });
  const document = await task.promise;
  const pageTexts: string[] = [];
  const items: ExtractedPdf['items'] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const [, , pageWidth = 0, pageHeight = 0] = page.view;
    const content = await page.getTextContent();
    const strings: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      strings.push(item.str);
      const [, , , , x = 0, y = 0] = item.transform as number[];
      if (item.str.trim()) items.push({ str: item.str, x, y, width: item.width, pageWidth, pageHeight });
    }
    pageTexts.push(strings.join(' ').replace(/\s+/g, ' '));
  }
  await task.destroy();
  return { pages: document.numPages, pageTexts, text: pageTexts.join(' '), items };
}

function expectWithinPages(doc: ExtractedPdf) {
  for (const item of doc.items) {
    expect(item.x, `"${item.str}" starts left of the page`).toBeGreaterThanOrEqual(0);
    expect(item.x + item.width, `"${item.str}" runs off the right edge`).toBeLessThanOrEqual(item.pageWidth - 30);
    expect(item.y, `"${item.str}" is below the page`).toBeGreaterThanOrEqual(20);
    expect(item.y, `"${item.str}" is above the page`).toBeLessThanOrEqual(item.pageHeight);
  }
}

// ------------------------------------------------------------------ tests

describe('renderQuotePdf', () => {
  it('prints the quote of a 10,000 sq ft weekly office', async () => {
    const pdf = await renderQuotePdf(input(officeWeekly));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await extract(pdf);
    expect(doc.pages).toBeGreaterThanOrEqual(1);
    const text = doc.text;

    for (const expected of [
      'Commercial Cleaning Quote',
      'Twin Pines Commercial Cleaning',
      '(612) 555-0142',
      'sales@twinpines.example',
      'Apple Valley, MN 55124',
      'Lakeside Dental Group',
      'Maria Lindqvist',
      'maria.lindqvist@lakeside.example',
      '7600 France Ave S, Edina, MN 55435',
      'TP-2026-0123',
      'October 23, 2026',
      'Valid until',
      'November 22, 2026',
      'Office Building',
      '10,000 sq ft',
      'Weekly',
      '$539',
      '$6,469',
      'Visits per month',
      '4.3',
      'Crew per visit',
      '1 cleaner, 3.7 hours',
      '3.7 cleaner-hours',
      'Price per visit',
      'Cleaning crew, chemicals and equipment included',
      '$124.40',
      'Routine cleaning per month',
      '$539.09',
      'None selected',
      // How the price becomes final, in the words the result on screen uses (decision 0038).
      'Confirmed at a free walk-through. This price is worked out from the details you entered.',
      '3 years',
      '12-month contract',
      '30 days',
      '$2M liability',
      'OSHA',
      '100% satisfaction',
      'Next steps',
    ]) {
      expect(text, `missing "${expected}"`).toContain(expected);
    }
    expect(text).not.toMatch(/NaN|undefined|\[object/);
    expect(doc.pageTexts.at(-1)).toContain(`Page ${doc.pages} of ${doc.pages}`);
    expectWithinPages(doc);
  });

  it("prints none of the company's own costs: no wage, overhead, labor cost, production rate, supply share or markup", async () => {
    const doc = await extract(await renderQuotePdf(input(officeWithAddOns, { additionalServices: ['Carpet Cleaning'] })));
    for (const internal of [
      '/hr',
      'wage',
      'Overhead',
      'Billing rate',
      'Labor cost',
      'Productivity',
      'Production rate',
      'markup',
      'Markup',
      'Supply allowance',
    ]) {
      expect(doc.text, internal).not.toContain(internal);
    }
  });

  it('lists the chosen additional services with their pricing', async () => {
    const doc = await extract(
      await renderQuotePdf(input(officeWithAddOns, { additionalServices: ['Carpet Cleaning', 'Window Cleaning'] })),
    );
    for (const expected of [
      'Carpet Cleaning',
      '$1,610.00 per visit, once a year',
      'Window Cleaning',
      '$385.25 per visit, 4 times a year',
      '$262.58',
      '$802',
      '$9,620',
      '$801.67',
    ]) {
      expect(doc.text, `missing "${expected}"`).toContain(expected);
    }
    expect(doc.text).not.toContain('None selected');
  });

  it('says "To be confirmed" without a service address and never prints the old placeholder company of a bare calculator request', async () => {
    // Leads from before names were required hold the calculator's old default 'Business' (decision 0015).
    const bare = { companyName: 'Business', firstName: '', lastName: '', email: 'x@y.example', phone: '', address: '' };
    const doc = await extract(await renderQuotePdf(input({ ...officeWeekly, companyName: 'Business' }, { client: bare })));
    expect(doc.text).toContain('To be confirmed');
    expect(doc.text).toContain('x@y.example');
    expect(doc.text).not.toContain('Business');

    const named = { ...bare, firstName: 'Dana', lastName: 'Okafor' };
    const agreement = await extract(
      await renderServiceAgreementPdf(input({ ...officeWeekly, companyName: 'Business' }, { client: named })),
    );
    expect(agreement.text).toContain('Dana Okafor');
    expect(agreement.text).not.toContain('Business');
  });

  it('labels a one-time cleaning as one visit, not monthly', async () => {
    const oneTime: QuoteResult = {
      ...officeWeekly,
      frequency: 'One-time',
      totalMonthlyCost: 1304.5,
      totalAnnualCost: 1304.5,
      scheduling: { sessionsPerMonth: 1, baseCostPerSession: 1304.5, baseMonthlyCost: 1304.5 },
    };
    const doc = await extract(await renderQuotePdf(input(oneTime)));
    expect(doc.text).toContain('Total price');
    expect(doc.text).toContain('$1,305');
    expect(doc.text).not.toContain('Monthly total');
  });

  it('pairs the chosen names with the description, or reads the names from it', () => {
    expect(addOnLines(officeWithAddOns, ['Window Cleaning'])).toEqual([
      { name: 'Window Cleaning', pricing: '$385.25 per visit, 4 times a year' },
    ]);
    expect(addOnLines(officeWithAddOns, []).map((a) => a.name)).toEqual(['Carpet Cleaning', 'Window Cleaning']);
    expect(addOnLines(officeWeekly, [])).toEqual([]);
  });
});

describe('renderServiceAgreementPdf', () => {
  it('prints the proposed agreement with every section and both signature blocks', async () => {
    const pdf = await renderServiceAgreementPdf(input(officeWeekly));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await extract(pdf);
    expect(doc.pages).toBeGreaterThanOrEqual(1);
    const text = doc.text;

    for (const expected of [
      'Commercial Cleaning Service Agreement',
      'Proposed agreement',
      'site walk-through',
      'TP-2026-0123',
      'October 23, 2026',
      'Twin Pines Commercial Cleaning',
      '15020 Cedar Ave S, Suite 200, Apple Valley, MN 55124',
      '(612) 555-0142',
      'Lakeside Dental Group',
      'Maria Lindqvist',
      '1. Scope of services',
      'Office Building',
      '10,000 sq ft',
      '7600 France Ave S, Edina, MN 55435',
      'Weekly',
      'Vacuum carpets',
      'none selected',
      '2. Schedule',
      '4.3 cleanings per month',
      'evening',
      '3. Price and payment',
      '$539',
      '$6,469',
      'net 30',
      '4. Price lock',
      '3 years',
      '12-month contract term',
      '5. Term, renewal and termination',
      '12 months',
      'renews automatically',
      "30 days' written notice",
      '6. Insurance and staff',
      '$2M',
      'background-checked',
      'OSHA-certified',
      '7. Satisfaction guarantee',
      '100%',
      'within 24 hours',
      '8. Supplies',
      'includes the cleaning chemicals and equipment',
      'at cost',
      'Signatures',
      'SERVICE PROVIDER',
      'CLIENT',
    ]) {
      expect(text, `missing "${expected}"`).toContain(expected);
    }
    // Two signature blocks, each naming its party over Name, Title, Signature and Date lines.
    const signatures = text.slice(text.lastIndexOf('Signatures'));
    const block = /(SERVICE PROVIDER|CLIENT) (.+?) Name Title Signature Date/g;
    expect([...signatures.matchAll(block)].map((m) => [m[1], m[2]])).toEqual([
      ['SERVICE PROVIDER', 'Twin Pines Commercial Cleaning'],
      ['CLIENT', 'Lakeside Dental Group'],
    ]);
    expect(text).not.toMatch(/NaN|undefined|\[object/);
    expect(doc.pageTexts.at(-1)).toContain(`Page ${doc.pages} of ${doc.pages}`);
    expectWithinPages(doc);
  });

  it('lists the additional services of the quote', async () => {
    const doc = await extract(
      await renderServiceAgreementPdf(input(officeWithAddOns, { additionalServices: ['Carpet Cleaning', 'Window Cleaning'] })),
    );
    expect(doc.text).toContain('Carpet Cleaning: $1,610.00 per visit, once a year');
    expect(doc.text).not.toContain('markup');
    expect(doc.text).toContain('$801.67');
    expect(doc.text).toContain('$9,620.05');
  });
});

describe('the same document, the same bytes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders an agreement identically twice, a moment apart, so its SHA-256 names it (decision 0017)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-23T15:00:00.000Z'));
    const first = await renderServiceAgreementPdf(input(officeWeekly));
    // Past the second pdfkit would stamp (its default CreationDate is the time of rendering).
    vi.setSystemTime(new Date('2026-10-23T15:00:02.000Z'));
    const second = await renderServiceAgreementPdf(input(officeWeekly));
    expect(second.equals(first)).toBe(true);
    const another = await renderServiceAgreementPdf(input(officeWeekly, { issuedAt: new Date('2026-10-24T15:00:00Z') }));
    expect(another.equals(first)).toBe(false);
  });
});

describe('long names and addresses', () => {
  const longCompany: CompanyProfile = {
    ...company,
    name: 'The Greater Minneapolis-Saint Paul Metropolitan Area Commercial Janitorial, Floor Care and Window Cleaning Cooperative of Independent Contractors, Incorporated',
    salesEmail: 'estimates-and-new-business-inquiries@the-greater-minneapolis-saint-paul-cleaning-cooperative.example',
    address: { ...company.address, street: '15020 Cedar Avenue South, Building C, Suite 2400, Attention Accounts Receivable Department' },
  };
  const longClient = {
    ...client,
    companyName:
      'Hennepin County Regional Medical, Dental and Orthopaedic Specialty Clinics Consolidated Holding Company (North Campus, Building 7)',
    email: 'facilities.management.department.night.shift.supervisor@hennepin-regional-clinics-consolidated.example',
    address:
      '1234567 Extraordinarily Long Boulevard Northwest, Building Annex B, Loading Dock 14, Brooklyn Park, Minnesota 55443-1234, United States of America',
  };

  it.each([
    ['quote', renderQuotePdf],
    ['agreement', renderServiceAgreementPdf],
  ] as const)('the %s wraps them and keeps every line on the page', async (_name, render) => {
    const pdf = await render(
      input(
        { ...officeWithAddOns, leadId: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d', reference: 'TP-2026-10417' },
        { company: longCompany, client: longClient, additionalServices: ['Carpet Cleaning', 'Window Cleaning'] },
      ),
    );
    const doc = await extract(pdf);
    expect(doc.pages).toBeGreaterThanOrEqual(1);
    expect(doc.text).toContain('Extraordinarily Long Boulevard');
    expect(doc.text).toContain('TP-2026-10417');
    expect(doc.text).not.toContain('b3f1c2d4'); // the id is for links, not for people
    expectWithinPages(doc);
  });

  it('replaces characters the built-in fonts cannot print instead of throwing', async () => {
    const pdf = await renderQuotePdf(input(officeWeekly, { client: { ...client, companyName: 'Café Łódź 北京 ✨ Ltd' } }));
    const doc = await extract(pdf);
    expect(doc.text).toContain('Café Lódz ?? ? Ltd');
  });
});

describe('drawTable', () => {
  it('breaks long tables between rows, repeats the header and never splits a row', async () => {
    const rows = Array.from({ length: 70 }, (_, i) => ({
      cells: [
        `Row ${i + 1}`,
        i % 7 === 3
          ? `A long description for row ${i + 1} that wraps onto a second and a third line inside its narrow column`
          : 'per cleaning',
        `${i + 1} hrs`,
        `$${i + 1}.00`,
      ],
    }));
    const pdf = await renderPdf({ title: 'Table test', reference: 'Test No. 1', subject: 'test', company }, (doc) => {
      drawTable(doc, {
        columns: [
          { header: 'Item', weight: 30 },
          { header: 'Basis', weight: 40 },
          { header: 'Hours', weight: 15, align: 'right' },
          { header: 'Amount', weight: 15, align: 'right' },
        ],
        rows: [...rows, { cells: ['Total', '', '', '$2,485.00'], style: 'total' }],
      });
    });
    const doc = await extract(pdf);
    expect(doc.pages).toBeGreaterThanOrEqual(3);
    for (const [index, page] of doc.pageTexts.entries()) {
      expect(page, `page ${index + 1} has no header row`).toContain('ITEM BASIS HOURS AMOUNT');
      expect(page).toContain(`Page ${index + 1} of ${doc.pages}`);
    }
    for (const row of rows) {
      const [label = '', , , amount = ''] = row.cells;
      const page = doc.pageTexts.findIndex((t) => new RegExp(`${label} `).test(t));
      expect(page, `${label} is missing`).toBeGreaterThanOrEqual(0);
      expect(doc.pageTexts[page], `${label} is split across pages`).toContain(amount);
      if (row.cells[1]?.startsWith('A long')) expect(doc.pageTexts[page]).toContain('inside its narrow column');
    }
    expect(doc.pageTexts.at(-1)).toContain('$2,485.00');
    expectWithinPages(doc);
  });

  it('takes 2 to 4 columns only', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ header: `C${i}`, weight: 1 }));
    await expect(
      renderPdf({ title: 't', reference: 'r', subject: 's', company }, (doc) => drawTable(doc, { columns: five, rows: [] })),
    ).rejects.toThrow(/2 to 4 columns/);
  });
});
