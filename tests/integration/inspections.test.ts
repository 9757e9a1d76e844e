import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctiveActions, inspectionPhotos, inspections } from '#server/db/schema/inspections.ts';
import type { Geocoder } from '#server/integrations/geocoder.ts';
import { sweepUnattachedPhotos } from '#server/jobs/unattached-photos.ts';
import { createInspectionReadRepository } from '#server/modules/inspections/inspections-read.repository.ts';
import { createInspectionsService } from '#server/modules/inspections/inspections.service.ts';
import { createFilePhotoStorage } from '#server/storage/photo-storage.ts';
import type {
  CorrectiveAction,
  CorrectiveActions,
  InspectableSite,
  InspectionSettings,
  SiteInspectionSettings,
  InspectionTemplate,
  QualityOverview,
  SubmittedInspection,
  UploadedPhoto,
} from '#shared/contracts/inspections.ts';
import type { UrgentTask } from '#shared/contracts/admin-dashboard.ts';
import { addDays, zonedInstant } from '#shared/domain/company-time.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking, insertSite } from '#tests/support/operations.ts';
import { call, companyToday, createPlan, ok, operationsWorld, planBody, trail, type ErrorAnswer } from '#tests/support/operations-api.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// Inspections (issue 33): scoring with N/A left out and the template version kept, corrective actions from
// the right items and due in the company's hours, idempotent submission, photos (type, size, a per-user
// limit a minute, who may read them, the sweep of those never used), the crew closing an action and the
// next inspection verifying it, a customer's problem report becoming an action, the Quality screen's trend
// in company time. One app for the file; every test builds its own people and sites (`inspectionWorld`) and
// reads only its own rows, so each stands alone and in any order.

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The file's photo uploads a minute per user (INSPECTION_PHOTOS_PER_MINUTE): low, so the limit is reached with a few. */
const PHOTOS_PER_MINUTE = 5;
const HOUR_MS = 3_600_000;

let t: TestApp;
let photoDir: string;
beforeAll(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), 'twinpines-photos-'));
  t = await createTestApp({ PHOTO_DIR: photoDir, INSPECTION_PHOTOS_PER_MINUTE: String(PHOTOS_PER_MINUTE) });
});
afterAll(async () => {
  await t?.close();
  await rm(photoDir, { recursive: true, force: true });
});

const upload = async (token: string, bytes: Buffer, type = 'image/png', app: TestApp = t) => {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/inspections/photos',
    headers: { ...bearer(token), 'content-type': type },
    payload: bytes,
  });
  return { status: res.statusCode, body: res.json<UploadedPhoto & ErrorAnswer>() };
};
const readPhoto = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const sitesFor = (token: string, app: TestApp = t) => ok<{ sites: InspectableSite[] }>(app, token, 'GET', '/api/inspections/sites');
const submit = (token: string, body: object, app: TestApp = t) =>
  call<SubmittedInspection & ErrorAnswer>(app, token, 'POST', '/api/inspections', body);

/** Every item of the checklist Good, but those named. */
function ratingsOf(site: InspectableSite, special: Record<string, { rating: string; note?: string; photoIds?: string[] }>) {
  return site.areas.flatMap((a) => a.items.map((i) => ({ itemKey: i.key, rating: 'good', ...special[i.key] })));
}
const now = () => new Date().toISOString();

let worlds = 0;
/**
 * This test's own company: the admin, two customers (Acme Dental with today's visit, Birch Law), Ana on the
 * visit (the site's crew), Ben on no crew, and Sam marked as a supervisor; `checklist` is Acme Dental's, as the supervisor's phone gets it.
 */
async function inspectionWorld(app: TestApp = t) {
  const prefix = `insp${++worlds}`;
  const w = await operationsWorld(app, prefix);
  const sup = await insertUser(w.db, 'employee', { username: `${prefix}-sup`, firstName: 'Sam', lastName: 'Lind' });
  await ok(app, w.adminToken, 'PUT', `/api/admin/employees/${sup.id}/supervisor`, { isSupervisor: true });
  await insertBooking(w.db, w.customer.id, w.site.id, { scheduledStart: zonedInstant(companyToday(), '12:00') }, [w.employee.id]);
  const supervisor = await tokenFor(app.app, sup.username);
  const site = (await sitesFor(supervisor, app)).sites.find((s) => s.siteId === w.site.id)!;
  return {
    ...w,
    sup,
    supervisor,
    crew: await tokenFor(app.app, w.employee.username),
    otherEmployee: await tokenFor(app.app, w.employeeB.username),
    customerA: await tokenFor(app.app, w.customer.username),
    otherCustomer: await tokenFor(app.app, w.customerB.username),
    checklist: site,
  };
}
type World = Awaited<ReturnType<typeof inspectionWorld>>;

/**
 * The supervisor's inspection of Acme Dental on today's visit: the sinks Poor with a photo, interior glass Fair,
 * the break room's two items N/A, the rest Good.
 */
