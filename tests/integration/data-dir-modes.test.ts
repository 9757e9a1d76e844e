import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { looseEntries } from '#tests/support/file-modes.ts';

/**
 * The embedded database's files are the server user's only (decision 0036): DATA_DIR and every directory
 * of the database 0700, every file 0600 (the write-ahead log holds password hashes and personal data),
 * after the first start (PGlite's initdb leaves its files 0666), after writes, and after a start on
 * a directory left with looser modes by an earlier version. Runs in this test process with umask 022:
 * the modes do not depend on the server having set its own.
 */

const work = mkdtempSync(path.join(tmpdir(), 'data-dir-modes-'));
// The usual umask, whatever this machine's is: the modes must not depend on it.
const umaskBefore = process.umask(0o022);
afterAll(() => {
  process.umask(umaskBefore);
  rmSync(work, { recursive: true, force: true });
});

function countFiles(root: string): number {
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

describe('the embedded database directory', () => {
  const dataDir = path.join(work, 'data');

  it(
    'is 0700 with files 0600 after the first start, after writes, and when opened again over looser modes',
    { timeout: 180_000 },
    async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        // Every file of the new database, the pid lock beside it, and DATA_DIR itself.
        expect(countFiles(path.join(dataDir, 'pglite'))).toBeGreaterThan(900);
        expect(looseEntries(dataDir, work)).toEqual([]);

        // New tables, their indexes and enough rows for new WAL, made private as PostgreSQL writes them.
        await database.db.execute(sql`create table modes_probe (id int primary key, note text)`);
        await database.db.execute(sql`insert into modes_probe select g, repeat('personal data ', 50) from generate_series(1, 20000) g`);
        await database.db.execute(sql`checkpoint`);
        expect(looseEntries(dataDir, work)).toEqual([]);
      } finally {
        await database.close();
      }

      // What an installation from before decision 0036 left: world-readable files and directories.
      chmodSync(dataDir, 0o755);
      chmodSync(path.join(dataDir, 'pglite'), 0o755);
      chmodSync(path.join(dataDir, 'pglite', 'base'), 0o755);
      chmodSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
      const wal = readdirSync(path.join(dataDir, 'pglite', 'pg_wal')).find((name) => /^[0-9A-F]{24}$/.test(name))!;
      chmodSync(path.join(dataDir, 'pglite', 'pg_wal', wal), 0o644);
      expect(looseEntries(dataDir, work).sort()).toEqual(
        ['755 data', '755 data/pglite', '666 data/pglite/PG_VERSION', '755 data/pglite/base', `644 data/pglite/pg_wal/${wal}`].sort(),
      );

      const reopened = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(looseEntries(dataDir, work)).toEqual([]);
        const rows = await reopened.db.execute(sql`select count(*)::int as n from modes_probe`);
        expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(20000);
      } finally {
        await reopened.close();
      }
    },
  );
});
