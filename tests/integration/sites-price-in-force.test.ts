import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDetail, SiteList } from '#shared/contracts/sites.ts';
import type { VisitChange } from '#shared/contracts/self-service.ts';
import { buildApp } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema/audit.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { planPriceVersions } from '#server/db/schema/operations.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertPlan, insertSite } from '#tests/support/operations.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import { testConfig } from '#tests/support/test-app.ts';

/**
 * The price in force (decision 0047) read the same everywhere once a raise is accepted, and an acceptance
 * that would reprice an invoiced month refused. The clock stands at Wednesday 2026-11-18, 10:00 in Minnesota.
 *
 * Clinic: weekly on Monday and Thursday, $647.00 a month, raised to $780.00 from 2026-11-01 and accepted.
 * November has Mondays 2, 9, 16, 23, 30 and Thursdays 5, 12, 19, 26: 9 visits, so a skipped November
 * visit is credited $780.00 / 9 = $86.666... -> $86.67 (at the old price it would have been $647.00 / 9 = $71.89).
 *
 * Annex: $300.00 a month, a raise to $350.00 offered from 2026-12-01; December is invoiced (at $300.00)
 * before the customer accepts, so the acceptance is refused until that invoice is void.
 */

const now = new Date('2026-11-18T16:00:00Z');
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let admin: Record<string, string>;
let customer: Record<string, string>;
let customerId: number;
let clinic: { id: number };
let clinicPlan: { id: number };
let annex: { id: number };
let annexPlan: { id: number };

const post = (url: string, payload: object, headers: Record<string, string> = admin) =>
  app.inject({ method: 'POST', url, headers, payload });

/** The newest e-mailed amendment's token, and the SHA-256 of the bytes its page serves. */
async function offeredAmendment(): Promise<{ token: string; hash: string }> {
  const mails = await db.select().from(notifications).where(eq(notifications.kind, 'plan-price-change'));
  const url = (mails.at(-1)!.payload as Record<string, string>)['url']!;
  const token = url.match(/\/accept\/([\w-]{43})$/)![1]!;
  const pdf = await app.inject({ url: `/api/quote-acceptances/${token}/agreement.pdf` });
  expect(pdf.statusCode).toBe(200);
  return { token, hash: createHash('sha256').update(pdf.rawPayload).digest('hex') };
}

