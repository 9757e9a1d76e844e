import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#server/db/schema/sales.ts';
import type { LeadJourney } from '#shared/contracts/crm/pipeline.ts';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { confirmBooking } from '#tests/support/scheduling.ts';

// Decision 0020: a quote carries the tracker's visitor id, so its lead links to that visitor's page
// views before and after it; the score adds that engagement to the lead's fit and decays while
// nobody touches the lead. Expected points come from the decision's table.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t.app, (await insertUser(t.database.db, 'admin')).username);
});
afterAll(async () => {
  await t.close();
});

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;

const track = async (visitorId: string, sessionId: string, page: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/visitor-tracking',
    payload: { visitor_id: visitorId, session_id: sessionId, page },
    headers: { 'user-agent': CHROME },
  });
  expect(res.statusCode).toBe(204);
};

/** A one-time office quote (no recurring points, so fit plus engagement stays under 100). */
const quoteRequest = (companyName: string, extra: object = {}) => ({
  companyName,
  firstName: 'Mara',
  lastName: 'Holm',
  email: 'mara@lakeside.example',
  phone: '(952) 555-0123',
  facilityType: 'office',
  squareFootage: 8000,
  frequency: 'One-time',
  additionalServices: [],
  ...extra,
});

const quote = async (companyName: string, extra: object = {}, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/pricing-breakdown', payload: quoteRequest(companyName, extra), headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { leadId: string }).leadId;
};

const journey = async (leadId: string) => {
  const res = await t.app.inject({ url: `/api/leads/${leadId}/journey`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LeadJourney;
};

const row = async (leadId: string) => {
  const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, leadId));
  return lead!;
};

