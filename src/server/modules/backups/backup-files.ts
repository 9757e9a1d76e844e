import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';

/**
 * Backup files are named by kind and UTC time to the millisecond, with a random suffix, so the
 * directory sorts by age, retention can read a file's time from its name, and two backups made in the
 * same millisecond never share a name (decision 0036):
 * `twinpines-2026-11-24T03-00-00-123Z-9f3a1c.tar.gz` (embedded database) or `.dump` (pg_dump's custom
 * format), with `.enc` after it when encrypted. Names from before (`twinpines-2026-11-24T03-00-00Z.tar.gz`)
 * are still read.
 */
const NAME = /^twinpines-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})(?:-(\d{3}))?Z(?:-[0-9a-f]{6})?\.(tar\.gz|dump)(\.enc)?$/;

export type BackupKind = 'pglite' | 'postgres';

export const backupExtension = (kind: BackupKind) => (kind === 'pglite' ? 'tar.gz' : 'dump');

export function backupFileName(kind: BackupKind, at: Date, options: { encrypted: boolean; suffix?: string }): string {
  const stamp = at.toISOString().slice(0, 23).replaceAll(':', '-').replace('.', '-');
  const suffix = options.suffix ?? randomBytes(3).toString('hex');
  return `twinpines-${stamp}Z-${suffix}.${backupExtension(kind)}${options.encrypted ? '.enc' : ''}`;
}

/** The kind, time and encryption of a backup file from its name, or undefined for any other file. */
export function parseBackupFileName(name: string): { kind: BackupKind; at: Date; encrypted: boolean } | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, day, h, m, s, ms, ext, enc] = match;
  return {
    kind: ext === 'dump' ? 'postgres' : 'pglite',
    at: new Date(`${day}T${h}:${m}:${s}.${ms ?? '000'}Z`),
    encrypted: enc !== undefined,
  };
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
