import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '#server/db/schema/content.ts';
import { createContentRevisionRepository } from '#server/modules/content/content-revision.repository.ts';
import { defaultClientDir } from '#server/app.ts';
import { movableClock } from '#tests/support/movable-clock.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
const clock = movableClock();
beforeAll(async () => {
  t = await createTestApp({}, { pageCacheClock: clock.now });
});
afterAll(async () => {
  await t.close();
});

describe('server-rendered pages stay fresh', () => {
  it('re-renders a cached city page once its content changes', async () => {
    const first = await t.app.inject({ url: '/cities/hamel' });
    expect(first.body).not.toContain('Freshly generated paragraph');

    await t.database.db.transaction(async (tx) => {
      await tx.update(cities).set({ description: 'Freshly generated paragraph about Hamel.' }).where(eq(cities.slug, 'hamel'));
      await createContentRevisionRepository(tx as never).bump('cities');
    });
    // Without a revision change the cached HTML would be served for ever; with it, within a second.
    clock.advance(1000);
    const second = await t.app.inject({ url: '/cities/hamel' });
    expect(second.body).toContain('Freshly generated paragraph about Hamel.');
  });
});

describe('the page cache', () => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('keys a page on its route, so arbitrary query strings neither miss nor evict the real pages', async () => {
    expect((await get('/process')).headers['x-page-cache']).toBe('miss');
    expect((await get('/process?utm_source=newsletter&fbclid=abc')).headers['x-page-cache']).toBe('hit');
    // More distinct query strings than the cache holds entries (500).
    for (let i = 0; i < 600; i++) await get(`/about?x=${i}`);
    expect((await get('/process')).headers['x-page-cache']).toBe('hit');
    const tagged = await get('/about?utm_campaign=<b>spring</b>');
    expect(tagged.headers['x-page-cache']).toBe('hit');
    expect(tagged.body).not.toContain('spring');
  });

  it('keeps the query parameters a page reads in its key (blog search), in a fixed order', async () => {
    expect((await get('/blog?search=window&category=Tips')).headers['x-page-cache']).toBe('miss');
    expect((await get('/blog?utm_source=x&category=Tips&search=window')).headers['x-page-cache']).toBe('hit');
    expect((await get('/blog?search=floor')).headers['x-page-cache']).toBe('miss');
  });

  it('sends the stored brotli or gzip bytes with their length, and plain HTML to a client that takes neither', async () => {
    const plain = await get('/services');
    const br = await get('/services', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/services', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('does not cache sign-in pages, which render with the URL as requested', async () => {
    const login = await get('/login?next=%2Faccount');
    expect(login.headers['x-page-cache']).toBeUndefined();
  });
});

const manifestPath = path.join(defaultClientDir, '.vite', 'manifest.json');

describe.skipIf(!existsSync(manifestPath))('built assets', () => {
  it('serves hashed assets with a one-year immutable cache, and names them in the page', async () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
    const entry = manifest['src/client/entry-site.ts']!.file;
    const page = await t.app.inject({ url: '/' });
    // A public page's boot script starts it after the first paint (site-boot.ts).
    expect(page.body).toContain(`<script data-site-src="/${entry}" `);
    // Sign-in screens are the app: they name its entry instead.
    const app = manifest['src/client/entry-app.tsx']!.file;
    expect((await t.app.inject({ url: '/login' })).body).toContain(`<script type="module" src="/${app}"></script>`);
    const asset = await t.app.inject({ url: `/${entry}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
  });

  it('requests nothing before the first paint: one inline boot script starts the site script, allowed by its hash alone', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.body).not.toMatch(/<script[^>]+\ssrc=/);
    expect(page.body).not.toContain('<link rel="modulepreload"');
    expect(page.body).not.toContain('<link rel="stylesheet"');
    const inline = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!),
    );
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]![2]!).digest('base64')}'`;
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${hash};`);
  });

  it('sends the brotli and gzip copies made at build, with their length, and leaves tiny files alone', async () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; css?: string[] }>;
    const entry = manifest['src/client/entry-site.ts']!;
    for (const file of [entry.file, ...(entry.css ?? [])]) {
      const onDisk = readFileSync(path.join(defaultClientDir, file));
      const br = await t.app.inject({ url: `/${file}`, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(Number(br.headers['content-length']), file).toBe(br.rawPayload.length);
      expect(br.rawPayload.equals(readFileSync(path.join(defaultClientDir, `${file}.br`))), file).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).equals(onDisk), file).toBe(true);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const gz = await t.app.inject({ url: `/${file}`, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], file).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(onDisk), file).toBe(true);
    }
  });

  it('answers a revalidation with 304 by ETag, and an unknown asset with the not-found page', async () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
    const file = `/${manifest['src/client/entry-site.ts']!.file}`;
    const first = await t.app.inject({ url: file });
    expect(first.headers['etag']).toMatch(/^"[\w-]{22}"$/);
    const again = await t.app.inject({ url: file, headers: { 'if-none-match': String(first.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const missing = await t.app.inject({ url: '/assets/site-NOPE.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('does not expose the build manifest', async () => {
    const res = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });
});

describe.skipIf(!existsSync(manifestPath))('social preview image', () => {
  it('serves the image the Open Graph tags name', async () => {
    const page = await t.app.inject({ url: '/about' });
    const image = page.body.match(/property="og:image" content="https:\/\/www\.example\.test([^"]+)"/)?.[1];
    expect(image).toBe('/og-image.jpg');
    const res = await t.app.inject({ url: image! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});
