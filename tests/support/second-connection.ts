import pg from 'pg';
import { vi } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';

/**
 * A second connection to a test's own PostgreSQL database (`openTestDatabase()`'s `url`): it holds locks
 * and rows the app must wait for. The caller ends it.
 */
export async function secondConnection(database: DatabaseHandle): Promise<pg.Client> {
  const url = (database as DatabaseHandle & { url?: string }).url;
  if (!url) throw new Error('a second connection needs PostgreSQL: set DATABASE_URL');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Resolves once another session of `holder`'s database waits for a lock (the app's statement, blocked
 * behind what the holder holds), and fails if `pending` settles first: the condition itself, where a
 * fixed wait would only guess how long a loaded machine takes to get there.
 */
export async function blockedBehind(holder: pg.Client, pending: Promise<unknown>, timeoutMs = 15_000): Promise<void> {
  let settled = false;
  void pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.waitFor(
    async () => {
      if (settled) throw new Error('the request finished without waiting for the lock');
      const { rows } = await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if (rows[0]!.n === 0) throw new Error('no session waits for a lock yet');
    },
    { timeout: timeoutMs, interval: 20 },
  );
  if (settled) throw new Error('the request finished without waiting for the lock');
}
