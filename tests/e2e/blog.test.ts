import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BlogCategory, BlogPost, BlogPostSummary } from '#shared/contracts/blog.ts';
import { baseUrl, hasChromium, useBrowser, openPage, viewports, waitForHydration } from './browser.ts';
import { seriousViolations } from './axe.ts';

const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const usLongDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Chicago' });

async function api<T>(path: string): Promise<T> {
  const res = await fetch(baseUrl() + path);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

const allPosts = () => api<BlogPostSummary[]>('/api/blog/posts?limit=100');
const cardTitles = (scope: ReturnType<Page['locator']>) => scope.getByRole('article').getByRole('heading').allInnerTexts();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
/** The label of the category the dropdown (a native select) shows. */
const selectedCategory = (page: Page) =>
  page.getByRole('combobox', { name: 'Filter by category' }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

describe.skipIf(!hasChromium)('blog', () => {
  const browser = useBrowser();

  it('lists featured and latest articles, each card with its details, server-rendered', async () => {
    const posts = await allPosts();
    const categories = await api<BlogCategory[]>('/api/blog/categories');
    const featured = posts.filter((p) => p.isFeatured);
    const latest = posts.filter((p) => !p.isFeatured);
    expect(featured.length).toBeGreaterThan(0);
    expect(latest.length).toBeGreaterThan(0);

    // The cards are in the served HTML, before any JavaScript.
    const html = await (await fetch(baseUrl() + '/blog')).text();
    expect(html).toContain('Featured Articles');
    expect(html).toContain('Latest Articles');
    expect(html).toContain('Commercial Cleaning Insights');

    const { page, problems, thirdParty } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/blog');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Commercial Cleaning Insights');
    const featuredRegion = page.getByRole('region', { name: 'Featured Articles' });
    const latestRegion = page.getByRole('region', { name: 'Latest Articles' });
    expect(await cardTitles(featuredRegion)).toEqual(featured.map((p) => p.title));
    expect(await cardTitles(latestRegion)).toEqual(latest.map((p) => p.title));

    const first = posts[0]!;
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: first.title, exact: true }) });
    const text = await card.innerText();
    expect(text).toContain(usLongDate.format(new Date(first.publishedAt ?? first.createdAt)));
    expect(text).toContain(`${first.readTime} min read`);
    // The seeded posts' counts: shown from 10 readers, never "0 views".
    if (first.viewCount >= 10) expect(text).toContain(`${first.viewCount.toLocaleString('en-US')} views`);
    else expect(text).not.toMatch(/\d+ views?/);
    expect(text).toContain(categories.find((c) => c.slug === first.category)!.name);
    expect(await card.getByRole('link', { name: /^Read More/ }).getAttribute('href')).toBe(`/blog/${first.slug}`);
    for (const article of await page.getByRole('article').all()) {
      expect(await article.getByRole('list', { name: 'Tags' }).getByRole('listitem').count()).toBeLessThanOrEqual(3);
    }

    const panel = page.getByRole('region', { name: 'Browse by Category' });
    for (const category of categories) {
      expect(await panel.getByRole('button', { name: new RegExp(`^${category.name}`) }).innerText()).toContain(String(category.postCount));
    }
    expect(await selectedCategory(page)).toBe('All Categories');
    expect(problems).toEqual([]);
    expect(thirdParty).toEqual([]);
    await page.context().close();
  });

  it('search narrows the list after a pause and keeps it in the URL', async () => {
    const expected = await api<BlogPostSummary[]>('/api/blog/posts?search=salt&limit=100');
    const all = await allPosts();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/blog');
    await waitForHydration(page);
    // Hold the search answer until the loading cards have been seen (a fixed delay raced a loaded machine).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Matched by its parameters: the client writes them sorted by name (`?limit=...&search=salt`).
    const searchRead = (url: URL) => url.pathname === '/api/blog/posts' && url.searchParams.get('search') === 'salt';
    await page.route(searchRead, async (route) => {
      await held;
      await route.continue();
    });
    await searchBox(page).fill('salt');
    await page.waitForURL(baseUrl() + '/blog?search=salt');
    await page.getByRole('status', { name: 'Loading articles' }).waitFor();
    release();
    const results = page.getByRole('region', { name: 'Search Results' });
    await results.getByRole('article').first().waitFor();
    expect(await cardTitles(results)).toEqual(expected.map((p) => p.title));
    expect(await results.innerText()).toContain(`${expected.length} article`);
    expect(await page.getByRole('region', { name: 'Featured Articles' }).count()).toBe(0);

    // The shared URL opens the same filtered list.
    await page.goto(baseUrl() + '/blog?search=salt');
    await waitForHydration(page);
    expect(await searchBox(page).inputValue()).toBe('salt');
    await results.getByRole('article').first().waitFor();
    expect(await cardTitles(results)).toEqual(expected.map((p) => p.title));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('filters by category from the dropdown and from Browse by Category', async () => {
    const categories = await api<BlogCategory[]>('/api/blog/categories');
    const biggest = [...categories].sort((a, b) => b.postCount - a.postCount)[0]!;
    const other = categories.find((c) => c.slug !== biggest.slug && c.postCount > 0)!;

    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/blog');
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Filter by category' }).selectOption({ label: biggest.name });
    await page.waitForURL(baseUrl() + `/blog?category=${biggest.slug}`);
    const results = page.getByRole('region', { name: 'Search Results' });
    await results.getByRole('article').first().waitFor();
    expect(await results.getByRole('article').count()).toBe(biggest.postCount);
    for (const text of await results.getByRole('article').allInnerTexts()) expect(text).toContain(biggest.name);

    const panel = page.getByRole('region', { name: 'Browse by Category' });
    const otherButton = panel.getByRole('button', { name: new RegExp(`^${other.name}`) });
    await otherButton.click();
    await page.waitForURL(baseUrl() + `/blog?category=${other.slug}`);
    expect(await otherButton.getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[aria-labelledby="blog-results-heading"] article').length === n,
      other.postCount,
    );
    for (const text of await results.getByRole('article').allInnerTexts()) expect(text).toContain(other.name);
    expect(await selectedCategory(page)).toBe(other.name);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows 'No articles found' and Clear search brings every article back", async () => {
    const { page, problems } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + '/blog?category=office-cleaning');
    await waitForHydration(page);
    await searchBox(page).fill('zzqx no such article');
    await page.getByText('No articles found').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL(baseUrl() + '/blog');
    await page.getByRole('region', { name: 'Featured Articles' }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('');
    expect(await selectedCategory(page)).toBe('All Categories');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens a post from its card: title, details, content and tags', async () => {
    const summary = (await allPosts())[0]!;
    const post = await api<BlogPost>(`/api/blog/posts/${summary.slug}`);
    const firstHeading = /<h2>([^<]+)<\/h2>/.exec(post.content)?.[1];
    expect(firstHeading).toBeTruthy();

    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + '/blog');
    await waitForHydration(page);
    await page.getByRole('link', { name: summary.title, exact: true }).click();
    await page.waitForURL(baseUrl() + `/blog/${summary.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(post.title);
    await page.getByRole('heading', { level: 2, name: firstHeading! }).waitFor();
    await page.waitForFunction((t) => document.title === t, post.metaTitle || post.title);
    const header = await page.locator('header', { has: page.getByRole('heading', { level: 1 }) }).innerText();
    expect(header).toContain(usLongDate.format(new Date(post.publishedAt ?? post.createdAt)));
    expect(header).toContain(`${post.readTime} min read`);
    expect(header).toContain(post.excerpt);
    if (post.isFeatured) expect(header).toContain('Featured');
    expect(await page.getByRole('list', { name: 'Article tags' }).getByRole('listitem').allInnerTexts()).toEqual(post.tags);
    // Every "Get a quote" leads to the one quote form (issue 30).
    expect(await page.getByRole('link', { name: 'Get Your Free Quote' }).getAttribute('href')).toBe('/#quote');
    expect(
      await page
        .getByRole('link', { name: /^Call / })
        .last()
        .getAttribute('href'),
    ).toMatch(/^tel:/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("Share copies the link and toasts 'Link copied!' when there is no share sheet", async () => {
    const slug = (await allPosts())[0]!.slug;
    const context = await browser().newContext({ viewport: viewports.desktop, permissions: ['clipboard-read', 'clipboard-write'] });
    await context.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const page = await context.newPage();
    await page.goto(baseUrl() + `/blog/${slug}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied!').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(baseUrl() + `/blog/${slug}`);
    await context.close();
  });

  it('shows up to 4 related articles from the same category, never the current one', async () => {
    const posts = await allPosts();
    const counts = new Map<string, number>();
    for (const p of posts) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
    const post = posts.find((p) => (counts.get(p.category) ?? 0) >= 2)!;
    const expected = Math.min(4, counts.get(post.category)! - 1);
    const categoryName = (await api<BlogCategory[]>('/api/blog/categories')).find((c) => c.slug === post.category)!.name;

    const { page, problems } = await openPage(browser(), 'desktop');
    await page.goto(baseUrl() + `/blog/${post.slug}`);
    await waitForHydration(page);
    const related = page.getByRole('region', { name: 'Related Articles' });
    await related.getByRole('article').first().waitFor();
    const titles = await cardTitles(related);
    expect(titles).toHaveLength(expected);
    expect(titles).not.toContain(post.title);
    for (const text of await related.getByRole('article').allInnerTexts()) expect(text).toContain(categoryName);

    // A post alone in its category has no related section.
    const lonely = posts.find((p) => counts.get(p.category) === 1);
    if (lonely) {
      await page.goto(baseUrl() + `/blog/${lonely.slug}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('region', { name: 'Related Articles' }).count()).toBe(0);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("answers an unknown post with HTTP 404 and 'Article Not Found', whose Back to Blog leads to the list", async () => {
    const res = await fetch(baseUrl() + '/blog/no-such-article-here');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Article Not Found');
    expect(html).toContain('The article you&#x27;re looking for doesn&#x27;t exist or has been removed.');

    const { page } = await openPage(browser(), 'phone');
    await page.goto(baseUrl() + '/blog/no-such-article-here');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Article Not Found');
    expect(await page.getByRole('link', { name: 'Back to Blog' }).getAttribute('href')).toBe('/blog');

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Commercial Cleaning Insights' }).waitFor();
    await page.context().close();
  });

  it('serves the post content in the HTML, before any JavaScript', async () => {
    const slug = (await allPosts())[0]!.slug;
    const post = await api<BlogPost>(`/api/blog/posts/${slug}`);
    const res = await fetch(baseUrl() + `/blog/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(post.content.slice(0, 200));
    expect(root).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    expect(root).toContain('Share');
  });

  it('counts a view once per browser session', async () => {
    const slug = (await allPosts()).at(-1)!.slug;
    const views = async () => (await api<BlogPost>(`/api/blog/posts/${slug}`)).viewCount;
    const before = await views();
    const context = await browser().newContext({ viewport: viewports.desktop, userAgent: CHROME_UA });
    const page = await context.newPage();
    await page.goto(baseUrl() + `/blog/${slug}`);
    await waitForHydration(page);
    await expect.poll(views, { timeout: 5000 }).toBe(before + 1);
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await views()).toBe(before + 1);
    await context.close();
  });

  for (const size of ['desktop', 'phone'] as const) {
    it(`has no serious accessibility problems and no sideways scrolling (${size})`, async () => {
      const slug = (await allPosts())[0]!.slug;
      const context = await browser().newContext({ viewport: viewports[size], bypassCSP: true });
      const page = await context.newPage();
      for (const path of ['/blog', `/blog/${slug}`, '/blog?search=floor']) {
        await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      await context.close();
    });
  }
});
