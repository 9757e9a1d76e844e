import { describe, expect, it } from 'vitest';
import { baseUrl, hasChromium, useBrowser, openPage, waitForHydration } from './browser.ts';

describe.skipIf(!hasChromium)('areas we serve and city pages', () => {
  const browser = useBrowser();

  const sectionTitles = [
    'Primary Metro Cities',
    'Executive & CEO Enclaves',
    'Affluent Suburbs',
    'Growing Business Communities',
    'Established Business Hubs',
    'Rural Executive Communities',
  ];

  it('filters the city sections by category and links each city to its page', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/areas-we-serve');
    await waitForHydration(page);
    const visibleSections = async () => {
      const out: string[] = [];
      for (const t of sectionTitles) if (await page.getByRole('heading', { level: 2, name: t, exact: true }).isVisible()) out.push(t);
      return out;
    };
    expect(await visibleSections()).toEqual(sectionTitles);

    const ceo = page.getByRole('button', { name: 'CEO Enclaves' });
    await ceo.click();
    expect(await ceo.getAttribute('aria-pressed')).toBe('true');
    expect(await visibleSections()).toEqual(['Executive & CEO Enclaves']);

    await page.getByRole('button', { name: 'Growing Communities' }).click();
    expect(await visibleSections()).toEqual(['Growing Business Communities']);

    await page.getByRole('button', { name: 'All Areas' }).click();
    expect(await visibleSections()).toEqual(sectionTitles);

    await page
      .getByRole('link', { name: /^Edina/ })
      .first()
      .click();
    await page.waitForURL(baseUrl() + '/cities/edina');
    await page.getByRole('heading', { level: 1, name: 'Serving Edina, Hennepin County' }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('Edina'));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows executive cards for an executive city and standard cards elsewhere, with residents served', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/cities/wayzata');
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Executive Office Cleaning' }).waitFor();
    expect(await page.getByText('Residents Served').isVisible()).toBe(true);

    await page.goto(baseUrl() + '/cities/minneapolis');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { name: 'Medical Facility Cleaning' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Executive Office Cleaning' }).count()).toBe(0);
    expect(await page.getByText('429,954').isVisible()).toBe(true);
    const quote = page.getByRole('link', { name: 'Get Your Free Quote' }).first();
    expect(await quote.getAttribute('href')).toBe('/quote-calculator?city=minneapolis');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends an unknown city slug home', async () => {
    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/cities/atlantis');
    expect(new URL(page.url()).pathname).toBe('/');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: /A price for your building/ }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('serves the Page Not Found page with status 404 for unknown paths', async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    const response = await page.goto(baseUrl() + '/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(baseUrl() + '/');
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.context().close();
  });
});
