import type { FastifyInstance } from 'fastify';
import { makeBackup } from '#shared/contracts/backups.endpoints.ts';
import { adminBackupsSchemas } from '#shared/contracts/backups.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { BackupService } from './backups.service.ts';

/** An admin's backup now; the scheduled ones are a background job (`jobs/background-jobs.ts`). */
export function backupsRoutes(backups: BackupService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, makeBackup, adminBackupsSchemas.makeBackup, {
      handler: async (_request, reply) => {
        reply.code(201);
        return backups.backUpNow();
      },
    });
  };
}
