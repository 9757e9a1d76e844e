import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctiveActions, inspectionPhotos, inspections } from '#server/db/schema/inspections.ts';
import type {
  CorrectiveAction,
  CorrectiveActions,
  InspectableSite,
  InspectionTemplate,
  QualityOverview,
  SubmittedInspection,
  UploadedPhoto,
} from '#shared/contracts/inspections.ts';
import type { UrgentTask } from '#shared/contracts/admin-dashboard.ts';
import { zonedInstant } from '#shared/domain/company-time.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertSite } from '#tests/support/operations.ts';
import { call, companyToday, createPlan, ok, operationsWorld, planBody, trail, type ErrorAnswer } from '#tests/support/operations-api.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// Inspections (issue 33): scoring with N/A left out and the template version kept, corrective actions from
// the right items, idempotent submission, photos (type, size, who may read them), the crew closing an action
// and the next inspection verifying it, and a customer's problem report becoming an action.

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
let t: TestApp;
let photoDir: string;
let w: Awaited<ReturnType<typeof operationsWorld>>;
let supervisor: string;
let supervisorId: number;
let crew: string;
let otherEmployee: string;
let customerA: string;
let customerB: string;

beforeAll(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), 'twinpines-photos-'));
  t = await createTestApp({ PHOTO_DIR: photoDir });
  w = await operationsWorld(t, 'insp');
  const sup = await insertUser(w.db, 'employee', { username: 'insp-sup', firstName: 'Sam', lastName: 'Lind' });
  supervisorId = sup.id;
  supervisor = await tokenFor(t.app, sup.username);
  crew = await tokenFor(t.app, w.employee.username);
  otherEmployee = await tokenFor(t.app, w.employeeB.username);
  customerA = await tokenFor(t.app, w.customer.username);
  customerB = await tokenFor(t.app, w.customerB.username);
  // Today's visit at the customer's site, Ana on it: she is the site's crew.
  await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: zonedInstant(companyToday(), '12:00') }, [w.employee.id]);
});
afterAll(async () => {
  await t.close();
  await rm(photoDir, { recursive: true, force: true });
});

const upload = async (token: string, bytes: Buffer, type = 'image/png') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inspections/photos',
    headers: { ...bearer(token), 'content-type': type },
    payload: bytes,
  });
  return { status: res.statusCode, body: res.json<UploadedPhoto & ErrorAnswer>() };
};
const readPhoto = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const sitesFor = (token: string) => ok<{ sites: InspectableSite[] }>(t, token, 'GET', '/api/inspections/sites');
const submit = (token: string, body: object) => call<SubmittedInspection & ErrorAnswer>(t, token, 'POST', '/api/inspections', body);

/** Every item of the checklist Good, but those named. */
function ratingsOf(site: InspectableSite, special: Record<string, { rating: string; note?: string; photoIds?: string[] }>) {
  return site.areas.flatMap((a) => a.items.map((i) => ({ itemKey: i.key, rating: 'good', ...special[i.key] })));
}
const now = () => new Date().toISOString();

