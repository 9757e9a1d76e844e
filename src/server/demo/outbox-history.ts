import type { DemoContext } from './demo-context.ts';
import { createOutboxHistoryRepository } from './outbox-history.repository.ts';

/**
 * The outbox's year (decision 0044): everything the services queued was delivered seconds later,
 * except a few e-mails to mistyped addresses the worker gave up on, spread over the year.
 */
export async function writeOutboxHistory(ctx: DemoContext): Promise<{ sent: number; failed: number }> {
  const repo = createOutboxHistoryRepository(ctx.db);
  const sent = await repo.deliverBefore(ctx.now);
  const candidates = await repo.sentToOutsiders(10_000);
  const failed = Math.min(ctx.size.failedNotices, candidates.length);
  for (let i = 0; i < failed; i++) {
    const pick = candidates[Math.floor(((i + 0.5) * candidates.length) / failed)]!;
    await repo.markFailed(pick.id, new Date(pick.createdAt.getTime() + 6 * 3_600_000));
  }
  return { sent: sent - failed, failed };
}
