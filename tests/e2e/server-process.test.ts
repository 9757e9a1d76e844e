import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the server process', () => {
  it('finishes in-flight requests and exits 0 on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
    // PORT=0: the system picks a free port as the server binds, so no other process (or
    // parallel test run) can take it between choosing and listening, as a random or probed
    // port could. The server's own log line says which port it got.
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let log = '';
    child.stdout.on('data', (c: Buffer) => (log += c.toString()));
    try {
      // Up to 90 s: on a loaded 2-core machine a fresh database's migrations and seed take a while.
      for (let i = 0; i < 900 && !log.includes('Site ready') && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 100));
      expect(log).toContain('Site ready');
      // Fastify logs "Server listening at http://127.0.0.1:<port>" once the socket is bound.
      const base = log.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
      if (!base) throw new Error(`no listening address in the server log:\n${log}`);

      // A page request in flight when the signal arrives still gets its full answer.
      const inFlight = fetch(`${base}/areas-we-serve`).then(async (r) => ({ status: r.status, text: await r.text() }));
      for (let i = 0; i < 100 && !log.includes('"url":"/areas-we-serve"'); i++) await new Promise((r) => setTimeout(r, 10));
      child.kill('SIGTERM');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('</html>');

      const code = await new Promise<number | null>((r) => child.once('exit', r));
      expect(code).toBe(0);
      expect(log).toContain('shutting down');
      // Each request is logged with its id.
      expect(log).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
