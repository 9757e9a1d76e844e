import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import type { BackgroundJob } from './background-jobs.ts';
import { createRepeatingJob } from './repeating-job.ts';

/**
 * Starts every job when the app is ready and stops them before it closes, waiting for rounds under way
 * (the database closes after). A job run 'one instance at a time' runs its round under its lock.
 */
export function startBackgroundJobs(app: FastifyInstance, database: DatabaseHandle, jobs: readonly BackgroundJob[]): void {
  const repeating = jobs.map((job) =>
    createRepeatingJob({
      name: job.name,
      everyMs: job.everyMs,
      firstAfterMs: job.firstAfterMs,
      log: app.log,
      run: job.runs === 'one instance at a time' ? () => database.runAlone(job.name, job.run) : job.run,
    }),
  );
  app.addHook('onReady', async () => {
    for (const job of repeating) job.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all(repeating.map((job) => job.stop()));
  });
}
