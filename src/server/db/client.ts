import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config.ts';
import * as schema from './schema/index.ts';
import { projectRoot } from '../project-root.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { dumpPglite, dumpPostgres } from './dump.ts';
import { makePrivateDir, makePrivateTree } from '../private-files.ts';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  /**
   * A consistent copy of the whole database (decision 0029), taken while it serves, as a stream: the
   * embedded database's gzipped data directory, or pg_dump's custom format. The stream fails when the
   * dump does; where it goes (encrypted, verified) is the backups module's business.
   */
  dump(): Readable;
  /**
   * Runs `work` while this instance holds the job lock `name` (decision 0050): one instance at a time on
   * this database, the others answer `{ ran: false }` at once. PostgreSQL: a session advisory lock on a
   * connection held for the run, so a crashed instance lets go with its connection; the embedded
   * database: one process holds the data directory, so a lock in this process is all it takes.
   */
  runAlone<T>(name: string, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }>;
  close(): Promise<void>;
}

/** The advisory lock class of the background jobs (with `hashtext(name)` as the second key); 'JOBS'. */
export const JOB_LOCK_CLASS = 0x4a4f4253;

export const migrationsFolder = path.join(projectRoot(), 'src/server/db/migrations');

export interface OpenOptions {
  /**
   * The embedded database only: start from this data directory (a `dumpDataDir` tarball) instead of an
   * empty one. The integration tests load a template migrated once per run (decision 0051).
   */
  loadDataDir?: Blob;
}

/** Opens the database and applies every committed migration before returning. */
export async function openDatabase(config: AppConfig['database'], options: OpenOptions = {}): Promise<DatabaseHandle> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // "memory://" keeps tests on a throwaway database without touching disk.
  const target = dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir, 'pglite');
  let unlock = () => {};
  if (!target.startsWith('memory://')) {
    // Private before PGlite writes a byte (decision 0036): DATA_DIR and the database directory are
    // 0700, so nothing under them is reachable by another user even while initdb leaves files 0666.
    makePrivateDir(path.resolve(dataDir));
    makePrivateDir(target);
    unlock = lockDataDir(target);
  }
  try {
    const client = await PGlite.create(target, loadDataDir ? { loadDataDir } : {});
    // initdb's files and those of installations from before decision 0036 become 0600 (PostgreSQL
    // creates its later files 0600 itself).
    if (!target.startsWith('memory://')) makePrivateTree(target);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      dump: () => dumpPglite(client),
      runAlone: inProcessLocks(),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection can be cut by the server (restart, failover, admin command).
  // Without a listener that error would crash the process; the pool replaces the
  // connection and the next query (or the health check) reports trouble if it persists.
  pool.on('error', (error) => {
    console.warn(`database connection dropped: ${error.message}`);
  });
  // The pool's listener covers idle connections only. One checked out (a transaction, the migration
  // lock) that the server ends also emits 'error' on its client, and unheard that ends the process
  // (a PostgreSQL restart mid-transaction took the server down). Its queries fail on their own
  // (a 503), and the pool drops the connection when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  retryOnKilledConnection(pool);
  const db = drizzle(pool, { schema });
  // Several instances may start at once: one migrates, the others wait.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    await migrate(db, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    lockClient.release();
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    dump: () => dumpPostgres(url),
    runAlone: async <T>(name: string, work: () => Promise<T>) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        const answer = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::int, hashtext($2)) as locked', [
          JOB_LOCK_CLASS,
          name,
        ]);
        if (answer.rows[0]?.locked !== true) return { ran: false as const };
        try {
          return { ran: true as const, result: await work() };
        } finally {
          // A connection that cannot unlock is dropped: the server lets its session's locks go with it.
          await client.query('select pg_advisory_unlock($1::int, hashtext($2))', [JOB_LOCK_CLASS, name]).catch((error: Error) => {
            broken = error;
          });
        }
      } catch (error) {
        broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** The embedded database's job locks: the names running in this process, the only one with the data directory. */
function inProcessLocks(): DatabaseHandle['runAlone'] {
  const running = new Set<string>();
  return async <T>(name: string, work: () => Promise<T>) => {
    if (running.has(name)) return { ran: false as const };
    running.add(name);
    try {
      return { ran: true as const, result: await work() };
    } finally {
      running.delete(name);
    }
  };
}

/** The server ended this connection (pg_terminate_backend, restart, failover): another one may work. */
function isKilledConnection(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === '57P01' || e?.code === 'ECONNRESET' || (typeof e?.message === 'string' && /Connection terminated/i.test(e.message));
}

/** Set while work runs whose caller said its statements may be sent twice (`retryingReads`). */
const retrySafe = new AsyncLocalStorage<true>();

/**
 * Runs `work`, whose caller says it only reads (decision 0050): a statement of it that the server's
 * killing of its connection cut short is sent once more on another connection. Nothing else is: a
 * write may have committed before the connection died, and a second run could store twice. Whether a
 * statement is safe is the caller's word, never guessed from its text (`select nextval(...)` writes;
 * `with ... select` reads). Statements in a transaction are never sent again: their earlier ones went
 * with the connection. The embedded database has no connection to lose.
 */
export function retryingReads<T>(work: () => Promise<T>): Promise<T> {
  return retrySafe.run(true, work);
}

/**
 * Queries outside a transaction go through `pool.query`, each on a connection of its own: when the
 * server killed that connection and the statement runs inside `retryingReads`, it is sent once more.
 */
function retryOnKilledConnection(pool: import('pg').Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = (...args: unknown[]): Promise<unknown> => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    const safe = retrySafe.getStore() === true;
    return query(...args).catch((error: unknown) => {
      if (!safe || !isKilledConnection(error)) throw error;
      return query(...args);
    });
  };
  pool.query = retrying as typeof pool.query;
}

/**
 * Runs `work` in one transaction. The transaction object is a full Database for
 * the repositories; the cast lives here once instead of at every call site.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
