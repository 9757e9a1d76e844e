import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the process-level tests use: TEST_POSTGRES_URL, else the machine's
 * (127.0.0.1:5432, user postgres). Where none answers, the PostgreSQL cases skip with a notice;
 * under CI (CI=true) they are required, as the browser tests are.
 */
export const postgresServerUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    if (process.env['CI'] === 'true') throw new Error(`PostgreSQL is required under CI but ${postgresServerUrl} does not answer`);
    console.warn(`NOTICE: PostgreSQL cases skipped: ${postgresServerUrl} does not answer`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database of its own on that server (or `serverUrl`'s), dropped (with any connections left) by `drop()`. */
export async function createThrowawayDatabase(prefix = 'ops', serverUrl = postgresServerUrl): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
