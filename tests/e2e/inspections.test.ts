import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CorrectiveAction, InspectionReport, QualityOverview } from '#shared/contracts/inspections.ts';
import { companyDate } from '#shared/domain/company-time.ts';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, viewports, waitForHydration } from './browser.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/**
 * Issue 33, the inspection screens (decision 0045): a supervisor on a phone inspects a site with a photo, the
 * Poor item becomes a corrective action, the crew closes it with a photo from the employee portal; an
 * inspection sent without a connection is kept on the phone and sent once the connection returns. The
 * admin's Quality screen and Settings' checklists are opened too (and photographed when SCREENSHOT_DIR is set).
 */

const PASSWORD = 'maple lobby inspection 26';
const SHOTS = process.env['SCREENSHOT_DIR'];
/** Where the phone says it is: the site's address in Edina. */
const POSITION = { latitude: 44.8766, longitude: -93.3301 };
const FIXTURES = 'Toilets, urinals and sinks cleaned and disinfected';

async function ok<T>(call: Promise<Response>, status: number): Promise<T> {
  const res = await call;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

const send = (method: string, path: string, token: string, body?: object) =>
  fetch(baseUrl() + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

const minnesotaTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

async function employee(admin: string, first: string, username: string) {
  const created = await ok<{ user: { id: number }; passwordLink: { url: string } }>(
    postJson(
      '/api/users',
      {
        firstName: first,
        lastName: 'Lind',
        username,
        email: `${username}@crew.example`,
        role: 'employee',
        position: 'Cleaner',
        hourlyRate: 22,
      },
      admin,
    ),
    201,
  );
  const token = new URL(created.passwordLink.url, baseUrl()).searchParams.get('token') ?? '';
  await ok(postJson(`/api/auth/password-links/${token}`, { password: PASSWORD }), 204);
  return created.user.id;
}

/** A supervisor, a crew member on today's visit of a new customer's site. */
async function seed() {
  const admin = await adminToken();
  const stamp = Date.now().toString(36);
  const supervisor = `sam.${stamp}`;
  const crew = `ivy.${stamp}`;
  const supervisorId = await employee(admin, 'Sam', supervisor);
  const crewId = await employee(admin, 'Ivy', crew);
  await ok(send('PUT', `/api/admin/employees/${supervisorId}/supervisor`, admin, { isSupervisor: true }), 200);
  const quote = await ok<{ leadId: string }>(
    postJson('/api/pricing-breakdown', {
      companyName: `Birch Dental ${stamp}`,
      firstName: 'Lena',
      lastName: 'Moe',
      email: `lena.${stamp}@birch.example`,
      phone: '(952) 555-0188',
      facilityType: 'office',
      squareFootage: 10000,
      frequency: 'Weekly',
      additionalServices: [],
      address: '7001 France Ave S, Edina, MN 55435',
    }),
    200,
  );
  const converted = await ok<{ site: { id: number; name: string }; customer: { id: number } }>(
    postJson(`/api/admin/leads/${quote.leadId}/convert`, {}, admin),
    201,
  );
  const now = new Date();
  await ok(
    postJson(
      '/api/admin/bookings',
      {
        customerId: converted.customer.id,
        siteId: converted.site.id,
        serviceType: 'Office cleaning',
        date: companyDate(now),
        startTime: minnesotaTime(now),
        durationMinutes: 120,
        priceCents: 18_000,
        crew: [crewId],
      },
      admin,
    ),
    201,
  );
  return { admin, supervisor, crew, site: converted.site };
}

async function openPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewports.phone,
    isMobile: true,
    hasTouch: true,
    geolocation: POSITION,
    permissions: ['geolocation'],
  });
  context.setDefaultTimeout(20_000);
  return context.newPage();
}

async function signIn(page: Page, username: string) {
  await page.goto(baseUrl() + '/login-portal');
  await waitForHydration(page);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(baseUrl() + '/employee-dashboard');
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A photo as a phone camera takes it: 3000 x 2000 px, drawn in the page and handed over as PNG bytes. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#8b5a2b';
    context.fillRect(0, 0, 3000, 2000);
    context.fillStyle = '#f5f5dc';
    context.fillRect(600, 400, 1200, 900);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** Rates every item of the open checklist Good, except those named (item label -> rating). */
async function rateAll(page: Page, except: Record<string, 'Fair' | 'Poor' | 'N/A'> = {}) {
  const groups = page.locator('fieldset');
  const count = await groups.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i += 1) {
    const group = groups.nth(i);
    const name = (await group.locator('legend').innerText()).trim();
    await group.getByText(except[name] ?? 'Good', { exact: true }).click();
  }
}

