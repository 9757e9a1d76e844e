import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupMade, BackupStatus } from '#shared/contracts/backups.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { makePrivateDir } from '../../private-files.ts';
import { backupFileName, listBackupFiles } from './backup-files.ts';
import { writeBackup } from './backup-writer.ts';
import { createBackupsRepository } from './backups.repository.ts';
import { backupsToDelete, DEFAULT_RETENTION, type RetentionPolicy } from './retention.ts';

/** Where a backup reports (the server's logger, or the console of `npm run backup`). */
export interface BackupLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupSettings {
  /** Where backup files go. */
  dir: string;
  /** A scheduled backup is due this long after the last one started; 0: no scheduled backups. */
  intervalHours: number;
  /** BACKUP_ENCRYPTION_KEY (32 bytes): set, every backup is encrypted with it (decision 0036). */
  encryptionKey?: Buffer | undefined;
  retention?: RetentionPolicy;
}

/**
 * Backups of the whole database (decision 0029): one at a time across all instances (the backups
 * table decides), written completely or not at all, private to the server's user, encrypted when a key
 * is set, verified before they count, under names no two backups share (decision 0036), old files let go
 * by the retention policy, and every attempt recorded, so the dashboard shows the last backup and a
 * failure becomes an urgent task. `clock` gives the time of file names and retention (tests set it).
 */
export function createBackupService(deps: { database: DatabaseHandle; settings: BackupSettings; log: BackupLog; clock?: () => Date }) {
  const repo = createBackupsRepository(deps.database.db);
  const { dir, intervalHours, encryptionKey } = deps.settings;
  const clock = deps.clock ?? (() => new Date());

  async function make(id: number): Promise<BackupMade> {
    const fileName = backupFileName(deps.database.kind, clock(), { encrypted: encryptionKey !== undefined });
    try {
      makePrivateDir(dir);
      const { sizeBytes, sha256 } = await writeBackup({
        dir,
        fileName,
        kind: deps.database.kind,
        source: deps.database.dump(),
        key: encryptionKey,
      });
      const row = await repo.succeeded(id, { fileName, sizeBytes });
      await prune();
      deps.log.info({ backup: fileName, sizeBytes: row.sizeBytes, sha256, encrypted: encryptionKey !== undefined }, 'backup made');
      return { fileName, sizeBytes: row.sizeBytes ?? 0, finishedAt: (row.finishedAt ?? new Date()).toISOString() };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await repo.failed(id, reason);
      deps.log.error({ err: error }, 'backup failed');
      throw new AppError('SERVICE_UNAVAILABLE', `The backup failed: ${reason}`);
    }
  }

  /** Deletes what retention lets go; a file that cannot be deleted waits for the next backup. */
  async function prune(): Promise<void> {
    const files = await listBackupFiles(dir);
    for (const file of backupsToDelete(files, clock(), deps.settings.retention ?? DEFAULT_RETENTION)) {
      await rm(path.join(dir, file.name), { force: true }).catch((error: unknown) =>
        deps.log.warn({ err: error, file: file.name }, 'old backup not deleted'),
      );
    }
  }

  return {
    /** A backup now, asked for by an admin or the command line; 409 while another one runs. */
    async backUpNow(): Promise<BackupMade> {
      const id = await repo.claim('manual');
      if (id === undefined) throw new AppError('CONFLICT', 'A backup is already running. Try again when it has finished.');
      return make(id);
    },

    /**
     * The scheduled backup, when one is due: none succeeded or started within the interval. Every
     * instance calls this; the claim lets one of them make it. Returns whether this one did.
     */
    async backUpIfDue(now = new Date()): Promise<boolean> {
      if (intervalHours <= 0) return false;
      const id = await repo.claim('schedule', new Date(now.getTime() - intervalHours * 3_600_000));
      if (id === undefined) return false;
      await make(id).catch(() => undefined); // recorded as failed, logged, and shown as an urgent task
      return true;
    },

    async status(): Promise<BackupStatus> {
      const latest = await repo.latest();
      return {
        scheduled: intervalHours > 0,
        lastSucceeded:
          latest.succeeded?.finishedAt != null
            ? { finishedAt: latest.succeeded.finishedAt.toISOString(), sizeBytes: latest.succeeded.sizeBytes ?? 0 }
            : null,
        lastFailure:
          latest.finished?.status === 'failed'
            ? {
                finishedAt: (latest.finished.finishedAt ?? latest.finished.startedAt).toISOString(),
                error: latest.finished.error ?? 'Unknown error',
              }
            : null,
        running: latest.running,
      };
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
