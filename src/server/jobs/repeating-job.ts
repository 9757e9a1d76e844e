import type { FastifyBaseLogger } from 'fastify';

/** The debug line each finished round logs, with the job's name as `job`. */
export const JOB_ROUND_DONE = 'job round done';

export interface RepeatingJob {
  start(): void;
  /** Stops scheduling and waits for a run in progress, so shutdown never cuts one in half. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs` on this instance (the first time after `firstAfterMs`, else `everyMs`):
 * the next run is scheduled when the previous one ended (never two at once), a failure is logged and
 * the job goes on, and the timer never keeps the process alive. Started only by `jobs/start-jobs.ts`.
 */
export function createRepeatingJob(options: {
  name: string;
  everyMs: number;
  firstAfterMs?: number | undefined;
  log: FastifyBaseLogger;
  run: () => Promise<unknown>;
}): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  function schedule(afterMs: number) {
    if (stopped) return;
    timer = setTimeout(async () => {
      running = options.run().catch((error: unknown) => options.log.error({ err: error }, `${options.name} failed`));
      await running;
      running = undefined;
      // What tests of several instances wait on ("each instance has had N more rounds"), at debug only.
      options.log.debug({ job: options.name }, JOB_ROUND_DONE);
      schedule(options.everyMs);
    }, afterMs);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      schedule(options.firstAfterMs ?? options.everyMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
