import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '#server/db/schema/content.ts';
import { createContentRevisionRepository } from '#server/modules/content/content-revision.repository.ts';
import { defaultClientDir } from '#server/app.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    await new Promise((r) => setTimeout(r, 1100));
    const second = await t.app.inject({ url: '/cities/hamel' });
    expect(second.body).toContain('Freshly generated paragraph about Hamel.');
  });
});

const manifestPath = path.join(defaultClientDir, '.vite', 'manifest.json');

describe.skipIf(!existsSync(manifestPath))('built assets', () => {
  it('serves hashed assets with a one-year immutable cache, and names them in the page', async () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
    const entry = manifest['src/client/entry-client.tsx']!.file;
    const page = await t.app.inject({ url: '/' });
    expect(page.body).toContain(`<script type="module" src="/${entry}"></script>`);
    const asset = await t.app.inject({ url: `/${entry}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
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
