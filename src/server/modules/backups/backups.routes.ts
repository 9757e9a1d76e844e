import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { makeBackup } from '#shared/contracts/admin-backups.endpoints.ts';
import { adminBackupsSchemas } from '#shared/contracts/admin-backups.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { createRepeatingJob } from '../../jobs/repeating-job.ts';
import type { BackupService } from './backups.service.ts';

/** The first check after start: soon, so a new installation has its first backup within minutes. */
const FIRST_CHECK_MS = 60_000;

/** `checkMs`: how often each instance asks whether a scheduled backup is due (BACKUP_CHECK_SECONDS). */
export function backupsRoutes(
  backups: BackupService,
  options: { startJobs?: boolean | undefined; checkMs: number; log: FastifyBaseLogger },
) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, makeBackup, adminBackupsSchemas.makeBackup, {
      handler: async (_request, reply) => {
        reply.code(201);
        return backups.backUpNow();
      },
    });
    if (options.startJobs) {
      const job = createRepeatingJob({
        name: 'scheduled backup',
        everyMs: options.checkMs,
        log: options.log,
        run: () => backups.backUpIfDue(),
      });
      // Shutdown waits for the first check as for the job's runs, so the database never closes under a dump.
      let first: NodeJS.Timeout | undefined;
      let firstRun: Promise<unknown> | undefined;
      app.addHook('onReady', async () => {
        job.start();
        first = setTimeout(
          () => {
            firstRun = backups.backUpIfDue().catch((error: unknown) => options.log.error({ err: error }, 'scheduled backup failed'));
          },
          Math.min(FIRST_CHECK_MS, options.checkMs),
        );
        first.unref();
      });
      app.addHook('preClose', async () => {
        clearTimeout(first);
        await Promise.all([job.stop(), firstRun]);
      });
    }
  };
}
