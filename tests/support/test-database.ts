import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';

/** The migrated database of this run (tests/integration/global-setup.ts, decision 0051). */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

/**
 * A fresh, migrated database for one test file. Embedded PGlite in memory by
 * default; with DATABASE_URL set, a throwaway database created on that server
 * (and dropped on close), so the same suite proves the PostgreSQL path.
 *
 * Each is a copy of the run's template, migrated once before the first file (loading the embedded
 * tarball takes about a quarter of the time migrating does; `create database ... template` is a file
 * copy on the server). The app's own migration step still runs on the copy and finds nothing to do.
 * Without the template (a run outside the integration project) the database migrates from empty.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env['DATABASE_URL'];
  const template = inject('databaseTemplate') as DatabaseTemplate | undefined;
  if (!serverUrl) {
    const loadDataDir = template?.kind === 'pglite' ? new Blob([await readFile(template.file)]) : undefined;
    return openDatabase({ kind: 'pglite', dataDir: 'memory://' }, { loadDataDir });
  }

  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template?.kind === 'postgres' ? `create database ${name} template ${template.name}` : `create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    /** This test's own database, for a second connection (advisory locks are per database). */
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
