import { describe, expect, it } from 'vitest';
import { takeNextNumber } from '#server/modules/numbering/number-sequences.repository.ts';
import { useTestAppWithAdmin } from '#tests/support/test-app.ts';
import { bearer } from '#tests/support/accounts.ts';

// A database of its own: the numbering starts at 1 here, whatever other files store.
const t = useTestAppWithAdmin();

/** The year as a St. Paul calendar shows it now. */
const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date());
const ref = (n: number) => `TP-${year}-${String(n).padStart(4, '0')}`;

const office = {
  companyName: 'Numbered Dental',
  firstName: 'Nia',
  lastName: 'Berg',
  email: 'nia@numbered.example',
  phone: '(952) 555-0131',
  facilityType: 'office',
  squareFootage: 9000,
  frequency: 'Weekly',
};
const windowRequest = {
  fullName: 'Wes Pane',
  mobile: '612-555-0177',
  address: '9 Lake St, Wayzata, MN',
  paneCount: '0-20',
  preferredPlan: 'Quarterly',
};

const quote = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/pricing-breakdown', payload, headers });
const windowQuote = (payload: object) => t.app.inject({ method: 'POST', url: '/api/window-quotes', payload });

describe('quote references', () => {
  it('number quotes and window requests in one series per year, without gaps, whatever fails or is retried', async () => {
    expect((await quote(office)).json().reference).toBe(ref(1));
    expect((await windowQuote(windowRequest)).json().reference).toBe(ref(2));

    // A refused request takes no number.
    expect((await quote({ ...office, squareFootage: -5 })).statusCode).toBe(400);
    expect((await windowQuote({ ...windowRequest, mobile: 'x' })).statusCode).toBe(400);

    // A retry with the same key answers the first reference; twins sent together store one lead, and the
    // loser's number goes back (its transaction rolled back), so the next quote follows without a gap.
    const headers = { 'idempotency-key': 'reference-retry-5c1e' };
    const twins = await Promise.all([quote(office, headers), quote(office, headers)]);
    expect(twins.map((res) => res.json().reference)).toEqual([ref(3), ref(3)]);
    expect((await quote(office, headers)).json().reference).toBe(ref(3));
    expect((await quote(office)).json().reference).toBe(ref(4));
  });

  it('gives parallel requests distinct consecutive numbers', async () => {
    const before = (await quote(office)).json().reference as string;
    const start = Number(before.split('-')[2]);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => quote({ ...office, email: `p${i}@numbered.example` })));
    const numbers = answers.map((res) => Number(String(res.json().reference).split('-')[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => start + 1 + i));
  });

  it('starts each year at 1 and keeps the years apart', async () => {
    expect(await takeNextNumber(t.database.db, 'quote', 2031)).toBe(1);
    expect(await takeNextNumber(t.database.db, 'quote', 2031)).toBe(2);
    expect(await takeNextNumber(t.database.db, 'quote', 2032)).toBe(1);
  });

  it('lists the reference with each lead for the CRM, and the PDF carries it instead of the id', async () => {
    const res = await quote({ ...office, companyName: 'Listed Dental' });
    const { leadId, reference } = res.json();
    const listed = await t.app.inject({ url: '/api/leads', headers: bearer(t.admin) });
    expect(listed.json().find((lead: { id: string }) => lead.id === leadId)).toMatchObject({ reference, companyName: 'Listed Dental' });
    const pdf = await t.app.inject({ url: `/api/quote-pdf/${leadId}` });
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Listed-Dental-Quote-${reference}.pdf"`);
  });
});