describe('inspections', () => {
  let site: InspectableSite;
  let first: SubmittedInspection;
  let photo: UploadedPhoto;

  it('only admins and supervisors inspect; the office template of 20 items, Good 10 / Fair 5 / Poor 0', async () => {
    expect((await call<ErrorAnswer>(t, supervisor, 'GET', '/api/inspections/sites')).status).toBe(403);
    expect((await call<ErrorAnswer>(t, customerA, 'GET', '/api/inspections/sites')).status).toBe(403);
    await ok(t, w.adminToken, 'PUT', `/api/admin/employees/${supervisorId}/supervisor`, { isSupervisor: true });
    const { sites } = await sitesFor(supervisor);
    // Today's visit first.
    expect(sites.map((s) => s.siteName)).toEqual(['Acme Dental', 'Birch Law']);
    site = sites[0]!;
    expect(site.todaysVisit).not.toBeNull();
    expect(site.points).toEqual({ good: 10, fair: 5, poor: 0 });
    expect(site.areas.flatMap((a) => a.items)).toHaveLength(20);
    expect(site.scoreTargetPercent).toBe(85);
  });

  it('refuses photos that are not images or too large, and customers uploading', async () => {
    const text = await upload(supervisor, Buffer.from('not an image at all'), 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Send a JPEG, PNG or WebP photo');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(supervisor, big)).status).toBe(413);
    expect((await upload(customerA, PNG)).status).toBe(403);
    expect(await w.db.select().from(inspectionPhotos)).toHaveLength(0);
    const good = await upload(supervisor, PNG, 'application/octet-stream');
    expect(good.status).toBe(201);
    expect(good.body.contentType).toBe('image/png');
    expect(good.body.sizeBytes).toBe(PNG.length);
    photo = good.body;
  });

  it('scores earned / possible with N/A left out; only the Poor item becomes an action at 91.7% (target 85)', async () => {
    const ratings = ratingsOf(site, {
      'restrooms.fixtures': { rating: 'poor', note: 'Sink stained', photoIds: [photo.id] },
      'glass.interior': { rating: 'fair' },
      'break-room.counters': { rating: 'na' },
      'break-room.appliances': { rating: 'na' },
    });
    const body = {
      idempotencyKey: 'insp-first-0001',
      siteId: site.siteId,
      templateVersion: site.templateVersion,
      bookingId: site.todaysVisit!.bookingId,
      inspectedAt: now(),
      location: '44.8766,-93.3301',
      ratings,
    };
    const res = await submit(supervisor, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    first = res.body;
    // 18 items counted: 16 Good (160) + 1 Fair (5) + 1 Poor (0) = 165 of 180.
    expect(first.inspection.earnedPoints).toBe(165);
    expect(first.inspection.possiblePoints).toBe(180);
    expect(first.inspection.scorePercent).toBe(91.7);
    expect(first.inspection.farFromSite).toBe(false);
    expect(first.actionsCreated).toBe(1);
    expect(first.inspection.actions.map((a) => a.title)).toEqual(['Restrooms: Toilets, urinals and sinks cleaned and disinfected']);
    expect(first.inspection.items.find((i) => i.itemKey === 'restrooms.fixtures')!.photoIds).toEqual([photo.id]);

    // A resend answers the first result once; the same key with another body is refused.
    const again = await submit(supervisor, body);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.inspection.id).toBe(first.inspection.id);
    expect(await w.db.select().from(inspections)).toHaveLength(1);
    expect((await submit(supervisor, { ...body, ratings: ratingsOf(site, {}) })).status).toBe(409);
    // A photo is used once.
    const reuse = await submit(supervisor, { ...body, idempotencyKey: 'insp-reuse-0001' });
    expect(reuse.status).toBe(400);
    expect(await w.db.select().from(inspections)).toHaveLength(1);
  });

  it('refuses a visit that is not one of the site’s (400 naming bookingId)', async () => {
    const res = await submit(w.adminToken, {
      idempotencyKey: 'insp-visit-00001',
      siteId: w.siteB.id,
      templateVersion: site.templateVersion,
      inspectedAt: now(),
      bookingId: 987654,
      ratings: ratingsOf(site, {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields).toEqual({ bookingId: 'Choose a visit of this site' });
  });

  it('flags an inspection more than 300 m from the site', async () => {
    // About 1.1 km north of the site.
    const res = await submit(w.adminToken, {
      idempotencyKey: 'insp-far-00001',
      siteId: w.siteB.id,
      templateVersion: site.templateVersion,
      inspectedAt: now(),
      location: '44.8866,-93.3301',
      ratings: ratingsOf(site, {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.inspection.farFromSite).toBe(true);
    expect(res.body.inspection.scorePercent).toBe(100);
  });

  it('lets only the site’s customer, its crew and admins see a photo', async () => {
    for (const token of [customerA, crew, w.adminToken, supervisor]) {
      const res = await readPhoto(token, photo.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    for (const token of [customerB, otherEmployee]) expect((await readPhoto(token, photo.url)).statusCode).toBe(404);
    expect((await readPhoto(customerA, '/api/inspections/photos/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // An id that is no photo id is the same 404, not a 400 that would tell ids apart.
    const malformed = await readPhoto(customerA, '/api/inspections/photos/not-a-photo');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a customer or a plain employee before reading the body (403, not 400)', async () => {
    for (const token of [customerA, otherEmployee]) {
      const empty = await submit(token, {});
      expect(empty.status).toBe(403);
      expect(empty.body.message).toBe('Only administrators and supervisors do inspections');
    }
  });

  it('keeps the template version an inspection was scored with when the template changes', async () => {
    const { templates } = await ok<{ templates: InspectionTemplate[] }>(t, w.adminToken, 'GET', '/api/admin/inspections/templates');
    const office = templates.find((x) => x.facilityType === 'office')!;
    const saved = await ok<InspectionTemplate>(t, w.adminToken, 'PUT', '/api/admin/inspections/templates/office', {
      areas: office.areas.filter((a) => a.key !== 'janitor-closet'),
      points: { good: 4, fair: 2, poor: 0 },
    });
    expect(saved.version).toBeGreaterThan(office.version);
    const report = await ok<SubmittedInspection['inspection']>(t, w.adminToken, 'GET', `/api/admin/inspections/${first.inspection.id}`);
    expect(report.templateVersion).toBe(office.version);
    expect(report.scorePercent).toBe(91.7);
    expect(report.items).toHaveLength(20);
    const { sites } = await sitesFor(supervisor);
    expect(sites[0]!.templateVersion).toBe(saved.version);
    expect(sites[0]!.areas.flatMap((a) => a.items)).toHaveLength(18);
    // Put the office template back to 10 / 5 / 0 for the next steps.
    await ok(t, w.adminToken, 'PUT', '/api/admin/inspections/templates/office', { areas: office.areas, points: office.points });
    site = (await sitesFor(supervisor)).sites[0]!;
  });

  it('the crew sees the open action (visit first) and closes it with a note and a photo; others get 404', async () => {
    const { actions } = await ok<CorrectiveActions>(t, crew, 'GET', '/api/employee/corrective-actions');
    expect(actions).toHaveLength(1);
    const action = actions[0]!;
    expect(action.onTodaysVisit).toBe(true);
    expect(action.crew.map((c) => c.name)).toEqual(['Ana Ruiz']);
    const due = new Date(action.dueAt).getTime() - new Date(first.inspection.inspectedAt).getTime();
    expect(Math.abs(due - 48 * 3_600_000)).toBeLessThan(60_000);
    expect((await ok<CorrectiveActions>(t, otherEmployee, 'GET', '/api/employee/corrective-actions')).actions).toHaveLength(0);

    const fix = (await upload(crew, PNG)).body;
    expect(
      (await call(t, otherEmployee, 'POST', `/api/employee/corrective-actions/${action.id}/close`, { note: 'Done', photoId: fix.id }))
        .status,
    ).toBe(404);
    const noPhoto = await call<ErrorAnswer>(t, crew, 'POST', `/api/employee/corrective-actions/${action.id}/close`, { note: 'Scrubbed' });
    expect(noPhoto.status).toBe(400);
    const closed = await ok<CorrectiveAction>(t, crew, 'POST', `/api/employee/corrective-actions/${action.id}/close`, {
      note: 'Scrubbed the sink',
      photoId: fix.id,
    });
    expect(closed.status).toBe('closed');
    expect(closed.closedNote).toBe('Scrubbed the sink');
    expect(closed.photos.map((p) => p.kind)).toEqual(['finding', 'fix']);
    expect(
      (await call(t, crew, 'POST', `/api/employee/corrective-actions/${action.id}/close`, { note: 'x', photoId: fix.id })).status,
    ).toBe(409);
    expect((await readPhoto(customerA, fix.url)).statusCode).toBe(200);
    expect((await trail(t, w.adminToken, 'corrective_action', action.id)).map((e) => e.action)).toEqual(['create', 'close']);
  });

  it('the next inspection verifies the fixed item; under a 95% target Fair items become actions too', async () => {
    await ok(t, w.adminToken, 'PUT', `/api/admin/sites/${site.siteId}/inspection-settings`, {
      scoreTargetPercent: 95,
      interval: 'monthly',
      reportEmail: true,
      adjustments: { removedItems: [], addedItems: [] },
    });
    // 20 counted: 17 Good (170) + 2 Fair (10) + 1 Poor (0) = 180 of 200 = 90%, under 95.
    const res = await submit(supervisor, {
      idempotencyKey: 'insp-second-001',
      siteId: site.siteId,
      templateVersion: site.templateVersion,
      inspectedAt: now(),
      ratings: ratingsOf(site, {
        'glass.interior': { rating: 'fair' },
        'offices.desks': { rating: 'fair' },
        'trash.removed': { rating: 'poor' },
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.inspection.scorePercent).toBe(90);
    expect(res.body.inspection.targetPercent).toBe(95);
    expect(res.body.actionsCreated).toBe(3);
    expect(res.body.actionsVerified).toBe(1);
    const [verified] = await w.db.select().from(correctiveActions).where(eq(correctiveActions.itemKey, 'restrooms.fixtures'));
    expect(verified!.status).toBe('verified');
    expect(verified!.verifiedByInspectionId).toBe(res.body.inspection.id);
    expect((await trail(t, w.adminToken, 'inspection', res.body.inspection.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('a customer’s problem report becomes a corrective action for the crew', async () => {
    const booking = await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: zonedInstant(companyToday(), '09:00') }, [
      w.employee.id,
    ]);
    await ok(t, customerA, 'POST', `/api/customer/bookings/${booking.id}/problems`, { description: 'Lobby rug not vacuumed' }, 201);
    const { actions } = await ok<CorrectiveActions>(t, crew, 'GET', '/api/employee/corrective-actions');
    const fromReport = actions.find((a) => a.source === 'problem_report')!;
    expect(fromReport.details).toBe('Lobby rug not vacuumed');
    expect(fromReport.siteId).toBe(w.site.id);
  });

  it('the Quality screen lists inspections, the month’s trend, sites under target and open actions', async () => {
    const q = await ok<QualityOverview>(t, w.adminToken, 'GET', '/api/admin/quality');
    expect(q.inspections.map((i) => i.scorePercent)).toEqual([90, 100, 91.7]);
    // This month: (91.7 + 100 + 90) / 3 = 93.9.
    expect(q.trend.at(-1)!.averagePercent).toBe(93.9);
    expect(q.trend.at(-1)!.inspections).toBe(3);
    expect(q.sitesUnderTarget.map((s) => s.siteName)).toEqual(['Acme Dental']);
    expect(q.openActions).toHaveLength(4);
    expect((await call(t, supervisor, 'GET', '/api/admin/quality')).status).toBe(403);
  });

  it('the dashboard’s urgent tasks name overdue corrective actions and sites not inspected within their interval', async () => {
    const tasks = () => ok<UrgentTask[]>(t, w.adminToken, 'GET', '/api/admin/urgent-tasks');
    // Nothing overdue yet (due in 48 h); both sites were inspected today and neither has a running plan.
    expect((await tasks()).filter((task) => task.href === '/admin/quality')).toEqual([]);

    // Two of the four open actions are past their due time.
    const open = await w.db.select().from(correctiveActions).where(eq(correctiveActions.status, 'open'));
    expect(open).toHaveLength(4);
    for (const action of open.slice(0, 2))
      await w.db
        .update(correctiveActions)
        .set({ dueAt: new Date(Date.now() - 3_600_000) })
        .where(eq(correctiveActions.id, action.id));
    // A new site gets a running plan and was never inspected.
    const cedar = await insertSite(w.db, w.customerB.id, { name: 'Cedar Clinic', address: '400 Cedar Ave, Minneapolis, MN 55454' });
    await createPlan(t, w.adminToken, planBody(w.customerB.id, cedar.id));

    const quality = (await tasks()).filter((task) => task.href === '/admin/quality');
    expect(quality).toEqual([
      {
        kind: 'overdue-corrective-actions',
        title: 'Overdue corrective actions',
        description: '2 corrective actions are past due',
        priority: 'high',
        count: 2,
        href: '/admin/quality',
      },
      {
        kind: 'sites-due-inspection',
        title: 'Sites due an inspection',
        description: '1 site was not inspected within its interval, 1 never inspected',
        priority: 'medium',
        count: 1,
        href: '/admin/quality',
      },
    ]);
  });
});

describe('an item that fails again while its action is still open', () => {
  it('makes no second action, yet is failed in the report and counted in the Quality list', async () => {
    const birch = await insertSite(w.db, w.customer.id, { name: 'Birch Dental', address: '210 Birch St, Edina, MN 55424' });
    await createPlan(t, w.adminToken, planBody(w.customer.id, birch.id));
    const checklist = (await sitesFor(w.adminToken)).sites.find((s) => s.siteId === birch.id)!;
    const inspect = (key: string) =>
      submit(w.adminToken, {
        idempotencyKey: key,
        siteId: birch.id,
        templateVersion: checklist.templateVersion,
        inspectedAt: now(),
        ratings: ratingsOf(checklist, { 'restrooms.fixtures': { rating: 'poor' } }),
      });
    const before = await inspect('insp-birch-0001');
    expect(before.body.actionsCreated).toBe(1);
    const again = await inspect('insp-birch-0002');
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.actionsCreated).toBe(0);

    const report = await ok<{ items: { itemKey: string; failed: boolean }[] }>(
      t,
      w.adminToken,
      'GET',
      `/api/admin/inspections/${again.body.inspection.id}`,
    );
    expect(report.items.filter((i) => i.failed).map((i) => i.itemKey)).toEqual(['restrooms.fixtures']);
    const listed = (await ok<QualityOverview>(t, w.adminToken, 'GET', `/api/admin/quality?siteId=${birch.id}`)).inspections;
    expect(listed.map((i) => i.failedItems)).toEqual([1, 1]);
  });
});
