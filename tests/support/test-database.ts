import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';

/**
 * A fresh, migrated database for one test file. Embedded PGlite in memory by
 * default; with DATABASE_URL set, a throwaway database created on that server
 * (and dropped on close), so the same suite proves the PostgreSQL path.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) return openDatabase({ kind: 'pglite', dataDir: 'memory://' });

  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
