import type { ContentRun, ContentRunKind, RunOutcomeView as RunOutcome } from '#shared/contracts/content-runs.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createContentRunsRepository, type ContentRunRow } from './content-runs.repository.ts';

/** A run that has not beaten for this long belongs to an instance that died: it is closed as failed. */
export const RUN_ABANDONED_AFTER_MS = 5 * 60_000;

const RUN_LABELS: Record<ContentRunKind, string> = {
  rss: 'An RSS aggregation',
  'seo-optimize-all': 'An SEO optimisation of every post',
  'landing-pages': 'A landing page generation',
  'city-content': 'A city content generation',
};

export function toContentRunView(row: ContentRunRow): ContentRun {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    trigger: row.trigger,
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    failed: row.failed,
    message: row.message,
    outcomes: row.outcomes,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** What a worker does with its run: report each unit, then finish. Every call beats the heartbeat. */
export interface RunHandle {
  readonly id: number;
  setTotal(total: number): Promise<void>;
  /** One unit done; `ok` outcomes count as succeeded, `failed` ones as failed. */
  step(outcome: RunOutcome): Promise<void>;
  /** An outcome that is not a unit (a feed that would not load). */
  note(outcome: RunOutcome): Promise<void>;
  finish(message: string): Promise<ContentRun>;
  fail(message: string): Promise<ContentRun>;
}

export function createContentRunsService(db: Database, clock: () => Date = () => new Date()) {
  const repo = createContentRunsRepository(db);

  function handle(row: ContentRunRow): RunHandle {
    const close = async (status: 'done' | 'failed', message: string) => {
      const closed = (await repo.finish(row.id, status, message)) ?? (await repo.find(row.id));
      if (!closed) throw notFound('Run');
      return toContentRunView(closed);
    };
    return {
      id: row.id,
      setTotal: (total) => repo.setTotal(row.id, total),
      step: (outcome) =>
        repo.step(row.id, outcome, { succeeded: outcome.outcome === 'ok' ? 1 : 0, failed: outcome.outcome === 'failed' ? 1 : 0 }),
      note: (outcome) => repo.note(row.id, outcome),
      finish: (message) => close('done', message),
      fail: (message) => close('failed', message),
    };
  }

  return {
    /**
     * Starts a run of `kind`, or answers null when one is running on any instance (or, with
     * `notStartedSince`, when one already started after that time: a schedule another instance kept).
     */
    async tryStart(
      kind: ContentRunKind,
      options: { trigger: 'manual' | 'schedule'; requestedBy?: string | null; total?: number; notStartedSince?: Date },
    ): Promise<RunHandle | null> {
      await repo.closeAbandoned(kind, new Date(clock().getTime() - RUN_ABANDONED_AFTER_MS));
      const row = await repo.claim({
        kind,
        trigger: options.trigger,
        requestedBy: options.requestedBy ?? null,
        total: options.total ?? 0,
        ...(options.notStartedSince ? { notStartedSince: options.notStartedSince } : {}),
      });
      return row ? handle(row) : null;
    },

    /** As tryStart for an admin's request: a running run of the kind is a 409 that says which. */
    async start(kind: ContentRunKind, options: { requestedBy: string | null; total?: number }): Promise<RunHandle> {
      const run = await this.tryStart(kind, { trigger: 'manual', ...options });
      if (run) return run;
      const busy = await repo.running(kind);
      const since = busy ? ` (run ${busy.id}, started ${busy.startedAt.toISOString()})` : '';
      throw new AppError('CONFLICT', `${RUN_LABELS[kind]} is already running${since}; wait for it to finish`);
    },

    async get(id: number): Promise<ContentRun> {
      const row = await repo.find(id);
      if (!row) throw notFound('Run');
      return toContentRunView(row);
    },

    async list(kind: ContentRunKind, limit = 10): Promise<ContentRun[]> {
      return (await repo.latest(kind, limit)).map(toContentRunView);
    },

    /** The newest run of a kind (a running one first), or null. */
    async latest(kind: ContentRunKind): Promise<ContentRun | null> {
      const [row] = await repo.latest(kind, 1);
      return row ? toContentRunView(row) : null;
    },
  };
}

export type ContentRunsService = ReturnType<typeof createContentRunsService>;
