import { readdir, stat } from 'node:fs/promises';

/**
 * Backup files are named by kind and UTC time, so the directory sorts by age and retention can
 * read a file's time from its name: `twinpines-2026-11-24T03-00-00Z.tar.gz` (embedded database)
 * or `.dump` (pg_dump's custom format).
 */
const NAME = /^twinpines-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.(tar\.gz|dump)$/;

export type BackupKind = 'pglite' | 'postgres';

export const backupExtension = (kind: BackupKind) => (kind === 'pglite' ? 'tar.gz' : 'dump');

export function backupFileName(kind: BackupKind, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replaceAll(':', '-');
  return `twinpines-${stamp}Z.${backupExtension(kind)}`;
}

/** The kind and time of a backup file from its name, or undefined for any other file. */
export function parseBackupFileName(name: string): { kind: BackupKind; at: Date } | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, day, h, m, s, ext] = match;
  return { kind: ext === 'dump' ? 'postgres' : 'pglite', at: new Date(`${day}T${h}:${m}:${s}Z`) };
}

export interface BackupFile {
  name: string;
  at: Date;
  sizeBytes: number;
}

/** The backups in `dir`, newest first; other files there are left alone. */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files: BackupFile[] = [];
  for (const name of names) {
    const parsed = parseBackupFileName(name);
    if (!parsed) continue;
    files.push({ name, at: parsed.at, sizeBytes: (await stat(`${dir}/${name}`)).size });
  }
  return files.sort((a, b) => b.at.getTime() - a.at.getTime());
}
