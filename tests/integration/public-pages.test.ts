import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SITE_URL, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...headOf(html).matchAll(/<script data-page-meta type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

describe('public pages are rendered on the server', () => {
  const pages: Array<[string, string]> = [
    ['/', 'A price for your building'],
    ['/about', 'About'],
    ['/services', 'Services'],
    ['/window-cleaning', 'Window'],
    ['/services/window-cleaning', 'Window'],
    ['/process', 'Process'],
    ['/areas-we-serve', 'Areas'],
    ['/cities/edina', 'Serving Edina, Hennepin County'],
  ];

  it.each(pages)('%s answers 200 with its content and one h1 in the served HTML', async (url, text) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // React separates adjacent text with empty comments; read the text as a person would.
    const body = res.body.slice(res.body.indexOf('<div id="root">')).replaceAll('<!-- -->', '');
    expect(body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(body.toLowerCase()).toContain(text.toLowerCase());
    // Nothing but React's own output inside the root element.
    expect(res.body).not.toMatch(/<div id="root"><!--/);
  });

  it('puts title, description, keywords, canonical, social tags and LocalBusiness JSON-LD in the head', async () => {
    const res = await get('/');
    const head = headOf(res.body);
    expect(head).toMatch(/<title>[^<]*Twin Pines Commercial Cleaning<\/title>/);
    expect(head).toMatch(/<meta data-page-meta name="description" content="[^"]{50,}">/);
    expect(head).toMatch(/<meta data-page-meta name="keywords" content="[^"]+">/);
    expect(head).toContain(`<link data-page-meta rel="canonical" href="${TEST_SITE_URL}/">`);
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
      expect(head).toContain(`property="${tag}"`);
    }
    for (const tag of ['twitter:card', 'twitter:title', 'twitter:description']) expect(head).toContain(`name="${tag}"`);

    const business = jsonLdBlocks(res.body).find((b) => b['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      name: 'Twin Pines Commercial Cleaning',
      telephone: '+16125550142',
      address: { addressLocality: 'Apple Valley', addressRegion: 'MN' },
      areaServed: { '@type': 'GeoCircle', geoRadius: 50000, description: expect.stringContaining('Minneapolis') },
    });
  });

  it('gives each page its own title and canonical; both window-cleaning paths point at one canonical', async () => {
    const a = headOf((await get('/services/window-cleaning')).body);
    const b = headOf((await get('/window-cleaning')).body);
    expect(a).toContain(`rel="canonical" href="${TEST_SITE_URL}/window-cleaning"`);
    expect(b).toContain(`rel="canonical" href="${TEST_SITE_URL}/window-cleaning"`);
    const about = headOf((await get('/about')).body);
    expect(about).toContain(`rel="canonical" href="${TEST_SITE_URL}/about"`);
    expect(about.match(/<title>(.*)<\/title>/)?.[1]).not.toEqual(b.match(/<title>(.*)<\/title>/)?.[1]);
  });

  it('uses the city record for the city page meta, and sends its text once, as HTML (no page data in script)', async () => {
    const res = await get('/cities/edina');
    const head = headOf(res.body);
    const city = (await get('/api/cities/edina')).json() as { metaTitle: string; metaDescription: string };
    expect(head).toContain(`<title>${city.metaTitle.replace(/&/g, '&amp;')}</title>`);
    expect(head).toContain(`rel="canonical" href="${TEST_SITE_URL}/cities/edina"`);
    expect(res.body).not.toContain('id="app-state"');
    const { description } = (await get('/api/cities/edina')).json() as { description: string };
    const firstWords = description.slice(0, 60).replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(res.body.split(firstWords)).toHaveLength(2);
  });
});

describe('blog filters in the address', () => {
  it('renders the filtered list on the server, and a filter the API refuses as the plain list', async () => {
    const filtered = await get('/blog?search=zzzz-no-such-words');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('Search Results');
    expect(filtered.body).toContain('No articles found');
    expect(filtered.body).not.toContain('Featured Articles');
    const refused = await get('/blog?search=%00');
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/blog');
  });
});

describe('redirects and not found', () => {
  it('redirects an unknown or malformed city slug to the home page', async () => {
    for (const url of ['/cities/atlantis', '/cities/Not_A_Slug']) {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    }
  });

  it('serves the Page Not Found page with HTTP 404 for unknown paths', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page Not Found');
    expect(headOf(res.body)).toContain('name="robots" content="noindex"');
  });

  it('answers unknown API paths with the JSON error body, not a page', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('drops trailing slashes with a permanent redirect that stays on this site', async () => {
    const res = await get('/about/?a=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/about?a=1');
    // Passed as a pathname so the test client sends the raw path, as a browser or curl would.
    for (const sneaky of ['//evil.example/', '/\\evil.example/', '/\\/evil.example/']) {
      const res = await t.app.inject({ url: { pathname: sneaky } });
      expect(res.headers.location, sneaky).toBe('/evil.example');
    }
  });

  it('rejects a malformed city slug on the API with a 400 naming the field', async () => {
    const res = await get('/api/cities/Bad_Slug');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { slug: expect.any(String) } });
  });
});

describe('sitemap and robots', () => {
  it('lists every public page and every city', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/about', '/services', '/window-cleaning', '/process', '/areas-we-serve']) {
      expect(res.body).toContain(`<loc>${TEST_SITE_URL}${path}</loc>`);
    }
    const { cities } = (await get('/api/cities')).json() as { cities: Array<{ slug: string }> };
    expect(cities.length).toBeGreaterThanOrEqual(85);
    for (const c of cities) expect(res.body).toContain(`<loc>${TEST_SITE_URL}/cities/${c.slug}</loc>`);
    expect(res.body).not.toContain('/login');
  });

  it('robots.txt allows the site, keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
  });
});

describe('cross-cutting behaviour', () => {
  it('sends security headers and a request id', async () => {
    const res = await get('/', { 'x-request-id': 'abc-123' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('compresses pages for clients that accept it', async () => {
    const res = await get('/services', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
