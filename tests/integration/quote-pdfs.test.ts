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
  it('serves the quote as a PDF download named from the company and reference, with the full breakdown', async () => {
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
      '$113.10',
      '$30.45',
      'Carpet Cleaning',
      'Valid until',
    ]) {
      expect(text).toContain(expected);
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
  });

  it('answers 404 for an unknown or malformed lead id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '1', `${leadId}x`]) {
      expect((await t.app.inject({ url: `/api/quote-pdf/${id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/service-agreement-pdf/${id}` })).statusCode).toBe(404);
    }
  });
});
