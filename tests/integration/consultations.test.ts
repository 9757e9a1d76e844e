import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultationRequests } from '#server/db/schema/sales.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { useTestAppWithAdmin } from '#tests/support/test-app.ts';
import { bearer } from '#tests/support/accounts.ts';

const t = useTestAppWithAdmin();

/** A fresh quote of its own for each test: its lead id. */
async function newQuote(companyName: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pricing-breakdown',
    payload: {
      companyName,
      firstName: 'Mara',
      lastName: 'Holm',
      email: 'mara@lakeside.example',
      phone: '(952) 555-0123',
      facilityType: 'office',
      facilitySize: 'medium',
      squareFootage: 10000,
      frequency: 'Weekly',
      additionalServices: [],
    },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { leadId: string }).leadId;
}

const ask = (leadId: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/leads/${leadId}/consultation`, payload });

const noticesFor = async (leadId: string) =>
  (await t.database.db.select().from(notifications)).filter(
    (n) => n.kind === 'consultation-request' && (n.payload as { leadId?: string }).leadId === leadId,
  );

describe('POST /api/leads/:leadId/consultation', () => {
  it('records the request on the lead with its preferences and tells the company through the outbox', async () => {
    const leadId = await newQuote('Consult Dental');
    const res = await ask(leadId, { preferredDays: ['tuesday', 'thursday'], preferredTimes: ['morning'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alreadyRequested: false, requestedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const [stored] = await t.database.db.select().from(consultationRequests).where(eq(consultationRequests.leadId, leadId));
    expect(stored).toMatchObject({ preferredDays: ['tuesday', 'thursday'], preferredTimes: ['morning'] });
    const [notice] = await noticesFor(leadId);
    expect(notice).toMatchObject({ channel: 'email', status: 'pending', recipient: 'sales@twinpinescleaning.example' });
    const lines = (notice!.payload as { lines: string[]; title: string }).lines;
    expect((notice!.payload as { title: string }).title).toMatch(/^Consultation requested: Consult Dental \(TP-\d{4}-\d{4}\)$/);
    expect(lines).toContain('Preferred days: Tuesday, Thursday');
    expect(lines).toContain('Preferred times: Morning');

    // The CRM list shows that the lead asked.
    const list = (await t.app.inject({ url: '/api/leads', headers: bearer(t.admin) })).json() as Array<{
      id: string;
      consultationRequestedAt: string | null;
    }>;
    expect(list.find((lead) => lead.id === leadId)?.consultationRequestedAt).toBe(res.json().requestedAt);
  });

  it('asking again says it is already requested, keeps the first preferences and sends nothing new', async () => {
    const leadId = await newQuote('Twice Asked LLC');
    const first = await ask(leadId);
    const again = await ask(leadId, { preferredDays: ['monday'] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ alreadyRequested: true, requestedAt: first.json().requestedAt });
    expect(await noticesFor(leadId)).toHaveLength(1);
    const [stored] = await t.database.db.select().from(consultationRequests).where(eq(consultationRequests.leadId, leadId));
    expect(stored!.preferredDays).toEqual([]);
  });

  it('two requests at once store one and notify once', async () => {
    const leadId = await newQuote('Racing Requests Inc');
    const answers = await Promise.all([ask(leadId), ask(leadId), ask(leadId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().alreadyRequested === false)).toHaveLength(1);
    expect(await noticesFor(leadId)).toHaveLength(1);
  });

  it('answers an unknown or malformed quote id with 404, and bad preferences with 400 naming the field, storing nothing', async () => {
    expect((await ask('6f1d2c3b-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ask('not-a-quote')).statusCode).toBe(404);
    const leadId = await newQuote('Picky Preferences Co');
    for (const [payload, field] of [
      [{ preferredDays: ['sunday'] }, 'preferredDays'],
      [{ preferredDays: ['monday', 'monday'] }, 'preferredDays'],
      [{ preferredTimes: ['midnight'] }, 'preferredTimes'],
      [{ preferredTimes: 'morning' }, 'preferredTimes'],
    ] as const) {
      const res = await ask(leadId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys((res.json() as { fields: Record<string, string> }).fields)[0], JSON.stringify(payload)).toMatch(field);
    }
    expect(await t.database.db.select().from(consultationRequests).where(eq(consultationRequests.leadId, leadId))).toEqual([]);
  });
});