async function firstInspection(w: World) {
  const photo = (await upload(w.supervisor, PNG)).body;
  const body = {
    idempotencyKey: `insp-first-${w.checklist.siteId}`,
    siteId: w.checklist.siteId,
    templateVersion: w.checklist.templateVersion,
    bookingId: w.checklist.todaysVisit!.bookingId,
    inspectedAt: now(),
    location: '44.8766,-93.3301',
    ratings: ratingsOf(w.checklist, {
      'restrooms.fixtures': { rating: 'poor', note: 'Sink stained', photoIds: [photo.id] },
      'glass.interior': { rating: 'fair' },
      'break-room.counters': { rating: 'na' },
      'break-room.appliances': { rating: 'na' },
    }),
  };
  const res = await submit(w.supervisor, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { first: res.body, photo, body };
}

/** A second inspection of Acme Dental under a 95% target: glass and desks Fair, trash Poor, the rest Good (90%). */
async function secondInspectionAt95(w: World) {
  await ok(t, w.adminToken, 'PUT', `/api/admin/sites/${w.checklist.siteId}/inspection-settings`, {
    scoreTargetPercent: 95,
    interval: 'monthly',
    reportEmail: true,
    adjustments: { removedItems: [], addedItems: [] },
  });
  const res = await submit(w.supervisor, {
    idempotencyKey: `insp-second-${w.checklist.siteId}`,
    siteId: w.checklist.siteId,
    templateVersion: w.checklist.templateVersion,
    inspectedAt: now(),
    ratings: ratingsOf(w.checklist, {
      'glass.interior': { rating: 'fair' },
      'offices.desks': { rating: 'fair' },
      'trash.removed': { rating: 'poor' },
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('inspections', () => {
  it('only admins and supervisors inspect; the office template of 20 items, Good 10 / Fair 5 / Poor 0', async () => {
    const w = await inspectionWorld();
    const newcomer = await insertUser(w.db, 'employee', { username: `insp${worlds}-newcomer` });
    const newcomerToken = await tokenFor(t.app, newcomer.username);
    expect((await call<ErrorAnswer>(t, newcomerToken, 'GET', '/api/inspections/sites')).status).toBe(403);
    expect((await call<ErrorAnswer>(t, w.customerA, 'GET', '/api/inspections/sites')).status).toBe(403);
    await ok(t, w.adminToken, 'PUT', `/api/admin/employees/${newcomer.id}/supervisor`, { isSupervisor: true });
    const { sites } = await sitesFor(newcomerToken);
    // Today's visit first (of this world's two sites).
    const mine = sites.filter((s) => s.siteId === w.checklist.siteId || s.siteId === w.siteB.id);
    expect(mine.map((s) => s.siteName)).toEqual(['Acme Dental', 'Birch Law']);
    const site = mine[0]!;
    expect(site.todaysVisit).not.toBeNull();
    expect(site.points).toEqual({ good: 10, fair: 5, poor: 0 });
    expect(site.areas.flatMap((a) => a.items)).toHaveLength(20);
    expect(site.scoreTargetPercent).toBe(85);
    // The mark is in the employee's own trail (not a customer's of the same id).
    expect((await trail(t, w.adminToken, 'employee', newcomer.id)).map((e) => [e.action, e.actorUser?.id])).toEqual([
      ['supervisor_marked', w.admin.id],
    ]);
    expect((await trail(t, w.adminToken, 'customer', newcomer.id)).map((e) => e.action)).toEqual([]);
  });

  it('an admin adjusts a site’s checklist: an item left out, one added; inspections are scored and kept with it', async () => {
    const w = await inspectionWorld();
    const url = `/api/admin/sites/${w.checklist.siteId}/inspection-settings`;
    const adjusted = {
      scoreTargetPercent: 90,
      interval: 'biweekly',
      reportEmail: false,
      adjustments: {
        removedItems: ['glass.interior'],
        addedItems: [{ areaKey: 'restrooms', key: 'restrooms.changing-table', label: 'Baby changing table wiped' }],
      },
    };
    const saved = await ok<SiteInspectionSettings>(t, w.adminToken, 'PUT', url, adjusted);
    expect(saved.adjustments).toEqual(adjusted.adjustments);
    expect(await ok(t, w.adminToken, 'GET', url)).toMatchObject(adjusted);
    const [audited] = await trail(t, w.adminToken, 'site', w.checklist.siteId);
    expect([audited?.action, audited?.after]).toEqual(['inspection_settings', adjusted]);

    // The supervisor's phone gets the site's own checklist: 20 - 1 + 1 items, the added one in its area.
    const site = (await sitesFor(w.supervisor)).sites.find((s) => s.siteId === w.checklist.siteId)!;
    const keys = site.areas.flatMap((a) => a.items.map((i) => i.key));
    expect(keys).toHaveLength(20);
    expect(keys).not.toContain('glass.interior');
    const restrooms = site.areas.find((a) => a.key === 'restrooms')!;
    expect(restrooms.items.map((i) => i.label)).toContain('Baby changing table wiped');
    expect(site.scoreTargetPercent).toBe(90);

    // The added item Poor, the rest Good: 190 of 200 = 95%; only the added item becomes an action.
    const res = await submit(w.supervisor, {
      idempotencyKey: `insp-adjusted-${w.checklist.siteId}`,
      siteId: w.checklist.siteId,
      templateVersion: site.templateVersion,
      inspectedAt: now(),
      ratings: ratingsOf(site, { 'restrooms.changing-table': { rating: 'poor' } }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.inspection.scorePercent).toBe(95);
    expect(res.body.actionsCreated).toBe(1);
    const { actions } = await ok<CorrectiveActions>(t, w.crew, 'GET', '/api/employee/corrective-actions');
    expect(actions.map((a) => a.title)).toEqual([expect.stringContaining('Baby changing table wiped')]);

    // A rating of the item left out is refused: the site's checklist is what is scored.
    const stale = await submit(w.supervisor, {
      idempotencyKey: `insp-adjusted-stale-${w.checklist.siteId}`,
      siteId: w.checklist.siteId,
      templateVersion: site.templateVersion,
      inspectedAt: now(),
      ratings: ratingsOf(w.checklist, {}),
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(400);

    // The report keeps the checklist it was scored with after the site's adjustment is undone.
    await ok(t, w.adminToken, 'PUT', url, { ...adjusted, adjustments: { removedItems: [], addedItems: [] } });
    const report = await ok<SubmittedInspection['inspection']>(t, w.adminToken, 'GET', `/api/admin/inspections/${res.body.inspection.id}`);
    const reported = report.items.map((i) => i.itemLabel);
    expect(reported).toContain('Baby changing table wiped');
    expect(report.items).toHaveLength(20);
  });

  it('refuses photos that are not images or too large, and customers uploading', async () => {
    const w = await inspectionWorld();
    const text = await upload(w.supervisor, Buffer.from('not an image at all'), 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Send a JPEG, PNG or WebP photo');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(w.supervisor, big)).status).toBe(413);
    expect((await upload(w.customerA, PNG)).status).toBe(403);
    const ofTheseUsers = inArray(inspectionPhotos.uploadedBy, [w.sup.id, w.customer.id]);
    expect(await w.db.select().from(inspectionPhotos).where(ofTheseUsers)).toHaveLength(0);
    const good = await upload(w.supervisor, PNG, 'application/octet-stream');
    expect(good.status).toBe(201);
    expect(good.body.contentType).toBe('image/png');
    expect(good.body.sizeBytes).toBe(PNG.length);
  });

  it(`takes ${PHOTOS_PER_MINUTE} photos a minute from one user, then 429 with how long to wait; another user is not held up`, async () => {
    const w = await inspectionWorld();
    for (let i = 0; i < PHOTOS_PER_MINUTE; i += 1) expect((await upload(w.supervisor, PNG)).status).toBe(201);
    const refused = await upload(w.supervisor, PNG);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(
      /^You have uploaded 5 photos in the last minute, the most we take\. Wait ([1-9]|[1-5][0-9]|60) seconds? and send the rest\.$/,
    );
    expect(await w.db.select().from(inspectionPhotos).where(eq(inspectionPhotos.uploadedBy, w.sup.id))).toHaveLength(5);
    // Every request comes from the same address here: the limit is the user's, not the address's.
    expect((await upload(w.crew, PNG)).status).toBe(201);
  });

  it('scores earned / possible with N/A left out; only the Poor item becomes an action at 91.7% (target 85)', async () => {
    const w = await inspectionWorld();
    const { first, photo, body } = await firstInspection(w);
    // 18 items counted: 16 Good (160) + 1 Fair (5) + 1 Poor (0) = 165 of 180.
    expect(first.inspection.earnedPoints).toBe(165);
    expect(first.inspection.possiblePoints).toBe(180);
    expect(first.inspection.scorePercent).toBe(91.7);
    expect(first.inspection.farFromSite).toBe(false);
    expect(first.actionsCreated).toBe(1);
    expect(first.inspection.actions.map((a) => a.title)).toEqual(['Restrooms: Toilets, urinals and sinks cleaned and disinfected']);
    expect(first.inspection.items.find((i) => i.itemKey === 'restrooms.fixtures')!.photoIds).toEqual([photo.id]);

    // A resend answers the first result once; the same key with another body is refused.
    const ofThisSite = eq(inspections.siteId, w.checklist.siteId);
    const again = await submit(w.supervisor, body);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.inspection.id).toBe(first.inspection.id);
    expect(await w.db.select().from(inspections).where(ofThisSite)).toHaveLength(1);
    expect((await submit(w.supervisor, { ...body, ratings: ratingsOf(w.checklist, {}) })).status).toBe(409);
    // A photo is used once.
    const reuse = await submit(w.supervisor, { ...body, idempotencyKey: `insp-reuse-${w.checklist.siteId}` });
    expect(reuse.status).toBe(400);
    expect(reuse.body.fields).toEqual({ photoIds: 'Upload the photo first (each photo is used once)' });
    expect(await w.db.select().from(inspections).where(ofThisSite)).toHaveLength(1);
  });

  it('refuses a visit that is not one of the site’s (400 naming bookingId)', async () => {
    const w = await inspectionWorld();
    const res = await submit(w.adminToken, {
      idempotencyKey: `insp-visit-${w.siteB.id}`,
      siteId: w.siteB.id,
      templateVersion: w.checklist.templateVersion,
      inspectedAt: now(),
      bookingId: 987654,
      ratings: ratingsOf(w.checklist, {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields).toEqual({ bookingId: 'Choose a visit of this site' });
  });

  it('flags an inspection more than 300 m from the site', async () => {
    const w = await inspectionWorld();
    // About 1.1 km north of the site.
    const res = await submit(w.adminToken, {
      idempotencyKey: `insp-far-${w.siteB.id}`,
      siteId: w.siteB.id,
      templateVersion: w.checklist.templateVersion,
      inspectedAt: now(),
      location: '44.8866,-93.3301',
      ratings: ratingsOf(w.checklist, {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.inspection.farFromSite).toBe(true);
    expect(res.body.inspection.scorePercent).toBe(100);
    // Either side of the 300 m line, due north of the site (44.8766, -93.3301): 0.002248° is 250 m, 0.003148° 350 m.
    for (const [latitude, metres, far] of [
      ['44.878848', 250, false],
      ['44.879748', 350, true],
    ] as const) {
      const near = await submit(w.adminToken, {
        idempotencyKey: `insp-${metres}m-${w.siteB.id}`,
        siteId: w.siteB.id,
        templateVersion: w.checklist.templateVersion,
        inspectedAt: now(),
        location: `${latitude},-93.3301`,
        ratings: ratingsOf(w.checklist, {}),
      });
      expect([near.body.inspection.distanceM, near.body.inspection.farFromSite]).toEqual([metres, far]);
    }
  });

  it('lets only the site’s customer, its crew and admins see a photo', async () => {
    const w = await inspectionWorld();
    const { photo } = await firstInspection(w);
    for (const token of [w.customerA, w.crew, w.adminToken, w.supervisor]) {
      const res = await readPhoto(token, photo.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    for (const token of [w.otherCustomer, w.otherEmployee]) expect((await readPhoto(token, photo.url)).statusCode).toBe(404);
    expect((await readPhoto(w.customerA, '/api/inspections/photos/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // An id that is no photo id is the same 404, not a 400 that would tell ids apart.
    const malformed = await readPhoto(w.customerA, '/api/inspections/photos/not-a-photo');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a customer or a plain employee before reading the body (403, not 400)', async () => {
    const w = await inspectionWorld();
    for (const token of [w.customerA, w.otherEmployee]) {
      const empty = await submit(token, {});
      expect(empty.status).toBe(403);
      expect(empty.body.message).toBe('Only administrators and supervisors do inspections');
    }
  });

  it('keeps the template version an inspection was scored with when the template changes', async () => {
    const w = await inspectionWorld();
    const { first } = await firstInspection(w);
    const { templates } = await ok<{ templates: InspectionTemplate[] }>(t, w.adminToken, 'GET', '/api/admin/inspections/templates');
    const office = templates.find((x) => x.facilityType === 'office')!;
    try {
      const saved = await ok<InspectionTemplate>(t, w.adminToken, 'PUT', '/api/admin/inspections/templates/office', {
        areas: office.areas.filter((a) => a.key !== 'janitor-closet'),
        points: { good: 4, fair: 2, poor: 0 },
      });
      expect(saved.version).toBeGreaterThan(office.version);
      const [latest] = (await trail(t, w.adminToken, 'inspection_template', 'office')).slice(-1);
      expect([latest?.action, latest?.before, latest?.after]).toEqual([
        'new_version',
        { version: office.version },
        { version: saved.version, areas: office.areas.length - 1, items: 18, points: { good: 4, fair: 2, poor: 0 } },
      ]);
      const report = await ok<SubmittedInspection['inspection']>(t, w.adminToken, 'GET', `/api/admin/inspections/${first.inspection.id}`);
      expect(report.templateVersion).toBe(office.version);
      expect(report.scorePercent).toBe(91.7);
      expect(report.items).toHaveLength(20);
      const current = (await sitesFor(w.supervisor)).sites.find((s) => s.siteId === w.checklist.siteId)!;
      expect(current.templateVersion).toBe(saved.version);
      expect(current.areas.flatMap((a) => a.items)).toHaveLength(18);
    } finally {
      // The office checklist back to its 20 items at 10 / 5 / 0 (as a new version) for the tests after this one.
      await ok(t, w.adminToken, 'PUT', '/api/admin/inspections/templates/office', { areas: office.areas, points: office.points });
    }
  });

  it('the crew sees the open action (visit first) and closes it with a note and a photo; others get 404', async () => {
    const w = await inspectionWorld();
    const { first } = await firstInspection(w);
    const { actions } = await ok<CorrectiveActions>(t, w.crew, 'GET', '/api/employee/corrective-actions');
    expect(actions).toHaveLength(1);
    const action = actions[0]!;
    expect(action.onTodaysVisit).toBe(true);
    expect(action.crew.map((c) => c.name)).toEqual(['Ana Ruiz']);
    // Due in the default 48 hours.
    const due = new Date(action.dueAt).getTime() - new Date(first.inspection.inspectedAt).getTime();
    expect(Math.abs(due - 48 * HOUR_MS)).toBeLessThan(60_000);
    expect((await ok<CorrectiveActions>(t, w.otherEmployee, 'GET', '/api/employee/corrective-actions')).actions).toHaveLength(0);

    const fix = (await upload(w.crew, PNG)).body;
    const closeUrl = `/api/employee/corrective-actions/${action.id}/close`;
    expect((await call(t, w.otherEmployee, 'POST', closeUrl, { note: 'Done', photoId: fix.id })).status).toBe(404);
    const noPhoto = await call<ErrorAnswer>(t, w.crew, 'POST', closeUrl, { note: 'Scrubbed' });
    expect(noPhoto.status).toBe(400);
    const closed = await ok<CorrectiveAction>(t, w.crew, 'POST', closeUrl, { note: 'Scrubbed the sink', photoId: fix.id });
    expect(closed.status).toBe('closed');
    expect(closed.closedNote).toBe('Scrubbed the sink');
    expect(closed.photos.map((p) => p.kind)).toEqual(['finding', 'fix']);
    expect((await call(t, w.crew, 'POST', closeUrl, { note: 'x', photoId: fix.id })).status).toBe(409);
    expect((await readPhoto(w.customerA, fix.url)).statusCode).toBe(200);
    expect((await trail(t, w.adminToken, 'corrective_action', action.id)).map((e) => e.action)).toEqual(['create', 'close']);
  });

  it('the crew’s list puts the action of the visit they are on today first, before one due sooner elsewhere', async () => {
    const w = await inspectionWorld();
    // Ana is on Birch Law's visit tomorrow too; Birch Law is inspected first, so its action is due first.
    await insertBooking(w.db, w.customerB.id, w.siteB.id, { scheduledStart: zonedInstant(addDays(companyToday(), 1), '12:00') }, [
      w.employee.id,
    ]);
    const birch = (await sitesFor(w.supervisor)).sites.find((s) => s.siteId === w.siteB.id)!;
    const poorTrash = (site: InspectableSite, key: string) => ({
      idempotencyKey: key,
      siteId: site.siteId,
      templateVersion: site.templateVersion,
      inspectedAt: now(),
      ratings: ratingsOf(site, { 'trash.removed': { rating: 'poor' } }),
    });
    expect((await submit(w.supervisor, poorTrash(birch, `insp-order-birch-${birch.siteId}`))).status).toBe(201);
    expect((await submit(w.supervisor, poorTrash(w.checklist, `insp-order-acme-${w.checklist.siteId}`))).status).toBe(201);
    const { actions } = await ok<CorrectiveActions>(t, w.crew, 'GET', '/api/employee/corrective-actions');
    expect(actions.map((a) => [a.siteName, a.onTodaysVisit])).toEqual([
      ['Acme Dental', true],
      ['Birch Law', false],
    ]);
    expect(new Date(actions[1]!.dueAt).getTime()).toBeLessThan(new Date(actions[0]!.dueAt).getTime());
  });

  it('the next inspection verifies the fixed item; under a 95% target Fair items become actions too', async () => {
    const w = await inspectionWorld();
    await firstInspection(w);
    const [action] = (await ok<CorrectiveActions>(t, w.crew, 'GET', '/api/employee/corrective-actions')).actions;
    const fix = (await upload(w.crew, PNG)).body;
    await ok(t, w.crew, 'POST', `/api/employee/corrective-actions/${action!.id}/close`, { note: 'Scrubbed', photoId: fix.id });

    const second = await secondInspectionAt95(w);
    // 20 counted: 17 Good (170) + 2 Fair (10) + 1 Poor (0) = 180 of 200 = 90%, under 95.
    expect(second.inspection.scorePercent).toBe(90);
    expect(second.inspection.targetPercent).toBe(95);
    expect(second.actionsCreated).toBe(3);
    expect(second.actionsVerified).toBe(1);
    const [verified] = await w.db.select().from(correctiveActions).where(eq(correctiveActions.id, action!.id));
    expect(verified!.status).toBe('verified');
    expect(verified!.verifiedByInspectionId).toBe(second.inspection.id);
    expect((await trail(t, w.adminToken, 'corrective_action', action!.id)).map((e) => e.action)).toEqual(['create', 'close', 'verify']);
    expect((await trail(t, w.adminToken, 'inspection', second.inspection.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('a customer’s problem report becomes a corrective action for the crew', async () => {
    const w = await inspectionWorld();
    const booking = await insertBooking(
      w.db,
      w.customer.id,
      w.checklist.siteId,
      { scheduledStart: zonedInstant(companyToday(), '09:00') },
      [w.employee.id],
    );
    await ok(t, w.customerA, 'POST', `/api/customer/bookings/${booking.id}/problems`, { description: 'Lobby rug not vacuumed' }, 201);
    const { actions } = await ok<CorrectiveActions>(t, w.crew, 'GET', '/api/employee/corrective-actions');
    expect(actions.map((a) => [a.source, a.siteId, a.details])).toEqual([['problem_report', w.checklist.siteId, 'Lobby rug not vacuumed']]);
    const due = new Date(actions[0]!.dueAt).getTime() - Date.now();
    expect(Math.abs(due - 48 * HOUR_MS)).toBeLessThan(60_000);
  });

  it('a new corrective action is due in the company’s hours from Settings (1 to 720), an inspection’s and a report’s alike', async () => {
    const w = await inspectionWorld();
    const settings = '/api/admin/settings/inspections';
    expect(await ok<InspectionSettings>(t, w.adminToken, 'GET', settings)).toEqual({ actionDueHours: 48 });
    for (const actionDueHours of [0, 721, 1.5, '24', null]) {
      const refused = await call<ErrorAnswer>(t, w.adminToken, 'PUT', settings, { actionDueHours });
      expect(refused.status, String(actionDueHours)).toBe(400);
      expect(refused.body.fields).toEqual({ actionDueHours: 'Corrective actions are due in 1 to 720 hours' });
    }
    expect(await ok<InspectionSettings>(t, w.adminToken, 'GET', settings)).toEqual({ actionDueHours: 48 });
    try {
      expect(await ok<InspectionSettings>(t, w.adminToken, 'PUT', settings, { actionDueHours: 6 })).toEqual({ actionDueHours: 6 });
      expect(await ok<InspectionSettings>(t, w.adminToken, 'GET', settings)).toEqual({ actionDueHours: 6 });
      expect((await trail(t, w.adminToken, 'inspection_settings', 1)).at(-1)).toMatchObject({
        action: 'update',
        before: { actionDueHours: 48 },
        after: { actionDueHours: 6 },
      });

      const sentAt = Date.now();
      await firstInspection(w);
      const booking = await insertBooking(
        w.db,
        w.customer.id,
        w.checklist.siteId,
        { scheduledStart: zonedInstant(companyToday(), '08:00') },
        [w.employee.id],
      );
      await ok(t, w.customerA, 'POST', `/api/customer/bookings/${booking.id}/problems`, { description: 'Mats left wet' }, 201);
      const { actions } = await ok<CorrectiveActions>(t, w.crew, 'GET', '/api/employee/corrective-actions');
      expect(actions.map((a) => a.source).sort()).toEqual(['inspection', 'problem_report']);
      // Six hours after each was made (both within a minute of sentAt).
      for (const action of actions) expect(Math.abs(new Date(action.dueAt).getTime() - (sentAt + 6 * HOUR_MS))).toBeLessThan(60_000);
    } finally {
      await ok(t, w.adminToken, 'PUT', settings, { actionDueHours: 48 });
    }
  });

  it('the Quality screen lists a site’s inspections and its month, the sites under target and the open actions', async () => {
    const w = await inspectionWorld();
    await firstInspection(w);
    await submit(w.adminToken, {
      idempotencyKey: `insp-birch-${w.siteB.id}`,
      siteId: w.siteB.id,
      templateVersion: w.checklist.templateVersion,
      inspectedAt: now(),
      ratings: ratingsOf(w.checklist, {}),
    });
    await secondInspectionAt95(w);

    const acme = await ok<QualityOverview>(t, w.adminToken, 'GET', `/api/admin/quality?siteId=${w.checklist.siteId}`);
    expect(acme.inspections.map((i) => i.scorePercent)).toEqual([90, 91.7]);
    // This month at Acme Dental: (91.7 + 90) / 2 = 90.85, 90.9 to one decimal.
    expect(acme.trend.at(-1)).toMatchObject({ averagePercent: 90.9, inspections: 2 });

    const all = await ok<QualityOverview>(t, w.adminToken, 'GET', '/api/admin/quality');
    const mine = (siteId: number) => siteId === w.checklist.siteId || siteId === w.siteB.id;
    // Acme's latest is 90 against 95; Birch Law's 100 against 85.
    expect(all.sitesUnderTarget.filter((s) => mine(s.siteId)).map((s) => [s.siteName, s.scorePercent, s.targetPercent])).toEqual([
      ['Acme Dental', 90, 95],
    ]);
    // The sinks' action was verified by the second inspection; its three new ones are open.
    expect(
      all.openActions
        .filter((a) => mine(a.siteId))
        .map((a) => a.itemKey)
        .sort(),
    ).toEqual(['glass.interior', 'offices.desks', 'trash.removed']);
    // The inspector filter names who inspected: Sam (both of Acme's) and the admin (Birch Law's), no customer.
    const people = all.inspectors.filter((p) => p.id === w.sup.id || p.id === w.admin.id || p.id === w.customer.id);
    expect(people.map((p) => p.id).sort((a, b) => a - b)).toEqual([w.admin.id, w.sup.id].sort((a, b) => a - b));
    expect(people.find((p) => p.id === w.sup.id)!.name).toBe('Sam Lind');
    // Filtered by inspector: the admin inspected Birch Law only, Sam Acme Dental twice.
    const byAdmin = await ok<QualityOverview>(t, w.adminToken, 'GET', `/api/admin/quality?inspectorId=${w.admin.id}`);
    expect(byAdmin.inspections.map((i) => i.siteName)).toEqual(['Birch Law']);
    const bySam = await ok<QualityOverview>(t, w.adminToken, 'GET', `/api/admin/quality?inspectorId=${w.sup.id}`);
    expect(bySam.inspections.map((i) => [i.siteName, i.scorePercent])).toEqual([
      ['Acme Dental', 90],
      ['Acme Dental', 91.7],
    ]);
    expect((await call(t, w.supervisor, 'GET', '/api/admin/quality')).status).toBe(403);
  });

  it('the Quality trend starts on the first of the month 11 months back in company time, across a DST change', async () => {
    const w = await inspectionWorld();
    // 15 March 2026, Central Daylight Time (since 8 March); the window's first day, 1 April 2025, is in CDT too,
    // and this month's first day, 1 March 2026, in CST: the window starts at 2025-04-01T05:00Z.
    const clock = new Date('2026-03-15T17:00:00Z');
    const geocoder = { configured: false, reverse: async () => ({ address: null }), search: async () => null } as unknown as Geocoder;
    const service = createInspectionsService({ db: w.db, storage: createFilePhotoStorage(photoDir), geocoder, now: () => clock });
    const row = (key: string, inspectedAt: string, scorePercent: number) => ({
      siteId: w.checklist.siteId,
      inspectorId: w.sup.id,
      templateVersion: w.checklist.templateVersion,
      inspectedAt: new Date(inspectedAt),
      earnedPoints: scorePercent,
      possiblePoints: 100,
      scorePercent,
      targetPercent: 85,
      idempotencyKey: `insp-dst-${w.checklist.siteId}-${key}`,
      requestHash: key,
    });
    await w.db.insert(inspections).values([
      // 11:30 PM on 31 March 2025 in Minnesota: the month before the window.
      row('before', '2025-04-01T04:30:00Z', 60),
      // 12:30 AM on 1 April 2025 in Minnesota: the window's first hour.
      row('first-hour', '2025-04-01T05:30:00Z', 80),
      row('this-month', '2026-03-14T16:00:00Z', 90),
    ]);
    const { trend } = await service.quality({ siteId: w.checklist.siteId });
    expect(trend).toEqual([
      { month: '2025-04', averagePercent: 80, inspections: 1 },
      { month: '2026-03', averagePercent: 90, inspections: 1 },
    ]);
  });

  it('sweeps photos left unnamed for a day, with their files; fresh and used ones stay', async () => {
    const w = await inspectionWorld();
    const { photo: used } = await firstInspection(w);
    const fresh = (await upload(w.supervisor, PNG)).body;
    const stale = (await upload(w.supervisor, PNG)).body;
    const dayAgo = new Date(Date.now() - 25 * HOUR_MS);
    await w.db
      .update(inspectionPhotos)
      .set({ createdAt: dayAgo })
      .where(inArray(inspectionPhotos.id, [used.id, stale.id]));
    const files = async () =>
      (await readdir(path.join(photoDir, 'inspections'))).filter(
        (f) => f.startsWith(stale.id) || f.startsWith(fresh.id) || f.startsWith(used.id),
      );
    expect((await files()).sort()).toEqual([`${fresh.id}.png`, `${stale.id}.png`, `${used.id}.png`].sort());

    const round = await t.database.runAlone('unattached photos', () =>
      sweepUnattachedPhotos({ db: w.db, storage: createFilePhotoStorage(photoDir) }, new Date()),
    );
    // No other test of this file leaves a photo a day old: the one stale photo is the round's only one.
    expect(round).toEqual({ ran: true, result: 1 });
    expect((await files()).sort()).toEqual([`${fresh.id}.png`, `${used.id}.png`].sort());
    const left = await w.db.select({ id: inspectionPhotos.id }).from(inspectionPhotos).where(eq(inspectionPhotos.uploadedBy, w.sup.id));
    expect(left.map((p) => p.id).sort()).toEqual([fresh.id, used.id].sort());
    expect((await readPhoto(w.adminToken, stale.url)).statusCode).toBe(404);
    expect((await readPhoto(w.adminToken, used.url)).statusCode).toBe(200);
    // Named now, it can no longer be: the inspection is refused as for any photo that is not one's own.
    const late = await submit(w.supervisor, {
      idempotencyKey: `insp-late-${w.siteB.id}`,
      siteId: w.siteB.id,
      templateVersion: w.checklist.templateVersion,
      inspectedAt: now(),
      ratings: ratingsOf(w.checklist, { 'trash.removed': { rating: 'poor', photoIds: [stale.id] } }),
    });
    expect(late.status).toBe(400);
    expect(late.body.fields).toEqual({ photoIds: 'Upload the photo first (each photo is used once)' });
  });
});

describe('an item that fails again while its action is still open', () => {
  it('makes no second action, yet is failed in the report and counted in the Quality list', async () => {
    const w = await inspectionWorld();
    const birch = await insertSite(w.db, w.customer.id, { name: 'Birch Dental', address: '210 Birch St, Edina, MN 55424' });
    await createPlan(t, w.adminToken, planBody(w.customer.id, birch.id));
    const checklist = (await sitesFor(w.adminToken)).sites.find((s) => s.siteId === birch.id)!;
    const inspect = (key: string) =>
      submit(w.adminToken, {
        idempotencyKey: `${key}-${birch.id}`,
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
    const open = await w.db
      .select()
      .from(correctiveActions)
      .where(and(eq(correctiveActions.siteId, birch.id), eq(correctiveActions.status, 'open')));
    expect(open.map((a) => a.itemKey)).toEqual(['restrooms.fixtures']);

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

describe('the dashboard’s urgent tasks', () => {
  // Counted over the whole company: a database of this test's own, so no other test's actions or sites count.
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(async () => {
    await own?.close();
  });

  it('name overdue corrective actions and sites not inspected within their interval', async () => {
    const w = await inspectionWorld(own);
    const tasks = async () =>
      (await ok<UrgentTask[]>(own, w.adminToken, 'GET', '/api/admin/urgent-tasks')).filter((task) => task.href === '/admin/quality');
    const res = await submit(
      w.supervisor,
      {
        idempotencyKey: `insp-urgent-${w.checklist.siteId}`,
        siteId: w.checklist.siteId,
        templateVersion: w.checklist.templateVersion,
        inspectedAt: now(),
        ratings: ratingsOf(w.checklist, {
          'restrooms.fixtures': { rating: 'poor' },
          'trash.removed': { rating: 'poor' },
          'glass.interior': { rating: 'poor' },
        }),
      },
      own,
    );
    expect(res.body.actionsCreated).toBe(3);
    // Nothing overdue yet (due in 48 h); Acme Dental was inspected today and neither site has a running plan.
    expect(await tasks()).toEqual([]);

    // Two of the three open actions are past their due time.
    const open = await w.db.select().from(correctiveActions).where(eq(correctiveActions.status, 'open'));
    expect(open).toHaveLength(3);
    for (const action of open.slice(0, 2))
      await w.db
        .update(correctiveActions)
        .set({ dueAt: new Date(Date.now() - HOUR_MS) })
        .where(eq(correctiveActions.id, action.id));
    // A new site gets a running plan and was never inspected.
    const cedar = await insertSite(w.db, w.customerB.id, { name: 'Cedar Clinic', address: '400 Cedar Ave, Minneapolis, MN 55454' });
    await createPlan(own, w.adminToken, planBody(w.customerB.id, cedar.id));

    expect(await tasks()).toEqual([
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

    // The Quality screen counts every open action and lists them earliest due first, the overdue ones leading
    // (decision 0062); the repository hands over only the first ones when asked (the screen asks for 50).
    const overview = await ok<QualityOverview>(own, w.adminToken, 'GET', '/api/admin/quality');
    expect([overview.openActionCount, overview.overdueActionCount]).toEqual([3, 2]);
    expect(overview.openActions.map((a) => a.overdue)).toEqual([true, true, false]);
    const firstTwo = await createInspectionReadRepository(w.db).openActions(new Date(), 2);
    expect(firstTwo.map((a) => a.id)).toEqual(overview.openActions.slice(0, 2).map((a) => a.id));

    // One overdue action is named with its site.
    const [lone] = overview.openActions;
    await w.db
      .update(correctiveActions)
      .set({ dueAt: new Date(Date.now() + HOUR_MS) })
      .where(eq(correctiveActions.id, overview.openActions[1]!.id));
    expect((await tasks())[0]).toEqual({
      kind: 'overdue-corrective-actions',
      title: 'Overdue corrective actions',
      description: `1 corrective action is past due at Acme Dental: ${lone!.title}`,
      priority: 'high',
      count: 1,
      href: '/admin/quality',
    });

    // Acme Dental gets a running plan too: inspected today, it is not due. Its inspection moved back in time,
    // it is due past its interval: a month (31 days) by default, a week once the site is set to weekly.
    await createPlan(own, w.adminToken, planBody(w.customer.id, w.checklist.siteId));
    const dueSites = async () => (await tasks()).find((task) => task.kind === 'sites-due-inspection')?.description;
    const inspectedDaysAgo = (days: number) =>
      w.db
        .update(inspections)
        .set({ inspectedAt: new Date(Date.now() - days * 24 * HOUR_MS) })
        .where(eq(inspections.siteId, w.checklist.siteId));
    expect(await dueSites()).toBe('1 site was not inspected within its interval, 1 never inspected');
    await inspectedDaysAgo(30);
    expect(await dueSites()).toBe('1 site was not inspected within its interval, 1 never inspected');
    await inspectedDaysAgo(32);
    expect(await dueSites()).toBe('2 sites were not inspected within their interval, 1 never inspected');
    await ok(own, w.adminToken, 'PUT', `/api/admin/sites/${w.checklist.siteId}/inspection-settings`, {
      scoreTargetPercent: 85,
      interval: 'weekly',
      reportEmail: true,
      adjustments: { removedItems: [], addedItems: [] },
    });
    await inspectedDaysAgo(6);
    expect(await dueSites()).toBe('1 site was not inspected within its interval, 1 never inspected');
    await inspectedDaysAgo(8);
    expect(await dueSites()).toBe('2 sites were not inspected within their interval, 1 never inspected');
  });
});
