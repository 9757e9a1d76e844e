import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { attachmentOf } from '#tests/support/mail-attachments.ts';
import { baseUrl, closeContext, hasChromium, mailTo, openPage, useBrowser, waitForHydration } from './browser.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/**
 * Issue 14 end to end: a visitor books a free hour on /scheduling and it is gone for the next
 * visitor; they confirm it with the link the SMTP server received (issue 29, decision 0034); the
 * confirmation's .ics reaches the SMTP server and parses; an admin finds the lead in the CRM, logs a
 * call and moves it to won.
 */

const run = Date.now().toString(36);
const VISITOR = { name: `Noor Haddad ${run}`, email: `noor.${run}@lakeview-clinic.example`, phone: '(612) 555-0142' };

/** The scheduling page with its calendar loaded: the island wakes when it is on screen. */
async function openScheduling(page: Page) {
  await page.goto(baseUrl() + '/scheduling');
  await waitForHydration(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Free times and booking' }).scrollIntoViewIfNeeded();
  await page
    .getByRole('button', { name: /^Book / })
    .first()
    .waitFor();
}

describe.skipIf(!hasChromium)('scheduling and the CRM', () => {
  const browser = useBrowser();

  it('books a free hour that then disappears, e-mails a parsable .ics, and the admin works the lead to won', async () => {
    // The visitor books the first free hour the page offers.
    const visitor = await openPage(browser());
    await openScheduling(visitor.page);
    const slot = visitor.page.getByRole('button', { name: /^Book / }).first();
    const label = (await slot.getAttribute('aria-label'))!;
    await slot.click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Book your visit' });
    await dialog.getByLabel(/^Full name/).fill(VISITOR.name);
    await dialog.getByLabel(/^Email/).fill(VISITOR.email);
    await dialog.getByLabel(/^Phone/).fill(VISITOR.phone);
    await dialog.getByLabel(/^Service type/).selectOption('Medical Facility Cleaning');
    await dialog.getByLabel(/^Service location/).fill('4000 W 76th St, Edina, MN 55435');
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await visitor.page.getByText('Appointment booked successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The calendar reads the day again after the booking: the hour goes once that answer is in.
    await expect.poll(() => visitor.page.getByRole('button', { name: label, exact: true }).count(), { timeout: 20_000 }).toBe(0);
    expect(visitor.problems).toEqual([]);
    await closeContext(visitor.page);

    // The next visitor does not see that hour as free.
    const next = await openPage(browser());
    await openScheduling(next.page);
    expect(await next.page.getByRole('button', { name: label, exact: true }).count()).toBe(0);
    await closeContext(next.page);

    // The visitor confirms with the link e-mailed to them (decision 0034): until then the slot is only held.
    const ask = await mailTo(VISITOR.email, /\/scheduling\/confirm\?token=/);
    const link = new URL(/https?:\/\/\S+\/scheduling\/confirm\?token=\S+/.exec(ask.text)![0]);
    const confirming = await openPage(browser());
    await confirming.page.goto(baseUrl() + link.pathname + link.search);
    await waitForHydration(confirming.page);
    await confirming.page.getByRole('button', { name: 'Confirm my appointment' }).click();
    await confirming.page.getByRole('heading', { level: 1, name: 'Your appointment is confirmed' }).waitFor();
    const reference = /TP-\d{4}-\d{4}/.exec((await confirming.page.getByRole('status').textContent()) ?? '')?.[0];
    expect(reference, 'the reference shown once confirmed').toBeDefined();
    expect(confirming.problems).toEqual([]);
    await closeContext(confirming.page);

    // The confirmation carries the visit as an .ics that an iCalendar parser reads.
    const mail = await mailTo(VISITOR.email, /Your appointment is booked\./);
    expect(mail.text).toContain(`Reference: ${reference}`);
    const ics = attachmentOf(mail.raw, 'appointment.ics');
    expect(ics, 'the .ics attachment').toBeDefined();
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics!.text)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toContain('Medical Facility Cleaning');
    expect(event.location).toBe('4000 W 76th St, Edina, MN 55435');
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(60 * 60_000);
    const hour = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' })
      .format(event.startDate.toJSDate())
      .replace(/\u202f/g, ' ');
    expect(label).toContain(hour);

    // The admin finds the lead, logs a call and marks it won.
    const admin = await openPage(browser());
    await signInAsAdmin(admin.page);
    await admin.page.goto(baseUrl() + '/crm-dashboard');
    await waitForHydration(admin.page);
    await admin.page.getByRole('searchbox', { name: 'Search' }).fill(VISITOR.email);
    const row = admin.page.getByRole('list', { name: 'Leads' }).getByRole('button', { name: new RegExp(`^${VISITOR.name}`) });
    await row.click();
    const panel = admin.page.getByRole('dialog', { name: VISITOR.name });
    const log = panel.getByRole('form', { name: 'Log an activity' });
    await log.getByLabel(/^Outcome/).selectOption('reached');
    await log.getByLabel(/^What happened/).fill('Confirmed the walk-through; they want a quote for three floors.');
    await log.getByRole('button', { name: 'Log activity' }).click();
    await admin.page.getByText('Call logged').first().waitFor();
    await panel.getByRole('list', { name: 'Last 5 activities' }).getByText('Confirmed the walk-through', { exact: false }).waitFor();

    const work = panel.getByRole('form', { name: 'Work this lead' });
    await work.getByLabel(/^Status/).selectOption('won');
    await work.getByRole('button', { name: 'Save changes' }).click();
    await panel.getByText('Won: make them a customer with a site and a service plan.').waitFor();
    expect(admin.problems).toEqual([]);
    await closeContext(admin.page);

    // The server agrees: the lead is won, with its call and the status change in its history.
    const token = await adminToken();
    const leads = (await (
      await fetch(`${baseUrl()}/api/leads?q=${encodeURIComponent(VISITOR.email)}&status=won`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as Array<{ id: string; source: string }>;
    expect(leads).toHaveLength(1);
    expect(leads[0]!.source).toBe('scheduling');
    const history = (await (
      await fetch(`${baseUrl()}/api/crm-activities?leadId=${leads[0]!.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Array<{ type: string; outcome: string | null; description: string }>;
    expect(history.map((a) => a.type)).toEqual(['status', 'call', 'created']);
    expect(history[1]!.outcome).toBe('reached');
  });

  it('moves a lead on the board by dragging its card to another column', async () => {
    const token = await adminToken();
    const company = `Birch Clinic ${run}`;
    const created = await postJson(
      '/api/leads',
      { companyName: company, firstName: 'Lena', lastName: 'Voss', email: `lena.${run}@birch.example`, phone: '612-555-0177' },
      token,
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const admin = await openPage(browser());
    await signInAsAdmin(admin.page);
    await admin.page.goto(baseUrl() + '/crm-dashboard');
    await waitForHydration(admin.page);
    await admin.page.getByRole('button', { name: 'Board' }).click();
    // At 1280 px the whole pipeline is in view: all seven columns inside the window, none scrolled off.
    const columns = admin.page
      .getByRole('list', { name: 'Leads by status' })
      .getByRole('listitem')
      .filter({ has: admin.page.getByRole('heading', { level: 3 }) });
    await columns.first().waitFor();
    const boxes = await Promise.all((await columns.all()).map((column) => column.boundingBox()));
    expect(boxes).toHaveLength(7);
    for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    // And each card fits its ~125 px column: names wrap, nothing runs past the column's edge into the next.
    const spill = await admin.page.getByRole('list', { name: 'Leads by status' }).evaluate((board) =>
      [...board.querySelectorAll<HTMLElement>(':scope > section')].flatMap((column) => {
        const edge = column.getBoundingClientRect().right;
        const boxes = [...column.querySelectorAll<HTMLElement>('li, li *')].map((el) => ({ rect: el.getBoundingClientRect(), el }));
        // A word too long for its line spills past its element's box: measured by the text itself.
        const texts = document.createTreeWalker(column, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          boxes.push({ rect: range.getBoundingClientRect(), el: text.parentElement! });
        }
        return boxes
          .filter(({ rect }) => rect.width > 0 && rect.right > edge + 0.5)
          .map(
            ({ el }) => `${column.getAttribute('aria-labelledby')}: ${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 30)}"`,
          );
      }),
    );
    expect(spill).toEqual([]);
    await admin.page.getByRole('searchbox', { name: 'Search' }).fill(company);
    const handle = admin.page.getByRole('button', { name: `Drag ${company} to another status` });
    await handle.waitFor();
    const qualified = admin.page.getByRole('listitem').filter({ has: admin.page.getByRole('heading', { name: /^Qualified/ }) });
    const from = (await handle.boundingBox())!;
    const to = (await qualified.boundingBox())!;
    // A pointer drag as a person makes it: press, move past the 6 px that starts a drag, drop on the column.
    await admin.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await admin.page.mouse.down();
    await admin.page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
    await admin.page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
    await admin.page.mouse.up();
    await admin.page.getByText('Lead moved').first().waitFor();
    await qualified.getByRole('button', { name: `Drag ${company} to another status` }).waitFor();
    expect(admin.problems).toEqual([]);
    await closeContext(admin.page);

    const leads = (await (
      await fetch(`${baseUrl()}/api/leads?q=${encodeURIComponent(company)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as Array<{ id: string; status: string }>;
    expect(leads.find((l) => l.id === id)?.status).toBe('qualified');
  });
});
