import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import {
  activateIsland,
  baseUrl,
  hasChromium,
  mailTo,
  useBrowser,
  openPage,
  viewports,
  waitForHydration,
  waitForToast,
} from './browser.ts';
import { E2E_ADMIN } from './global-setup.ts';
import { postJson } from './as-admin.ts';
import { pdfText } from '#tests/support/pdf-text.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Picks an option of a (native) select by its label. */
async function choose(_page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).selectOption({ label: option });
}

async function toast(page: Page, title: string, description?: string) {
  await page.getByText(title, { exact: true }).first().waitFor();
  if (description) await page.getByText(description, { exact: true }).first().waitFor();
}

function calculatorForm(page: Page) {
  return page.getByRole('form', { name: 'Professional quote request' });
}

async function fillCalculator(page: Page, company = 'Acme Offices') {
  const form = calculatorForm(page);
  await form.getByLabel('Company name').fill(company);
  await form.getByLabel('First name').fill('Dana');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Email').fill('dana@example.com');
  await form.getByLabel('Phone').fill('612-555-0100');
  await choose(page, form, 'Facility type', 'Office Building');
  await form.getByLabel('Square footage').fill('12000');
  await form.getByText('Carpet Cleaning', { exact: true }).click();
}

async function dataLayerEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).map((e) => ({ ...e })),
  );
}

/**
 * Waits until the heading is the focused element and wholly on screen, below the sticky header (the
 * scroll to it is smooth): the outcome of a form is where the visitor looks (issue 30).
 */
async function waitUntilRevealed(page: Page, heading: Locator) {
  await heading.waitFor();
  const handle = await heading.elementHandle();
  await page.waitForFunction((el) => {
    if (!el || document.activeElement !== el) return false;
    const box = el.getBoundingClientRect();
    const header = document.querySelector('header');
    const headerBottom = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
    return box.top >= headerBottom && box.bottom <= window.innerHeight;
  }, handle);
}

/** Fills and submits the calculator on the home page; returns the result region. */
/**
 * Watches a form's submission on `page`: what the server answered `path`, and whether the page navigated.
 * `outcome(wait)` runs the wait for the form's result; if it times out, the failure says all of that with the
 * island's state and the toasts shown (a refusal, a page that reloaded, a submit that never left).
 */
