import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, closeContext, hasChromium, openPage, useBrowser, waitForHydration } from './browser.ts';
import { adminToken, postJson, signInAsAdmin } from './as-admin.ts';

/**
 * Issue 16 end to end: the admin runs an RSS aggregation and watches its progress (the global setup serves
 * two feeds, one slow), reviews and publishes a generated city draft and finds it on /blog and on its city
 * page, analyses and optimises a post and sees the score change, and writes and publishes a post.
 */

const run = Date.now().toString(36);

/** Public pages follow the content revision within about a second. */
async function publicPageShows(page: Page, path: string, text: string) {
  await expect
    .poll(
      async () => {
        await page.goto(baseUrl() + path);
        return page.getByText(text, { exact: false }).count();
      },
      { timeout: 15_000, interval: 1_200 },
    )
    .toBeGreaterThan(0);
}

describe.skipIf(!hasChromium)('content automation', () => {
  const browser = useBrowser();

  it('runs an aggregation with visible progress, publishes a reviewed draft, optimises a post and publishes a written one', async () => {
    const { page, problems } = await openPage(browser());
    await signInAsAdmin(page);

    // RSS: progress shows while the slow feed is read, then the spec's toast with the counts.
    await page.goto(baseUrl() + '/admin/content-automation');
    await waitForHydration(page);
    const runButton = page.getByRole('button', { name: 'Run Aggregation' });
    await runButton.click();
    await page.getByRole('button', { name: 'Aggregating…' }).waitFor();
    // The running run's own bar (RunProgress names it by its title): the last finished run's bar is named
    // 'Last aggregation', so only a working progress poll of this click's run satisfies this.
    await page.getByRole('progressbar', { name: 'Aggregation in progress', exact: true }).waitFor();
    await page.getByText('RSS Aggregation Completed').first().waitFor({ timeout: 60_000 });
    // The counts are this run's: the server's schedule may have read the feeds first (a few minutes after
    // start-up when no run ever did), so the stories are drafts either way and the toast says how many.
    await page
      .getByText(/^Processed [0-2] articles? and published [0-2] posts?\.$/)
      .first()
      .waitFor();
    const token = await adminToken();
    const drafts = (await (
      await fetch(`${baseUrl()}/api/admin/blog/posts?origin=rss`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Array<{ sourceUrl: string | null; status: string; authorId: string }>;
    expect(drafts.map((d) => d.sourceUrl).sort()).toEqual([
      'https://facilities.example.test/entry-matting',
      'https://news.example.test/uv-c-carts',
    ]);
    expect(drafts.every((d) => d.status === 'draft' && d.authorId === 'system')).toBe(true);

    // A generated city article (built-in writer), then reviewed and published from the review queue.
    const generated = await postJson(
      '/api/admin/hyper-local/generate-city-content',
      { citySlug: 'edina', topic: 'winter-readiness', serviceType: 'medical' },
      token,
    );
    expect(generated.status).toBe(200);
    const { postIds } = (await generated.json()) as { postIds: number[] };
    const draft = (await (
      await fetch(`${baseUrl()}/api/admin/blog/posts/${postIds[0]}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { title: string; slug: string };

    await page.goto(baseUrl() + '/admin/blog?filter=review');
    await waitForHydration(page);
    const row = page.getByRole('listitem').filter({ hasText: draft.title });
    await row.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Post published').first().waitFor();

    const visitor = await openPage(browser());
    await publicPageShows(visitor.page, '/blog', draft.title);
    await publicPageShows(visitor.page, '/cities/edina', draft.title);
    expect(await visitor.page.locator(`a[href="/blog/${draft.slug}"]`).count()).toBeGreaterThan(0);
    await closeContext(visitor.page);

    // SEO: choosing the post analyses it; Optimize Post raises the score.
    await page.goto(baseUrl() + '/admin/content-automation?tab=seo');
    await waitForHydration(page);
    await page.getByLabel('Post', { exact: true }).selectOption({ label: `${draft.title} (published)` });
    await page.getByText('Word count').first().waitFor();
    await page.getByRole('button', { name: 'Optimize Post' }).click();
    await page.getByText('Post Optimized').first().waitFor();
    const scoreLine = await page
      .getByText(/Score \d+ → \d+/)
      .first()
      .textContent();
    const [, before, after] = /Score (\d+) → (\d+)/.exec(scoreLine ?? '') ?? [];
    expect(Number(after)).toBeGreaterThan(Number(before));

    // The editor: write and publish a post, then read it on the blog.
    const title = `Night crews and day porters in Edina ${run}`;
    await page.goto(baseUrl() + '/admin/blog/new');
    await waitForHydration(page);
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Excerpt/).fill('When a day porter pays for itself, and when nightly cleaning alone is enough.');
    await page.getByLabel(/^Category/).selectOption('facility-management');
    await page
      .getByLabel(/^Content/)
      .fill('## Day porters\n\nA day porter keeps **lobbies and restrooms** ready between nightly visits in busy buildings.');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await page.waitForURL(/\/admin\/blog\/\d+$/);
    const visitor2 = await openPage(browser());
    await publicPageShows(visitor2.page, '/blog', title);
    await closeContext(visitor2.page);

    expect(problems).toEqual([]);
    await closeContext(page);
  });
});
