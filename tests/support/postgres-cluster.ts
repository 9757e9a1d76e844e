import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust auth. */
  url: string;
  /** `pg_ctl stop -m fast`: sessions are ended, the server checkpoints and exits; the port stops answering. */
  stop(): Promise<void>;
  /** Starts the same cluster again on the same port. */
  start(): Promise<void>;
  /** The server's own log, for a failing test's message. */
  log(): string;
  /** Stops it (whatever its state) and deletes its directory. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's binaries (Debian layout), or PG_BIN. */
export function postgresBinaries(): string | undefined {
  const candidates = process.env['PG_BIN'] ? [process.env['PG_BIN']] : [];
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(root, v, 'bin')));
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

/** The binaries, or undefined with a notice; under CI (CI=true) their absence is a failure. */
export function requirePostgresBinaries(): string | undefined {
  const bin = postgresBinaries();
  if (bin) return bin;
  const why = 'initdb and pg_ctl were not found (looked in PG_BIN and /usr/lib/postgresql/*/bin)';
  if (process.env['CI'] === 'true') throw new Error(`A PostgreSQL cluster of its own is required under CI but ${why}`);
  console.warn(`NOTICE: PostgreSQL cluster cases skipped: ${why}`);
  return undefined;
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, its own port and socket
 * directory, trust auth), so a test may stop and start it without touching the machine's server.
 * PostgreSQL refuses to run as root: as root, the binaries run as the `postgres` user.
 */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-cluster-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);

  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  // Durability settings stay on: the test stops this server and counts what it kept.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const start = async () => {
    await pg('pg_ctl', ['start', '-D', data, '-l', logFile, '-w', '-t', '60', '-o', options]);
  };
  const stopFast = async () => {
    await pg('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);
  };
  const destroy = async () => {
    if (existsSync(path.join(data, 'postmaster.pid')))
      await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: stopFast,
    start,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    destroy,
  };
}
