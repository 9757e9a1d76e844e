import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentRun } from '#shared/contracts/content-runs.ts';
import { blogPosts } from '#server/db/schema/blog.ts';
import { contentRuns, seoOptimizations } from '#server/db/schema/content-automation.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { insertSeoCities, insertSeoPost } from '#tests/support/seo-posts.ts';

// Optimise-all (decision 0027): a content run over every post, drafts included, polled for progress.
let t: TestApp;
let headers: Record<string, string>;

/** A post with nothing left to improve: keyword in a title of 30-60, meta fields set, service and quote links, no city named. */
const ready = (slug: string, title = 'Office Cleaning Checklists That Work') => ({
  slug,
  title,
  keywords: ['office cleaning', 'checklists', 'janitorial'],
  metaTitle: 'Office Cleaning Checklists',
  // 133 characters.
  metaDescription:
    'Office cleaning checklists for facility managers: what to clean every night, every week and every quarter, and how to check the work.',
  content: 'A checklist keeps crews on track. See [our services](/services) or get a [free quote](/quote-calculator).\n',
});

async function waitForRun(runId: number, timeoutMs = 30_000): Promise<ContentRun> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/content/runs/${runId}`, headers });
    expect(res.statusCode).toBe(200);
    const run = res.json() as ContentRun;
    if (run.status !== 'running') return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} still running after ${timeoutMs} ms: ${run.processed} of ${run.total}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const postCount = async () => (await t.database.db.select({ n: count() }).from(blogPosts))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.database.db, 'admin', { username: 'seo-all-admin' });
  headers = bearer(await tokenFor(t.app, 'seo-all-admin'));
  await insertSeoCities(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/admin/seo/optimize-all', () => {
  it("answers 202 at once, refuses a second run with 409 meanwhile, and records every post's outcome", async () => {
    const cityPost = await insertSeoPost(t.database.db, {
      slug: 'keeping-floors-clean-all',
      status: 'published',
      publishedAt: new Date('2026-01-05T14:00:00Z'),
      citySlug: 'seo-alpha',
      serviceType: 'office',
    });
    await insertSeoPost(t.database.db, ready('ready-post-all', 'Office Cleaning Checklists, Ready as Written'));
    // More posts to walk.
    for (let i = 0; i < 25; i += 1) await insertSeoPost(t.database.db, ready(`ready-filler-${i}`));
    const total = await postCount();

    // Two requests at once (a double click): one starts the run, the other finds it running.
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/admin/seo/optimize-all', headers }),
      t.app.inject({ method: 'POST', url: '/api/admin/seo/optimize-all', headers, payload: {} }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    const started = answers.find((a) => a.statusCode === 202)!;
    const busy = answers.find((a) => a.statusCode === 409)!;
    const { runId, ...rest } = started.json();
    expect(rest).toEqual({ total, message: `SEO optimisation started for ${total} posts` });
    expect(busy.json().message).toMatch(
      /^An SEO optimisation of every post is already running \(run \d+, started .+\); wait for it to finish$/,
    );

    const run = await waitForRun(runId);
    expect(run).toMatchObject({ kind: 'seo-optimize-all', status: 'done', total, processed: total, failed: 0 });
    expect(run.outcomes).toHaveLength(total);
    expect(run.outcomes).toContainEqual({ label: 'Keeping Floors Clean', outcome: 'ok', detail: '30 → 75' });
    expect(run.outcomes).toContainEqual({
      label: 'Office Cleaning Checklists, Ready as Written',
      outcome: 'skipped',
      detail: 'already optimised',
    });
    expect(run.outcomes.filter((o) => o.label === 'Office Cleaning Checklists That Work')).toHaveLength(25);
    expect(
      run.outcomes.filter((o) => o.label === 'Office Cleaning Checklists That Work').every((o) => o.detail === 'already optimised'),
    ).toBe(true);
    for (const o of run.outcomes) expect(o.detail).toMatch(/^(\d+ → \d+|already optimised)$/);
    expect(run.message).toBe(`Optimised ${run.succeeded} of ${total} posts`);

    // Every improved post has its row, with the run.
    const rows = await t.database.db.select().from(seoOptimizations).where(eq(seoOptimizations.runId, runId));
    expect(rows).toHaveLength(run.succeeded);
    expect(rows.find((r) => r.postId === cityPost)).toMatchObject({ scoreBefore: 30, scoreAfter: 75 });

    // Once it is done another run may start: every post is now already optimised.
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/seo/optimize-all', headers, payload: {} });
    expect(again.statusCode).toBe(202);
    const second = await waitForRun(again.json().runId);
    expect(second).toMatchObject({ status: 'done', processed: total, succeeded: 0, failed: 0, message: `Optimised 0 of ${total} posts` });
    expect(second.outcomes.filter((o) => o.detail !== 'already optimised')).toEqual([]);
  });
});

describe('closing the app', () => {
  it('waits for an optimise-all run under way to finish', async () => {
    const own = await createTestApp();
    try {
      await insertUser(own.database.db, 'admin', { username: 'seo-close-admin' });
      const auth = bearer(await tokenFor(own.app, 'seo-close-admin'));
      const res = await own.app.inject({ method: 'POST', url: '/api/admin/seo/optimize-all', headers: auth });
      expect(res.statusCode).toBe(202);
      await own.app.close();
      const [run] = await own.database.db.select().from(contentRuns).where(eq(contentRuns.id, res.json().runId));
      expect(run).toMatchObject({ status: 'done', processed: res.json().total });
    } finally {
      await own.database.close();
    }
  });
});