async function inspectionsOf(admin: string, siteId: number) {
  return (await ok<QualityOverview>(send('GET', `/api/admin/quality?siteId=${siteId}`, admin), 200)).inspections;
}

describe.skipIf(!hasChromium)('inspections on a phone (issue 33)', () => {
  const browser = useBrowser();

  it('a supervisor inspects with a photo, the Poor item becomes an action, and the crew closes it with a photo', async () => {
    const world = await seed();
    const page = await openPhone(browser());
    await signIn(page, world.supervisor);

    // The employee portal offers the inspection screen to a supervisor.
    await page.getByRole('link', { name: 'Do an inspection' }).click();
    await page.waitForURL(baseUrl() + '/inspections');
    const today = page.getByRole('region', { name: 'Today’s visits' });
    const siteButton = today.getByRole('button', { name: new RegExp(world.site.name) });
    await siteButton.waitFor();
    await shot(page, 'inspection-sites-390');
    await siteButton.click();

    await page.getByRole('heading', { level: 2, name: world.site.name }).waitFor();
    // Large targets: each rating at least 44 px high and a quarter of the row.
    const good = page.locator('fieldset').first().getByText('Good', { exact: true });
    expect((await good.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    const restroom = page.getByRole('group', { name: FIXTURES });
    await rateAll(page, { [FIXTURES]: 'Poor' });
    // A Poor item opens its note and photos; the camera's photo is made small before it is kept.
    const details = restroom.locator('xpath=..').locator('details');
    await details.getByLabel(`Note on ${FIXTURES}`, { exact: false }).fill('Sink splashed, soap empty');
    const photo = await cameraPhoto(page);
    await details.locator('input[type=file]').setInputFiles({ name: 'sink.png', mimeType: 'image/png', buffer: photo });
    const thumb = details.getByRole('img', { name: 'Photo 1' });
    await thumb.waitFor();
    expect(await details.locator('input[type=file]').getAttribute('capture')).toBe('environment');
    expect(await details.locator('input[type=file]').getAttribute('accept')).toBe('image/*');
    const kept = await thumb.evaluate((img: HTMLImageElement) => ({
      w: img.naturalWidth,
      h: img.naturalHeight,
      src: img.src.slice(0, 23),
    }));
    expect(kept).toEqual({ w: 1600, h: 1067, src: 'data:image/jpeg;base64,' });
    await shot(page, 'inspection-checklist-390');

    await page.getByRole('button', { name: 'Send inspection' }).click();
    await page.getByText(`Inspection of ${world.site.name} sent`).waitFor();
    await page.getByText(/1 corrective action for the crew\./).waitFor();
    await shot(page, 'inspection-sent-390');

    // On the server: one inspection with the photo (a JPEG), at the site, not far from it.
    const [done] = await inspectionsOf(world.admin, world.site.id);
    expect(done).toMatchObject({ siteId: world.site.id, farFromSite: false, failedItems: 1 });
    const report = await ok<InspectionReport>(send('GET', `/api/admin/inspections/${done!.id}`, world.admin), 200);
    const fixtures = report.items.find((item) => item.itemLabel === FIXTURES)!;
    expect(fixtures).toMatchObject({ rating: 'poor', note: 'Sink splashed, soap empty', failed: true });
    expect(fixtures.photoIds).toHaveLength(1);
    const stored = await send('GET', `/api/inspections/photos/${fixtures.photoIds[0]}`, world.admin);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    expect(report.actions).toHaveLength(1);
    await closeContext(page);

    // The crew member sees the action on the portal and closes it with a note and a photo.
    const crewPage = await openPhone(browser());
    await signIn(crewPage, world.crew);
    const actions = crewPage.getByRole('region', { name: /^Corrective actions/ });
    await actions.getByText(report.actions[0]!.title).waitFor();
    await actions.getByText('Today’s visit').waitFor();
    const found = actions.getByRole('img', { name: 'What was found: photo 1' });
    await found.waitFor();
    // The stored photo is shown (fetched with the session, not a broken image): 1600 px wide as it was kept.
    await expect.poll(() => found.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    expect(await crewPage.getByRole('link', { name: 'Do an inspection' }).count()).toBe(0);
    await actions.getByRole('button', { name: 'Close with a photo' }).click();
    await actions.getByLabel(/^What was done/).fill('Wiped the sink, refilled the soap');
    await actions
      .locator('input[type=file]')
      .setInputFiles({ name: 'fixed.png', mimeType: 'image/png', buffer: await cameraPhoto(crewPage) });
    await actions.getByRole('img', { name: 'Photo 1', exact: true }).waitFor();
    await shot(crewPage, 'crew-action-close-390');
    await actions.getByRole('button', { name: 'Close action' }).click();
    await crewPage.getByText('Corrective action closed', { exact: true }).first().waitFor();
    await actions.getByText('Nothing to fix').waitFor();
    await shot(crewPage, 'crew-actions-done-390');

    const after = await ok<InspectionReport>(send('GET', `/api/admin/inspections/${done!.id}`, world.admin), 200);
    expect(after.actions[0]).toMatchObject({ status: 'closed', closedNote: 'Wiped the sink, refilled the soap' });
    // The action's own photo is the fix (the finding's stays with the item).
    expect(after.actions[0]!.photoIds).toHaveLength(1);
    expect(after.actions[0]!.photoIds[0]).not.toBe(fixtures.photoIds[0]);
    const { actions: open } = await ok<{ actions: CorrectiveAction[] }>(
      send(
        'GET',
        '/api/employee/corrective-actions',
        (await ok<{ token: string }>(postJson('/api/auth/login', { username: world.crew, password: PASSWORD }), 200)).token,
      ),
      200,
    );
    expect(open.find((a) => a.id === after.actions[0]!.id)).toBeUndefined();
    await closeContext(crewPage);

    // The admin's Quality screen and Settings' checklists and corrective action hours, on a desk and on a phone.
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page: desk } = await openPage(browser(), viewport);
      await signInAsAdmin(desk);
      await desk.goto(baseUrl() + '/admin/quality');
      await desk.getByRole('heading', { level: 1, name: 'Quality' }).waitFor();
      await desk.getByRole('region', { name: 'Inspections' }).getByText(world.site.name).first().waitFor();
      await shot(desk, `quality-${viewport === 'desktop' ? 1280 : 390}`);
      await desk.goto(baseUrl() + '/admin/settings#inspection-checklists');
      const checklists = desk.getByRole('region', { name: 'Inspection checklists' });
      await checklists.getByRole('button', { name: 'Save as a new version' }).waitFor();
      await checklists.screenshot(SHOTS ? { path: `${SHOTS}/settings-checklists-${viewport === 'desktop' ? 1280 : 390}.png` } : {});
      const due = desk.getByRole('region', { name: 'Corrective actions' });
      await due.getByRole('textbox', { name: /Hours until a corrective action is due/ }).waitFor();
      await due.screenshot(SHOTS ? { path: `${SHOTS}/settings-corrective-actions-${viewport === 'desktop' ? 1280 : 390}.png` } : {});
      await closeContext(desk);
    }
  });

  it('keeps an inspection done without a connection on the phone and sends it once when the connection returns', async () => {
    const world = await seed();
    const page = await openPhone(browser());
    await signIn(page, world.supervisor);
    await page.goto(baseUrl() + '/inspections');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Today’s visits' })
      .getByRole('button', { name: new RegExp(world.site.name) })
      .click();
    await rateAll(page);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Send inspection' }).click();
    await page.getByText(`Saved on this phone: ${world.site.name}`).waitFor();
    const waiting = page.getByRole('region', { name: 'Waiting to be sent (1)' });
    await waiting.getByText('Waiting for a connection').waitFor();
    await shot(page, 'inspection-offline-390');
    expect(await inspectionsOf(world.admin, world.site.id)).toHaveLength(0);

    // The connection returns: the browser's online event sends it, once.
    await page.context().setOffline(false);
    await waiting.waitFor({ state: 'detached' });
    await page.getByText(`Inspection of ${world.site.name} sent`).waitFor();
    await expect.poll(async () => (await inspectionsOf(world.admin, world.site.id)).length).toBe(1);
    const queued = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('twinpines.inspections.queue.')));
    expect(queued).toEqual([]);
    // A reload sends nothing more.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Today’s visits' }).waitFor();
    expect(await inspectionsOf(world.admin, world.site.id)).toHaveLength(1);
    await closeContext(page);
  });
});
