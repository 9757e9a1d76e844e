import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, waitForHealth } from './server.ts';

export const SOAK_ADMIN = { username: 'soak-admin', password: 'steady traffic for ten minutes' };

/** What the server process says about itself (bench/lib/server-probe.mjs); RSS also from /proc. */
export interface ServerFigures {
  /** VmRSS of /proc/<pid>/status, bytes. */
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  loopDelayMeanMs: number;
  loopDelayMaxMs: number;
  loopUtilization: number;
}

export interface SoakServer {
  baseUrl: string;
  pid: number;
  /** Memory now, and the event loop since the last call. */
  figures(): Promise<ServerFigures>;
  stop(): Promise<void>;
}

/**
 * The production bundle in its own process on a fresh embedded database with the demo accounts
 * (`dist/server/seed-demo.js --accounts-only`, run first on the same directory) and a first admin. TRUST_PROXY=1: the
 * load generator stands in for the proxy, giving each visitor its own address in X-Forwarded-For, so
 * the per-address limits stay as in production and still never refuse the soak's visitors.
 */
export async function startSoakServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<SoakServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-data-'));
  const baseEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const seeded = spawnSync(process.execPath, ['dist/server/seed-demo.js', '--accounts-only'], {
    env: { ...baseEnv, NODE_ENV: 'development' },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed-demo failed: ${seeded.stderr || seeded.stdout}`);
  process.stdout.write(seeded.stdout.replace(/^/gm, '  seed-demo: '));

  const port = await freePort();
  const probe = pathToFileURL(path.resolve('bench/lib/server-probe.mjs')).href;
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', probe, 'dist/server/main.js'], {
    env: {
      ...baseEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: SOAK_ADMIN.username,
      ADMIN_PASSWORD: SOAK_ADMIN.password,
      TRUST_PROXY: '1',
      // No feeds: the soak never reaches the internet.
      RSS_FEEDS: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(child, baseUrl, 90_000);

  let asked = 0;
  const ask = () =>
    new Promise<Omit<ServerFigures, 'rss'>>((resolve, reject) => {
      const id = ++asked;
      const timer = setTimeout(() => reject(new Error('the server did not answer the memory probe')), 10_000);
      const onMessage = (m: { type?: string; id?: number } & Omit<ServerFigures, 'rss'>) => {
        if (m.type !== 'soak-probe' || m.id !== id) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(m);
      };
      child.on('message', onMessage);
      child.send({ type: 'soak-probe', id });
    });
  return {
    baseUrl,
    pid: child.pid!,
    figures: async () => {
      const inside = await ask();
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
      return { ...inside, rss: kib * 1024 };
    },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
