import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import type { CustomerInspection, CustomerInspections, InspectedSite, QualityTrend } from '#shared/contracts/customer-quality.ts';
import type { InspectableSite, SubmittedInspection, UploadedPhoto } from '#shared/contracts/inspections.ts';
import { addDays, monthStart } from '#shared/domain/company-time.ts';
import { bearer, tokenFor } from '#tests/support/accounts.ts';
import { insertSite } from '#tests/support/operations.ts';
import { call, companyToday, ok, operationsWorld, type ErrorAnswer } from '#tests/support/operations-api.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// The customer's inspection reports (issue 33, decision 0046): the list with the score trend of every
// month, one report with its failed items, photos and actions, its PDF, the per-site report e-mail
// (queued in the inspection's transaction, sent by the outbox with the PDF attached), and the admin
// dashboard's company-wide quality trend. A customer reads only their own sites' inspections.

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
let t: TestApp;
let smtp: SmtpStub;
let photoDir: string;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let tokenA: string;
let tokenB: string;
let northId: number;
const ids: Record<string, number> = {};

/** 'YYYY-MM' of this month (Minnesota) and of `back` months before it. */
function monthBack(back: number): string {
  let first = monthStart(companyToday());
  for (let i = 0; i < back; i++) first = monthStart(addDays(first, -1));
  return first.slice(0, 7);
}

const sitesOf = async () => (await ok<{ sites: InspectableSite[] }>(t, w.adminToken, 'GET', '/api/inspections/sites')).sites;
/** Every item Good, but those named. */
const ratingsOf = (site: InspectableSite, special: Record<string, { rating: string; note?: string; photoIds?: string[] }> = {}) =>
  site.areas.flatMap((a) => a.items.map((i) => ({ itemKey: i.key, rating: 'good', ...special[i.key] })));

async function inspect(siteId: number, key: string, special: Record<string, { rating: string; note?: string; photoIds?: string[] }> = {}) {
  const site = (await sitesOf()).find((s) => s.siteId === siteId)!;
  const body = {
    idempotencyKey: key,
    siteId,
    templateVersion: site.templateVersion,
    inspectedAt: new Date().toISOString(),
    location: '44.8766,-93.3301',
    ratings: ratingsOf(site, special),
  };
  return ok<SubmittedInspection>(t, w.adminToken, 'POST', '/api/inspections', body, 201);
}

const reportTasks = async () => w.db.select().from(notifications).where(eq(notifications.kind, 'inspection-report'));

beforeAll(async () => {
  smtp = await startSmtpStub();
  photoDir = await mkdtemp(path.join(tmpdir(), 'twinpines-report-photos-'));
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Twin Pines <no-reply@example.test>', PHOTO_DIR: photoDir });
  w = await operationsWorld(t, 'rep');
  tokenA = await tokenFor(t.app, w.customer.username);
  tokenB = await tokenFor(t.app, w.customerB.username);
  northId = (await insertSite(w.db, w.customer.id, { name: 'Acme Dental North', address: '5000 France Ave S, Edina, MN 55410' })).id;
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await rm(photoDir, { recursive: true, force: true });
});

