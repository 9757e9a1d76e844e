import { describe, expect, it } from 'vitest';
import { backupFileName, parseBackupFileName } from './backup-files.ts';

describe('backup file names (decisions 0029 and 0036)', () => {
  const at = new Date('2026-11-24T03:00:00.250Z');

  it('carry the kind, the UTC time to the millisecond, a suffix and .enc when encrypted', () => {
    expect(backupFileName('pglite', at, { encrypted: false, suffix: '9f3a1c' })).toBe('twinpines-2026-11-24T03-00-00-250Z-9f3a1c.tar.gz');
    expect(backupFileName('postgres', at, { encrypted: true, suffix: '00ff10' })).toBe(
      'twinpines-2026-11-24T03-00-00-250Z-00ff10.dump.enc',
    );
  });

  it('differ for two backups of the same millisecond', () => {
    const names = new Set(Array.from({ length: 50 }, () => backupFileName('pglite', at, { encrypted: false })));
    expect(names.size).toBe(50);
  });

  it('are read back, and so are the names of the backups made before', () => {
    expect(parseBackupFileName('twinpines-2026-11-24T03-00-00-250Z-9f3a1c.tar.gz.enc')).toEqual({ kind: 'pglite', at, encrypted: true });
    expect(parseBackupFileName('twinpines-2026-11-24T03-00-00-250Z-00ff10.dump')).toEqual({ kind: 'postgres', at, encrypted: false });
    expect(parseBackupFileName('twinpines-2026-11-24T03-00-00Z.tar.gz')).toEqual({
      kind: 'pglite',
      at: new Date('2026-11-24T03:00:00.000Z'),
      encrypted: false,
    });
    for (const other of [
      'notes.txt',
      'twinpines-2026-11-24T03-00-00-250Z-9f3a1c.tar.gz.part',
      'twinpines-2026-11-24T03-00-00-250Z-9f3a1c.zip',
    ])
      expect(parseBackupFileName(other)).toBeUndefined();
  });
});
