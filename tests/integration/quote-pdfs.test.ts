import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { pdfText } from '#tests/support/pdf-text.ts';

let t: TestApp;
let leadId: string;
let reference: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pricing-breakdown',
    payload: {
      companyName: 'Lakeside Dental, P.A.',
      firstName: 'Mara',
      lastName: 'Holm',
      email: 'mara@lakeside.example',
      phone: '(952) 555-0123',
      facilityType: 'office',
      squareFootage: 10000,
      frequency: 'Weekly',
      additionalServices: ['Carpet Cleaning', 'Window Cleaning'],
      address: '7001 France Ave S, Edina, MN 55435',
    },
  });
  leadId = res.json().leadId;
  reference = res.json().reference;
});
afterAll(async () => {
  await t.close();
});

describe('quote and service agreement PDFs', () => {
  it('serves the quote as a PDF download named from the company and reference, with what the client buys', async () => {
    const res = await t.app.inject({ url: `/api/quote-pdf/${leadId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(reference).toMatch(/^TP-\d{4}-\d{4,}$/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Lakeside-Dental-P-A-Quote-${reference}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(res.rawPayload)).text;
    for (const expected of [
      'Twin Pines Commercial Cleaning',
      '(612) 555-0142',
      'Lakeside Dental, P.A.',
      '7001 France Ave S',
      `Quote No. ${reference}`,
      '$802',
      '$9,620',
      // pricing-model §7.1: 3.71 h by one cleaner, $124.40 a visit, 4.33 visits, $539.09 a month of them.
      '1 cleaner, 3.7 hours',
      'Price per visit',
      '$124.40',
      '4.3 visits × $124.40',
      '$539.09',
      'Carpet Cleaning',
      'Valid until',
      'Confirmed at a free walk-through',
    ]) {
      expect(text).toContain(expected);
    }
    // The company's costs stay internal (issue 30, decision 0038): wage $19.00, overhead $11.45, billing rate
    // $30.45, labor $113.10 and supplies $11.31 a visit, production 28,000 sq ft a shift, a 15% markup.
    for (const internal of ['$19.00', '$11.45', '$30.45', '$113.10', '$11.31', '28,000', '15%', '/hr', 'markup', 'Markup']) {
      expect(text, internal).not.toContain(internal);
    }
    expect(text).not.toContain(leadId); // the id is for links; people read the reference
  });

  it('serves the service agreement with parties, price lock, notice, renewal and signatures', async () => {
    const res = await t.app.inject({ url: `/api/service-agreement-pdf/${leadId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`Service-Agreement-${reference}.pdf`);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const expected of [
      'Service Agreement',
      'Lakeside Dental, P.A.',
      'Twin Pines Commercial Cleaning',
      '3 years',
      '12-month',
      "30 days' written notice",
      'month to month',
      'Signature',
      `Agreement No. ${reference}`,
    ]) {
      expect(text).toContain(expected);
    }
    for (const internal of ['$11.31', '10% of labor', '15%', 'markup']) expect(text, internal).not.toContain(internal);
  });

  it('answers 404 for an unknown or malformed lead id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '1', `${leadId}x`]) {
      expect((await t.app.inject({ url: `/api/quote-pdf/${id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/service-agreement-pdf/${id}` })).statusCode).toBe(404);
    }
  });
});
