import { describe, expect, it } from 'vitest';
import {
  daysInactive,
  decayPoints,
  effectiveLeadScore,
  engagementParts,
  engagementPoints,
  explainLeadScore,
  fitPartsOf,
  isCityPage,
  type ScoreFacts,
} from './lead-score.ts';

// Every expected value below is worked out by hand from the table in docs/decisions/0020-lead-score.md.

const NOW = new Date('2026-12-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const none = { arrivalPage: null, pageViews: 0, returnVisits: 0, pdfDownloads: 0 };

describe('engagement', () => {
  it('gives each kind its points: 1 a page view, 5 for a city arrival, 4 a return visit, 3 a PDF', () => {
    const e = { arrivalPage: '/cities/edina', pageViews: 7, returnVisits: 2, pdfDownloads: 1 };
    expect(engagementParts(e)).toEqual([
      { label: '7 page views', points: 7 },
      { label: 'Arrived on a city page (/cities/edina)', points: 5 },
      { label: '2 return visits', points: 8 },
      { label: '1 PDF download', points: 3 },
    ]);
    // 7 + 5 + 8 + 3 = 23, over the cap of 20.
    expect(engagementPoints(e)).toBe(20);
    expect(engagementPoints({ ...e, pageViews: 3, returnVisits: 1, pdfDownloads: 0 })).toBe(12);
  });

  it('caps each kind: 10 for page views, 12 for return visits, 6 for PDFs', () => {
    expect(engagementParts({ arrivalPage: '/', pageViews: 14, returnVisits: 5, pdfDownloads: 3 })).toEqual([
      { label: '14 page views', points: 10 },
      { label: '5 return visits', points: 12 },
      { label: '3 PDF downloads', points: 6 },
    ]);
    expect(engagementPoints({ arrivalPage: null, pageViews: 0, returnVisits: 0, pdfDownloads: 3 })).toBe(6);
    expect(engagementPoints({ arrivalPage: null, pageViews: 1, returnVisits: 0, pdfDownloads: 0 })).toBe(1);
    expect(engagementParts(none)).toEqual([]);
  });

  it('knows a city page by its path', () => {
    expect(isCityPage('/cities/edina')).toBe(true);
    expect(isCityPage('/cities/st-louis-park/')).toBe(true);
    expect(isCityPage('/cities/edina?utm_source=ad')).toBe(true);
    expect(isCityPage('/cities')).toBe(false);
    expect(isCityPage('/cities/edina/offices')).toBe(false);
    expect(isCityPage('/')).toBe(false);
    expect(isCityPage('/blog/cities/edina')).toBe(false);
    expect(isCityPage(null)).toBe(false);
  });
});

describe('decay', () => {
  it('counts whole days since the last touch', () => {
    const touched = new Date('2026-11-17T12:00:00Z');
    expect(daysInactive(touched, new Date('2026-12-01T11:59:59Z'))).toBe(13);
    expect(daysInactive(touched, new Date('2026-12-01T12:00:00Z'))).toBe(14);
    expect(daysInactive(new Date('2026-12-02T00:00:00Z'), NOW)).toBe(0);
  });

  it('takes nothing in the first week, then 5 a full week, at most 30', () => {
    expect(decayPoints('new', 0)).toBe(0);
    expect(decayPoints('new', 13)).toBe(0);
    expect(decayPoints('contacted', 14)).toBe(5);
    expect(decayPoints('proposal', 20)).toBe(5);
    expect(decayPoints('proposal', 21)).toBe(10);
    expect(decayPoints('negotiation', 48)).toBe(25);
    expect(decayPoints('qualified', 49)).toBe(30);
    expect(decayPoints('new', 400)).toBe(30);
  });

  it('leaves won and lost leads alone', () => {
    expect(decayPoints('won', 400)).toBe(0);
    expect(decayPoints('lost', 400)).toBe(0);
  });
});

describe('the effective score', () => {
  const engaged = { arrivalPage: '/cities/edina', pageViews: 7, returnVisits: 2, pdfDownloads: 1 };

  it('adds engagement to the fit and takes decay off', () => {
    // 70 + 20 (capped) - 10 (23 days: two full weeks after the first) = 80.
    expect(effectiveLeadScore({ fit: 70, status: 'new', lastTouchedAt: daysAgo(23), ...engaged }, NOW)).toBe(80);
    // Won: no decay, 70 + 20.
    expect(effectiveLeadScore({ fit: 70, status: 'won', lastTouchedAt: daysAgo(23), ...engaged }, NOW)).toBe(90);
    expect(effectiveLeadScore({ fit: 70, status: 'new', lastTouchedAt: daysAgo(2), ...none }, NOW)).toBe(70);
  });

  it('stays within 0-100', () => {
    expect(effectiveLeadScore({ fit: 95, status: 'new', lastTouchedAt: NOW, ...engaged }, NOW)).toBe(100);
    expect(effectiveLeadScore({ fit: 25, status: 'new', lastTouchedAt: daysAgo(100), ...none }, NOW)).toBe(0);
  });
});

describe('the score explained', () => {
  const calculatorLead = {
    source: 'calculator' as const,
    request: {
      source: 'calculator',
      companyName: 'Acme Dental',
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.com',
      phone: '612-555-0134',
      facilityType: 'medical',
      facilitySize: 'medium',
      squareFootage: 6000,
      frequency: 'Weekly',
      additionalServices: [],
      address: '',
    },
    result: { totalMonthlyCost: 2400 } as never,
    estimatedPriceCents: 240_000,
  };

  it('lists the fit, the engagement and the decay, summing to the score', () => {
    const facts: ScoreFacts = {
      fit: 90,
      status: 'contacted',
      lastTouchedAt: daysAgo(30),
      arrivalPage: '/cities/edina',
      pageViews: 3,
      returnVisits: 1,
      pdfDownloads: 0,
    };
    const explained = explainLeadScore(facts, fitPartsOf(calculatorLead), NOW);
    expect(explained).toEqual({
      score: 87,
      daysInactive: 30,
      parts: [
        { label: 'Starting score', points: 20 },
        { label: 'Monthly value $2,400', points: 25 },
        { label: 'Recurring service', points: 15 },
        { label: 'Phone given', points: 10 },
        { label: 'Company name given', points: 10 },
        { label: 'Full name given', points: 5 },
        { label: 'Medical, educational or industrial facility', points: 5 },
        { label: '3 page views', points: 3 },
        { label: 'Arrived on a city page (/cities/edina)', points: 5 },
        { label: '1 return visit', points: 4 },
        // 30 days: three full weeks after the first.
        { label: 'Untouched for 30 days', points: -15 },
      ],
    });
    expect(effectiveLeadScore(facts, NOW)).toBe(87);
  });

  it('says where a cap took points off', () => {
    const fitParts = [
      { label: 'Starting score', points: 20 },
      { label: 'Monthly value $7,257', points: 30 },
      { label: 'Recurring service', points: 15 },
      { label: 'Daily cleaning', points: 5 },
      { label: 'Phone given', points: 10 },
      { label: 'Company name given', points: 10 },
      { label: 'Full name given', points: 5 },
      { label: 'Address given', points: 5 },
      { label: 'Medical, educational or industrial facility', points: 5 },
    ];
    const facts: ScoreFacts = {
      fit: 100,
      status: 'new',
      lastTouchedAt: NOW,
      arrivalPage: '/cities/edina',
      pageViews: 7,
      returnVisits: 2,
      pdfDownloads: 1,
    };
    const { score, parts } = explainLeadScore(facts, fitParts, NOW);
    expect(score).toBe(100);
    expect(parts.slice(fitParts.length)).toEqual([
      { label: 'Fit capped at 100', points: -5 },
      { label: '7 page views', points: 7 },
      { label: 'Arrived on a city page (/cities/edina)', points: 5 },
      { label: '2 return visits', points: 8 },
      { label: '1 PDF download', points: 3 },
      { label: 'Engagement capped at 20', points: -3 },
      { label: 'Score capped at 100', points: -20 },
    ]);
  });

  it('floors at 0 and names a stored fit the rules no longer give', () => {
    const fitParts = [
      { label: 'Starting score', points: 20 },
      { label: 'Monthly value $0', points: 5 },
    ];
    const floored = explainLeadScore({ fit: 25, status: 'new', lastTouchedAt: daysAgo(100), ...none }, fitParts, NOW);
    expect(floored.score).toBe(0);
    expect(floored.parts.slice(2)).toEqual([
      { label: 'Untouched for 100 days', points: -30 },
      { label: 'Score floored at 0', points: 5 },
    ]);
    const older = explainLeadScore({ fit: 20, status: 'won', lastTouchedAt: daysAgo(100), ...none }, fitParts, NOW);
    expect(older.score).toBe(20);
    expect(older.parts.slice(2)).toEqual([{ label: 'Scored under earlier rules', points: -5 }]);
  });
});

describe('the fit rules of each source', () => {
  it('reads a window request by the window form rules', () => {
    const request = {
      fullName: 'Pat Jensen',
      mobile: '612-555-0123',
      address: '4500 France Ave S',
      email: '',
      paneCount: '61+',
      preferredPlan: 'Quarterly',
      notes: '',
      textUpdates: false,
      addOns: [],
    };
    expect(fitPartsOf({ source: 'window-quote', request, result: null, estimatedPriceCents: 0 })).toEqual([
      { label: 'Starting score', points: 30 },
      { label: 'Quarterly plan', points: 20 },
      { label: '61+ panes', points: 15 },
      { label: 'Mobile number given', points: 10 },
    ]);
    const biannual = { ...request, paneCount: '41-60', preferredPlan: 'Biannual', email: 'pat@example.com', addOns: ['Gutter Cleaning'] };
    expect(fitPartsOf({ source: 'window-quote', request: biannual, result: null, estimatedPriceCents: 0 })).toEqual([
      { label: 'Starting score', points: 30 },
      { label: 'Biannual plan', points: 10 },
      { label: '41-60 panes', points: 10 },
      { label: 'E-mail given', points: 5 },
      { label: 'Add-ons chosen', points: 5 },
      { label: 'Mobile number given', points: 10 },
    ]);
  });

  it('reads a booking: a phone and a place, no company, no price', () => {
    const booking = { clientName: 'Jordan Lee', clientEmail: 'j@example.com', clientPhone: '612-555-0100', location: 'Edina' };
    expect(fitPartsOf({ source: 'scheduling', request: booking, result: null, estimatedPriceCents: 0 })).toEqual([
      { label: 'Starting score', points: 20 },
      { label: 'Monthly value $0', points: 5 },
      { label: 'Phone given', points: 10 },
      { label: 'Full name given', points: 5 },
      { label: 'Address given', points: 5 },
    ]);
    const oneName = fitPartsOf({
      source: 'scheduling',
      request: { ...booking, clientName: 'Jordan' },
      result: null,
      estimatedPriceCents: 0,
    });
    expect(oneName.map((p) => p.label)).not.toContain('Full name given');
  });

  it('reads a lead typed in: the estimate stands for the price, contact fields are there', () => {
    const typed = { companyName: 'Lakeside', estimatedPriceCents: 120_000, frequency: 'Daily-5', facilityType: 'office', address: '' };
    expect(fitPartsOf({ source: 'manual', request: typed, result: null, estimatedPriceCents: 120_000 })).toEqual([
      { label: 'Starting score', points: 20 },
      { label: 'Monthly value $1,200', points: 20 },
      { label: 'Recurring service', points: 15 },
      { label: 'Daily cleaning', points: 5 },
      { label: 'Phone given', points: 10 },
      { label: 'Company name given', points: 10 },
      { label: 'Full name given', points: 5 },
    ]);
  });
});
