import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmActivities } from '#server/db/schema/crm.ts';
import { leads } from '#server/db/schema/sales.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import type { CrmActivity } from '#shared/contracts/crm/crm.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { count, quoteRequest } from '#tests/support/conversion.ts';
import { confirmationToken, confirmBooking } from '#tests/support/scheduling.ts';

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
      payload: quoteRequest(),
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

describe('a booked visit’s lead', () => {
  const today = companyDate(new Date());
  /** A Tuesday after today: open 6 AM to 8 PM, within the booking horizon. */
  const tuesday = addDays(today, (2 - weekdayOf(today) + 7) % 7 || 7);
  const booking = (preferredTime: string, clientName: string) => ({
    clientName,
    clientEmail: 'sol@birchway.example',
    clientPhone: '(651) 555-0172',
    serviceType: 'Office cleaning walk-through',
    preferredDate: tuesday,
    preferredTime,
    duration: 60,
    selectedHours: 1,
    location: '55 E 5th St, St. Paul, MN 55101',
    notes: '',
    calendarIntegration: 'none',
  });
  const leadOf = async (reference: string) => {
    const [row] = await t.database.db.select().from(leads).where(eq(leads.reference, reference));
    return row!;
  };

  it('starts its history when it is made: the scheduling page brought it, no staff member acting', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/scheduling/book', payload: booking('09:00', 'Sol Birch') });
    expect(res.statusCode, res.body).toBe(201);
    // The lead is made when the e-mail confirms the booking (decision 0034).
    const lead = await leadOf((await confirmBooking(t.app, t.database.db, 'sol@birchway.example')).reference);
    const history = await historyOf(lead.id);
    expect(history).toEqual([
      {
        id: expect.any(Number),
        leadId: lead.id,
        type: 'created',
        outcome: null,
        description: 'Came in through the scheduling page',
        timestamp: lead.createdAt.toISOString(),
      },
    ]);
    const [entry] = await t.database.db.select().from(crmActivities).where(eq(crmActivities.leadId, lead.id));
    expect(entry?.actorId).toBeNull();
  });

  it('writes the entry in the confirmation’s transaction: a confirmation that fails leaves no entry', async () => {
    const held = await t.app.inject({ method: 'POST', url: '/api/scheduling/book', payload: booking('11:00', 'Uma Failing') });
    expect(held.statusCode, held.body).toBe(201);
    const activitiesBefore = await count(t.database.db, 'crm_activities');
    const leadsBefore = await count(t.database.db, 'leads');
    // The confirmation's last write before its e-mails (the booking's audit row) fails, after the lead and its entry.
    await t.database.db.execute(sql`
      create function fail_booking_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused for the test'; end $$`);
    await t.database.db.execute(sql`
      create trigger fail_booking_audit before insert on audit_events
      for each row when (new.entity = 'booking') execute function fail_booking_audit()`);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/scheduling/confirm',
        payload: { token: await confirmationToken(t.database.db, 'sol@birchway.example') },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger fail_booking_audit on audit_events`);
      await t.database.db.execute(sql`drop function fail_booking_audit()`);
    }
    expect(await count(t.database.db, 'leads')).toBe(leadsBefore);
    expect(await count(t.database.db, 'crm_activities')).toBe(activitiesBefore);
  });
});
