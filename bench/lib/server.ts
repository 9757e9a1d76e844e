import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  /** The server's process id: the bench reads its CPU time (load.ts). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The production server bundle in its own process, on a free port and a throwaway database. */
export async function startServer(env: Record<string, string> = {}, options: { keepData?: boolean } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    // No scheduled backup: on a bench world the embedded database's dump pauses the server for seconds,
    // and whichever figure is being measured then would carry it.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(child, baseUrl, 60_000);
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls the server's health until it answers 200; a server that exits or takes longer than `timeoutMs` fails. */
export async function waitForHealth(child: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A port nobody listens on now, for a server process to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}