describe('the customer’s inspection reports', () => {
  it('a customer turns the report e-mail off for one of their own sites only', async () => {
    const list = await ok<CustomerInspections>(t, tokenA, 'GET', '/api/customer/inspections');
    expect(list.sites).toEqual([
      { id: w.site.id, name: 'Acme Dental', targetPercent: 85, reportEmail: true },
      { id: northId, name: 'Acme Dental North', targetPercent: 85, reportEmail: true },
    ]);
    const off = await ok<InspectedSite>(t, tokenA, 'PUT', `/api/customer/sites/${northId}/inspection-report-email`, { reportEmail: false });
    expect(off).toEqual({ id: northId, name: 'Acme Dental North', targetPercent: 85, reportEmail: false });
    // Another customer's site is missing to them; a bad body or id is a 400 with words.
    expect((await call(t, tokenB, 'PUT', `/api/customer/sites/${northId}/inspection-report-email`, { reportEmail: true })).status).toBe(
      404,
    );
    const bad = await call<ErrorAnswer>(t, tokenA, 'PUT', `/api/customer/sites/${northId}/inspection-report-email`, { reportEmail: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.['reportEmail']).toBe('Say true or false: e-mail the report of each inspection of this site');
    expect((await call(t, tokenA, 'PUT', '/api/customer/sites/abc/inspection-report-email', { reportEmail: true })).status).toBe(400);
    expect(
      (await call(t, w.adminToken, 'PUT', `/api/customer/sites/${northId}/inspection-report-email`, { reportEmail: true })).status,
    ).toBe(403);
    expect((await ok<CustomerInspections>(t, tokenA, 'GET', '/api/customer/inspections')).sites[1]!.reportEmail).toBe(false);
  });

  it('an inspection of a site that wants reports queues its e-mail; the outbox sends it with the PDF', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inspections/photos',
      headers: { ...bearer(w.adminToken), 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(201);
    const photo = res.json<UploadedPhoto>();
    // 20 items: 18 Good (180) + 1 Fair (5) + 1 Poor (0) = 185 of 200 = 92.5%: only the Poor item is an action.
    const first = await inspect(w.site.id, 'report-first-0001', {
      'restrooms.fixtures': { rating: 'poor', note: 'Sink stained', photoIds: [photo.id] },
      'glass.interior': { rating: 'fair' },
    });
    ids['first'] = first.inspection.id;
    expect(first.inspection.scorePercent).toBe(92.5);
    // North's reports are off: nothing queued for it. Customer B's site gets its report.
    ids['north'] = (await inspect(northId, 'report-north-0001')).inspection.id;
    ids['b'] = (await inspect(w.siteB.id, 'report-b-000001', { 'restrooms.fixtures': { rating: 'poor' } })).inspection.id;
    const tasks = await reportTasks();
    expect(tasks.map((row) => [row.recipient, row.payload])).toEqual([
      [w.customer.email, { inspectionId: ids['first'] }],
      [w.customerB.email, { inspectionId: ids['b'] }],
    ]);

    await t.app.outbox.runOnce();
    const mail = smtp.received.find((m) => m.to.includes(w.customer.email))!;
    expect(mail.subject).toBe('Inspection report: Acme Dental, 92.5%');
    expect(mail.text).toContain('Score: 92.5% (185 of 200 points; target 85%)');
    expect(mail.text).toContain('The site met its target.');
    expect(mail.text).toContain('- Restrooms, Toilets, urinals and sinks cleaned and disinfected: Poor (Sink stained)');
    expect(mail.text).toContain(`https://www.example.test/customer-dashboard?tab=reports&inspection=${ids['first']}`);
    const pdfBase64 = new RegExp(`filename=inspection-report-${ids['first']}\\.pdf[\\s\\S]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`).exec(
      mail.raw,
    )?.[1];
    const attached = Buffer.from(pdfBase64!.replace(/\s+/g, ''), 'base64');
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfText(attached)).text).toContain('Sink stained');
    expect((await reportTasks()).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('lists the customer’s own inspections with the score of every month, newest first', async () => {
    const list = await ok<CustomerInspections>(t, tokenA, 'GET', '/api/customer/inspections');
    // This month: (92.5 + 100) / 2 = 96.25, rounded to 96.3; the 11 months before it have none.
    expect(list.trend).toHaveLength(12);
    expect(list.trend[0]).toEqual({ month: monthBack(11), averagePercent: null, inspections: 0 });
    expect(list.trend[11]).toEqual({ month: monthBack(0), averagePercent: 96.3, inspections: 2 });
    expect(
      list.inspections.map((i) => [i.id, i.siteName, i.scorePercent, i.targetPercent, i.failedItems, i.actions, i.actionsFixed]),
    ).toEqual([
      [ids['north'], 'Acme Dental North', 100, 85, 0, 0, 0],
      [ids['first'], 'Acme Dental', 92.5, 85, 1, 1, 0],
    ]);
    expect(list.inspections[1]!.inspectorName).toBe('Admin Tester');
    expect((await ok<CustomerInspections>(t, tokenA, 'GET', '/api/customer/inspections?months=3')).trend.map((m) => m.month)).toEqual([
      monthBack(2),
      monthBack(1),
      monthBack(0),
    ]);
    const bad = await call<ErrorAnswer>(t, tokenA, 'GET', '/api/customer/inspections?months=0');
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.['months']).toBe('Ask for 1 to 36 months');
    const b = await ok<CustomerInspections>(t, tokenB, 'GET', '/api/customer/inspections');
    expect(b.inspections.map((i) => i.id)).toEqual([ids['b']]);
  });

  it('one report: areas, failed items with photos, actions; never where the inspector was', async () => {
    const res = await t.app.inject({ url: `/api/customer/inspections/${ids['first']}`, headers: bearer(tokenA) });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/farFromSite|distanceM|latitude|longitude|44\.8766/);
    const report = res.json<CustomerInspection>();
    expect(report).toMatchObject({
      siteName: 'Acme Dental',
      scorePercent: 92.5,
      targetPercent: 85,
      earnedPoints: 185,
      possiblePoints: 200,
    });
    const failed = report.items.filter((i) => i.failed);
    expect(failed.map((i) => [i.itemLabel, i.rating, i.note, i.photoIds.length])).toEqual([
      ['Toilets, urinals and sinks cleaned and disinfected', 'poor', 'Sink stained', 1],
    ]);
    expect(report.actions.map((a) => [a.title, a.status, a.closedAt])).toEqual([
      ['Restrooms: Toilets, urinals and sinks cleaned and disinfected', 'open', null],
    ]);
    // The photo is readable by this customer (the core's route).
    expect((await t.app.inject({ url: `/api/inspections/photos/${failed[0]!.photoIds[0]}`, headers: bearer(tokenA) })).statusCode).toBe(
      200,
    );
  });

  it('the PDF of a report', async () => {
    const res = await t.app.inject({ url: `/api/customer/inspections/${ids['first']}/pdf`, headers: bearer(tokenA) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="inspection-report-${ids['first']}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    for (const words of [
      'Inspection report',
      'Acme Dental',
      '92.5%',
      '185 of 200 points',
      'Sink stained',
      'Corrective actions',
      'Admin Tester',
    ])
      expect(text).toContain(words);
    // The finding's photo is drawn in it.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('another customer’s inspection is missing to them, as a missing one is; the routes are the customers’', async () => {
    for (const url of [
      `/api/customer/inspections/${ids['b']}`,
      `/api/customer/inspections/${ids['b']}/pdf`,
      '/api/customer/inspections/999999',
    ])
      expect((await call(t, tokenA, 'GET', url)).status).toBe(404);
    expect((await call(t, tokenA, 'GET', '/api/customer/inspections/x1')).status).toBe(400);
    expect((await call(t, w.adminToken, 'GET', '/api/customer/inspections')).status).toBe(403);
    expect((await t.app.inject({ url: `/api/customer/inspections/${ids['first']}/pdf` })).statusCode).toBe(401);
  });

  it('the admin dashboard’s quality trend is the company-wide mean of each month', async () => {
    const trend = await ok<QualityTrend>(t, w.adminToken, 'GET', '/api/admin/quality-trend');
    expect(trend.months).toHaveLength(12);
    // 20 items of B's site: 19 Good + 1 Poor = 190 of 200 = 95%; with 92.5 and 100: 287.5 / 3 = 95.83 -> 95.8.
    expect(trend.months[11]).toEqual({ month: monthBack(0), averagePercent: 95.8, inspections: 3 });
    expect(trend.months[10]).toEqual({ month: monthBack(1), averagePercent: null, inspections: 0 });
    expect((await call(t, tokenA, 'GET', '/api/admin/quality-trend')).status).toBe(403);
  });
});
