import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltInWriter } from '#server/modules/content-automation/writers/built-in-writer.ts';
import { createContentRunsService } from '#server/modules/content-runs/content-runs.service.ts';
import { createHyperLocalService } from '#server/modules/hyper-local/hyper-local.service.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// A bulk generation answers with its totals, so it starts no new city after its time budget; the cities
// left keep no page and the next request takes them first.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const service = (bulkBudgetMs: number) =>
  createHyperLocalService({
    db: t.database.db,
    writer: createBuiltInWriter(),
    runs: createContentRunsService(t.database.db),
    bulkBudgetMs,
  });

describe('bulk generation keeps to its time budget', () => {
  it('leaves the cities it had no time for, says so in the answer and the run, and the next request does them', async () => {
    const hurried = await service(-1).generateLandingPages(2, null);
    expect(hurried.totalGenerated).toBe(0);
    expect(hurried.message).toBe(
      'Generated 0 landing pages as drafts for review; 2 cities left for lack of time: run it again to continue',
    );
    const run = await createContentRunsService(t.database.db).get(hurried.runId!);
    expect(run.outcomes).toEqual([
      { label: 'Time limit', outcome: 'skipped', detail: '2 cities left: a bulk run starts no new city after 0 s' },
    ]);

    const next = await service(60_000).generateLandingPages(2, null);
    expect(next.totalGenerated).toBe(2);
    expect(next.message).toBe('Generated 2 landing pages as drafts for review');
  });

  it('holds bulk city articles to the same budget', async () => {
    const hurried = await service(-1).generateCityContent({ limit: 3 }, null);
    expect(hurried).toMatchObject({ totalGenerated: 0, postIds: [] });
    expect(hurried.message).toContain('3 cities left for lack of time');
  });
});
