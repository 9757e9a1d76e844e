import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ContentRunKind } from '#shared/contracts/content-runs.ts';
import type { Database } from '../../db/client.ts';
import { contentRuns, type RunOutcome } from '../../db/schema/content-automation.ts';
import { firstRowOf } from '../../db/rows-of.ts';

export type ContentRunRow = typeof contentRuns.$inferSelect;

/** Outcomes kept per run: enough to read what happened to every unit of a bulk run (30 cities, 4 feeds × items). */
export const MAX_RUN_OUTCOMES = 200;

/** The run's outcomes with `outcome` appended, while fewer than MAX_RUN_OUTCOMES are kept. */
const appended = (outcome: RunOutcome) =>
  sql`case when jsonb_array_length(${contentRuns.outcomes}) < ${MAX_RUN_OUTCOMES}
    then ${contentRuns.outcomes} || ${JSON.stringify([outcome])}::jsonb else ${contentRuns.outcomes} end`;

export function createContentRunsRepository(db: Database) {
  return {
    /**
     * Starts a run unless one of its kind is running anywhere (the partial unique index decides between
     * instances). With `notStartedSince`, only when no run of the kind started after that time (a
     * scheduled run that another instance already made). Returns the new run, or undefined.
     */
    async claim(input: {
      kind: ContentRunKind;
      trigger: 'manual' | 'schedule';
      requestedBy: string | null;
      total: number;
      notStartedSince?: Date;
    }): Promise<ContentRunRow | undefined> {
      const since = input.notStartedSince
        ? sql`and not exists (select 1 from ${contentRuns} r where r.kind = ${input.kind} and r.started_at > ${input.notStartedSince.toISOString()}::timestamptz)`
        : sql``;
      const result = await db.execute(sql`
        insert into ${contentRuns} (kind, trigger, requested_by, total)
        select ${input.kind}, ${input.trigger}, ${input.requestedBy}, ${input.total}
        where true ${since}
        on conflict (kind) where status = 'running' do nothing
        returning id`);
      const id = firstRowOf<{ id: number }>(result)?.id;
      return id === undefined ? undefined : this.find(Number(id));
    },

    async find(id: number): Promise<ContentRunRow | undefined> {
      const [row] = await db.select().from(contentRuns).where(eq(contentRuns.id, id)).limit(1);
      return row;
    },

    async running(kind: ContentRunKind): Promise<ContentRunRow | undefined> {
      const [row] = await db
        .select()
        .from(contentRuns)
        .where(and(eq(contentRuns.kind, kind), eq(contentRuns.status, 'running')))
        .limit(1);
      return row;
    },

    async latest(kind: ContentRunKind, limit: number): Promise<ContentRunRow[]> {
      return db
        .select()
        .from(contentRuns)
        .where(eq(contentRuns.kind, kind))
        .orderBy(sql`${contentRuns.status} = 'running' desc`, desc(contentRuns.startedAt), desc(contentRuns.id))
        .limit(limit);
    },

    async setTotal(id: number, total: number): Promise<void> {
      await db
        .update(contentRuns)
        .set({ total, heartbeatAt: sql`now()` })
        .where(eq(contentRuns.id, id));
    },

    /** One unit done: counts, its outcome appended (up to MAX_RUN_OUTCOMES), and a heartbeat. */
    async step(id: number, outcome: RunOutcome, counts: { succeeded: number; failed: number }): Promise<void> {
      await db
        .update(contentRuns)
        .set({
          processed: sql`${contentRuns.processed} + 1`,
          succeeded: sql`${contentRuns.succeeded} + ${counts.succeeded}`,
          failed: sql`${contentRuns.failed} + ${counts.failed}`,
          outcomes: appended(outcome),
          heartbeatAt: sql`now()`,
        })
        .where(eq(contentRuns.id, id));
    },

    /** An outcome that is not a unit of progress (a feed that failed to load, say). */
    async note(id: number, outcome: RunOutcome): Promise<void> {
      await db
        .update(contentRuns)
        .set({
          outcomes: appended(outcome),
          heartbeatAt: sql`now()`,
        })
        .where(eq(contentRuns.id, id));
    },

    async finish(id: number, status: 'done' | 'failed', message: string): Promise<ContentRunRow | undefined> {
      const [row] = await db
        .update(contentRuns)
        .set({ status, message, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
        .where(and(eq(contentRuns.id, id), eq(contentRuns.status, 'running')))
        .returning();
      return row;
    },

    /** Runs whose instance stopped beating (it died mid-run) are closed as failed, so the kind is free again. */
    async closeAbandoned(kind: ContentRunKind, heartbeatBefore: Date): Promise<number> {
      const rows = await db
        .update(contentRuns)
        .set({
          status: 'failed',
          message: 'Stopped: the instance running it went away; the next run starts afresh',
          finishedAt: sql`now()`,
        })
        .where(and(eq(contentRuns.kind, kind), eq(contentRuns.status, 'running'), lt(contentRuns.heartbeatAt, heartbeatBefore)))
        .returning({ id: contentRuns.id });
      return rows.length;
    },
  };
}

export type ContentRunsRepository = ReturnType<typeof createContentRunsRepository>;