/** The lead's score as GET /api/leads answers it. */
const listedScore = async (leadId: string) => {
  const res = await t.app.inject({ url: '/api/leads', headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  const lead = (res.json() as Lead[]).find((l) => l.id === leadId);
  expect(lead).toBeDefined();
  return lead!.leadScore;
};

const setLastTouched = (leadId: string, at: Date) => t.database.db.update(leads).set({ lastTouchedAt: at }).where(eq(leads.id, leadId));

describe('a quote with the tracker’s visitor id', () => {
  const visitor = 'visitor-journey-0001';
  let leadId: string;
  let fit: number;

  beforeAll(async () => {
    await track(visitor, 'session-journey-0001', '/cities/edina');
    await track(visitor, 'session-journey-0001', '/services');
    leadId = await quote('Lakeside Offices', { visitorId: visitor });
    fit = (await row(leadId)).leadScore;
  });

  it('links the lead to that visitor’s earlier page views and the city page they arrived on', async () => {
    const stored = await row(leadId);
    expect(stored).toMatchObject({ visitorId: visitor, arrivalPage: '/cities/edina', pageViews: 2, returnVisits: 0, pdfDownloads: 0 });

    const j = await journey(leadId);
    expect(j).toMatchObject({
      leadId,
      tracked: true,
      arrivalPage: '/cities/edina',
      pageViews: 2,
      returnVisits: 0,
      pdfDownloads: 0,
      daysInactive: 0,
    });
    expect(j.firstSeenAt).not.toBeNull();
    expect(j.visits.map((v) => [v.page, v.afterLead])).toEqual([
      ['/services', false],
      ['/cities/edina', false],
    ]);
    // 2 page views (1 each) and a city arrival (5).
    expect(j.score).toBe(fit + 7);
    expect(j.scoreParts).toEqual(
      expect.arrayContaining([
        { label: '2 page views', points: 2 },
        { label: 'Arrived on a city page (/cities/edina)', points: 5 },
      ]),
    );
    expect(j.scoreParts.reduce((sum, part) => sum + part.points, 0)).toBe(j.score);
    expect(await listedScore(leadId)).toBe(fit + 7);
  });

  it('shows a later visit as after the lead and counts its session as a return visit', async () => {
    await track(visitor, 'session-journey-0002', '/pricing');
    const j = await journey(leadId);
    expect(j.pageViews).toBe(3);
    expect(j.returnVisits).toBe(1);
    expect(j.visits.map((v) => [v.page, v.afterLead])).toEqual([
      ['/pricing', true],
      ['/services', false],
      ['/cities/edina', false],
    ]);
    // 3 page views, the city arrival, one return visit (4).
    expect(j.score).toBe(fit + 12);
    expect(await listedScore(leadId)).toBe(fit + 12);
  });

  it('counts a download of its quote or agreement PDF, but not one by staff', async () => {
    expect((await t.app.inject({ url: `/api/quote-pdf/${leadId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/service-agreement-pdf/${leadId.toUpperCase()}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/quote-pdf/${leadId}`, headers: bearer(admin) })).statusCode).toBe(200);
    const j = await journey(leadId);
    expect(j.pdfDownloads).toBe(2);
    // ... and 2 downloads (3 each, 6 at most): 3 + 5 + 4 + 6 = 18.
    expect(j.score).toBe(fit + 18);
    expect(await listedScore(leadId)).toBe(fit + 18);
    // A download of a lead that does not exist counts nothing and is still 404.
    expect((await t.app.inject({ url: '/api/quote-pdf/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('is touched by a visit of its visitor, at most once an hour', async () => {
    const monthAgo = new Date(Date.now() - 30 * DAY_MS);
    await setLastTouched(leadId, monthAgo);
    await track(visitor, 'session-journey-0003', '/contact');
    expect(Date.now() - (await row(leadId)).lastTouchedAt.getTime()).toBeLessThan(60_000);

    const halfHourAgo = new Date(Date.now() - 30 * 60_000);
    await setLastTouched(leadId, halfHourAgo);
    await track(visitor, 'session-journey-0003', '/services');
    const stored = await row(leadId);
    expect(stored.lastTouchedAt.getTime()).toBe(halfHourAgo.getTime());
    // The page view itself is still counted.
    expect(stored.pageViews).toBe(5);
  });
});

describe('decay', () => {
  it('lowers the listed score of a lead untouched for weeks; a logged activity restores it', async () => {
    const leadId = await quote('Quiet Offices');
    const fit = (await row(leadId)).leadScore;
    expect(await listedScore(leadId)).toBe(fit);

    await setLastTouched(leadId, new Date(Date.now() - 30 * DAY_MS - 60_000));
    // 30 days: three full weeks after the first, 5 each.
    expect(await listedScore(leadId)).toBe(fit - 15);
    const j = await journey(leadId);
    expect(j.daysInactive).toBe(30);
    expect(j.score).toBe(fit - 15);
    expect(j.scoreParts.at(-1)).toEqual({ label: 'Untouched for 30 days', points: -15 });

    const logged = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${leadId}/activities`,
      headers: bearer(admin),
      payload: { type: 'call', outcome: 'reached', description: 'Talked about the spring schedule' },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(await listedScore(leadId)).toBe(fit);
    expect((await journey(leadId)).daysInactive).toBe(0);
  });

  it('is reset by a change of priority too', async () => {
    const leadId = await quote('Dusty Offices');
    const fit = (await row(leadId)).leadScore;
    await setLastTouched(leadId, new Date(Date.now() - 60 * DAY_MS));
    expect(await listedScore(leadId)).toBe(fit - 30);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/leads/${leadId}`,
      headers: bearer(admin),
      payload: { priority: (await row(leadId)).priority === 'high' ? 'low' : 'high' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await listedScore(leadId)).toBe(fit);
  });
});

describe('leads without a known visitor', () => {
  it('answers the journey of an untracked lead with its score and no visits', async () => {
    const leadId = await quote('Untracked Offices');
    const j = await journey(leadId);
    expect(j).toMatchObject({
      leadId,
      tracked: false,
      arrivalPage: null,
      firstSeenAt: null,
      pageViews: 0,
      returnVisits: 0,
      pdfDownloads: 0,
      visits: [],
      score: (await row(leadId)).leadScore,
    });
    expect(j.scoreParts[0]).toEqual({ label: 'Starting score', points: 20 });
  });

  it('ignores a malformed visitor id instead of failing the quote', async () => {
    const leadId = await quote('Careless Offices', { visitorId: 'not an id!' });
    expect((await row(leadId)).visitorId).toBeNull();
    const tooShort = await quote('Short Offices', { visitorId: 'abc' });
    expect((await row(tooShort)).visitorId).toBeNull();
    const wrongType = await quote('Numeric Offices', { visitorId: 12345678 });
    expect((await row(wrongType)).visitorId).toBeNull();
  });

  it('fills in the arrival page when the visitor’s first view is recorded after the quote', async () => {
    const leadId = await quote('Early Offices', { visitorId: 'visitor-journey-0002' });
    expect((await row(leadId)).arrivalPage).toBeNull();
    await track('visitor-journey-0002', 'session-journey-0101', '/cities/bloomington');
    expect(await row(leadId)).toMatchObject({ arrivalPage: '/cities/bloomington', pageViews: 1, returnVisits: 0 });
  });

  it('keeps the visitor id out of the request a retry is compared with', async () => {
    const headers = { 'idempotency-key': 'journey-retry-0001' };
    const first = await quote('Retry Offices', { visitorId: 'visitor-journey-0003' }, headers);
    const again = await quote('Retry Offices', { visitorId: 'visitor-journey-0004' }, headers);
    expect(again).toBe(first);
    expect((await row(first)).request).not.toHaveProperty('visitorId');
  });
});

describe('the other forms', () => {
  it('links a window request and a booked visit to their visitors', async () => {
    await track('visitor-journey-0005', 'session-journey-0201', '/cities/edina');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/window-quotes',
      payload: {
        fullName: 'Ivy Park',
        mobile: '(612) 555-0188',
        address: '80 S 8th St, Minneapolis, MN',
        paneCount: '21-40',
        preferredPlan: 'Quarterly',
        visitorId: 'visitor-journey-0005',
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const windowLead = await row((res.json() as { leadId: string }).leadId);
    expect(windowLead).toMatchObject({ visitorId: 'visitor-journey-0005', arrivalPage: '/cities/edina', pageViews: 1 });

    const today = companyDate(new Date());
    const tuesday = addDays(today, (2 - weekdayOf(today) + 7) % 7 || 7);
    await track('visitor-journey-0006', 'session-journey-0301', '/scheduling');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/scheduling/book',
      payload: {
        clientName: 'Sol Birch',
        clientEmail: 'sol@birchway.example',
        clientPhone: '(651) 555-0172',
        serviceType: 'Office cleaning walk-through',
        preferredDate: tuesday,
        preferredTime: '10:00',
        duration: 60,
        location: '55 E 5th St, St. Paul, MN 55101',
        visitorId: 'visitor-journey-0006',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // The lead is made when the e-mail confirms the booking (decision 0034).
    const { reference } = await confirmBooking(t.app, t.database.db, 'sol@birchway.example');
    const [bookedLead] = await t.database.db.select().from(leads).where(eq(leads.reference, reference));
    expect(bookedLead).toMatchObject({ visitorId: 'visitor-journey-0006', arrivalPage: '/scheduling', pageViews: 1 });
    expect(bookedLead!.request).not.toHaveProperty('visitorId');
  });
});

describe('GET /api/leads/:leadId/journey', () => {
  it('is 404 for an unknown or malformed lead id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-lead']) {
      const res = await t.app.inject({ url: `/api/leads/${id}/journey`, headers: bearer(admin) });
      expect(res.statusCode).toBe(404);
    }
  });
});
