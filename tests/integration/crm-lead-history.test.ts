import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrmActivity } from '#shared/contracts/crm.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';

// A lead's history starts where the lead did: the website forms write its first entry in the
// transaction that stores it (decision 0019), so the CRM panel never shows a lead without one.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t.app, (await insertUser(t.database.db, 'admin')).username);
});
afterAll(async () => {
  await t.close();
});

const historyOf = async (leadId: string) => {
  const res = await t.app.inject({ url: `/api/crm-activities?leadId=${leadId}`, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return res.json() as CrmActivity[];
};

describe('a website lead’s first history entry', () => {
  it('says the calculator brought it, with no staff member acting', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pricing-breakdown',
      payload: {
        companyName: 'Lakeside Dental',
        firstName: 'Mara',
        lastName: 'Holm',
        email: 'mara@lakeside.example',
        phone: '(952) 555-0123',
        facilityType: 'office',
        squareFootage: 10000,
        frequency: 'Weekly',
        additionalServices: [],
      },
    });
    expect(res.statusCode).toBe(200);
    const { leadId } = res.json() as { leadId: string };
    const history = await historyOf(leadId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ leadId, type: 'created', outcome: null, description: 'Came in through the quote calculator' });
  });

  it('says the window cleaning form brought it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/window-quotes',
      payload: {
        fullName: 'Ivy Park',
        mobile: '(612) 555-0188',
        address: '80 S 8th St, Minneapolis, MN',
        paneCount: '21-40',
        preferredPlan: 'Quarterly',
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const { leadId } = res.json() as { leadId: string };
    expect((await historyOf(leadId)).map((a) => a.description)).toEqual(['Came in through the window cleaning form']);
  });
});