function watchSubmission(page: Page, path: string, island: string) {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === path) seen.push(`${res.request().method()} ${res.status()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(`navigated to ${frame.url()}`);
  });
  return async <T>(wait: () => Promise<T>): Promise<T> => {
    try {
      return await wait();
    } catch (error) {
      const state = await page.evaluate(
        (name) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)?.dataset['islandState'],
        island,
      );
      const toasts = await page.getByRole('status').allInnerTexts();
      throw new Error(`no result: island ${state}; seen [${seen.join(', ')}]; toasts [${toasts.join(' | ')}]`, { cause: error });
    }
  };
}

async function generateQuote(page: Page) {
  const outcome = watchSubmission(page, '/api/pricing-breakdown', 'quote-calculator');
  await page.goto(baseUrl() + '/');
  await waitForHydration(page);
  await fillCalculator(page);
  await calculatorForm(page).getByRole('button', { name: 'Calculate My Quote' }).click();
  await outcome(() => page.getByRole('heading', { name: 'Quote Generated', exact: true }).waitFor());
  return page.getByRole('region', { name: 'Cleaning estimate for Acme Offices' });
}

describe.skipIf(!hasChromium)('instant quote', () => {
  const browser = useBrowser();

  it('calculator: shows the priced breakdown, its toast and the conversion events', async () => {
    const { page, problems, thirdParty } = await openPage(browser(), 'desktop');
    const panel = await generateQuote(page);
    const monthly =
      (await panel.locator('dt', { hasText: 'Total monthly cost' }).locator('xpath=following-sibling::dd').innerText()).match(
        /^\$[\d,]+/,
      )?.[0] ?? '';
    expect(monthly).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    await toast(page, 'Quote Generated Successfully!', `Estimated monthly cost: ${monthly}`);
    for (const title of [
      'Total annual cost',
      'Your cleaning visits',
      'Facility details',
      'Additional services',
      'Confirmed at a free walk-through',
    ]) {
      expect(await panel.getByText(title, { exact: true }).first().isVisible(), title).toBe(true);
    }
    expect(await panel.getByRole('row', { name: /Price per visit \$\d+/ }).count()).toBe(1);
    // The company's own costs stay internal (issue 30): no wage, hourly rate, labor cost or markup.
    for (const internal of [/Base wage/, /hourly rate/i, /Labor cost/, /Markup/, /Productivity/, /\$\d+\.\d{2} per hour/]) {
      expect(await panel.getByText(internal).count(), String(internal)).toBe(0);
    }
    // The link to accept online goes to the quote's e-mail only: the page says where, and links to no acceptance page.
    await panel.getByText('A link to accept online was e-mailed to dana@example.com.').waitFor();
    expect(await page.locator('a[href*="/accept/"]').count()).toBe(0);

    const events = await dataLayerEvents(page);
    expect(events.map((e) => e['event'])).toEqual(['CalculatorUsed', 'Lead', 'QuoteRequest']);
    const value = Number(monthly.replace(/[$,]/g, ''));
    expect(Math.abs(Number(events[1]?.['value']) - value * 12)).toBeLessThan(12);
    expect(events[2]).toMatchObject({ facilityType: 'office', facilitySize: 'medium', currency: 'USD' });

    // The consultation request is recorded on this quote's lead, with its preferences, and said on the page.
    await panel.getByRole('button', { name: 'Schedule Free Consultation' }).click();
    const consult = panel.getByRole('form', { name: 'Consultation request' });
    await consult.getByLabel('Tuesday').check();
    await consult.getByLabel('Morning').check();
    await consult.getByRole('button', { name: 'Request Consultation' }).click();
    await toast(page, 'Consultation Scheduled', 'Our team will contact you within 24 hours.');
    await panel.getByRole('status').filter({ hasText: 'Consultation requested.' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Schedule Free Consultation' }).count()).toBe(0);
    const leadId = new URL((await panel.getByRole('link', { name: 'Download Quote PDF' }).getAttribute('href')) ?? '', baseUrl()).pathname
      .split('/')
      .at(-1)!;
    const login = await fetch(baseUrl() + '/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const leads = (await (await fetch(baseUrl() + '/api/leads', { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{
      id: string;
      consultationRequestedAt: string | null;
    }>;
    expect(leads.find((lead) => lead.id === leadId)?.consultationRequestedAt).toMatch(/^\d{4}-/);
    // Asking again (another tab of the same quote) says it is already requested.
    const again = await fetch(baseUrl() + `/api/leads/${leadId}/consultation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(((await again.json()) as { alreadyRequested: boolean }).alreadyRequested).toBe(true);
    expect(problems).toEqual([]);
    expect(thirdParty).toEqual([]);
    await page.context().close();
  });

  it('calculator: shows its reference, and downloads the quote and the service agreement as PDFs that carry it', async () => {
    const { page } = await openPage(browser(), 'desktop');
    const panel = await generateQuote(page);
    const reference = (await panel.getByText(/^Reference TP-/).innerText()).match(/TP-\d{4}-\d{4,}/)?.[0] ?? '';
    expect(reference).toMatch(/^TP-\d{4}-\d{4,}$/);
    for (const name of ['Download Quote PDF', 'Download Service Agreement']) {
      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name }).click()]);
      expect(download.suggestedFilename(), name).toBe(
        `Acme-Offices-${name === 'Download Quote PDF' ? 'Quote' : 'Service-Agreement'}-${reference}.pdf`,
      );
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 4).toString('latin1'), name).toBe('%PDF');
      expect((await pdfText(bytes)).text, name).toContain(reference);
    }
    await page.context().close();
  });

  it('calculator: asks for the required fields with its own toast', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    const form = calculatorForm(page);
    await form.getByLabel('First name').fill('Dana');
    await form.getByRole('button', { name: 'Calculate My Quote' }).click();
    await toast(page, 'Please fill in all required fields', 'Email, Facility Type, Square Footage, and Cleaning Frequency are required.');
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('First name').inputValue()).toBe('Dana');
    expect(await dataLayerEvents(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('calculator: a failing server shows the error toast, keeps the input, and a retry reuses the Idempotency-Key', async () => {
    const { page } = await openPage(browser(), 'desktop');
    const keys: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/pricing-breakdown')) keys.push(req.headers()['idempotency-key'] ?? '');
    });
    await page.route('**/api/pricing-breakdown', (r) => r.fulfill({ status: 500, body: 'boom' }));
    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    await fillCalculator(page);
    // The island must have woken: a form sent before it has is the browser's own POST (tested below).
    await activateIsland(page, 'quote-calculator');
    const form = calculatorForm(page);
    await form.getByRole('button', { name: 'Calculate My Quote' }).click();
    await toast(page, 'Error', 'Failed to calculate quote. Please try again.');
    expect(await form.getByLabel('Email').inputValue()).toBe('dana@example.com');
    expect(await form.getByLabel('Square footage').inputValue()).toBe('12000');
    expect(await page.getByRole('heading', { name: 'Professional Quote Request', exact: true }).count()).toBe(1);

    await page.unroute('**/api/pricing-breakdown');
    await form.getByRole('button', { name: 'Calculate My Quote' }).click();
    await page.getByRole('heading', { name: 'Quote Generated', exact: true }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await page.context().close();
  });

  it('calculator: a wrong value is said under its field on leaving it, and a 400 shows its fields, with no error toast', async () => {
    const { page } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    await fillCalculator(page);
    const form = calculatorForm(page);
    const size = form.getByLabel('Square footage');
    expect(await size.getAttribute('inputmode')).toBe('numeric');
    expect(await form.getByLabel('Email').getAttribute('inputmode')).toBe('email');
    expect(await form.getByLabel('Phone').getAttribute('inputmode')).toBe('tel');
    await size.fill('-50');
    await size.blur();
    await form.getByText('Enter a number of square feet between 100 and 2,000,000', { exact: true }).waitFor();
    expect(await size.getAttribute('aria-invalid')).toBe('true');
    await size.fill('12,000');
    await form.getByText('Enter a number of square feet between 100 and 2,000,000', { exact: true }).waitFor({ state: 'detached' });

    // The server refuses a field the page let through: its message stands under the field, and no toast repeats it.
    await page.route('**/api/pricing-breakdown', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Bad Request', message: 'Invalid body: phone', fields: { phone: 'We cannot call this number' } }),
      }),
    );
    await form.getByRole('button', { name: 'Calculate My Quote' }).click();
    await form.getByText('We cannot call this number', { exact: true }).waitFor();
    expect(await form.getByLabel('Phone').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.getByText('Failed to calculate quote. Please try again.').count()).toBe(0);
    expect(await page.getByText('Invalid body: phone').count()).toBe(0);
    await page.context().close();
  });

  it('calculator on a phone: the result comes into view below the header with its heading focused', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    await fillCalculator(page, 'Northside Dental');
    await calculatorForm(page).getByRole('button', { name: 'Calculate My Quote' }).click();
    await waitUntilRevealed(page, page.getByRole('heading', { name: 'Cleaning estimate for Northside Dental' }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Nothing of the result runs past the screen's edge, where an ancestor would clip it (the next steps' buttons).
    const panel = page.getByRole('region', { name: 'Cleaning estimate for Northside Dental' });
    const clipped = await panel.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()} "${(el.innerText ?? '').slice(0, 40)}"`),
    );
    expect(clipped).toEqual([]);
    expect(await page.locator('h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('calculator: filled and sent before its script has arrived, it is sent exactly once and answered', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    // Hold the island's chunk back, as a slow phone network would.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/quote-calculator\.island-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const quoteCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/pricing-breakdown')) quoteCalls.push(request.url());
    });
    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    await fillCalculator(page, 'Early Bird Dental');
    await calculatorForm(page).getByRole('button', { name: 'Calculate My Quote' }).click();
    // Still waiting for its script: the page did not reload or send a GET with the fields.
    expect(await page.locator('[data-island="quote-calculator"]').getAttribute('data-island-state')).toBe('loading');
    expect(new URL(page.url()).search).toBe('');

    release();
    await toast(page, 'Quote Generated Successfully!');
    await page.getByRole('region', { name: 'Cleaning estimate for Early Bird Dental' }).waitFor();
    expect(quoteCalls).toHaveLength(1);
    expect(await calculatorForm(page).getByLabel('Email').inputValue()).toBe('dana@example.com');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the result has its own page by the quote's link: a reload and a shared link show it again", async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    const panel = await generateQuote(page);
    const reference = (await panel.getByText(/^Reference TP-/).innerText()).match(/TP-\d{4}-\d{4,}/)?.[0] ?? '';
    const monthly = await panel.locator('dt', { hasText: 'Total monthly cost' }).locator('xpath=following-sibling::dd').innerText();
    const pdfHref = (await panel.getByRole('link', { name: 'Download Quote PDF' }).getAttribute('href')) ?? '';
    const leadId = pdfHref.split('/').at(-1)!;
    // The address now names the quote by its lead's random id, never by the reference (which counts up).
    await page.waitForURL(`${baseUrl()}/quote/${leadId}`);

    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Your cleaning quote' }).waitFor();
    const again = page.getByRole('region', { name: 'Cleaning estimate for Acme Offices' });
    await again.getByText(reference, { exact: true }).waitFor();
    expect(await again.locator('dt', { hasText: 'Total monthly cost' }).locator('xpath=following-sibling::dd').innerText()).toBe(monthly);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(problems).toEqual([]);

    // Shared: another browser opens the same quote from the link.
    const other = await openPage(browser(), 'phone');
    await other.page.goto(`${baseUrl()}/quote/${leadId}`);
    await other.page.getByRole('region', { name: 'Cleaning estimate for Acme Offices' }).getByText(reference, { exact: true }).waitFor();
    // A link that names no quote says so, and leads to the quote form.
    await other.page.goto(`${baseUrl()}/quote/00000000-0000-4000-8000-000000000000`);
    await other.page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    expect(await other.page.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/#quote');
    expect(other.problems.filter((p) => !p.includes('404'))).toEqual([]);
    await other.page.context().close();
    await page.context().close();
  });

  it('accepting online and a consultation do not look the same: a filled primary button and an outlined one', async () => {
    const { page } = await openPage(browser(), 'desktop');
    const panel = await generateQuote(page);
    const accept = panel.getByRole('region', { name: 'Ready to go ahead? Accept online' });
    const consult = panel.getByRole('region', { name: 'Questions first? Talk to us' });
    const look = (locator: Locator) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, color: style.color, border: style.borderTopColor };
      });
    const primary = await look(accept.getByRole('link', { name: 'Download Service Agreement' }));
    const secondary = await look(consult.getByRole('button', { name: 'Schedule Free Consultation' }));
    // Primary: the brand's dark teal (#125365, brand-700) with white text; secondary: white with dark text.
    expect(primary).toMatchObject({ background: 'rgb(18, 83, 101)', color: 'rgb(255, 255, 255)' });
    expect(secondary.background).toBe('rgb(255, 255, 255)');
    expect(secondary.color).not.toBe('rgb(255, 255, 255)');
    await page.context().close();
  });

  it('the home page has one quote form, and every "Get a quote" button leads to it', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + '/');
    await waitForHydration(page);
    expect(
      await page
        .getByRole('form')
        .filter({ has: page.getByLabel('Square footage') })
        .count(),
    ).toBe(1);
    expect(await page.getByRole('form', { name: 'Instant quote' }).count()).toBe(0);
    const hrefs = await page
      .locator('a')
      .filter({ hasText: /^(Get Instant Quote|Get Free Quote|Get Quote|Get Your Free Quote)$/ })
      .evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash),
      );
    expect(hrefs.length).toBeGreaterThanOrEqual(3); // the hero, the menu and the sticky bar at least
    expect(new Set(hrefs)).toEqual(new Set(['/#quote']));
    // The hero's button brings the form itself into view.
    await page.getByRole('link', { name: 'Get Instant Quote' }).first().click();
    await page.waitForFunction(() => {
      const box = document.querySelector('#quote form')?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
    });
    expect(new URL(page.url()).hash).toBe('#quote');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('accepting online on a phone: "Agreement accepted" comes into view with its heading focused', async () => {
    const email = `signer.${Date.now()}@accept.example`;
    const answer = await postJson('/api/pricing-breakdown', {
      companyName: 'Far Scroll Dental',
      firstName: 'Ana',
      lastName: 'Berg',
      email,
      phone: '(952) 555-0123',
      facilityType: 'office',
      squareFootage: 8000,
      frequency: 'Weekly',
      additionalServices: [],
      // No address: the form asks for one too, so it is as long as it gets.
      address: '',
    });
    expect(answer.status).toBe(200);
    const mail = await mailTo(email, /\/accept\/[\w-]{43}/);
    const acceptPath = new URL(mail.text.match(/\S*\/accept\/[\w-]{43}/)![0]).pathname;

    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + acceptPath);
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'Accept online' });
    await form.getByLabel(/Your full name/).fill('Ana Berg');
    await form.getByLabel(/Your title/).fill('Owner');
    await form.getByLabel(/Service address/).fill('5000 W 78th St, Edina, MN');
    await form.getByRole('checkbox', { name: /I have read the service agreement above/ }).check();
    await form.getByRole('button', { name: 'Accept the agreement' }).click();
    await waitUntilRevealed(page, page.getByRole('heading', { name: 'Agreement accepted' }));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('/quote-calculator: its own page, preset from the query string', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/quote-calculator?service=medical-facilities&city=st-louis-park&sqft=5000');
    await waitForHydration(page);
    expect(await page.locator('h1').innerText()).toBe('Get Your Instant Cleaning Quote');
    expect(await page.title()).toContain('Instant Commercial Cleaning Quote');
    const form = calculatorForm(page);
    expect(await form.getByLabel('Facility type').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(
      'Medical Facility',
    );
    expect(await form.getByLabel('Address (optional)').inputValue()).toBe('St Louis Park');
    expect(await form.getByLabel('Square footage').inputValue()).toBe('5000');
    expect(await form.getByLabel('Cleaning frequency').inputValue()).toBe('Weekly');
    expect(await form.getByLabel('Company name').getAttribute('required')).not.toBeNull();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a phone click is recorded as PhoneClick', async () => {
    const { page } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/quote-calculator');
    await waitForHydration(page);
    // Keep the browser from following tel: while the site's own click handler still runs.
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await page.locator('main a[href^="tel:"]').first().click();
    expect((await dataLayerEvents(page)).map((e) => e['event'])).toEqual(['PhoneClick']);
    await page.context().close();
  });

  it('window page on a phone: the confirmation toast opens above the sticky Call / Get Quote bar, the confirmation in view', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    const outcome = watchSubmission(page, '/api/window-quotes', 'window-cleaning');
    await page.goto(baseUrl() + '/window-cleaning');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Window cleaning quote request' });
    await form.getByLabel('Full name').fill('Pat Jensen');
    await form.getByLabel('Mobile').fill('612-555-0123');
    await form.getByLabel('Address').fill('4500 France Ave S, Edina');
    await choose(page, form, 'Rough pane count', '21-40');
    await form.getByText('Quarterly', { exact: true }).click();
    await form.getByRole('button', { name: 'Get My Quote' }).click();
    const toastCard = await outcome(() => waitForToast(page, 'Thanks! We will call you shortly.'));
    const bar = await page.getByRole('complementary', { name: 'Call or get a quote' }).boundingBox();
    const card = await toastCard.boundingBox();
    expect(bar && card).toBeTruthy();
    expect(card!.y + card!.height).toBeLessThanOrEqual(bar!.y);
    const close = await toastCard.getByRole('button', { name: 'Close notification' }).boundingBox();
    expect(Math.min(close!.width, close!.height)).toBeGreaterThanOrEqual(44);
    // The confirmation takes the form's place, far above its button: it is brought into view and focused (issue 30).
    await waitUntilRevealed(page, page.getByRole('heading', { name: 'Request received' }));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('window page: validates the quote form, then sends it and confirms', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/window-cleaning');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Window cleaning quote request' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Get My Quote' }).click();
    await form.getByText('Full name is required', { exact: true }).waitFor(); // the island may still be waking
    for (const message of [
      'Full name is required',
      'Mobile number is required',
      'Address is required',
      'Enter an e-mail address like name@company.com',
      'Choose a pane count',
      'Choose a plan',
    ]) {
      expect(await form.getByText(message, { exact: true }).isVisible(), message).toBe(true);
    }
    await form.getByLabel('Full name').fill('Pat Jensen');
    await form.getByLabel('Mobile').fill('612-555-0123');
    await form.getByLabel('Address').fill('4500 France Ave S, Edina');
    await form.getByLabel('Email').fill('pat@example.com');
    await choose(page, form, 'Rough pane count', '21-40');
    await form.getByText('Quarterly', { exact: true }).click();
    await form.getByRole('button', { name: 'Get My Quote' }).click();
    await toast(page, 'Thanks! We will call you shortly.', 'Your window cleaning request has been received.');
    await page.getByRole('heading', { name: 'Request received' }).waitFor();
    expect(await page.getByText('Your reference:').innerText()).toMatch(/^Your reference: TP-\d{4}-\d{4,}$/m);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('/quote-calculator with a result has no serious accessibility violations (phone)', async () => {
    // axe is injected by the test, so this context alone may bypass the site's CSP.
    const context = await browser().newContext({ viewport: viewports.phone, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(baseUrl() + '/quote-calculator');
    await waitForHydration(page);
    await fillCalculator(page);
    await calculatorForm(page).getByRole('button', { name: 'Calculate My Quote' }).click();
    const panel = page.getByRole('region', { name: 'Cleaning estimate for Acme Offices' });
    await panel.waitFor();
    // Let the fade-in finish: axe measures contrast with the current opacity.
    await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await page.waitForFunction(() => [...document.querySelectorAll('section')].every((s) => getComputedStyle(s).opacity === '1'));
    await page.evaluate(axeSource);
    const serious = await page.evaluate(async () => {
      type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };
      const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] } });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(serious).toEqual([]);
    await context.close();
  });
});
