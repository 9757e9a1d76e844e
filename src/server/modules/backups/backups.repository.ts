import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { backups } from '../../db/schema/maintenance.ts';
import { firstRowOf } from '../../db/rows-of.ts';

export type BackupRow = typeof backups.$inferSelect;

/** A backup still running after this was left by an instance that died (a dump takes seconds to minutes). */
const ABANDONED_AFTER_MINUTES = 60;

export function createBackupsRepository(db: Database) {
  return {
    /**
     * Starts a backup unless one is running on any instance (the partial unique index decides). With
     * `dueBefore`, only when no backup succeeded or started after that time: a scheduled backup that
     * another instance already made (or is making) is not made twice. Returns the new row's id.
     */
    async claim(trigger: 'schedule' | 'manual', dueBefore?: Date): Promise<number | undefined> {
      await db.execute(sql`
        update ${backups} set status = 'failed', finished_at = now(), error = 'The instance making this backup stopped before it finished'
        where status = 'running' and started_at < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`);
      const notDone = dueBefore
        ? sql`and not exists (select 1 from ${backups} b where b.status <> 'failed' and b.started_at > ${dueBefore.toISOString()}::timestamptz)`
        : sql``;
      const result = await db.execute(sql`
        insert into ${backups} (trigger) select ${trigger} where true ${notDone}
        on conflict (status) where status = 'running' do nothing
        returning id`);
      const id = firstRowOf<{ id: number }>(result)?.id;
      return id === undefined ? undefined : Number(id);
    },

    async succeeded(id: number, file: { fileName: string; sizeBytes: number }): Promise<BackupRow> {
      const [row] = await db
        .update(backups)
        .set({ status: 'succeeded', ...file, finishedAt: new Date() })
        .where(eq(backups.id, id))
        .returning();
      return row!;
    },

    async failed(id: number, error: string): Promise<void> {
      await db.update(backups).set({ status: 'failed', error, finishedAt: new Date() }).where(eq(backups.id, id));
    },

    /**
     * After a restore: the backup that was running when the file was made is that file (one runs at a
     * time), so it is recorded as succeeded rather than left running or reported as failed.
     */
    async restoredFrom(file: { fileName: string; sizeBytes: number }): Promise<void> {
      await db
        .update(backups)
        .set({ status: 'succeeded', ...file, finishedAt: sql`coalesce(${backups.finishedAt}, now())` })
        .where(eq(backups.status, 'running'));
    },

    /** The newest finished backup and the newest successful one (the same row when the last one worked). */
    async latest(): Promise<{ finished?: BackupRow; succeeded?: BackupRow; running: boolean }> {
      // One query: the newest row of each status (running, succeeded, failed).
      const newest = await db
        .selectDistinctOn([backups.status])
        .from(backups)
        .orderBy(backups.status, desc(backups.startedAt), desc(backups.id));
      const of = (status: BackupRow['status']) => newest.find((row) => row.status === status);
      const succeeded = of('succeeded');
      const failed = of('failed');
      const finished = !failed || (succeeded && isNewer(succeeded, failed)) ? succeeded : failed;
      return { finished, succeeded, running: of('running') !== undefined };
    },
  };
}

const isNewer = (a: BackupRow, b: BackupRow) => (a.startedAt.getTime() !== b.startedAt.getTime() ? a.startedAt > b.startedAt : a.id > b.id);
