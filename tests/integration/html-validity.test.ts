import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#client/app/routes.ts';
import { createTestApp, TEST_SITE_URL, type TestApp } from '#tests/support/test-app.ts';
import { conversionConfig, queuedAcceptToken, requestQuote } from '#tests/support/conversion.ts';
import { hasJava, htmlErrors } from '#tests/support/html-validator.ts';

/**
 * Issue 36: every page the server sends is valid HTML by the W3C Nu checker (vnu-jar on the
 * machine's Java): every page the sitemap lists (each city and blog post included), every other
 * public route with a fixed path (sign-in screens, scheduling, the window-cleaning alias), a quote's
 * result and accept pages, the not-found page, and the client app's shell of each role's signed-in
 * screen. Without Java the file is skipped and says so.
 */
if (!hasJava) console.warn('html-validity.test.ts skipped: no Java runtime on the PATH for the W3C Nu checker (vnu-jar).');

/** The checker's JVM starts in about 8 s on an idle machine, and takes several times that on a loaded one. */
const CHECKER_TIMEOUT_MS = 240_000;

let t: TestApp;
beforeAll(async () => {
  if (hasJava) t = await createTestApp(conversionConfig());
});
afterAll(async () => {
  await t?.close();
});

async function page(url: string, status = 200): Promise<{ page: string; html: string }> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type'], url).toContain('text/html');
  return { page: url, html: res.body };
}

/** The sitemap's URLs as paths (the indexable pages, then every city and published post). */
async function sitemapPaths(): Promise<string[]> {
  const res = await t.app.inject({ url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(TEST_SITE_URL, '') || '/');
}

/** The route table's fixed paths outside the sitemap: public and sign-in screens, and the signed-in ones. */
const fixedPaths = (signedIn: boolean) =>
  routes.filter((r) => !/[:*]/.test(r.path) && Boolean(r.access) === signedIn && !r.indexable).map((r) => r.path);

describe.skipIf(!hasJava)('the W3C Nu HTML checker finds no error on any served page', () => {
  it(
    'public pages: the sitemap, the other fixed routes, a quote result and accept page, not found',
    async () => {
      const fromSitemap = await sitemapPaths();
      // The sitemap holds the fixed pages, the cities and the published posts (a handful each on a fresh database).
      expect(fromSitemap).toEqual(expect.arrayContaining(['/', '/about', '/services', '/blog', '/cities/edina']));
      expect(fromSitemap.some((p) => p.startsWith('/blog/'))).toBe(true);

      const quote = await requestQuote(t, { email: 'valid.html@lakeside.example' });
      const acceptToken = await queuedAcceptToken(t.database.db, 'valid.html@lakeside.example');
      const urls = [...fromSitemap, ...fixedPaths(false), `/quote/${quote.leadId}`, `/accept/${acceptToken}`];
      const documents = [];
      for (const url of urls) documents.push(await page(url));
      documents.push(await page('/no-such-page', 404));

      // The sticky bar's rule once came as a <style> inside <body> (invalid by the checker of issue 36's time).
      expect(documents.filter((d) => /<body[\s\S]*<style/.test(d.html)).map((d) => d.page)).toEqual([]);
      const errors = await htmlErrors(documents);
      expect(errors).toEqual([]);
    },
    CHECKER_TIMEOUT_MS,
  );

  it(
    "signed-in screens: the client app's shell each role is served (admin, employee, customer, any)",
    async () => {
      const signedIn = fixedPaths(true);
      expect(signedIn).toEqual(
        expect.arrayContaining(['/admin/dashboard', '/crm-dashboard', '/employee-dashboard', '/customer-dashboard', '/account']),
      );
      const documents = [];
      for (const url of signedIn) documents.push(await page(url));
      expect(await htmlErrors(documents)).toEqual([]);
    },
    CHECKER_TIMEOUT_MS,
  );
});
