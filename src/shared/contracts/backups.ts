import * as z from './zod.ts';

/** A backup's state as the status panel and the urgent tasks read it (decision 0029). */
export const backupStatusSchema = z.object({
  /** Whether this system makes scheduled backups (BACKUP_INTERVAL_HOURS > 0). */
  scheduled: z.boolean(),
  /** The newest successful backup: when it finished (ISO) and its size; null before the first. */
  lastSucceeded: z.nullable(z.object({ finishedAt: z.text(), sizeBytes: z.number() })),
  /** The newest backup when it failed: when and why; null when the newest one worked. */
  lastFailure: z.nullable(z.object({ finishedAt: z.text(), error: z.text() })),
  running: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** POST /api/admin/backups: the backup just made. */
export const backupMadeSchema = z.object({
  fileName: z.text(),
  sizeBytes: z.number(),
  finishedAt: z.text(),
});
export type BackupMade = z.infer<typeof backupMadeSchema>;

export const adminBackupsSchemas = {
  makeBackup: { response: backupMadeSchema },
};
