import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultClientDir } from '#server/app.ts';
import { classesInHtml, classesStyledBy, parseStylesheet } from '#server/plugins/ssr/critical-css.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { insertUser, tokenFor } from '#tests/support/accounts.ts';
import { SESSION_COOKIE } from '#shared/domain/document-session.ts';
import { INLINE_CSS_BUDGET_KIB } from '../../bench/lib/page-weight.ts';

/**
 * Issue 36 and decision 0052: a public page paints from its first response. It inlines the rules of
 * its own stylesheet (src/client/site.css) that its HTML uses, links no stylesheet that blocks, and
 * loads the whole site stylesheet print-only (the site script turns it on). The client app links its
 * own stylesheet (src/client/styles.css). Read from the build.
 */
const built = existsSync(path.join(defaultClientDir, '.vite', 'manifest.json'));

let t: TestApp;
beforeAll(async () => {
  if (built) t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function html(url: string): Promise<string> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

const inlineCss = (page: string) => [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
const stylesheetLinks = (page: string) => [...page.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
/** The stylesheets a public page's boot script adds after the first paint (site-boot.ts). */
const siteSheets = (page: string) => (page.match(/\bdata-site-css="([^"]*)"/)?.[1] ?? '').split(' ').filter(Boolean);
const readCss = (href: string) => readFileSync(path.join(defaultClientDir, href), 'utf8');

describe.skipIf(!built)('stylesheets: public pages inline what they use, the app links its own', () => {
  const PUBLIC = [
    '/',
    '/cities/edina',
    '/services',
    '/about',
    '/process',
    '/areas-we-serve',
    '/window-cleaning',
    '/blog',
    '/scheduling',
    '/quote-calculator',
  ];

  it('each public page inlines under the budget, links nothing that blocks, and styles every class its HTML uses', async () => {
    const appStylesheet = (await html('/login')).match(/<link rel="stylesheet" href="([^"]+)">/)![1]!;
    const appStyles = classesStyledBy(parseStylesheet(readCss(appStylesheet)));
    for (const url of PUBLIC) {
      const page = await html(url);
      const css = inlineCss(page);
      expect(gzipSync(css, { level: 9 }).length / 1024, url).toBeLessThan(INLINE_CSS_BUDGET_KIB);
      // No stylesheet requested before the first paint: the boot script starts the whole site stylesheet after it
      // (print-only until the site script turns it on).
      expect(stylesheetLinks(page), url).toEqual([]);
      expect(siteSheets(page), url).toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.css$/)]);
      // Whatever class of the page the app's full stylesheet styles, the inlined rules style too.
      const inlined = classesStyledBy(parseStylesheet(css));
      const body = page.slice(page.indexOf('<body>'));
      const unstyled = [...classesInHtml(body)].filter((name) => appStyles.has(name) && !inlined.has(name));
      expect(unstyled, url).toEqual([]);
    }
  });

  it('the site stylesheet is the public pages’ own: smaller than the app’s, without back-office-only classes', async () => {
    const page = await html('/');
    const site = readCss(siteSheets(page)[0]!);
    const app = readCss((await html('/login')).match(/<link rel="stylesheet" href="([^"]+)">/)![1]!);
    expect(site.length).toBeLessThan(app.length);
    const siteStyles = classesStyledBy(parseStylesheet(site));
    // Some classes only the back office uses are styled by the app's sheet alone.
    const appStyles = classesStyledBy(parseStylesheet(app));
    expect([...appStyles].filter((name) => !siteStyles.has(name)).length).toBeGreaterThan(0);
  });

  it('a signed-in screen rendered with its data inlines the rules it uses and links the app stylesheet after its content', async () => {
    const customer = await insertUser(t.database.db, 'customer', { username: 'css-budget-customer', companyName: 'Cedar Clinic' });
    const token = await tokenFor(t.app, customer.username);
    const res = await t.app.inject({ url: '/customer-dashboard', headers: { cookie: `${SESSION_COOKIE}=g.${token}` } });
    const page = res.body;
    expect(page).toContain('Cedar Clinic: your services, schedule and invoices.');
    const head = page.slice(0, page.indexOf('<body>'));
    // Nothing in the head waits for a second request; the whole sheet follows the content.
    expect(stylesheetLinks(head)).toEqual([]);
    const links = stylesheetLinks(page.slice(page.indexOf('<script id="app-state"')));
    expect(links).toEqual([expect.stringMatching(/^<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css">$/)]);
    const appStyles = classesStyledBy(parseStylesheet(readCss(links[0]!.match(/href="([^"]+)"/)![1]!)));
    const inlined = classesStyledBy(parseStylesheet(inlineCss(head)));
    const body = page.slice(page.indexOf('<body>'), page.indexOf('<script id="app-state"'));
    expect([...classesInHtml(body)].filter((name) => appStyles.has(name) && !inlined.has(name))).toEqual([]);
  });

  it('sign-in and signed-in screens without a session link the app stylesheet and inline none', async () => {
    for (const url of ['/login', '/admin/login', '/admin/dashboard', '/employee-dashboard', '/customer-dashboard']) {
      const page = await html(url);
      expect(inlineCss(page), url).toBe('');
      expect(stylesheetLinks(page), url).toEqual([expect.stringMatching(/^<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css">$/)]);
    }
  });
});
