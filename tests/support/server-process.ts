import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '#server/project-root.ts';

export interface ServerProcess {
  /** http://127.0.0.1:<port>, as the server's own log line reports it. */
  base: string;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  log(): string;
  /** kill -9: no shutdown hook runs, in-flight requests are cut. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
}

const mainJs = path.join(projectRoot(), 'dist/server/main.js');

/** The built server must exist: `npm test` builds it first; alone, run `npm run build`. */
export function assertBuilt(): void {
  if (!existsSync(mainJs)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
}

/**
 * Starts `dist/server/main.js` as its own process on a port the system picks (PORT=0) and waits
 * until it answers health. `env` adds to a quiet test environment: pass DATA_DIR for the embedded
 * database, or DATABASE_URL for PostgreSQL.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  assertBuilt();
  const child = spawn(process.execPath, [mainJs], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      SITE_URL: 'https://www.example.test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + timeoutMs;
  let base: string | undefined;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    base ??= output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    if (base) {
      const healthy = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!base || child.exitCode !== null || Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`the server did not become healthy:\n${output.slice(-4000)}`);
  }
  const address = base;
  return {
    base: address,
    child,
    log: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
