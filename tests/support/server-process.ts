import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { JOB_ROUND_DONE } from '#server/jobs/repeating-job.ts';
import { projectRoot } from '#server/project-root.ts';

export interface ServerProcess {
  /** http://127.0.0.1:<port>, as the server's own log line reports it. */
  base: string;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  log(): string;
  /** How many rounds of background job `name` it has finished so far (started with LOG_LEVEL=debug). */
  jobRounds(name: string): number;
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
    jobRounds: (name) => roundsIn(output, name),
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

/** The finished rounds of job `name` in a server's pino output: one debug line each (repeating-job.ts). */
function roundsIn(output: string, name: string): number {
  let rounds = 0;
  for (const line of output.split('\n')) {
    if (!line.includes(JOB_ROUND_DONE)) continue;
    try {
      const entry = JSON.parse(line) as { job?: unknown; msg?: unknown };
      if (entry.msg === JOB_ROUND_DONE && entry.job === name) rounds++;
    } catch {
      // Not a log line of its own (a line cut by the pipe): not a round.
    }
  }
  return rounds;
}

/**
 * Waits until each server has finished `rounds` more rounds of job `name` than now: what a second copy
 * of some work (a mail, a backup) needed to happen, had a round been going to make it. The servers must
 * run with LOG_LEVEL=debug.
 */
export async function afterJobRounds(servers: readonly ServerProcess[], name: string, rounds: number, timeoutMs = 30_000): Promise<void> {
  const from = servers.map((server) => server.jobRounds(name));
  const deadline = Date.now() + timeoutMs;
  while (servers.some((server, i) => server.jobRounds(name) < from[i]! + rounds)) {
    if (Date.now() > deadline) throw new Error(`${rounds} more rounds of '${name}' did not come within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