const accept = (token: string, hash: string) =>
  post(
    `/api/quote-acceptances/${token}`,
    { signerName: 'Mara Holm', signerTitle: 'Office Manager', consent: true, agreementSha256: hash },
    {},
  );

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  app = await buildApp(testConfig({ SKIPPED_VISIT_CREDIT: 'visit-share' }), { database, logger: false, dashboardClock: () => now });
  await app.ready();
  const adminUser = await insertUser(db, 'admin');
  admin = bearer(await tokenFor(app, adminUser.username));
  const owner = await insertUser(db, 'customer', { companyName: 'Lakeside Clinic', firstName: 'Mara', email: 'mara@lakeside.example' });
  customerId = owner.id;
  customer = bearer(await tokenFor(app, owner.username));
  clinic = await insertSite(db, customerId, { name: 'Clinic' });
  clinicPlan = await insertPlan(db, customerId, clinic.id, { serviceDays: [1, 4], startsOn: '2026-10-01', monthlyPriceCents: 64_700 });
  annex = await insertSite(db, customerId, { name: 'Annex' });
  annexPlan = await insertPlan(db, customerId, annex.id, { startsOn: '2026-10-01', monthlyPriceCents: 30_000 });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the price in force after an accepted raise', () => {
  it('shows the raised price on the Sites screen and the site’s page, and credits a skipped visit its share of it', async () => {
    const raised = await post(`/api/admin/sites/${clinic.id}/price-changes`, { monthlyPriceCents: 78_000, effectiveFrom: '2026-11-01' });
    expect(raised.statusCode, raised.body).toBe(201);
    const { token, hash } = await offeredAmendment();

    // Offered, not accepted: every reader still sees $647.00.
    const before = (await app.inject({ url: '/api/admin/sites', headers: admin })).json() as SiteList;
    expect(before.sites.find((s) => s.id === clinic.id)?.plan?.monthlyPriceCents).toBe(64_700);

    const accepted = await accept(token, hash);
    expect(accepted.statusCode, accepted.body).toBe(201);

    const list = (await app.inject({ url: '/api/admin/sites', headers: admin })).json() as SiteList;
    expect(list.sites.map((s) => [s.name, s.plan?.monthlyPriceCents])).toEqual([
      ['Annex', 30_000],
      ['Clinic', 78_000],
    ]);
    const page = (await app.inject({ url: `/api/admin/sites/${clinic.id}`, headers: admin })).json() as SiteDetail;
    expect(page.summary.plan?.monthlyPriceCents).toBe(78_000);
    expect(page.plans.map((p) => [p.id, p.monthlyPriceCents])).toEqual([[clinicPlan.id, 78_000]]);
    // The plan's own price (version 1) is never rewritten.
    const sorted = (await app.inject({ url: '/api/admin/sites?sort=price&dir=desc', headers: admin })).json() as SiteList;
    expect(sorted.sites.map((s) => s.name)).toEqual(['Clinic', 'Annex']);

    // Monday November 23, 6 PM in Minnesota: more than 24 hours ahead.
    const visit = await insertBooking(db, customerId, clinic.id, {
      servicePlanId: clinicPlan.id,
      planOccurrence: '2026-11-23',
      scheduledStart: new Date('2026-11-24T00:00:00Z'),
      status: 'confirmed',
    });
    const skipped = await post(`/api/customer/bookings/${visit.id}/skip`, {}, customer);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((skipped.json() as VisitChange).creditCents).toBe(8_667);
  });
});

describe('accepting a raise whose first month was invoiced since it was offered', () => {
  it('is refused with the invoiced month named, writing nothing, and accepted once that invoice is void', async () => {
    const raised = await post(`/api/admin/sites/${annex.id}/price-changes`, { monthlyPriceCents: 35_000, effectiveFrom: '2026-12-01' });
    expect(raised.statusCode, raised.body).toBe(201);
    const { token, hash } = await offeredAmendment();
    // December billed at $300.00 while the amendment waited (an invoice issued ahead, by hand).
    const [december] = await db
      .insert(invoices)
      .values({
        invoiceNumber: 'TEST-ANNEX-DEC',
        numberYear: 2026,
        numberSeq: 901,
        kind: 'plan',
        customerId,
        servicePlanId: annexPlan.id,
        periodMonth: '2026-12-01',
        issueDate: '2026-11-18',
        dueDate: '2026-12-18',
        description: 'Annex, December 2026',
        amountCents: 30_000,
        billTo: { name: 'Mara', company: 'Lakeside Clinic', address: null, email: 'mara@lakeside.example' },
      })
      .returning();

    const refused = await accept(token, hash);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'This amendment starts on December 1, 2026, but December 2026 is already invoiced at the earlier price, so it can no longer be accepted. Please call us at (612) 555-0142 for an amendment from a later month.',
    );
    const [version] = await db.select().from(planPriceVersions).where(eq(planPriceVersions.servicePlanId, annexPlan.id));
    expect(version?.acceptedAt).toBeNull();
    const events = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'service_plan'),
          eq(auditEvents.entityId, String(annexPlan.id)),
          eq(auditEvents.action, 'price-change-accepted'),
        ),
      );
    expect(events).toEqual([]);

    const voided = await post(`/api/admin/invoices/${december!.id}/void`, { reason: 'Re-issue at the new price' });
    expect(voided.statusCode, voided.body).toBe(200);
    const accepted = await accept(token, hash);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
